import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { cacheControlOf } from './web-client';

let test: TestApp;
let webDist: string;

const INDEX_HTML = '<!doctype html><title>Lectern</title>';
const SCRIPT = `console.log(${'"lectern", '.repeat(40)})`;
const FILES = {
  'index.html': INDEX_HTML,
  'assets/index-abc123.js': SCRIPT,
  'static/version.json': '{"version":"1"}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'sw.js': 'self.addEventListener("fetch", () => undefined)',
  'manifest.webmanifest': '{"name":"Lectern"}',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The body as the browser reads it once it has undone the Content-Encoding. */
const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lectern-web-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'static'));
  // As the build writes them: each text file with its brotli and gzip copies beside it.
  for (const [file, text] of Object.entries(FILES)) {
    writeFileSync(join(webDist, file), text);
    writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
  }
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
    expect(worker.body).toBe(FILES['sw.js']);
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

describe('sending the precompressed build', () => {
  const asset = '/h5/p/assets/index-abc123.js';

  it('sends brotli to a browser that accepts it', async () => {
    const response = await test.app.inject({
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT.length);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await test.app.inject({
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it('sends the file itself to a browser that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await test.app.inject({ url: asset, headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('compresses the page of every client route, which still carries its security headers', async () => {
    for (const url of ['/h5/p/', '/h5/p/login?factoryCode=100100', '/h5/p/strat/exam?x=1']) {
      const response = await test.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(decoded(response), url).toBe(INDEX_HTML);
    }
  });

  it('caches the hashed assets for good, compressed or not, and revalidates every other file', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const hashed = await test.app.inject({ url: asset, headers });
      expect(hashed.headers['cache-control'], encoding).toBe(IMMUTABLE);
      for (const file of [
        'favicon.svg',
        'static/version.json',
        'sw.js',
        'manifest.webmanifest',
        'index.html',
      ]) {
        const response = await test.app.inject({ url: `/h5/p/${file}`, headers });
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['cache-control'], `${file} ${encoding}`).toBe('no-cache');
        expect(decoded(response), file).toBe(FILES[file as keyof typeof FILES]);
      }
    }
  });

  it('answers a missing asset with 404 whatever the encoding asked', async () => {
    const response = await test.app.inject({
      url: '/h5/p/assets/gone-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('cacheControlOf', () => {
  it('keeps immutable only for the files directly in assets/', () => {
    expect(cacheControlOf('/assets/login-page-1iTJTAMt.js')).toBe(IMMUTABLE);
    expect(cacheControlOf('/assets/index-C69BXRHU.css.br')).toBe(IMMUTABLE);
    expect(cacheControlOf('/index.html.gz')).toBe('no-cache');
    expect(cacheControlOf('/sw.js')).toBe('no-cache');
    expect(cacheControlOf('/static/version.json')).toBe('no-cache');
  });
});
