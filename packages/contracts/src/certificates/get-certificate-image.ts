import { z } from 'zod';
import { MAX_CERTIFICATE_NUMBER_INPUT } from '../common/certificate-number';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode } from '../common/primitives';

export const ZGetCertificateImageRequest = z.object({
  /** The certificate's number, printed or stored form. */
  number: z.string().trim().min(1).max(MAX_CERTIFICATE_NUMBER_INPUT),
  /** Anyone's lookup names the tenant; without it, the signed-in holder's own certificate. */
  factoryCode: ZFactoryCode.min(1).optional(),
});
export type TGetCertificateImageRequest = z.infer<typeof ZGetCertificateImageRequest>;

export const ZGetCertificateImageResponse = z.string().meta({ format: 'binary' });

/**
 * Spec §3 Certificate: its PNG image, drawn on the first request and kept (docs/decisions/0064).
 * With `factoryCode` anyone holding the number may open it; without, only its holder, signed in
 * by the Authorization header or the login cookie (an `<img>` or a download link). A number that
 * names no certificate the caller may see answers 309200.
 */
export const getCertificateImage = defineEndpoint({
  method: 'GET',
  path: '/cert/image',
  access: 'public',
  summary: "A certificate's PNG image, by its number",
  query: ZGetCertificateImageRequest,
  produces: 'image/png',
  response: ZGetCertificateImageResponse,
});
