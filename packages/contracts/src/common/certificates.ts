import { z } from 'zod';

/**
 * What earned a certificate (docs/decisions/0064): a completed course or a passed exam. In common
 * because the shared issuer (the server's platform/certificates) takes it from either feature.
 */
export const CertificateKind = { COURSE: 'course', EXAM: 'exam' } as const;
export const ZCertificateKind = z.enum(CertificateKind);
export type TCertificateKind = z.infer<typeof ZCertificateKind>;

/** The accent of a certificate whose tenant has no template, or one naming none: a deep gold. */
export const DEFAULT_CERTIFICATE_ACCENT = '#A0742B';
