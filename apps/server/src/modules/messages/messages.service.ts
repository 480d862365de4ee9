import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TGetInmailListResponse } from '@lectern/contracts/messages/get-inmail-list';
import { ZInmailLabel } from '@lectern/contracts/common/inmail-label';
import type { TPostReadInmailResponse } from '@lectern/contracts/messages/post-read-inmail';
import { ExamNotificationType } from '@lectern/contracts/common/realtime';
import { AppError } from '../../platform/http/app-error';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { messagesRepositories } from './messages.repository';

/** A stored label the contract no longer reads is left out: the default wording stands. */
const labelOf = (stored: string | null) => {
  if (stored === null) return null;
  const parsed = ZInmailLabel.safeParse(JSON.parse(stored) as unknown);
  return parsed.success ? parsed.data : null;
};

export const messagesService = ({
  db,
  repositories,
  realtime,
}: ServiceDeps<
  ReturnType<typeof messagesRepositories>,
  { realtime: Pick<RealtimeHub, 'announce'> }
>) => {
  const { messages } = repositories(db);
  return {
    /** Issue 21: a message to every learner of the tenant connected now; nothing is stored. */
    announce: async ({ tenantId }: MemberSession, text: string) => {
      const sentAt = Date.now();
      await realtime.announce(tenantId, {
        type: ExamNotificationType.MESSAGE,
        answerSheetId: null,
        text,
        sentAt,
      });
      return { sentAt };
    },

    list: async (
      { tenantId, memberId }: MemberSession,
      { pageNum, pageSize }: TPageQuery,
    ): Promise<TGetInmailListResponse> => {
      const [rows, total] = await Promise.all([
        messages.listInbox(tenantId, memberId, {
          limit: pageSize,
          offset: (pageNum - 1) * pageSize,
        }),
        messages.countInbox(tenantId, memberId),
      ]);
      return {
        list: rows.map((row) => ({
          messageId: row.id,
          label: labelOf(row.label),
          title: row.title,
          content: row.content,
          sendTime: row.sent_at,
          readTime: row.read_at,
        })),
        total,
      };
    },

    unreadCount: ({ tenantId, memberId }: MemberSession) =>
      messages.countUnread(tenantId, memberId),

    /** Idempotent: the first read time stays. Not the learner's message: 300213, like a missing one. */
    markRead: async (
      { tenantId, memberId }: MemberSession,
      messageId: string,
    ): Promise<TPostReadInmailResponse> => {
      await messages.markRead(tenantId, memberId, Date.now(), messageId);
      const recipient = await messages.findReadTime(tenantId, memberId, messageId);
      if (!recipient || recipient.read_at === null) throw new AppError(ErrorCode.NO_DATA);
      return { readTime: recipient.read_at };
    },

    markAllRead: async ({ tenantId, memberId }: MemberSession) => ({
      marked: await messages.markRead(tenantId, memberId, Date.now()),
    }),
  };
};
