import type { TFeature } from '@/lib/feature';

/** Route paths of the certificates feature (spec §2). */
export const CertificatePaths = {
  /** The learner's certificates. */
  CERTIFICATES: '/personal/cert',
  /**
   * The lookup, outside the shell, open to anyone: the QR code on a certificate opens it with
   * `factoryCode` and `number` (the contracts' CERTIFICATE_LOOKUP_PATH, which the server prints).
   */
  FIND: '/cert/find',
} as const;

/** My certificates in the shell; the lookup for anyone (docs/decisions/0064). */
export const certificatesFeature = {
  translations: ['certificates'],
  pages: [
    {
      path: CertificatePaths.CERTIFICATES,
      area: 'shell',
      load: () => import('./pages/certificates-page').then((module) => module.CertificatesPage),
    },
    {
      path: CertificatePaths.FIND,
      area: 'open',
      load: () =>
        import('./pages/certificate-find-page').then((module) => module.CertificateFindPage),
    },
  ],
} satisfies TFeature;
