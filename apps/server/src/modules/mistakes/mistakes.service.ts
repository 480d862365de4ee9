import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  MistakeSourceType,
  type TMistakeSet,
  type TMistakeSettings,
  type TMistakeSourceType,
} from '@lectern/contracts/mistakes/mistakes';
import type { TPostSaveMistakeAnswerRequest } from '@lectern/contracts/mistakes/post-save-mistake-answer';
import { PRACTICE_QUESTION_SCORE } from '@lectern/contracts/practice/practice';
import { isEmptyAnswer } from '@lectern/contracts/questions/answer';
import { gradeAnswer } from '@lectern/contracts/questions/grading';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { checkAnswerFiles, checkedAnswers } from '../questions/answer-checks';
import { correctOf, judgedQuestions } from '../questions/judged-questions';
import { settingsOf } from './mistake-settings';
import type { MistakeKey, MistakesRepositories } from './mistakes.repository';

export const mistakesService = ({
  db,
  transact,
  repositories,
}: ServiceDeps<MistakesRepositories>) => {
  const { mistakes } = repositories(db);
  const uploads = uploadsRepository(db);

  const namesOf = async (tenantId: string, sourceType: number, ids: string[]) => {
    if (sourceType === MistakeSourceType.KNOWLEDGE_POINT) {
      return new Map(ids.map((id) => [id, id]));
    }
    const named = ids.filter((id) => id !== '');
    const rows =
      sourceType === MistakeSourceType.EXAM
        ? await mistakes.examClassificationNames(tenantId, named)
        : await mistakes.practiceClassificationNames(tenantId, named);
    return new Map(rows.map((row) => [row.id, row.name]));
  };

  const questionOf = async (tenantId: string, questionId: string) =>
    (await judgedQuestions(db, tenantId, [questionId], PRACTICE_QUESTION_SCORE))[0] ?? null;

  return {
    settings: async ({ tenantId, memberId }: MemberSession) =>
      settingsOf(await mistakes.settings(tenantId, memberId)),

    saveSettings: async ({ tenantId, memberId }: MemberSession, settings: TMistakeSettings) => {
      await mistakes.saveSettings({
        tenant_id: tenantId,
        member_id: memberId,
        collect_in_exam: Number(settings.collectInExam),
        collect_in_exercise: Number(settings.collectInExercise),
        collect_in_knowledge_exercise: Number(settings.collectInKnowledgeExercise),
        auto_remove: Number(settings.autoRemove),
        auto_remove_after: settings.autoRemoveAfter,
        updated_at: Date.now(),
      });
      return settings;
    },

    sets: async ({ tenantId, memberId }: MemberSession, sourceType: TMistakeSourceType) => {
      const rows = await mistakes.sets(tenantId, memberId, sourceType);
      const names = await namesOf(
        tenantId,
        sourceType,
        rows.map((row) => row.source_id),
      );
      return rows.map((row): TMistakeSet => ({
        sourceType,
        sourceId: row.source_id,
        name: names.get(row.source_id) ?? null,
        questionCount: row.question_count,
        wrongCount: row.wrong_count,
        correctCount: row.correct_count,
      }));
    },

    /** A set's questions still in the question domain; 300403 when it holds none. */
    questions: async (
      { tenantId, memberId }: MemberSession,
      sourceType: TMistakeSourceType,
      sourceId: string,
    ) => {
      const entries = await mistakes.entriesOfSet(tenantId, memberId, sourceType, sourceId);
      const setQuestions = await judgedQuestions(
        db,
        tenantId,
        entries.map((entry) => entry.question_id),
        PRACTICE_QUESTION_SCORE,
      );
      const byId = new Map(setQuestions.map((question) => [question.view.questionId, question]));
      const list = entries.flatMap((entry) => {
        const question = byId.get(entry.question_id);
        if (!question) return [];
        return [
          {
            view: question.view,
            knowledgePoints: question.knowledgePoints,
            wrongCount: entry.wrong_count,
            correctCount: entry.correct_count,
            lastWrongAt: entry.last_wrong_at,
          },
        ];
      });
      if (list.length === 0) throw new AppError(ErrorCode.MISTAKE_SET_NOT_FOUND);
      const names = await namesOf(tenantId, sourceType, [sourceId]);
      return { name: names.get(sourceId) ?? null, questions: list };
    },

    /**
     * Judges an answer given while practising a set. The seq's claim and the count share a
     * transaction: a save repeated or raced counts once, and removal happens at exactly N.
     */
    saveAnswer: async (session: MemberSession, save: TPostSaveMistakeAnswerRequest) => {
      const { tenantId, memberId } = session;
      if (isEmptyAnswer(save.answer)) throw new AppError(ErrorCode.ANSWER_EMPTY);
      const key: MistakeKey = {
        tenantId,
        memberId,
        sourceType: save.sourceType,
        sourceId: save.sourceId,
        questionId: save.questionId,
      };
      const same = (stored: { source_type: number; source_id: string; question_id: string }) =>
        stored.source_type === save.sourceType &&
        stored.source_id === save.sourceId &&
        stored.question_id === save.questionId;
      const question = await questionOf(tenantId, save.questionId);
      if (!question) throw new AppError(ErrorCode.MISTAKE_SET_NOT_FOUND);
      const replayed = await mistakes.findAnswer(tenantId, memberId, save.seq);
      if (!replayed && !(await mistakes.find(key))) {
        throw new AppError(ErrorCode.MISTAKE_SET_NOT_FOUND);
      }
      const checked = checkedAnswers(new Map([[save.questionId, question.view]]), [save]);
      if (checked.refusal) throw new AppError(checked.refusal);
      await checkAnswerFiles(uploads, session, checked.files);
      const grade = gradeAnswer({ score: PRACTICE_QUESTION_SCORE, key: question.key }, save.answer);
      const correct = correctOf(grade.status);
      const now = Date.now();
      const settings = settingsOf(await mistakes.settings(tenantId, memberId));
      const outcome = await transact(async (trx) => {
        const store = repositories(trx).mistakes;
        const row = {
          tenant_id: tenantId,
          member_id: memberId,
          seq: save.seq,
          source_type: save.sourceType,
          source_id: save.sourceId,
          question_id: save.questionId,
          status: grade.status,
          wrong_count: 0,
          correct_count: 0,
          removed: 0,
          saved_at: now,
        };
        if (!(await store.insertAnswer(row))) {
          return await store.findAnswer(tenantId, memberId, save.seq);
        }
        if (correct === false) await store.countWrong([{ ...key, wrong: 1 }], now);
        const counts = correct === true ? await store.countCorrect(key) : await store.find(key);
        // Thrown inside the transaction: the seq is not taken when the question left the set.
        if (!counts) throw new AppError(ErrorCode.MISTAKE_SET_NOT_FOUND);
        const removed =
          correct === true &&
          settings.autoRemove &&
          counts.correct_count === settings.autoRemoveAfter;
        if (removed) await store.remove(key);
        const settled = {
          wrong_count: counts.wrong_count,
          correct_count: counts.correct_count,
          removed: Number(removed),
        };
        await store.settleAnswer(tenantId, memberId, save.seq, settled);
        return { ...row, ...settled };
      });
      if (!outcome || !same(outcome) || outcome.status !== grade.status) {
        throw new AppError(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
      }
      return {
        questionId: save.questionId,
        seq: save.seq,
        status: grade.status,
        correct,
        key: question.key,
        analysis: question.analysis,
        wrongCount: outcome.wrong_count,
        correctCount: outcome.correct_count,
        removed: outcome.removed === 1,
        serverTime: now,
      };
    },

    remove: async (
      { tenantId, memberId }: MemberSession,
      ref: { sourceType: number; sourceId: string; questionId: string },
    ) => {
      const removed = await mistakes.remove({ tenantId, memberId, ...ref });
      if (!removed) throw new AppError(ErrorCode.MISTAKE_SET_NOT_FOUND);
      return { questionId: ref.questionId };
    },

    clear: async ({ tenantId, memberId }: MemberSession, sourceType: number | null) => ({
      removedCount: await mistakes.clear(tenantId, memberId, sourceType),
    }),
  };
};
