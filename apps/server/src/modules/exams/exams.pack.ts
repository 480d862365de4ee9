import { createHash } from 'node:crypto';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswerKey, TSimpleAnswerKey } from '@lectern/contracts/questions/answer-key';
import type {
  TPackPaper,
  TPackQuestion,
  TPackSimpleQuestion,
} from '@lectern/contracts/exams/exam-pack';
import { isCombination, packQuestionType } from '@lectern/contracts/exams/exam-pack-checks';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { droppedIds, differs } from '../../platform/packs/pack-rows';
import { flattenTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import type { Executor } from '../../platform/services/service-deps';
import { examsPackRepository } from './exams-pack.repository';

/**
 * The exam part of a content-pack import (issue 3): paper classifications, question banks and
 * papers, matched by their codes so ids stay stable and a second import changes nothing. The pack
 * describes the tenant's whole exam content: what it no longer lists is removed, papers only
 * marked deleted since answer sheets refer to them (sheets keep their own copy of each question).
 */

export type ExamImportSummary = {
  examClassifications: number;
  questionBanks: number;
  questions: number;
  papers: number;
};

/** Length of a combination part's id: 16 bytes of a hash, base64url, like `newId()`. */
const PART_ID_LENGTH = 22;
/** A question id that stands in while asset references are collected before the import. */
const PENDING_ID = 'pending';
/** Spec §9: scores are rounded to 2 decimals. */
const SCORE_FACTOR = 100;

const roundScore = (score: number) => Math.round(score * SCORE_FACTOR) / SCORE_FACTOR;

/**
 * A combination part's id: derived from its question's id and its code, so it is stable across
 * imports (saved answers key their parts by it) and unique across questions.
 */
export const partIdOf = (questionId: string, partCode: string) =>
  createHash('sha256')
    .update(`${questionId}/${partCode}`)
    .digest('base64url')
    .slice(0, PART_ID_LENGTH);

const simpleViewOf = (
  question: TPackSimpleQuestion,
  questionId: string,
  score: number,
): TQuestionView => ({
  questionId,
  questionType: question.key.questionType,
  customTypeName: question.customTypeName,
  content: question.content,
  score,
  options: question.options,
  targets: question.targets,
  blankCount:
    question.key.questionType === QuestionType.FILL_IN_BLANK ? question.key.blanks.length : 0,
  clozeBlanks: question.clozeBlanks,
  parts: [],
  media: question.media,
  upload: question.upload,
  docUrls: question.docUrls,
  docNames: question.docNames,
  docPics: question.docPics,
  docPicAlts: question.docPicAlts,
});

/**
 * The question as the learner sees it (`questions.view`): score 0, since the paper gives the
 * score; a combination's parts carry their own share, which the paper's score adds up to.
 */
const viewOf = (question: TPackQuestion, questionId: string): TQuestionView => {
  if (!isCombination(question)) return simpleViewOf(question, questionId, 0);
  return {
    questionId,
    questionType: QuestionType.COMBINATION,
    customTypeName: question.customTypeName,
    content: question.content,
    score: 0,
    options: [],
    targets: [],
    blankCount: 0,
    clozeBlanks: [],
    parts: question.parts.map((part) =>
      simpleViewOf(part, partIdOf(questionId, part.code), part.score),
    ),
    media: question.media,
    upload: null,
    docUrls: question.docUrls,
    docNames: question.docNames,
    docPics: question.docPics,
    docPicAlts: question.docPicAlts,
  };
};

const answerKeyOf = (question: TPackQuestion, questionId: string): TAnswerKey =>
  isCombination(question)
    ? {
        questionType: QuestionType.COMBINATION,
        parts: question.parts.map((part) => ({
          id: partIdOf(questionId, part.code),
          score: part.score,
          key: part.key satisfies TSimpleAnswerKey,
        })),
      }
    : question.key;

/**
 * The analysis shown after the exam. The answer detail has one analysis per question, so a
 * combination's holds its own followed by each part's, numbered as the parts are.
 */
const analysisOf = (question: TPackQuestion): string | null => {
  if (!isCombination(question)) return question.analysis;
  const pieces = [
    question.analysis,
    ...question.parts.map((part, index) =>
      part.analysis === null ? null : `<p><strong>${index + 1}.</strong> ${part.analysis}</p>`,
    ),
  ].filter((piece): piece is string => piece !== null);
  return pieces.length === 0 ? null : pieces.join('');
};

/** What of the exam content the learner is shown, where `asset:` references are resolved. */
export const examAssetSources = (pack: TContentPack) => ({
  questions: pack.questionBanks.flatMap((bank) =>
    bank.questions.map((question) => [viewOf(question, PENDING_ID), analysisOf(question)]),
  ),
  agreements: pack.papers.map((paper) => paper.agreement),
});

type PaperComposition = {
  questions: { questionId: string; score: number }[];
  draws: { bankId: string; questionType: number; count: number; score: number }[];
};

const paperScoring = (paper: TPackPaper) => ({
  questionCount:
    paper.questions.length + paper.draws.reduce((count, draw) => count + draw.count, 0),
  totalScore: roundScore(
    paper.questions.reduce((sum, entry) => sum + entry.score, 0) +
      paper.draws.reduce((sum, draw) => sum + draw.count * draw.score, 0),
  ),
});

/**
 * Imports the exam content inside the pack's transaction. `assetUrl` maps an asset path to its
 * stored file URL; `memberIds` maps the pack's userCodes to member ids.
 */
export const importExamContent = async (
  trx: Executor,
  {
    tenantId,
    pack,
    assetUrl,
    memberIds,
  }: {
    tenantId: string;
    pack: TContentPack;
    assetUrl: (path: string) => string;
    memberIds: ReadonlyMap<string, string>;
  },
): Promise<ExamImportSummary> => {
  const packs = examsPackRepository(trx);
  const now = Date.now();

  const classifications = await packs.examClassificationsByCode(tenantId);
  const classificationNodes = flattenTree(pack.examClassifications);
  for (const { node, parentCode, path, sort } of classificationNodes) {
    const fields = {
      parent_id: parentCode === null ? null : (classifications.get(parentCode)?.id ?? null),
      classify_code: node.code,
      classify_path: path,
      name: node.name,
      is_able: node.isAble ? 1 : 0,
      sort,
    };
    const existing = classifications.get(node.code);
    if (!existing) {
      const id = newId();
      await packs.insertExamClassification(tenantId, id, fields, now);
      classifications.set(node.code, { ...fields, id });
    } else if (differs(existing, fields)) {
      await packs.updateExamClassification(tenantId, existing.id, fields);
    }
  }

  const banks = await packs.questionBanksByCode(tenantId);
  await packs.deleteQuestionBanks(tenantId, droppedIds(banks, pack.questionBanks));
  /** Bank code → question code → question id. */
  const questionIds = new Map<string, Map<string, string>>();
  /** Questions written or removed, and the banks they were in: their papers changed too. */
  const changedQuestionIds = new Set<string>();
  const changedBankCodes = new Set<string>();
  let questionCount = 0;
  for (const bank of pack.questionBanks) {
    let bankRow = banks.get(bank.code);
    if (!bankRow) {
      bankRow = { id: newId(), name: bank.name };
      await packs.insertQuestionBank(
        tenantId,
        bankRow.id,
        { code: bank.code, name: bank.name },
        now,
      );
    } else if (bankRow.name !== bank.name) {
      await packs.updateQuestionBank(tenantId, bankRow.id, { name: bank.name }, now);
    }
    const stored = await packs.questionsOfBank(tenantId, bankRow.id);
    const dropped = droppedIds(stored, bank.questions);
    await packs.deleteQuestions(tenantId, dropped);
    if (dropped.length > 0) changedBankCodes.add(bank.code);
    const idsByCode = new Map<string, string>();
    for (const question of bank.questions) {
      const existing = stored.get(question.code);
      const id = existing?.id ?? newId();
      const fields = {
        question_type: packQuestionType(question),
        view: JSON.stringify(mapAssets(viewOf(question, id), assetUrl)),
        answer_key: JSON.stringify(answerKeyOf(question, id)),
        analysis: mapAssets(analysisOf(question), assetUrl),
      };
      const changed = !existing || differs(existing, fields);
      if (!existing) {
        await packs.insertQuestion(
          tenantId,
          id,
          { bank_id: bankRow.id, code: question.code, ...fields },
          now,
        );
      } else if (changed) {
        await packs.updateQuestion(tenantId, id, fields, now);
      }
      if (changed) {
        changedQuestionIds.add(id);
        changedBankCodes.add(bank.code);
      }
      idsByCode.set(question.code, id);
      questionCount += 1;
    }
    questionIds.set(bank.code, idsByCode);
    banks.set(bank.code, bankRow);
  }

  const papers = await packs.papersByCode(tenantId);
  await packs.softDeletePapers(tenantId, droppedIds(papers, pack.papers), now);
  for (const [index, paper] of pack.papers.entries()) {
    const composition: PaperComposition = {
      questions: paper.questions.map((entry) => ({
        questionId: questionIds.get(entry.bankCode)?.get(entry.questionCode) ?? '',
        score: entry.score,
      })),
      draws: paper.draws.map((draw) => ({
        bankId: banks.get(draw.bankCode)?.id ?? '',
        questionType: draw.questionType,
        count: draw.count,
        score: draw.score,
      })),
    };
    const { questionCount: paperQuestionCount, totalScore } = paperScoring(paper);
    const fields = {
      name: paper.name,
      classification_id:
        paper.classifyCode === null ? null : (classifications.get(paper.classifyCode)?.id ?? null),
      published: paper.published ? 1 : 0,
      is_public: paper.isPublic ? 1 : 0,
      push_date: paper.pushDate,
      enable_time: paper.examEnableTime,
      expire_time: paper.examExpireTime,
      latest_start_time: paper.latestStartTime,
      duration_minutes: paper.duration,
      question_count: paperQuestionCount,
      total_score: totalScore,
      pass_score: paper.passScore,
      seconds_per_question: paper.secondsPerQuestion,
      times_allowed: paper.timesAllowed,
      times_per_day: paper.timesPerDay,
      paid: paper.paid ? 1 : 0,
      pay_amount: paper.payAmount,
      earliest_submit_minutes: paper.earliestSubmitMinutes,
      require_all_answered: paper.requireAllAnswered ? 1 : 0,
      shuffle_questions: paper.shuffleQuestions ? 1 : 0,
      answers_visibility: paper.answersVisibility,
      hide_result_until_end: paper.hideResultUntilEnd ? 1 : 0,
      multiple_choice_partial_ratio: paper.multipleChoicePartialRatio,
      agreement:
        paper.agreement === null ? null : JSON.stringify(mapAssets(paper.agreement, assetUrl)),
      composition: JSON.stringify(composition),
      deleted_at: null,
    };
    // A paper whose questions changed is touched as well: its updated_at tells the exam engine
    // that the questions it has built for the paper are out of date.
    const questionsChanged =
      composition.questions.some((entry) => changedQuestionIds.has(entry.questionId)) ||
      paper.draws.some((draw) => changedBankCodes.has(draw.bankCode));
    const existing = papers.get(paper.code);
    const paperId = existing?.id ?? newId();
    // Papers list newest first, then by id: a pack's papers are created a millisecond apart, so
    // those without a release date list in the pack's order, not in their random ids' order.
    if (!existing) {
      await packs.insertPaper(tenantId, paperId, { code: paper.code, ...fields }, now - index);
    } else if (questionsChanged || differs(existing, fields)) {
      await packs.updatePaper(tenantId, paperId, fields, now);
    }
    const invited = paper.invitees.map((userCode) => memberIds.get(userCode) ?? '');
    const stored = await packs.invitedMemberIds(tenantId, paperId);
    if (invited.length !== stored.size || invited.some((memberId) => !stored.has(memberId))) {
      await packs.replacePaperInvitations(tenantId, paperId, invited);
    }
  }

  // After the papers, which have left the dropped classifications; children were moved first.
  await packs.deleteExamClassifications(
    tenantId,
    droppedIds(
      classifications,
      classificationNodes.map(({ node }) => node),
    ),
  );

  return {
    examClassifications: classificationNodes.length,
    questionBanks: pack.questionBanks.length,
    questions: questionCount,
    papers: pack.papers.length,
  };
};

/** The exam part of the pack, for the pack importer (packs/import-pack.ts). */
export const examsPack: PackImporter<ExamImportSummary> = {
  assetSources: examAssetSources,
  importPart: ({ trx, ...context }) => importExamContent(trx, context),
};
