import {
  CertificateKind,
  DEFAULT_CERTIFICATE_ACCENT,
  type TCertificateKind,
} from '@lectern/contracts/common/certificates';
import type { Database } from '../../db/schema';

/** The languages a certificate's own words are written in: Chinese, or English for the rest. */
export type CertificateLanguage = 'zh-CN' | 'en';

/**
 * What a certificate is drawn with besides its learner, title, date and number: the tenant's
 * template (modules/certificates) as it was when the certificate was issued, defaults filled in.
 */
export type CertificateDesign = {
  language: CertificateLanguage;
  heading: string;
  issuerName: string;
  accentColour: string;
  signature: { name: string; role: string } | null;
};

/** The heading of a template that names none, by language and kind. */
const DEFAULT_HEADINGS: Record<CertificateLanguage, Record<TCertificateKind, string>> = {
  'zh-CN': { [CertificateKind.COURSE]: '结业证书', [CertificateKind.EXAM]: '合格证书' },
  en: {
    [CertificateKind.COURSE]: 'Certificate of Completion',
    [CertificateKind.EXAM]: 'Certificate of Achievement',
  },
};

/** Simplified Chinese content (zh, zh-CN, zh-Hans, zh-SG) gets Chinese words; the rest English. */
export const certificateLanguageOf = (contentLang: string): CertificateLanguage =>
  /^zh(-(cn|sg|hans)(-.+)?)?$/i.test(contentLang) ? 'zh-CN' : 'en';

/** The design of a certificate of `kind` issued now by the tenant, with its template if any. */
export const certificateDesignOf = (
  kind: TCertificateKind,
  tenant: Pick<Database['tenants'], 'sys_name'> & { content_lang: string },
  template: Database['certificate_templates'] | undefined,
): CertificateDesign => {
  const language = certificateLanguageOf(tenant.content_lang);
  return {
    language,
    heading: template?.heading ?? DEFAULT_HEADINGS[language][kind],
    issuerName: template?.issuer_name ?? tenant.sys_name,
    accentColour: template?.accent_colour ?? DEFAULT_CERTIFICATE_ACCENT,
    signature:
      template?.signature_name == null
        ? null
        : { name: template.signature_name, role: template.signature_role ?? '' },
  };
};
