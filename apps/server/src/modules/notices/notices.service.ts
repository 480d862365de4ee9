import type { Kysely } from 'kysely';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type {
  TGetNoticeListRequest,
  TGetNoticeListResponse,
} from '@lectern/contracts/notices/get-notice-list';
import type { TGetNoticeDetailResponse } from '@lectern/contracts/notices/get-notice-detail';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { MemberSession } from '../../platform/sessions/member-session';
import { memberAudienceOrganisationIds } from '../../platform/tenancy/member-audience';
import { noticesRepository, type NoticeAudience } from './notices.repository';

const parseList = (json: string) => JSON.parse(json) as string[];

export const noticesService = (db: Kysely<Database>) => {
  const notices = noticesRepository(db);
  const audienceOf = async ({ tenantId, memberId }: MemberSession): Promise<NoticeAudience> => ({
    tenantId,
    organisationIds: await memberAudienceOrganisationIds(db, tenantId, memberId),
    now: Date.now(),
  });

  return {
    list: async (
      session: MemberSession,
      { pageNum, pageSize, title }: TGetNoticeListRequest,
    ): Promise<TGetNoticeListResponse> => {
      const audience = await audienceOf(session);
      const search = title || null;
      const [rows, total] = await Promise.all([
        notices.list(audience, search, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
        notices.count(audience, search),
      ]);
      return {
        list: rows.map((row) => ({
          noticeId: row.id,
          title: row.title,
          publishTime: row.publish_at,
          attachmentCount: parseList(row.doc_urls).length,
        })),
        total,
      };
    },

    /** Unpublished, not addressed to the learner, or another tenant's: 300213, like a missing one. */
    detail: async (session: MemberSession, noticeId: string): Promise<TGetNoticeDetailResponse> => {
      const notice = await notices.find(await audienceOf(session), noticeId);
      if (!notice) throw new AppError(ErrorCode.NO_DATA);
      return {
        noticeId: notice.id,
        title: notice.title,
        content: notice.content,
        publishTime: notice.publish_at,
        docUrls: parseList(notice.doc_urls),
        docNames: parseList(notice.doc_names),
      };
    },
  };
};
