import { MistakeSourceType } from '@lectern/contracts/mistakes/mistakes';
import type { WrongAnswersOn } from '../../platform/mistakes/wrong-answers';
import { mistakesRepository } from './mistakes.repository';
import { settingsOf } from './mistake-settings';

/**
 * Lands a wrong exam answer in the exam set of its paper's classification, when the learner's
 * settings collect in exams; each (sheet, question) counts once, however often the sheet is
 * handed over. Lands a wrong practice answer in the exercise set of its task's classification and
 * in the set of each knowledge point of its question, as the learner's settings collect them.
 * Run in the transaction that stored the answer.
 */
export const wrongAnswersRepository: WrongAnswersOn = (executor) => ({
  collectExam: async (wrong) => {
    const store = mistakesRepository(executor);
    const { tenantId, memberId } = wrong;
    if (wrong.questionIds.length === 0) return;
    if (!settingsOf(await store.settings(tenantId, memberId)).collectInExam) return;
    const now = Date.now();
    const originOf = (questionId: string) => `sheet:${wrong.sheetId}:${questionId}`;
    const questionIds = [...new Set(wrong.questionIds)];
    const claimed = await store.claimOrigins(tenantId, memberId, questionIds.map(originOf), now);
    await store.countWrong(
      questionIds
        .filter((questionId) => claimed.has(originOf(questionId)))
        .map((questionId) => ({
          tenantId,
          memberId,
          sourceType: MistakeSourceType.EXAM,
          sourceId: wrong.classificationId ?? '',
          questionId,
        })),
      now,
    );
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
    if (sets.length === 0) return;
    // The practice answer's own insert claimed its identity (WrongAnswers.collectPractice).
    const now = Date.now();
    await store.countWrong(
      sets.map((set) => ({ tenantId, memberId, questionId: wrong.questionId, ...set })),
      now,
    );
  },
});
