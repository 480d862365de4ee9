import { ShareKind, type TShareLink } from '@lectern/contracts/common/share-links';
import type { TSharedItem } from '@lectern/contracts/sharing/shared-item';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QuestionReviewCard } from '@/components/questions/question-card';
import { EmptyList } from '@/components/ui/empty-list';
import { PageLoading } from '@/components/ui/page-loading';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useMyShares, useSharedPreview } from '../api/share-links';
import '../components/sharing.css';

/** A course's detail page (courses feature), which the preview's button opens. */
const COURSE_PATH = '/exam/learn/course';

function SharedItemView({ item }: { item: TSharedItem }) {
  const { t } = useTranslation();
  switch (item.kind) {
    case ShareKind.COURSE:
      return (
        <Card>
          {item.coverUrl && (
            <img className="lectern-share-preview__cover" src={item.coverUrl} alt="" />
          )}
          <Typography.Title level={3}>
            <TenantText>{item.name}</TenantText>
          </Typography.Title>
          <RichText html={item.introduction} />
          <Link to={`${COURSE_PATH}?courseId=${encodeURIComponent(item.courseId)}`}>
            <Button type="primary" style={{ marginTop: 16 }}>
              {t('sharing:preview.openCourse')}
            </Button>
          </Link>
        </Card>
      );
    case ShareKind.QUESTION:
      return <QuestionReviewCard question={item.view} number="1" answer={null} answerKey={null} />;
    case ShareKind.NOTE:
      return (
        <Card>
          <Typography.Title level={4}>{t('sharing:preview.noteOn')}</Typography.Title>
          <RichText html={item.subjectStem} />
          <Typography.Title level={4}>{t('sharing:preview.note')}</Typography.Title>
          <p className="lectern-share-preview__note">{item.content}</p>
          <p>{t('sharing:preview.updated', { time: formatDateTime(item.updateTime) })}</p>
        </Card>
      );
  }
}

/** Spec §2 /personal/shareKnowledge?token=: what a link shares, as the learner may see it now. */
function SharedPreview({ token }: { token: string }) {
  const { t } = useTranslation();
  const preview = useSharedPreview(token);
  if (preview.isError) {
    return (
      <div className="lectern-page">
        <Typography.Title level={2}>{t('sharing:preview.title')}</Typography.Title>
        <Alert type="warning" showIcon title={errorMessage(errorCodeOf(preview.error))} />
        <Link className="lectern-share-preview__back" to="/personal/shareKnowledge">
          {t('sharing:preview.back')}
        </Link>
      </div>
    );
  }
  if (!preview.data) return <PageLoading />;
  const { item, shareTime } = preview.data;
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('sharing:preview.title')}</Typography.Title>
      <p>
        <Tag>{t(`sharing:kind.${item.kind}`)}</Tag>
        {t('sharing:preview.sharedAt', { time: formatDateTime(shareTime) })}
      </p>
      <SharedItemView item={item} />
    </div>
  );
}

function ShareRow({ share }: { share: TShareLink }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${share.path}`;
  return (
    <li className="lectern-share-list__item">
      <div>
        <Tag>{t(`sharing:kind.${share.kind}`)}</Tag>
        <span className="lectern-share-list__title">
          {share.title === null ? t('sharing:mine.gone') : <TenantText>{share.title}</TenantText>}
        </span>
        <div>
          {t('sharing:mine.sharedAt', { time: formatDateTime(share.createTime) })}
          {' · '}
          {t('sharing:mine.opens', { count: share.opens })}
        </div>
      </div>
      <Typography.Paragraph
        copyable={{ text: link, tooltips: [t('sharing:invite.copy'), t('sharing:invite.copied')] }}
        style={{ marginBottom: 0 }}
      >
        <Link to={share.path.replace(/^\/h5\/p/, '')}>{t('sharing:mine.open')}</Link>
      </Typography.Paragraph>
    </li>
  );
}

/** Spec §2 /personal/shareKnowledge: the learner's share links, newest first, with their opens. */
function MyShares() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const shares = useMyShares({ pageNum, pageSize });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('sharing:mine.title')}</Typography.Title>
      <p>{t('sharing:mine.explain')}</p>
      {shares.isError ? (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(shares.error))} />
      ) : !shares.data ? (
        <PageLoading />
      ) : shares.data.total === 0 ? (
        <EmptyList description={t('sharing:mine.empty')} />
      ) : (
        <>
          <ul className="lectern-share-list">
            {shares.data.list.map((share) => (
              <ShareRow key={share.token} share={share} />
            ))}
          </ul>
          <Pagination
            align="end"
            {...pagination({
              pageNum,
              pageSize,
              total: shares.data.total,
              onChange: (page, size) => update({ pageNum: page, pageSize: size }),
              t,
            })}
          />
        </>
      )}
    </div>
  );
}

/** Spec §2 /personal/shareKnowledge: the learner's links, or with `?token=` a link's preview. */
export function ShareKnowledgePage() {
  const [query] = useSearchParams();
  const token = query.get('token');
  return token ? <SharedPreview key={token} token={token} /> : <MyShares />;
}
