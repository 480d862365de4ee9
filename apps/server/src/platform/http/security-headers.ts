import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/** What another site learns of a learner's page when a link or picture points there. */
const REFERRER_POLICY = 'no-referrer';

/** An API answer is data: nothing in it may load, run or be framed. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * The learner client's policy (docs/decisions/0024). Scripts only from this origin and never
 * evaluated from text; inline styles stay allowed because antd's CSS-in-JS, the scroll lock of
 * its dialogs and KaTeX's formula markup write them; pictures, media and document viewers may
 * come from any https origin a tenant's rich text or settings name.
 */
const CLIENT_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The client's service worker and web manifest (decision 0028), from this origin only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * The SCORM player page (spec §2 "shown in an embedded frame", decision 0062): the learning screen
 * frames it, so this origin may; every other page of the client stays unframable.
 */
const SCORM_PLAYER_PAGE = '/h5/p/scorm/index.html';
const SCORM_PLAYER_CONTENT_SECURITY_POLICY = {
  ...CLIENT_CONTENT_SECURITY_POLICY,
  directives: { ...CLIENT_CONTENT_SECURITY_POLICY.directives, frameAncestors: ["'self'"] },
};

/**
 * Camera, microphone and screen capture for this origin only (recorded answers now, proctoring
 * later); the other powerful features the product never uses are off, embedded pages included.
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'fullscreen=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** Every answer's headers; the client's pages add theirs on top (clientSecurityHeaders). */
const API_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // frame-ancestors says it for every browser in use; served files stay framable by the
  // client's own PDF preview (their policy is set by the uploads module).
  frameguard: false,
  referrerPolicy: { policy: REFERRER_POLICY },
  // The deployment's other subdomains are the operator's business, not this server's.
  strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false },
};

/**
 * The headers of an answer Fastify's hooks never see (a refused URL, a request Node could not
 * parse): the same as any other API answer's, where they matter.
 */
export const REFUSAL_HEADERS: Record<string, string> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
};

/** Registers the headers every answer carries; call before any route. */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, API_HELMET_OPTIONS);
};

/**
 * The learner client's pages: its policy, no framing but the SCORM player's by this origin, and
 * the permissions it needs.
 */
export const clientSecurityHeaders: onRequestAsyncHookHandler = async (request, reply) => {
  const scormPlayer = request.url.split('?')[0] === SCORM_PLAYER_PAGE;
  reply.helmet({
    contentSecurityPolicy: scormPlayer
      ? SCORM_PLAYER_CONTENT_SECURITY_POLICY
      : CLIENT_CONTENT_SECURITY_POLICY,
    frameguard: { action: scormPlayer ? 'sameorigin' : 'deny' },
  });
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
};
