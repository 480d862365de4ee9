import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublishedArticle } from '@/components/ui/published-article';
import { formatDateTime } from '@/lib/format';
import { useNoticeDetail } from '../api/get-notice-detail';
import { NoticePaths } from '../notices.feature';

/**
 * Spec §2 /notice/detail?noticeId=: the notice's rich text and its attachments. One the learner
 * cannot see answers 300213; the api client says so and the page shows 'no data'.
 */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { data: notice, isPending, isError } = useNoticeDetail(query.get('noticeId') ?? '');

  return (
    <PublishedArticle
      backTo={NoticePaths.NOTICES}
      backLabel={t('notices:backToList')}
      item={notice}
      publishTimeLabel={(time) => t('notices:publishTime', { time: formatDateTime(time) })}
      isPending={isPending}
      isMissing={isError || !query.get('noticeId')}
    />
  );
}
