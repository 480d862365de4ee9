import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import type { TInmailMessage } from '@lectern/contracts/messages/inmail';
import Button from 'antd/es/button';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useInmailList } from '../api/get-inmail-list';
import { useUnreadCount } from '../api/get-unread-count';
import { useReadAllInmail } from '../api/post-read-all-inmail';
import { useReadInmail } from '../api/post-read-inmail';
import { InmailDialog } from '../components/inmail-dialog';
import { InmailTitle } from '../components/inmail-label';
import '../messages.css';

/**
 * Spec §2 /myinmailmessage: the learner's in-mail, newest first, a page at a time. Opening a
 * message shows it and marks it read; 'mark all as read' clears the unread count.
 */
export function InmailPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: messages, isFetching, isError } = useInmailList({ pageNum, pageSize });
  const { data: unreadCount = 0 } = useUnreadCount();
  const readInmail = useReadInmail();
  const readAll = useReadAllInmail();
  const [opened, setOpened] = useState<TInmailMessage | null>(null);

  const open = (message: TInmailMessage) => {
    setOpened(message);
    // The api client has already said why marking failed; the message stays unread.
    if (message.readTime === null) readInmail.mutate(message.messageId);
  };

  return (
    <div className="lectern-page">
      <div className="lectern-list-header">
        <Typography.Title level={2}>{t('messages:title')}</Typography.Title>
        <Button
          icon={<CheckOutlined aria-hidden />}
          disabled={unreadCount === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('messages:markAllRead')}
        </Button>
      </div>
      <Spin spinning={isFetching}>
        {messages && messages.list.length > 0 ? (
          <ul className="lectern-inmail-list" aria-label={t('messages:title')}>
            {messages.list.map((message) => {
              const unread = message.readTime === null;
              return (
                <li key={message.messageId}>
                  <button
                    type="button"
                    className={
                      unread
                        ? 'lectern-inmail-item lectern-inmail-item--unread'
                        : 'lectern-inmail-item'
                    }
                    onClick={() => open(message)}
                  >
                    <span className="lectern-inmail-item__title">
                      {/* Beside the title, never over it; the line under it says 'unread' in words. */}
                      {unread && <span className="lectern-inmail-item__dot" aria-hidden />}
                      <InmailTitle message={message} />
                    </span>
                    <span className="lectern-inmail-item__meta">
                      {unread ? t('messages:unread') : t('messages:read')}
                      {' · '}
                      <time dateTime={new Date(message.sendTime).toISOString()}>
                        {formatDateTime(message.sendTime)}
                      </time>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          (messages || isError) && <EmptyList />
        )}
      </Spin>
      {messages && messages.total > 0 && (
        <Pagination
          className="lectern-list-pagination"
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: messages.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
      {opened && <InmailDialog message={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
