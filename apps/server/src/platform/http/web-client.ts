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
 * Serves the built client at /h5/p/ with an SPA fallback to index.html. Without a build the
 * server runs API-only.
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
        setHeaders: (reply, path) => {
          const relative = path.slice(webDist.length).replaceAll('\\', '/');
          reply.header('Cache-Control', relative.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
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
