import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lectern-web-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'static'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lectern</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'static', 'version.json'), '{"version":"1"}');
  writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Lectern"}');
  test = await buildTestApp({ webDist });
});
afterAll(async () => {
  await test.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web client at /h5/p/', () => {
  it('answers index.html for every client route, revalidated', async () => {
    for (const url of ['/h5/p/', '/h5/p/login', '/h5/p/home/exams?x=1']) {
      const response = await test.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Lectern</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and revalidates version.json', async () => {
    const asset = await test.app.inject({ url: '/h5/p/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const version = await test.app.inject({ url: '/h5/p/static/version.json' });
    expect(version.json()).toEqual({ version: '1' });
    expect(version.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the service worker and the web manifest, with their types (decision 0028)', async () => {
    const worker = await test.app.inject({ url: '/h5/p/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe('self.skipWaiting()');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await test.app.inject({ url: '/h5/p/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await test.app.inject({ url: '/h5/p/assets/gone-1.js' })).statusCode).toBe(404);
  });

  it('keeps API answers and redirects elsewhere to the login page', async () => {
    expect((await test.app.inject({ url: '/h5/api/nothing' })).json()).toEqual({
      code: '300213',
      body: null,
    });
    const elsewhere = await test.app.inject({ url: '/admin' });
    expect(elsewhere.headers.location).toBe('/h5/p/login');
  });
});
