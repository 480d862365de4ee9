import type { Kysely } from 'kysely';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetNewsDetailResponse } from '@lectern/contracts/news/get-news-detail';
import type {
  TGetNewsListRequest,
  TGetNewsListResponse,
} from '@lectern/contracts/news/get-news-list';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { MemberSession } from '../../platform/sessions/member-session';
import { memberAudienceOrganisationIds } from '../../platform/tenancy/member-audience';
import { newsRepository, type NewsAudience } from './news.repository';

const parseList = (json: string) => JSON.parse(json) as string[];

export const newsService = (db: Kysely<Database>) => {
  const news = newsRepository(db);
  const audienceOf = async ({ tenantId, memberId }: MemberSession): Promise<NewsAudience> => ({
    tenantId,
    organisationIds: await memberAudienceOrganisationIds(db, tenantId, memberId),
    now: Date.now(),
  });

  return {
    list: async (
      session: MemberSession,
      { pageNum, pageSize, title }: TGetNewsListRequest,
    ): Promise<TGetNewsListResponse> => {
      const audience = await audienceOf(session);
      const search = title || null;
      const [rows, total] = await Promise.all([
        news.list(audience, search, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
        news.count(audience, search),
      ]);
      return {
        list: rows.map((row) => ({
          newsId: row.id,
          title: row.title,
          summary: row.summary,
          coverUrl: row.cover_url,
          publishTime: row.publish_at,
        })),
        total,
      };
    },

    /** Unpublished, not addressed to the learner, or another tenant's: 300213, like a missing one. */
    detail: async (session: MemberSession, newsId: string): Promise<TGetNewsDetailResponse> => {
      const item = await news.find(await audienceOf(session), newsId);
      if (!item) throw new AppError(ErrorCode.NO_DATA);
      return {
        newsId: item.id,
        title: item.title,
        summary: item.summary,
        coverUrl: item.cover_url,
        content: item.content,
        publishTime: item.publish_at,
        docUrls: parseList(item.doc_urls),
        docNames: parseList(item.doc_names),
      };
    },
  };
};
