import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the server close its connections when it shuts down, which Node 20 leaves to them: its
 * `server.close()` reaps only the connections idle at that moment. One that has not sent a
 * request yet (a browser's speculative connection) is never reaped (nodejs/node#63452), nor is a
 * keep-alive connection whose answer was still being made, once it goes idle. Either held the
 * shutdown until close-with-grace killed the process. So, on close, connections without a request
 * are closed, and each answer in progress ends its connection; those answers still finish.
 */
export const closeConnectionsOnShutdown = (app: FastifyInstance) => {
  const silent = new Set<Socket>();
  const answering = new Set<ServerResponse>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    silent.delete(request.socket);
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of silent) socket.destroy();
    for (const response of answering) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      else response.once('finish', () => response.socket?.destroy());
    }
  });
};
