import type { TGetNoticeDetailResponse } from '@lectern/contracts/notices/get-notice-detail';
import type { TNoticeSummary } from '@lectern/contracts/notices/notice';
import { broadcastService } from '../../platform/broadcasts/broadcast.service';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { noticesRepositories } from './notices.repository';

const parseList = (json: string) => JSON.parse(json) as string[];

type NoticesRepositories = ReturnType<typeof noticesRepositories>;
type NoticeListRow = Awaited<ReturnType<NoticesRepositories['broadcasts']['list']>>[number];
type NoticeDetailRow = NonNullable<Awaited<ReturnType<NoticesRepositories['broadcasts']['find']>>>;

export const noticesService = (deps: ServiceDeps<NoticesRepositories>) =>
  broadcastService({
    ...deps,
    listItem: (row: NoticeListRow): TNoticeSummary => ({
      noticeId: row.id,
      title: row.title,
      publishTime: row.publish_at,
      attachmentCount: parseList(row.doc_urls).length,
    }),
    detail: (notice: NoticeDetailRow): TGetNoticeDetailResponse => ({
      noticeId: notice.id,
      title: notice.title,
      content: notice.content,
      publishTime: notice.publish_at,
      docUrls: parseList(notice.doc_urls),
      docNames: parseList(notice.doc_names),
    }),
  });
