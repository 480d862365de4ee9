import {
  inFormOrder,
  normaliseCustomValue,
  type TPackCustomField,
} from '@lectern/contracts/common/custom-field';
import type { TPackPaper } from '@lectern/contracts/exams/exam-pack';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { ImportedQuestionBanks, PackImporter } from '../../platform/packs/pack-importer';
import { droppedIds, differs } from '../../platform/packs/pack-rows';
import { flattenTree, importClassificationTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import type { Executor } from '../../platform/services/service-deps';
import { examsPackRepository } from './exams-pack.repository';

/**
 * The exam part of a content-pack import (issue 3): paper classifications and papers, composed
 * of the question banks the questions importer wrote before (questions.pack.ts), matched by their
 * codes so ids stay stable and a second import changes nothing. The pack
 * describes the tenant's whole exam content: what it no longer lists is removed, papers only
 * marked deleted since answer sheets refer to them (sheets keep their own copy of each question).
 */

export type ExamImportSummary = { examClassifications: number; papers: number };

/** Spec §9: scores are rounded to 2 decimals. */
const SCORE_FACTOR = 100;

const roundScore = (score: number) => Math.round(score * SCORE_FACTOR) / SCORE_FACTOR;

/** What of the exam content the learner is shown, where `asset:` references are resolved. */
export const examAssetSources = (pack: TContentPack) => ({
  agreements: pack.papers.map((paper) => paper.agreement),
});

/** `papers.composition`: a question's or rule's `section` indexes `sections`, when it has any. */
type PaperComposition = {
  sections: string[];
  questions: { questionId: string; score: number; section?: number }[];
  draws: { bankId: string; questionType: number; count: number; score: number; section?: number }[];
};

/** The index of the section an entry names, left out when the paper has none. */
const sectionOf = (paper: TPackPaper, entry: { section?: string | undefined }) =>
  entry.section === undefined ? {} : { section: paper.sections.indexOf(entry.section) };

const paperScoring = (paper: TPackPaper) => ({
  questionCount:
    paper.questions.length + paper.draws.reduce((count, draw) => count + draw.count, 0),
  totalScore: roundScore(
    paper.questions.reduce((sum, entry) => sum + entry.score, 0) +
      paper.draws.reduce((sum, draw) => sum + draw.count * draw.score, 0),
  ),
});

/** `papers.collection_fields`: the fields in form order, as the collection form reads them. */
const collectionFieldsJson = (paper: TPackPaper) =>
  JSON.stringify(
    inFormOrder(paper.collectionFields).map(
      ({ key, label, type, required, unique, options }): TPackCustomField => ({
        key,
        label,
        type,
        required,
        unique,
        options,
      }),
    ),
  );

/**
 * A paper's collection fields changed: its unique values are claimed again from the learners'
 * saved values, the earliest saver first; a value two learners hold once the field became unique
 * stays the first one's claim (decision 0043).
 */
const reclaimCollectionValues = async (
  packs: ReturnType<typeof examsPackRepository>,
  tenantId: string,
  paperId: string,
  fields: TPackCustomField[],
) => {
  const unique = fields.filter((field) => field.unique);
  const collections = unique.length === 0 ? [] : await packs.collectionsOf(tenantId, paperId);
  const claims = collections.flatMap(({ member_id: memberId, field_values: json }) => {
    const values = JSON.parse(json) as Record<string, string>;
    return unique.flatMap((field) => {
      const checked = normaliseCustomValue(field, values[field.key]);
      return checked.ok && checked.value !== null
        ? [{ fieldKey: field.key, value: checked.value, memberId }]
        : [];
    });
  });
  await packs.replaceCollectionClaims(tenantId, paperId, claims);
};

/**
 * Imports the exam content inside the pack's transaction. `assetUrl` maps an asset path to its
 * stored file URL; `memberIds` maps the pack's userCodes to member ids; `questionBanks` holds the
 * banks' ids and what of them changed.
 */
export const importExamContent = async (
  trx: Executor,
  {
    tenantId,
    pack,
    assetUrl,
    memberIds,
    questionBanks: { bankIds, questionIds, changedQuestionIds, changedBankCodes },
  }: {
    tenantId: string;
    pack: TContentPack;
    assetUrl: (path: string) => string;
    memberIds: ReadonlyMap<string, string>;
    questionBanks: ImportedQuestionBanks;
  },
): Promise<ExamImportSummary> => {
  const packs = examsPackRepository(trx);
  const now = Date.now();

  const classifications = await packs.examClassificationsByCode(tenantId);
  const classificationNodes = flattenTree(pack.examClassifications);
  await importClassificationTree(classificationNodes, classifications, {
    insert: (id, fields) => packs.insertExamClassification(tenantId, id, fields, now),
    update: (id, fields) => packs.updateExamClassification(tenantId, id, fields),
  });

  const papers = await packs.papersByCode(tenantId);
  await packs.softDeletePapers(tenantId, droppedIds(papers, pack.papers), now);
  for (const [index, paper] of pack.papers.entries()) {
    const composition: PaperComposition = {
      sections: paper.sections,
      questions: paper.questions.map((entry) => ({
        questionId: questionIds.get(entry.bankCode)?.get(entry.questionCode) ?? '',
        score: entry.score,
        ...sectionOf(paper, entry),
      })),
      draws: paper.draws.map((draw) => ({
        bankId: bankIds.get(draw.bankCode) ?? '',
        questionType: draw.questionType,
        count: draw.count,
        score: draw.score,
        ...sectionOf(paper, draw),
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
      keys_visibility: paper.keysVisibility,
      result_release_time: paper.resultReleaseTime,
      pass_chances: paper.passChances,
      multiple_choice_partial_ratio: paper.multipleChoicePartialRatio,
      allow_suspension: paper.allowSuspension ? 1 : 0,
      max_pauses: paper.maxPauses,
      max_pause_minutes: paper.maxPauseMinutes,
      self_grading: paper.selfGrading ? 1 : 0,
      leave_check: paper.leaveRule ? 1 : 0,
      leave_return_seconds: paper.leaveRule?.returnSeconds ?? 30,
      leave_max_seconds: paper.leaveRule?.maxLeaveSeconds ?? 120,
      max_leaves: paper.leaveRule?.maxLeaves ?? null,
      max_leave_violations: paper.leaveRule?.maxViolations ?? null,
      forbid_pc_browser: paper.forbidPcBrowser ? 1 : 0,
      forbid_pc_client: paper.forbidPcClient ? 1 : 0,
      collection_fields: collectionFieldsJson(paper),
      signature_required: paper.signature ? 1 : 0,
      signature_title: paper.signature?.title ?? null,
      admission_ticket: paper.admissionTicket ? 1 : 0,
      examinee_notes: JSON.stringify(paper.examineeNotes),
      certificate: paper.certificate ? 1 : 0,
      proctoring: paper.proctoring === null ? null : JSON.stringify(paper.proctoring),
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
      if (existing.collection_fields !== fields.collection_fields) {
        await reclaimCollectionValues(packs, tenantId, paperId, paper.collectionFields);
      }
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
    papers: pack.papers.length,
  };
};

/** The exam part of the pack, for the pack importer (packs/import-pack.ts). */
export const examsPack: PackImporter<ExamImportSummary> = {
  assetSources: examAssetSources,
  importPart: ({ trx, ...context }) => importExamContent(trx, context),
};
