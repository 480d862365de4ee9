import { createHash } from 'node:crypto';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import type { TAnswerKey, TSimpleAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import type {
  TPackQuestion,
  TPackSimpleQuestion,
} from '@lectern/contracts/questions/question-pack';
import { isCombination, packQuestionType } from '@lectern/contracts/questions/question-pack-checks';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { ImportedQuestionBanks, PackImporter } from '../../platform/packs/pack-importer';
import { droppedIds, differs } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import type { Executor } from '../../platform/services/service-deps';
import { questionsPackRepository } from './questions-pack.repository';

/**
 * The question banks of a content-pack import: banks and their questions, matched by their codes
 * so ids stay stable and a second import changes nothing; what the pack no longer lists is
 * removed. It runs before every importer that composes papers from the banks, and hands them the
 * ids it wrote and what changed (`ImportedQuestionBanks`).
 */

export type QuestionsImportSummary = { questionBanks: number; questions: number };

/** Length of a combination part's id: 16 bytes of a hash, base64url, like `newId()`. */
const PART_ID_LENGTH = 22;
/** A question id that stands in while asset references are collected before the import. */
const PENDING_ID = 'pending';
/**
 * A combination part's id: derived from its question's id and its code, so it is stable across
 * imports (saved answers key their parts by it) and unique across questions.
 */
export const partIdOf = (questionId: string, partCode: string) =>
  createHash('sha256')
    .update(`${questionId}/${partCode}`)
    .digest('base64url')
    .slice(0, PART_ID_LENGTH);

/** The tenant's names of question types, by type code (the pack's tenant.questionTypeNames). */
type TypeNames = Readonly<Record<string, string>>;

/**
 * The name a question's type is shown by: its own custom name, else the tenant's name for the
 * type (spec §3 customQuestionType, /questionType/getQuestionTypes), else null for the built-in
 * one. Fixed on import, so a sheet shows the names it was answered with.
 */
const typeNameOf = (question: { customTypeName: string | null }, type: number, names: TypeNames) =>
  question.customTypeName ?? names[String(type)] ?? null;

const simpleViewOf = (
  question: TPackSimpleQuestion,
  questionId: string,
  score: number,
  names: TypeNames,
): TQuestionView => ({
  questionId,
  questionType: question.key.questionType,
  customTypeName: typeNameOf(question, question.key.questionType, names),
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
  pauseForbidden: question.pauseForbidden,
});

/**
 * The question as the learner sees it (`questions.view`): score 0, since the paper gives the
 * score; a combination's parts carry their own share, which the paper's score adds up to.
 */
const viewOf = (question: TPackQuestion, questionId: string, names: TypeNames): TQuestionView => {
  if (!isCombination(question)) return simpleViewOf(question, questionId, 0, names);
  return {
    questionId,
    questionType: QuestionType.COMBINATION,
    customTypeName: typeNameOf(question, QuestionType.COMBINATION, names),
    content: question.content,
    score: 0,
    options: [],
    targets: [],
    blankCount: 0,
    clozeBlanks: [],
    parts: question.parts.map((part) =>
      simpleViewOf(part, partIdOf(questionId, part.code), part.score, names),
    ),
    media: question.media,
    upload: null,
    docUrls: question.docUrls,
    docNames: question.docNames,
    docPics: question.docPics,
    docPicAlts: question.docPicAlts,
    pauseForbidden: question.pauseForbidden,
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

/** What of the questions the learner is shown, where `asset:` references are resolved. */
export const questionAssetSources = (pack: TContentPack) =>
  pack.questionBanks.flatMap((bank) =>
    bank.questions.map((question) => [
      viewOf(question, PENDING_ID, pack.tenant.questionTypeNames),
      analysisOf(question),
    ]),
  );

/** Imports the pack's question banks inside the pack's transaction, filling in `imported`. */
export const importQuestionBanks = async (
  trx: Executor,
  {
    tenantId,
    pack,
    assetUrl,
    now,
    imported,
  }: {
    tenantId: string;
    pack: TContentPack;
    assetUrl: (path: string) => string;
    now: number;
    imported: ImportedQuestionBanks;
  },
): Promise<QuestionsImportSummary> => {
  const packs = questionsPackRepository(trx);
  const banks = await packs.questionBanksByCode(tenantId);
  await packs.deleteQuestionBanks(tenantId, droppedIds(banks, pack.questionBanks));
  const { bankIds, questionIds, changedQuestionIds, changedBankCodes } = imported;
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
        view: JSON.stringify(
          mapAssets(viewOf(question, id, pack.tenant.questionTypeNames), assetUrl),
        ),
        answer_key: JSON.stringify(answerKeyOf(question, id)),
        analysis: mapAssets(analysisOf(question), assetUrl),
        knowledge_points: JSON.stringify(question.knowledgePoints),
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
    bankIds.set(bank.code, bankRow.id);
  }

  return { questionBanks: pack.questionBanks.length, questions: questionCount };
};

/** The question banks of the pack, for the pack importer (packs/import-pack.ts). */
export const questionsPack: PackImporter<QuestionsImportSummary> = {
  assetSources: questionAssetSources,
  importPart: ({ trx, questionBanks, ...context }) =>
    importQuestionBanks(trx, { ...context, imported: questionBanks }),
};
