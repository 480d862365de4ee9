import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import ExpandOutlined from '@ant-design/icons/es/icons/ExpandOutlined';
import type { TCertificate } from '@lectern/contracts/certificates/certificate';
import Button from 'antd/es/button';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDate } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useCertificateList } from '../api/get-certificate-list';
import { CertificateKindTag } from '../components/certificate-kind-tag';
import { CertificateViewer, certificateFileName } from '../components/certificate-viewer';
import '../components/certificates.css';

/** A certificate as a card: its image (opens large), title, kind, date, number and download. */
function CertificateCard({
  certificate,
  onOpen,
}: {
  certificate: TCertificate;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `certificate-${certificate.certificateId}`;
  return (
    <li className="lectern-certificate-card" aria-labelledby={headingId}>
      <button
        type="button"
        className="lectern-certificate-card__open"
        aria-label={t('certificates:actions.viewNamed', { title: certificate.title })}
        onClick={onOpen}
      >
        <img
          className="lectern-certificate__image"
          src={certificate.imageUrl}
          alt=""
          loading="lazy"
        />
      </button>
      <div className="lectern-certificate-card__body">
        <h3 className="lectern-certificate-card__title" id={headingId}>
          <TenantText>{certificate.title}</TenantText>
        </h3>
        <div className="lectern-certificate-card__meta">
          <CertificateKindTag kind={certificate.kind} />
          <span>{t('certificates:issued', { date: formatDate(certificate.issueTime) })}</span>
        </div>
        <div className="lectern-certificate-card__meta">
          {t('certificates:numberValue', { number: certificate.number })}
        </div>
        <div className="lectern-certificate-card__actions">
          <Button icon={<ExpandOutlined aria-hidden />} onClick={onOpen}>
            {t('certificates:actions.view')}
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            href={certificate.imageUrl}
            download={certificateFileName(certificate.number)}
          >
            {t('certificates:actions.download')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Spec §2 /personal/cert: the learner's certificates as images, newest first. */
export function CertificatesPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: certificates, isPending } = useCertificateList({ pageNum, pageSize });
  const [opened, setOpened] = useState<TCertificate | null>(null);
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('certificates:title')}</Typography.Title>
      {isPending ? (
        <Spin />
      ) : certificates?.total === 0 ? (
        <EmptyList description={t('certificates:empty')} />
      ) : (
        <ul className="lectern-certificates">
          {certificates?.list.map((certificate) => (
            <CertificateCard
              key={certificate.certificateId}
              certificate={certificate}
              onOpen={() => setOpened(certificate)}
            />
          ))}
        </ul>
      )}
      {certificates && certificates.total > 0 && (
        <Pagination
          align="end"
          className="lectern-certificates__pagination"
          {...pagination({
            pageNum,
            pageSize,
            total: certificates.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
      {opened && (
        <CertificateViewer
          open
          title={opened.title}
          number={opened.number}
          imageUrl={opened.imageUrl}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}
