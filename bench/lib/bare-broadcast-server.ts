import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { HEARTBEAT_PING, HEARTBEAT_PONG } from '@lectern/contracts/common/realtime';

/**
 * S8's yardstick: the `ws` package alone, on node:http, holding the same sockets at the same
 * path and answering the heartbeat, and sending an announcement to every one of them as the
 * product does (one JSON text, `socket.send` to each), with no Fastify, no login, no hub and no
 * bus. What S8 measures of the product beyond this is the product's own cost.
 */
const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
const sockets = new Set<WebSocket>();

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/ready') {
    response.end('{"ok":true}');
    return;
  }
  if (request.method === 'POST' && request.url === '/h5/api/admin/messages/announce') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { text } = JSON.parse(Buffer.concat(chunks).toString()) as { text: string };
      const sentAt = Date.now();
      const frame = JSON.stringify({ type: 'message', answerSheetId: null, text, sentAt });
      for (const socket of sockets) socket.send(frame);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: '200', body: { sentAt } }));
    });
    return;
  }
  response.statusCode = 404;
  response.end();
});

const wss = new WebSocketServer({ server, path: '/h5/api/ws' });
wss.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('message', (data) => {
    if (data.toString() === HEARTBEAT_PING) socket.send(HEARTBEAT_PONG);
  });
  socket.on('close', () => sockets.delete(socket));
  socket.on('error', () => sockets.delete(socket));
});

process.once('SIGTERM', () => {
  for (const socket of sockets) socket.terminate();
  wss.close();
  server.close(() => process.exit(0));
});

server.listen(port, host);
