import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TCoursewareQuiz } from '@lectern/contracts/courses/get-courseware-quiz';
import type {
  TJudgedQuizAnswer,
  TPostAnswerCoursewareQuizRequest,
} from '@lectern/contracts/courses/post-answer-courseware-quiz';
import { isEmptyAnswer, type TAnswer } from '@lectern/contracts/questions/answer';
import type { TGradeStatus } from '@lectern/contracts/questions/grade-status';
import { gradeAnswer } from '@lectern/contracts/questions/grading';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { checkAnswerFiles, checkedAnswers } from '../questions/answer-checks';
import { correctOf, fullScoreOf, judgedQuestions } from '../questions/judged-questions';
import type { CourseContents } from './course-content';
import type { CourseLearningService } from './course-learning.service';
import type { CoursesRepositories } from './courses.repository';

/** An in-course quiz question's score: it is judged right or wrong, never counted. */
const COURSE_QUIZ_SCORE = 1;

/** Spec §1 in-course quizzes: questions at a second or page, judged once per run. */
export const courseQuizzesService = ({
  db,
  repositories,
  contents,
  learning,
}: ServiceDeps<
  CoursesRepositories,
  { contents: CourseContents; learning: CourseLearningService }
>) => {
  const { courses } = repositories(db);
  const uploads = uploadsRepository(db);

  /** The quiz point of the courseware, with its question (309194 when there is none). */
  const quizOf = async (session: MemberSession, coursewareId: string, quizId: string) => {
    const content = await contents.courseware(session.tenantId, coursewareId);
    const quiz = (await courses.quizzesOf(session.tenantId, coursewareId)).find(
      ({ id }) => id === quizId,
    );
    const [question] = quiz
      ? await judgedQuestions(db, session.tenantId, [quiz.question_id], COURSE_QUIZ_SCORE)
      : [];
    if (!quiz || !question) throw new AppError(ErrorCode.COURSE_QUIZ_NOT_FOUND);
    return { content, quiz, question };
  };

  return {
    quiz: async (
      session: MemberSession,
      coursewareId: string,
      quizId: string,
    ): Promise<TCoursewareQuiz> => {
      const { quiz, question } = await quizOf(session, coursewareId, quizId);
      return { quizId: quiz.id, at: quiz.at, question: question.view };
    },

    /** Judges the run's answer once; the same answer again answers the same judgement. */
    answer: async (
      session: MemberSession,
      { coursewareId, quizId, answer }: TPostAnswerCoursewareQuizRequest,
    ): Promise<TJudgedQuizAnswer> => {
      const { tenantId } = session;
      const { content, quiz, question } = await quizOf(session, coursewareId, quizId);
      if (isEmptyAnswer(answer)) throw new AppError(ErrorCode.ANSWER_EMPTY);
      const run = await learning.openRunOf(session, content, ErrorCode.COURSE_MUST_BE_RELEARNED);
      const questionId = question.view.questionId;
      const checked = checkedAnswers(new Map([[questionId, question.view]]), [
        { questionId, answer },
      ]);
      if (checked.refusal) throw new AppError(checked.refusal);
      await checkAnswerFiles(uploads, session, checked.files);
      const { status } = gradeAnswer(
        { score: fullScoreOf(question.key, COURSE_QUIZ_SCORE), key: question.key },
        answer,
      );
      const now = Date.now();
      const row = {
        tenant_id: tenantId,
        run_id: run.id,
        quiz_id: quiz.id,
        answer: JSON.stringify(answer),
        status,
        answered_at: now,
      };
      const stored = (await courses.insertQuizAnswer(row))
        ? row
        : (await courses.quizAnswersOf(tenantId, run.id)).find(
            (saved) => saved.quiz_id === quiz.id,
          );
      if (!stored || stored.answer !== row.answer)
        throw new AppError(ErrorCode.COURSE_QUIZ_NOT_FOUND);
      return {
        quizId: quiz.id,
        answer: JSON.parse(stored.answer) as TAnswer,
        status: stored.status as TGradeStatus,
        correct: correctOf(stored.status as TGradeStatus),
        key: question.key,
        analysis: question.analysis,
        answeredAt: stored.answered_at,
      };
    },
  };
};
