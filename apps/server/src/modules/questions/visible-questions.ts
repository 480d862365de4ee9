import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { AppError } from '../../platform/http/app-error';
import type { QuestionAccessOn } from '../../platform/questions/question-access';
import type { Executor } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { questionsRepository } from './questions.repository';

/** Text beyond `max` characters (code points, so a CJK character or an emoji counts once). */
export const isLongerThan = (text: string, max: number) => [...text].length > max;

/**
 * The questions a learner may see (a practice task they may open, one of their mistake sets):
 * what notes, favourites and error-correction reports accept. Any other question, of their
 * tenant or another, answers 300402 exactly like a missing one.
 */
export const visibleQuestions = (db: Executor, questionAccess: QuestionAccessOn) => {
  const questions = questionsRepository(db);
  const access = questionAccess(db);
  return {
    find: async ({ tenantId, memberId }: MemberSession, questionId: string) => {
      const [row] = await questions.questionsByIds(tenantId, [questionId]);
      if (!row || !(await access.canSee({ tenantId, memberId, questionId }))) {
        throw new AppError(ErrorCode.QUESTION_NOT_FOUND);
      }
      return {
        view: JSON.parse(row.view) as TQuestionView,
        key: JSON.parse(row.answer_key) as TAnswerKey,
        analysis: row.analysis,
        knowledgePoints: JSON.parse(row.knowledge_points) as string[],
      };
    },
  };
};
