import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttachmentList } from '@/components/ui/attachment-list';
import { EmptyList } from '@/components/ui/empty-list';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { useSession } from '@/lib/session';
import './published-items.css';

type TPublishedItem = {
  title: string;
  publishTime: number;
  /** Rich text. */
  content: string;
  docUrls: readonly string[];
  docNames: readonly (string | null | undefined)[];
};

type TPublishedArticleProps = {
  /** The list to go back to, and the link's text. */
  backTo: string;
  backLabel: string;
  /** The item once read; undefined while it loads or when it cannot be shown. */
  item: TPublishedItem | undefined;
  /** 'Published …' with the formatted time. */
  publishTimeLabel: (time: number) => string;
  isPending: boolean;
  /** The read failed, or the address names no item: 'no data'. */
  isMissing: boolean;
};

/** A published item's page (a notice, a news item): its rich text and its attachments. */
export function PublishedArticle({
  backTo,
  backLabel,
  item,
  publishTimeLabel,
  isPending,
  isMissing,
}: TPublishedArticleProps) {
  const { t } = useTranslation();
  const { factoryInfo } = useSession();

  return (
    <div className="lectern-page">
      <Link to={backTo} className="lectern-back-link">
        <ArrowLeftOutlined aria-hidden /> {backLabel}
      </Link>
      {item ? (
        <article className="lectern-article">
          <Typography.Title level={2}>
            <TenantText>{item.title}</TenantText>
          </Typography.Title>
          <Typography.Text type="secondary">{publishTimeLabel(item.publishTime)}</Typography.Text>
          <RichText className="lectern-article__content" html={item.content} />
          {item.docUrls.length > 0 && (
            <Card size="small" title={t('common:attachments.title')}>
              <AttachmentList
                urls={item.docUrls}
                names={item.docNames}
                docViewerUrl={factoryInfo?.docViewerUrl}
              />
            </Card>
          )}
        </article>
      ) : isMissing ? (
        <EmptyList />
      ) : (
        isPending && <Spin className="lectern-page-loading" />
      )}
    </div>
  );
}
