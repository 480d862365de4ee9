import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublishedArticle } from '@/components/ui/published-article';
import { formatDateTime } from '@/lib/format';
import { useNewsDetail } from '../api/get-news-detail';
import { NewsPaths } from '../news.feature';

/**
 * Spec §2 /news/detail?newsId=: the news item's rich text and its attachments. An item the learner
 * cannot see answers 300213; the api client says so and the page shows 'no data'.
 */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { data: item, isPending, isError } = useNewsDetail(query.get('newsId') ?? '');

  return (
    <PublishedArticle
      backTo={NewsPaths.NEWS}
      backLabel={t('news:backToList')}
      item={item}
      publishTimeLabel={(time) => t('news:publishTime', { time: formatDateTime(time) })}
      isPending={isPending}
      isMissing={isError || !query.get('newsId')}
    />
  );
}
