import type { FastifyInstance } from 'fastify';

/** Sent on every answer, echoed by the client (docs/decisions/0003-overall-header.md). */
export const OVERALL_HEADER = 'Overall';

export const registerOverallHeader = (app: FastifyInstance, releaseId: string) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(OVERALL_HEADER, releaseId);
    const echoed = request.headers[OVERALL_HEADER.toLowerCase()];
    if (typeof echoed === 'string' && echoed !== releaseId) {
      // A page loaded before a deploy is talking to the new release.
      request.log.debug({ clientRelease: echoed }, 'client from another server release');
    }
  });
};
