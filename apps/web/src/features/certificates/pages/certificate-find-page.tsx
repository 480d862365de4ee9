import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import type { TCertificateLookup } from '@lectern/contracts/certificates/get-certificate-find';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import {
  formatCertificateNumber,
  normaliseCertificateNumber,
} from '@lectern/contracts/common/certificate-number';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCertificateFind } from '../api/get-certificate-find';
import { CertificateKindTag } from '../components/certificate-kind-tag';
import { certificateFileName } from '../components/certificate-viewer';
import '../components/certificates.css';

type TLookupForm = { factoryCode?: string; number: string };

/** A number as the QR code fills it in, shown as printed on the certificate when it is one. */
const printedForm = (number: string) => {
  const stored = normaliseCertificateNumber(number);
  return stored === null ? number : formatCertificateNumber(stored);
};

/** What a valid certificate certifies, with its image and download. */
function ValidCertificate({ certificate }: { certificate: TCertificateLookup }) {
  const { t } = useTranslation();
  return (
    <Card className="lectern-certificate-find__result">
      <Result
        status="success"
        title={t('certificates:find.valid')}
        subTitle={t('certificates:find.validDescription')}
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'number',
            label: t('certificates:find.fields.number'),
            children: certificate.number,
          },
          {
            key: 'holder',
            label: t('certificates:find.fields.holder'),
            children: certificate.learnerName,
          },
          {
            key: 'title',
            label: t('certificates:find.fields.title'),
            children: <TenantText>{certificate.title}</TenantText>,
          },
          {
            key: 'kind',
            label: t('certificates:find.fields.kind'),
            children: <CertificateKindTag kind={certificate.kind} />,
          },
          {
            key: 'issueDate',
            label: t('certificates:find.fields.issueDate'),
            children: formatDate(certificate.issueTime),
          },
          {
            key: 'issuer',
            label: t('certificates:find.fields.issuer'),
            children: <TenantText>{certificate.issuerName}</TenantText>,
          },
        ]}
      />
      <img
        className="lectern-certificate__image lectern-certificate-find__image"
        src={certificate.imageUrl}
        alt={t('certificates:image', { title: certificate.title })}
      />
      <Button
        icon={<DownloadOutlined aria-hidden />}
        href={certificate.imageUrl}
        download={certificateFileName(certificate.number)}
        style={{ marginTop: 12 }}
      >
        {t('certificates:actions.download')}
      </Button>
    </Card>
  );
}

/**
 * Spec §2 /cert/find, outside the shell and open to anyone: the number as typed, or as the QR
 * code on a certificate fills it in (`?factoryCode=…&number=…`), looked up in the tenant's
 * certificates. The tenant number is asked for only when neither the URL nor this device knows it.
 */
export function CertificateFindPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const { factoryCode: knownFactoryCode, factoryInfo } = useSession();
  const factoryCode = knownFactoryCode ?? '';
  const number = query.get('number')?.trim() ?? '';
  const lookup = useCertificateFind({ factoryCode, number });

  const submit = (values: TLookupForm) =>
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('number', values.number.trim());
        if (values.factoryCode) next.set('factoryCode', values.factoryCode.trim());
        return next;
      },
      { replace: true },
    );

  return (
    <div className="lectern-certificate-find">
      <header className="lectern-certificate-find__header">
        <div className="lectern-certificate-find__brand">
          {factoryInfo?.sysLogoUrl && (
            <img className="lectern-certificate-find__logo" src={factoryInfo.sysLogoUrl} alt="" />
          )}
          {factoryInfo ? <TenantText>{factoryInfo.sysName}</TenantText> : t('common:productName')}
        </div>
        <LanguageSwitcher />
      </header>
      <main className="lectern-certificate-find__main">
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {t('certificates:find.title')}
          </Typography.Title>
          <Typography.Paragraph>{t('certificates:find.intro')}</Typography.Paragraph>
          <Form<TLookupForm>
            key={`${factoryCode}|${number}`}
            className="lectern-certificate-find__form"
            layout="vertical"
            requiredMark={false}
            initialValues={{ number: printedForm(number) }}
            onFinish={submit}
          >
            {!knownFactoryCode && (
              <Form.Item
                name="factoryCode"
                label={t('certificates:find.tenant')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('certificates:find.tenantRequired'),
                  },
                ]}
              >
                <Input autoComplete="organization" maxLength={32} />
              </Form.Item>
            )}
            <Form.Item
              name="number"
              label={t('certificates:find.number')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('certificates:find.numberRequired'),
                },
              ]}
            >
              <Input
                placeholder={t('certificates:find.numberPlaceholder')}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
              />
            </Form.Item>
            <Form.Item className="lectern-certificate-find__submit">
              <Button type="primary" htmlType="submit" loading={lookup.isFetching}>
                {t('certificates:find.submit')}
              </Button>
            </Form.Item>
          </Form>
        </Card>
        <div aria-live="polite">
          {lookup.isFetching && !lookup.data && <Spin />}
          {lookup.data?.valid && lookup.data.certificate && (
            <ValidCertificate certificate={lookup.data.certificate} />
          )}
          {lookup.data && !lookup.data.valid && (
            <Card className="lectern-certificate-find__result">
              <Result
                status="warning"
                title={t('certificates:find.invalid')}
                subTitle={t('certificates:find.invalidDescription')}
              />
            </Card>
          )}
        </div>
      </main>
    </div>
  );
}
