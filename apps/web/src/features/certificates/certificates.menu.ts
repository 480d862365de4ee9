import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { CertificatePaths } from './certificates.feature';

/** Spec §2 menu: my certificates, then my credits. */
export const menuEntries = [
  {
    key: 'certificates',
    path: CertificatePaths.CERTIFICATES,
    label: 'common:menu.certificates',
    icon: SafetyCertificateOutlined,
    order: 46,
  },
] satisfies TMenuEntry[];
