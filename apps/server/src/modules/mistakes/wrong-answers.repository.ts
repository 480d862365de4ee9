import { MistakeSourceType } from '@lectern/contracts/mistakes/mistakes';
import type { WrongAnswersOn, WrongSheetAnswers } from '../../platform/mistakes/wrong-answers';
import { mistakesRepository, type MistakeKey } from './mistakes.repository';
import { settingsOf } from './mistake-settings';

/** The sheets whose learners collect wrong exam answers, by their settings. */
const collectingSheets = async (
  store: ReturnType<typeof mistakesRepository>,
  sheets: readonly WrongSheetAnswers[],
) => {
  const collecting = new Set<string>();
  for (const tenantId of new Set(sheets.map((sheet) => sheet.tenantId))) {
    const memberIds = [
      ...new Set(sheets.filter((s) => s.tenantId === tenantId).map((s) => s.memberId)),
    ];
    const saved = new Map(
      (await store.settingsOfMembers(tenantId, memberIds)).map((row) => [row.member_id, row]),
    );
    for (const memberId of memberIds) {
      if (settingsOf(saved.get(memberId)).collectInExam) collecting.add(`${tenantId}:${memberId}`);
    }
  }
  return sheets.filter((sheet) => collecting.has(`${sheet.tenantId}:${sheet.memberId}`));
};

/**
 * Lands the wrong answers of submitted exam sheets in the exam set of each paper's
 * classification, when the learner's settings collect in exams. Lands a wrong practice answer in
 * the exercise set of its task's classification and in the set of each knowledge point of its
 * question, as the learner's settings collect them. Run in the transaction that stored the
 * answers, which hands each over once.
 */
export const wrongAnswersRepository: WrongAnswersOn = (executor) => ({
  collectExam: async (sheets) => {
    const store = mistakesRepository(executor);
    const counts = new Map<string, MistakeKey & { wrong: number }>();
    for (const sheet of await collectingSheets(store, sheets)) {
      for (const questionId of new Set(sheet.questionIds)) {
        const key = {
          tenantId: sheet.tenantId,
          memberId: sheet.memberId,
          sourceType: MistakeSourceType.EXAM,
          sourceId: sheet.classificationId ?? '',
          questionId,
        };
        // A learner's two sheets of one paper in one batch add up in one row.
        const id = `${key.tenantId}\n${key.memberId}\n${key.sourceId}\n${questionId}`;
        counts.set(id, { ...key, wrong: (counts.get(id)?.wrong ?? 0) + 1 });
      }
    }
    await store.countWrong([...counts.values()], Date.now());
  },
  collectPractice: async (wrong) => {
    const store = mistakesRepository(executor);
    const { tenantId, memberId } = wrong;
    const settings = settingsOf(await store.settings(tenantId, memberId));
    const sets = [
      ...(settings.collectInExercise
        ? [{ sourceType: MistakeSourceType.EXERCISE, sourceId: wrong.classificationId ?? '' }]
        : []),
      ...(settings.collectInKnowledgeExercise
        ? [...new Set(wrong.knowledgePoints)].map((point) => ({
            sourceType: MistakeSourceType.KNOWLEDGE_POINT,
            sourceId: point,
          }))
        : []),
    ];
    await store.countWrong(
      sets.map((set) => ({ tenantId, memberId, questionId: wrong.questionId, wrong: 1, ...set })),
      Date.now(),
    );
  },
});
