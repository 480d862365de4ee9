import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { clientSecurityHeaders } from './security-headers';

/** Base path of the learner client (spec §2). */
export const WEB_BASE = '/h5/p';
export const LOGIN_PAGE = `${WEB_BASE}/login`;

/** Hashed build output can be cached for good; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Vite writes only hashed files to assets/ (name-hash.ext); index.html, favicon, static/, a
 * service worker or a web manifest keep their names from one build to the next.
 */
const HASHED_ASSET = /^\/assets\/[^/]+$/;

/** The cache rule of a file of the build, by its path under dist/ (a .br or .gz counts as its source). */
export const cacheControlOf = (relativePath: string) =>
  HASHED_ASSET.test(relativePath.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;

/**
 * Serves the built client at /h5/p/ with an SPA fallback to index.html. Without a build the
 * server runs API-only. The build writes a brotli and a gzip copy beside each text file
 * (apps/web/vite.config.ts): the one the browser accepts is sent, with `Vary: Accept-Encoding`,
 * and the file itself to a browser that accepts neither (docs/decisions/0027).
 */
export const registerWebClient = async (app: FastifyInstance, webDist: string) => {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(LOGIN_PAGE));
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web client not built: serving the API only');
    return;
  }
  await app.register(
    async (web) => {
      web.addHook('onRequest', clientSecurityHeaders);
      await web.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply, path) => {
          reply.header(
            'Cache-Control',
            cacheControlOf(path.slice(webDist.length).replaceAll('\\', '/')),
          );
        },
      });
      // Not returning the reply: Fastify would wait on it as a promise, adding 'close' listeners
      // to the response each time (11 for a client route, past Node's leak warning).
      web.setNotFoundHandler((request, reply) => {
        // A missing script or image must not be answered with the HTML page.
        if (/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0] ?? '')) {
          reply.code(404).type('text/plain').send('Not found');
        } else {
          reply.sendFile('index.html');
        }
      });
    },
    { prefix: WEB_BASE },
  );
};
