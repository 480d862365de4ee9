import type { TQuestionView } from '@lectern/contracts/questions/question';
import { ShareKind } from '@lectern/contracts/common/share-links';
import type { TSharedItem } from '@lectern/contracts/sharing/shared-item';
import type { Executor } from '../../platform/services/service-deps';
import { plainTitle, type ShareableOn } from '../../platform/sharing/shareables';
import { questionsRepository } from '../questions/questions.repository';

/**
 * Learners' notes lent to sharing (platform/sharing/shareables.ts, docs/decisions/0067): a
 * learner shares only their own note; its author chose to share it, so any learner of the tenant
 * who opens the link reads it and the stem of the question it is written on, public or not.
 */
export const noteShareables: ShareableOn = (db: Executor) => {
  const noteOf = (tenantId: string, memberId: string, noteId: string) =>
    db
      .selectFrom('notes')
      .select(['id', 'subject_id', 'content', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('id', '=', noteId)
      .executeTakeFirst();
  return {
    titleFor: async ({ tenantId, memberId }, noteId) => {
      const note = await noteOf(tenantId, memberId, noteId);
      return note ? plainTitle(note.content) : undefined;
    },
    previewFor: async ({ tenantId }, noteId, sharerId) => {
      const note = await noteOf(tenantId, sharerId, noteId);
      if (!note) return undefined;
      const [question] = await questionsRepository(db).questionsByIds(tenantId, [note.subject_id]);
      return {
        item: {
          kind: ShareKind.NOTE,
          content: note.content,
          subjectStem: question ? (JSON.parse(question.view) as TQuestionView).content : '',
          updateTime: Number(note.updated_at),
        } satisfies TSharedItem,
      };
    },
  };
};
