import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import type { LatencySummary } from './socket-stats';

/** One socket to open: its URL, the session cookie it logs in with, its subprotocols. */
export type SocketTarget = { url: string; cookie: string; protocols?: string[] };

export type HeartbeatCounts = { pings: number; pongs: number; late: number; maxMs: number };

/** What the scenario asks the socket process (socket-client-process.ts). */
export type ClientRequest =
  | { kind: 'open'; targets: SocketTarget[]; groups: number[]; concurrency: number }
  | { kind: 'stats' }
  | {
      kind: 'announce';
      url: string;
      token: string;
      text: string;
      nonce: string;
      groups: number[];
      waitMs: number;
    }
  | { kind: 'close' };

export type ClientReply =
  | { kind: 'opened'; opened: number; failures: Record<string, number>; seconds: number }
  | {
      kind: 'stats';
      open: number;
      heartbeat: HeartbeatCounts;
      closeCodes: Record<string, number>;
      cpuSeconds: number;
    }
  | {
      kind: 'announced';
      /** Until the announce request was answered. */
      answeredMs: number;
      /** Frames other than the announcement received meanwhile. */
      unexpected: number;
      all: LatencySummary;
      byGroup: LatencySummary[];
    }
  | { kind: 'closed' }
  | { kind: 'error'; message: string };

type ReplyOf<K extends ClientReply['kind']> = Extract<ClientReply, { kind: K }>;

/** File descriptors the socket process may open: its sockets and a margin. */
const FILE_LIMIT = 65_536;

/**
 * Starts the process that holds the learners' sockets and answers one request at a time.
 * Its file-descriptor limit is raised (prlimit) above the shell's, as 10,000 sockets need.
 */
export const startSocketClients = async () => {
  const child: ChildProcess = fork(new URL('./socket-client-process.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the socket process did not start');
  try {
    execFileSync('prlimit', [`--pid=${pid}`, `--nofile=${FILE_LIMIT}:${FILE_LIMIT}`], {
      stdio: 'ignore',
    });
  } catch {
    // Not permitted (a container may refuse it even to root) or not installed: the inherited
    // limit must then suffice; a socket refused for it is counted as failed (EMFILE).
  }
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the socket process exited with code ${code}`))),
  );
  exited.catch(() => undefined);
  let queue: Promise<unknown> = Promise.resolve();
  const ask = <K extends ClientReply['kind']>(request: ClientRequest, kind: K) => {
    const answer = queue.then(() =>
      Promise.race([
        exited,
        new Promise<ReplyOf<K>>((resolve, reject) => {
          child.once('message', (message: ClientReply) => {
            if (message.kind === kind) resolve(message as ReplyOf<K>);
            else if (message.kind === 'error') reject(new Error(message.message));
            else reject(new Error(`the socket process answered ${message.kind}, not ${kind}`));
          });
          child.send(request);
        }),
      ]),
    );
    queue = answer.catch(() => undefined);
    return answer;
  };
  return {
    pid,
    /** Opens the sockets, `concurrency` logging in at a time; each counted in its group. */
    open: (targets: SocketTarget[], groups: number[], concurrency: number) =>
      ask({ kind: 'open', targets, groups, concurrency }, 'opened'),
    stats: () => ask({ kind: 'stats' }, 'stats'),
    announce: (request: Omit<Extract<ClientRequest, { kind: 'announce' }>, 'kind'>) =>
      ask({ kind: 'announce', ...request }, 'announced'),
    /** Closes every socket and ends the process. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        await Promise.race([
          ask({ kind: 'close' }, 'closed'),
          new Promise((resolve) => setTimeout(resolve, 15_000)),
        ]);
      } finally {
        if (child.exitCode === null && child.signalCode === null) {
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await gone;
        }
      }
    },
  };
};

export type SocketClients = Awaited<ReturnType<typeof startSocketClients>>;
