import type { z } from 'zod';

/**
 * Who may call an endpoint: `public` before login (tenant from `factoryCode`), `member` with a
 * session, `admin` with the session of an administrator account (paths under `/admin`).
 */
export type TEndpointAccess = 'public' | 'member' | 'admin';

/**
 * One endpoint of the wire protocol (spec §7). `path` is relative to the API base `/h5/api`.
 * `query` is used for GET, `body` for POST JSON; multipart endpoints declare neither and
 * document their fields in `multipartFields`. `response` is the envelope's `body`.
 */
export type TEndpoint = {
  method: 'GET' | 'POST';
  path: `/${string}`;
  access: TEndpointAccess;
  summary: string;
  query?: z.ZodObject;
  body?: z.ZodObject;
  multipartFields?: readonly string[];
  /**
   * The media type of an endpoint that answers a file (a certificate's PNG): a success is the
   * file itself, described by `response`; a failure is still the envelope.
   */
  produces?: `image/${string}`;
  response: z.ZodType;
};

export const defineEndpoint = <const TDef extends TEndpoint>(definition: TDef): TDef => definition;

/** The API base of spec §7. */
export const API_BASE = '/h5/api';
