import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { PRACTICE_QUESTION_SCORE } from '@lectern/contracts/practice/practice';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import {
  CorrectionStatus,
  MAX_CORRECTION_LENGTH,
  type TCorrectionKind,
  type TCorrectionStatus,
  type TQuestionCorrection,
} from '@lectern/contracts/questions/corrections';
import type { TPostQuestionCorrectionRequest } from '@lectern/contracts/questions/post-question-correction';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { AppError } from '../../platform/http/app-error';
import type { QuestionAccessOn } from '../../platform/questions/question-access';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type {
  CorrectionRow,
  QuestionCorrectionsRepositories,
} from './question-corrections.repository';
import { isLongerThan, visibleQuestions } from './visible-questions';

const correctionOf = (row: CorrectionRow): TQuestionCorrection => ({
  correctionId: row.id,
  questionId: row.question_id,
  questionType: row.question_type,
  content: (JSON.parse(row.view) as TQuestionView).content,
  kind: row.kind as TCorrectionKind,
  text: row.text,
  status: row.status as TCorrectionStatus,
  userCode: row.user_code,
  nickName: row.nick_name,
  createTime: Number(row.created_at),
  handledTime: row.handled_at === null ? null : Number(row.handled_at),
});

/**
 * The question domain's own routes: a question the learner may see, with its key (what a
 * favourite or a note opens), and error-correction reports, which administrators list and handle.
 */
export const questionsService = ({
  db,
  repositories,
  questionAccess,
}: ServiceDeps<QuestionCorrectionsRepositories, { questionAccess: QuestionAccessOn }>) => {
  const { corrections } = repositories(db);
  const visible = visibleQuestions(db, questionAccess);

  return {
    /** Scored as practice scores it (each question 1), the way the learner met it. */
    detail: async (session: MemberSession, questionId: string) => {
      const question = await visible.find(session, questionId);
      const score =
        question.key.questionType === QuestionType.COMBINATION ? 0 : PRACTICE_QUESTION_SCORE;
      return { ...question, view: { ...question.view, score } };
    },

    report: async (session: MemberSession, report: TPostQuestionCorrectionRequest) => {
      await visible.find(session, report.questionId);
      if (isLongerThan(report.text, MAX_CORRECTION_LENGTH)) {
        throw new AppError(ErrorCode.CORRECTION_TOO_LONG, MAX_CORRECTION_LENGTH);
      }
      const correctionId = newId();
      await corrections.insert({
        id: correctionId,
        tenant_id: session.tenantId,
        member_id: session.memberId,
        question_id: report.questionId,
        kind: report.kind,
        text: report.text,
        status: CorrectionStatus.OPEN,
        created_at: Date.now(),
        handled_at: null,
        handled_by: null,
      });
      return { correctionId };
    },

    list: async (
      { tenantId }: MemberSession,
      status: TCorrectionStatus | null,
      { pageNum, pageSize }: TPageQuery,
    ) => {
      const { rows, total } = await corrections.list(tenantId, status, {
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      return { list: rows.map(correctionOf), total };
    },

    handle: async ({ tenantId, memberId }: MemberSession, correctionId: string) => {
      await corrections.markHandled(tenantId, correctionId, memberId, Date.now());
      const row = await corrections.find(tenantId, correctionId);
      if (!row) throw new AppError(ErrorCode.CORRECTION_NOT_FOUND);
      return correctionOf(row);
    },
  };
};
