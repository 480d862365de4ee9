import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Envelope } from './test-app';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 30_000;

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type CallOptions = {
  token?: string | null;
  body?: unknown;
  /** Sent as `X-Forwarded-For`: the client address a proxy in front would report. */
  clientIp?: string;
};

/** The real server as `npm run dev` runs it, from source, in a process of its own. */
export class ServerProcess {
  private constructor(
    readonly process: ChildProcess,
    readonly baseUrl: string,
    private readonly output: string[],
  ) {}

  /** Starts it with `env` (and nothing else of this process's environment but PATH). */
  static async start(env: Record<string, string>) {
    const port = await freePort();
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const server = new ServerProcess(child, `http://127.0.0.1:${port}/h5/api`, output);
    await server.waitUntilServing();
    return server;
  }

  private async waitUntilServing() {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline && this.running) {
      try {
        await fetch(`${this.baseUrl}/exam/list`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`the server did not start:\n${this.log}`);
  }

  get running() {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** What the process wrote to stdout and stderr so far. */
  get log() {
    return this.output.join('');
  }

  async call<TBody = unknown>(path: string, { token, body, clientIp }: CallOptions = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope<TBody>;
  }

  /** Resolves once the process has gone. */
  gone() {
    return new Promise<void>((resolve) => {
      if (this.running) this.process.once('exit', () => resolve());
      else resolve();
    });
  }

  /** SIGTERM, then SIGKILL if it has not gone within `graceMs`; resolves once it has gone. */
  async stop(graceMs = 5000) {
    if (!this.running) return;
    const gone = this.gone();
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
  }
}

/** A PostgreSQL database of its own on TEST_DATABASE_URL's server, dropped by `drop`. */
export const createScratchDatabase = async (prefix: string) => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a scratch database needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};
