import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import { filesInFolder } from '../../test/upload-folder';
import { createScratchDatabase, ServerProcess } from '../../test/server-process';

/**
 * Issue 17, docs/decisions/0021: the real server, listening on a port, answers broken upload
 * bodies and stays up, with no descriptor or partial file left behind. Runs on a SQLite file,
 * and on a PostgreSQL database of its own when TEST_DATABASE_URL is set.
 */

const onPostgres = process.env.LECTERN_TEST_DIALECT === 'postgres';
const BOUNDARY = 'zzz';
/** The reproduction: a file part whose body ends before its closing boundary. */
const truncatedForm = (fields = '') =>
  `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nAAAA`;
const demoTenantField = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="factoryCode"\r\n\r\n100100\r\n`;

let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lectern-uploads-process-'));
  scratch = onPostgres ? await createScratchDatabase('lectern_uploads') : null;
  server = await ServerProcess.start({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Dozens of broken bodies from one address: the upload rates are uploads.limits.test.ts's.
    RATE_LIMITS: 'off',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const login = await server.call<TPostLoginResponse>('/login/login', {
    body: { factoryCode: '100100', userCode: 'demo', password: 'demo1234' },
  });
  token = login.body.tokenValue;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
    signal: AbortSignal.timeout(5000),
  });
  return { status: response.status, envelope: await response.json() };
};

const storedFiles = () => filesInFolder(join(dataDir, 'uploads'));
const serverDescriptors = () => readdirSync(`/proc/${server.process.pid}/fd`).length;

/** Opens a raw connection and sends a request head saying the body is `contentLength` long. */
const startUpload = (path: string, contentLength: number, headers: Record<string, string>) =>
  new Promise<Socket>((resolve, reject) => {
    const { port, pathname } = new URL(`${server.baseUrl}${path}`);
    const socket = connect(Number(port), '127.0.0.1', () => {
      const head = Object.entries({
        host: '127.0.0.1',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(contentLength),
        ...headers,
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${pathname} HTTP/1.1\r\n${head}\r\n`, () => resolve(socket));
    });
    socket.once('error', reject);
  });

/** Sends the start of a body longer than it says, then goes away, as a dropped client does. */
const dropMidBody = async (path: string, headers: Record<string, string>) => {
  const socket = await startUpload(path, 1_000_000, headers);
  socket.write(`${truncatedForm()}${'A'.repeat(5000)}`);
  await sleep(100);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.destroy();
  await closed;
};

describe('the listening server, sent broken upload bodies', () => {
  it('answers the issue’s truncated public upload with 400 and keeps serving', async () => {
    for (const fields of ['', demoTenantField]) {
      expect(await post('/sys/upload/public', truncatedForm(fields))).toEqual({
        status: 400,
        envelope: { code: '300211', body: 'file' },
      });
    }
    // The process used to end moments after answering.
    await sleep(1000);
    expect(server.running).toBe(true);
    expect((await server.call('/exam/list', { token })).code).toBe('200');
    expect(server.log).not.toMatch(/shutting down|uncaught/);
  });

  it('answers 20 truncated signed-in uploads, leaving no descriptor or partial file', async () => {
    await post('/sys/uploadFile', truncatedForm(), { authorization: token });
    const [descriptorsBefore, filesBefore] = [serverDescriptors(), storedFiles()];
    // One after another, on one kept-alive connection: descriptors of the server's own only.
    const answers = [];
    for (let request = 0; request < 20; request += 1) {
      answers.push(await post('/sys/uploadFile', truncatedForm(), { authorization: token }));
    }
    expect(answers.map(({ status }) => status)).toEqual(Array(20).fill(400));
    expect(answers[0]?.envelope).toEqual({ code: '300211', body: 'file' });
    expect(serverDescriptors()).toBeLessThanOrEqual(descriptorsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('refuses a body declared larger than UPLOAD_MAX_MB with 413 before it is sent', async () => {
    const socket = await startUpload('/sys/uploadFile', 200 * 1024 * 1024, {
      authorization: token,
    });
    socket.write(truncatedForm());
    const [answer] = (await once(socket, 'data')) as [Buffer];
    socket.destroy();
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toString()).toContain('{"code":"300370","body":null}');
  });

  it('survives clients that go away mid-file, keeping nothing of them', async () => {
    const filesBefore = storedFiles();
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? dropMidBody('/sys/uploadFile', { authorization: token })
          : dropMidBody('/sys/upload/public', {}),
      ),
    );
    await sleep(500);
    expect(server.running).toBe(true);
    expect(storedFiles()).toBe(filesBefore);
    // Answered as broken bodies, not logged as the server's own failures.
    expect(server.log).not.toMatch(/"level":50/);
    expect((await server.call('/exam/list', { token })).code).toBe('200');
  });
});
