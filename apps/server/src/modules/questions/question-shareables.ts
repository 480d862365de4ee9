import type { TQuestionView } from '@lectern/contracts/questions/question';
import { ShareKind } from '@lectern/contracts/common/share-links';
import type { TSharedItem } from '@lectern/contracts/sharing/shared-item';
import type { QuestionAccessOn } from '../../platform/questions/question-access';
import { plainTitle, type ShareableOn } from '../../platform/sharing/shareables';
import type { Executor } from '../../platform/services/service-deps';
import { questionsRepository } from './questions.repository';

/**
 * Questions lent to sharing (platform/sharing/shareables.ts, docs/decisions/0067): a learner
 * shares a question they may see, and an opener sees it (never its answer or analysis) only when
 * they may see it too; otherwise the link is refused.
 */
export const questionShareables =
  (questionAccess: QuestionAccessOn): ShareableOn =>
  (db: Executor) => {
    const questions = questionsRepository(db);
    const access = questionAccess(db);
    const seen = async (tenantId: string, memberId: string, questionId: string) => {
      const [row] = await questions.questionsByIds(tenantId, [questionId]);
      if (!row) return undefined;
      const visible = await access.canSee({ tenantId, memberId, questionId });
      return { row, visible };
    };
    return {
      titleFor: async ({ tenantId, memberId }, questionId) => {
        const found = await seen(tenantId, memberId, questionId);
        if (!found?.visible) return undefined;
        return plainTitle((JSON.parse(found.row.view) as TQuestionView).content);
      },
      previewFor: async ({ tenantId, memberId }, questionId) => {
        const found = await seen(tenantId, memberId, questionId);
        if (!found) return undefined;
        if (!found.visible) return { refused: true };
        return {
          item: {
            kind: ShareKind.QUESTION,
            questionId: found.row.id,
            questionType: found.row.question_type,
            view: JSON.parse(found.row.view) as TQuestionView,
          } satisfies TSharedItem,
        };
      },
    };
  };
