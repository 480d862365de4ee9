import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** A socket's frames as a queue a test reads in order, and how it closed. */
export type SocketReader = {
  socket: WebSocket;
  /** The next frame (text), waiting up to `timeoutMs` for it. */
  next: (timeoutMs?: number) => Promise<string>;
  /** The next frame parsed as JSON. */
  nextJson: <T = Record<string, unknown>>(timeoutMs?: number) => Promise<T>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
};

export const readSocket = (socket: WebSocket): SocketReader => {
  const frames: string[] = [];
  const waiting: Array<(frame: string) => void> = [];
  socket.on('message', (data) => {
    const frame = data.toString();
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const next = (timeoutMs = 2_000) => {
    const frame = frames.shift();
    if (frame !== undefined) return Promise.resolve(frame);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(settle), 1);
        reject(new Error(`no frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle = (value: string) => {
        clearTimeout(timer);
        resolve(value);
      };
      waiting.push(settle);
    });
  };
  return {
    socket,
    next,
    nextJson: async <T>(timeoutMs?: number) => JSON.parse(await next(timeoutMs)) as T,
    closed,
  };
};

/** The cookie header a signed-in page's socket carries. */
export const tokenCookie = (token: string) => ({ cookie: `lectern_token=${token}` });

/** Opens a socket as a signed-in page would (the login cookie), resolving once it is open. */
export const openSocket = async (url: string, token: string | null, protocol?: string) => {
  const socket = new WebSocket(url, protocol ? [protocol] : [], {
    headers: token ? tokenCookie(token) : {},
  });
  const reader = readSocket(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return reader;
};

/**
 * Serves the app on a free loopback port and answers its `ws://` base: real sockets over TCP,
 * as browsers open them (`injectWS` never reports the server's close).
 */
export const listenForSockets = async (app: FastifyInstance) =>
  (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
