import type { TInviteRegistration } from '@lectern/contracts/sharing/get-invite-registrations';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useInviteCode } from '../api/get-invite-code';
import { useInviteRegistrations } from '../api/get-invite-registrations';
import { InvitationQr } from '../components/invitation-qr';
import '../components/sharing.css';

/**
 * Spec §2 /personal/invitecode: the learner's invitation code with a QR code and a link to
 * registration that carries it, and the members who registered with it (spec §3
 * inviteCreateTime, inviteTime).
 */
export function InviteCodePage() {
  const { t } = useTranslation();
  const code = useInviteCode();
  const { pageNum, pageSize, update } = useListQuery();
  const registrations = useInviteRegistrations({ pageNum, pageSize });

  if (code.isError) {
    return (
      <div className="lectern-page">
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(code.error))} />
      </div>
    );
  }
  if (!code.data) return <PageLoading />;
  const link = `${window.location.origin}${code.data.registrationPath}`;
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('sharing:invite.title')}</Typography.Title>
      <Card>
        <div className="lectern-invite">
          <InvitationQr value={link} alt={t('sharing:invite.qrAlt')} />
          <div>
            <div>{t('sharing:invite.code')}</div>
            <p className="lectern-invite__code" aria-label={t('sharing:invite.code')}>
              {code.data.inviteCode}
            </p>
            <p>{t('sharing:invite.explain')}</p>
            <Typography.Paragraph
              className="lectern-invite__link"
              copyable={{
                text: link,
                tooltips: [t('sharing:invite.copy'), t('sharing:invite.copied')],
              }}
            >
              <a href={link}>{link}</a>
            </Typography.Paragraph>
            <p>
              {t('sharing:invite.createdAt', {
                time: formatDateTime(code.data.inviteCreateTime),
              })}
            </p>
          </div>
        </div>
      </Card>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('sharing:invite.registrations', { count: code.data.registrations })}
      </Typography.Title>
      {registrations.isError ? (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(registrations.error))} />
      ) : (
        <>
          <Table<TInviteRegistration>
            rowKey={(row) => `${row.inviteTime}-${row.phone}`}
            loading={registrations.isFetching}
            dataSource={registrations.data?.list ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('sharing:invite.empty') }}
            columns={[
              { key: 'name', title: t('sharing:invite.name'), dataIndex: 'nickName' },
              { key: 'phone', title: t('sharing:invite.phone'), dataIndex: 'phone' },
              {
                key: 'time',
                title: t('sharing:invite.inviteTime'),
                render: (_, row) => formatDateTime(row.inviteTime),
              },
            ]}
          />
          {registrations.data && registrations.data.total > 0 && (
            <Pagination
              align="end"
              style={{ marginTop: 12 }}
              {...pagination({
                pageNum,
                pageSize,
                total: registrations.data.total,
                onChange: (page, size) => update({ pageNum: page, pageSize: size }),
                t,
              })}
            />
          )}
        </>
      )}
    </div>
  );
}
