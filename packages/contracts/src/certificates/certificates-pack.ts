import { z } from 'zod';
import { DEFAULT_CERTIFICATE_ACCENT } from '../common/certificates';
import { ZHexColour } from '../common/primitives';

/** Longest texts of a template, so that they fit on the image. */
export const MAX_CERTIFICATE_HEADING_LENGTH = 20;
export const MAX_CERTIFICATE_ISSUER_LENGTH = 40;
export const MAX_CERTIFICATE_SIGNATORY_LENGTH = 16;

/**
 * The tenant's certificate template of a content pack (docs/decisions/0064): what every
 * certificate the tenant issues is drawn with, besides the learner, the course or exam, the date,
 * the number and the QR code. Null in the pack: the default template, in the tenant's content
 * language, issued in the tenant's system name.
 */
export const ZPackCertificateTemplate = z.object({
  /** The heading, e.g. '结业证书'; null: 'Certificate' in the tenant's content language. */
  heading: z.string().trim().min(1).max(MAX_CERTIFICATE_HEADING_LENGTH).nullable().default(null),
  /** Who issues it, printed at the foot; null: the tenant's system name. */
  issuerName: z.string().trim().min(1).max(MAX_CERTIFICATE_ISSUER_LENGTH).nullable().default(null),
  /** The colour of the border, the heading and the seal. */
  accentColour: ZHexColour.default(DEFAULT_CERTIFICATE_ACCENT),
  /** An optional signature line: the signatory's name and role. */
  signature: z
    .object({
      name: z.string().trim().min(1).max(MAX_CERTIFICATE_SIGNATORY_LENGTH),
      role: z.string().trim().max(MAX_CERTIFICATE_SIGNATORY_LENGTH).default(''),
    })
    .nullable()
    .default(null),
  /** Credits each certificate earns its learner (spec §3 'certificate gained'); 0: none. */
  credits: z.number().int().min(0).max(100_000).default(0),
});
export type TPackCertificateTemplate = z.infer<typeof ZPackCertificateTemplate>;
