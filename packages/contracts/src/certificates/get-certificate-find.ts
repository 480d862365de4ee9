import { z } from 'zod';
import { ZCertificateKind } from '../common/certificates';
import { MAX_CERTIFICATE_NUMBER_INPUT } from '../common/certificate-number';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZFactoryCode } from '../common/primitives';

export const ZGetCertificateFindRequest = z.object({
  factoryCode: ZFactoryCode.min(1),
  /** As typed or scanned: any case, spaces and dashes anywhere. */
  number: z.string().trim().min(1).max(MAX_CERTIFICATE_NUMBER_INPUT),
});
export type TGetCertificateFindRequest = z.infer<typeof ZGetCertificateFindRequest>;

/** What a lookup shows of a certificate: no ids, and the learner's name partly masked. */
export const ZCertificateLookup = z.object({
  /** Printed form. */
  number: z.string(),
  kind: ZCertificateKind,
  title: z.string(),
  /** The learner's name when it was issued, masked (`maskLearnerName`). */
  learnerName: z.string(),
  issueTime: ZEpochMillis,
  /** Who issued it: the template's issuer, else the tenant's name. */
  issuerName: z.string(),
  /** Site-relative URL of its PNG image, open to anyone. */
  imageUrl: z.string(),
});
export type TCertificateLookup = z.infer<typeof ZCertificateLookup>;

export const ZGetCertificateFindResponse = z.object({
  /** Whether the tenant issued a certificate of this number. */
  valid: z.boolean(),
  certificate: ZCertificateLookup.nullable(),
});
export type TGetCertificateFindResponse = z.infer<typeof ZGetCertificateFindResponse>;

/**
 * Spec §2 /cert/find (certificate lookup): anyone checks a certificate by the tenant number and
 * its number, as the QR code on it opens the page. An unknown tenant or number, or another
 * tenant's number, answers `valid: false` alike.
 */
export const getCertificateFind = defineEndpoint({
  method: 'GET',
  path: '/cert/find',
  access: 'public',
  summary: 'Checks a certificate by its number: valid or not, and what it certifies',
  query: ZGetCertificateFindRequest,
  response: ZGetCertificateFindResponse,
});
