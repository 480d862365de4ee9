import type { TCertificateKind } from '@lectern/contracts/common/certificates';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** What earned the certificate: an exam or a course. */
export function CertificateKindTag({ kind }: { kind: TCertificateKind }) {
  const { t } = useTranslation();
  return <Tag color={kind === 'exam' ? 'purple' : 'blue'}>{t(`certificates:kind.${kind}`)}</Tag>;
}
