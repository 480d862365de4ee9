import { z } from 'zod';
import { ZCertificateKind } from '../common/certificates';
import { API_BASE } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * Spec §2 /cert/find, the lookup page outside the shell (under the page base): with `factoryCode`
 * and `number` in its query, as the QR code on a certificate opens it, it looks the number up.
 */
export const CERTIFICATE_LOOKUP_PATH = '/cert/find';

/** The PNG a certificate is drawn as, in pixels (A4 landscape's proportions). */
export const CERTIFICATE_IMAGE_WIDTH = 1600;
export const CERTIFICATE_IMAGE_HEIGHT = 1131;

/** Spec §3 Certificate, as its holder sees it under /personal/cert. */
export const ZCertificate = z.object({
  certificateId: ZId,
  /** Printed form (`XXXX-XXXX-XXXX-XXXX`): what the QR code and /cert/find look up. */
  number: z.string(),
  kind: ZCertificateKind,
  /** The course's or the exam's name. */
  title: z.string(),
  /** The learner's name when it was issued. */
  learnerName: z.string(),
  issueTime: ZEpochMillis,
  /** Site-relative URL of its PNG image. */
  imageUrl: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

/**
 * The image URL of a certificate: with the tenant number anyone may open it (the number is
 * unguessable); without, the holder opens their own with their session (the login cookie).
 */
export const certificateImagePath = (number: string, factoryCode?: string) =>
  `${API_BASE}/cert/image?${new URLSearchParams(
    factoryCode === undefined ? { number } : { factoryCode, number },
  ).toString()}`;

/**
 * A name as a public lookup shows it: its first character, then one `*` for each character but
 * the last, which shows when the name has three or more ('王小明' → '王*明', 'Ann Lee' → 'A*****e').
 */
export const maskLearnerName = (name: string) => {
  const characters = [...name.trim()];
  if (characters.length <= 1) return characters.join('');
  if (characters.length === 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters.at(-1)}`;
};
