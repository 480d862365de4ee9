import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories';
import { samplePdf } from '../../test/sample-files';
import { buildTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lectern-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>Lectern</title><script type="module" src="/h5/p/assets/index-1.js"></script>',
  );
  writeFileSync(join(webDist, 'assets', 'index-1.js'), 'console.log(1)');
  mkdirSync(join(webDist, 'scorm'));
  writeFileSync(join(webDist, 'scorm', 'index.html'), '<!doctype html><title>SCORM</title>');
  test = await buildTestApp({ webDist });
  tenant = await createTenant(test.db);
});
afterAll(async () => {
  await test.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** `default-src 'self'; img-src 'self' data:` → { 'default-src': ["'self'"], ... } */
const directivesOf = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe("the learner client's pages", () => {
  it('run no script but their own files, never evaluated from text', async () => {
    for (const url of ['/h5/p/login', '/h5/p/home/exams?x=1', '/h5/p/assets/index-1.js']) {
      const response = await test.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['script-src-attr'], url).toEqual(["'none'"]);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
    }
  });

  it('may register their service worker and read their web manifest, from their origin only', async () => {
    const policy = directivesOf(
      (await test.app.inject({ url: '/h5/p/login' })).headers['content-security-policy'],
    );
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['manifest-src']).toEqual(["'self'"]);
  });

  it('render in no frame and are never sniffed', async () => {
    const response = await test.app.inject({ url: '/h5/p/login' });
    expect(directivesOf(response.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'none'",
    ]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('but the SCORM player, which their own origin alone may frame (spec §2)', async () => {
    const player = await test.app.inject({ url: '/h5/p/scorm/index.html' });
    expect(player.statusCode).toBe(200);
    const policy = directivesOf(player.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(player.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Otherwise the client's policy: it frames the package from this origin, runs its own script.
    const client = directivesOf(
      (await test.app.inject({ url: '/h5/p/login' })).headers['content-security-policy'],
    );
    expect({ ...policy, 'frame-ancestors': client['frame-ancestors'] }).toEqual(client);
    for (const url of ['/h5/p/scorm/', '/h5/p/scorm/index.html/x', '/h5/p/index.html']) {
      const other = await test.app.inject({ url });
      expect(other.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('allow camera, microphone and screen capture to their own origin only', async () => {
    const response = await test.app.inject({ url: '/h5/p/login' });
    const permissions = Object.fromEntries(
      String(response.headers['permissions-policy'])
        .split(',')
        .map((entry) => entry.trim().split('=')),
    );
    expect(permissions).toMatchObject({
      camera: '(self)',
      microphone: '(self)',
      'display-capture': '(self)',
      geolocation: '()',
      payment: '()',
    });
    for (const allowlist of Object.values(permissions))
      expect(['(self)', '()']).toContain(allowlist);
  });
});

describe('API answers', () => {
  it('load, run and frame nothing, and are never sniffed, failures included', async () => {
    const answers = await Promise.all([
      test.app.inject({ url: `/h5/api/login/getFactoryInfo?factoryCode=${tenant.factoryCode}` }),
      test.app.inject({ url: '/h5/api/login/getFactoryInfo' }),
      test.app.inject({ url: '/h5/api/no/such/call' }),
      test.app.inject({ url: '/h5/api/openapi.json' }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("serve files under the uploads' own sandbox policy, framable by the client's preview", async () => {
    const data = new FormData();
    data.append('factoryCode', tenant.factoryCode);
    data.append('file', new Blob([new Uint8Array(samplePdf())]), 'handbook.pdf');
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/upload/public',
      payload: data,
    });
    const { code, body } = uploaded.json<{ code: string; body: string }>();
    expect(code).toBe('200');
    const served = await test.app.inject({ url: new URL(body).pathname });
    expect(served.statusCode).toBe(200);
    expect(directivesOf(served.headers['content-security-policy'])).toHaveProperty('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['x-frame-options']).toBeUndefined();
  });
});
