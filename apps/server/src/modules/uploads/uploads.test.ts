import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createTenant,
  login,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import {
  sampleCompoundFile,
  sampleDocx,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleSvg,
  sampleZip,
} from '../../test/sample-files';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Small enough to test the size limit without a large body. */
const MAX_BYTES = 64 * 1024;

/** The first bytes of a recording as a browser's MediaRecorder writes it, then filler. */
const recording = (headHex: string) =>
  Buffer.concat([Buffer.from(headHex, 'hex'), Buffer.alloc(256)]);
/** Chromium, 'audio/webm' or 'video/webm' (as Firefox records): EBML with DocType webm. */
const webmRecording = () =>
  recording('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701');
/** Chromium, 'audio/mp4' or 'video/mp4': an ISO media file of brand isom. */
const isomRecording = () =>
  recording(
    '000000246674797069736f6d0000020069736f6d69736f3669736f32767030396d7034310000025d6d6f6f76',
  );
/** An mp4 audio file of Apple's brand 'M4A '. */
const m4aBrandRecording = () => recording('00000018667479704d344120000000004d34412069736f6d');

let test: TestApp;
let tenant: TestTenant;
let otherTenant: TestTenant;
let member: TestMember;
let token: string;
/** Another learner of the same tenant. */
let neighbourToken: string;
/** A learner of another tenant. */
let otherToken: string;

beforeAll(async () => {
  test = await buildTestApp({ uploadMaxBytes: MAX_BYTES });
  tenant = await createTenant(test.db);
  otherTenant = await createTenant(test.db);
  member = await createMember(test.db, tenant);
  token = await login(test.app, member);
  neighbourToken = await login(test.app, await createMember(test.db, tenant));
  otherToken = await login(test.app, await createMember(test.db, otherTenant));
});
afterAll(() => test.close());

const form = (file: Buffer, name: string, fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', new Blob([new Uint8Array(file)]), name);
  return data;
};

const uploadAsMember = async (file: Buffer, name: string, fields: Record<string, string> = {}) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/uploadFile',
    headers: { authorization: token },
    payload: form(file, name, fields),
  });
  return response.json<{ code: string; body: unknown }>();
};

const uploadPublic = async (file: Buffer, name: string, fields: Record<string, string>) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/upload/public',
    payload: form(file, name, fields),
  });
  return response.json<{ code: string; body: unknown }>();
};

const pathOf = (absoluteUrl: unknown) => new URL(String(absoluteUrl)).pathname;

describe('POST /sys/uploadFile', () => {
  it('answers the absolute file URL and records the upload', async () => {
    const { code, body } = await uploadAsMember(samplePng(), '校园 photo.png', { fileType: '3' });
    expect(code).toBe('200');
    expect(String(body)).toMatch(
      /^http:\/\/localhost(:\d+)?\/h5\/api\/files\/[A-Za-z0-9_-]+\/%E6%A0%A1%E5%9B%AD%20photo\.png$/,
    );
    const id = pathOf(body).split('/')[4] ?? '';
    const row = await test.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: tenant.id,
      member_id: member.id,
      visibility: 'member',
      mime: 'image/png',
      file_type: 3,
      size: samplePng().length,
    });
    expect(row.storage_key).not.toContain('photo');
  });

  it('accepts the allowed types by their bytes', async () => {
    const accepted: [Buffer, string][] = [
      [samplePdf(), 'handbook.pdf'],
      [sampleJpeg(), 'face.jpeg'],
      [sampleJpeg(), 'face.JPG'],
      [sampleCompoundFile(), 'old.doc'],
      [sampleCompoundFile(), 'old.xls'],
      [sampleCompoundFile(), 'old.ppt'],
      [sampleDocx(), 'new.docx'],
      [sampleZip(), 'bundle.zip'],
    ];
    for (const [file, name] of accepted) {
      expect((await uploadAsMember(file, name)).code, name).toBe('200');
    }
  });

  it('refuses other types and names that do not match the bytes with 302201', async () => {
    const refused: [Buffer, string][] = [
      [Buffer.from('just some text, not an image'), 'fake.png'],
      [samplePng(), 'picture.pdf'],
      [sampleDocx(), 'document.doc'],
      [sampleCompoundFile(), 'document.docx'],
      [sampleSvg(), 'logo.svg'],
      [Buffer.from('#!/bin/sh\necho hi\n'), 'script.sh'],
    ];
    for (const [file, name] of refused) {
      expect(await uploadAsMember(file, name), name).toEqual({ code: '302201', body: null });
    }
  });

  it('accepts the recordings browsers make for audio and video answers, served by their type', async () => {
    const recordings: [Buffer, string, string][] = [
      [webmRecording(), 'recording-1.webm', 'video/webm'],
      [isomRecording(), 'recording-2.m4a', 'audio/mp4'],
      [isomRecording(), 'recording-3.mp4', 'video/mp4'],
      [m4aBrandRecording(), 'recording-4.m4a', 'audio/mp4'],
    ];
    for (const [file, name, mime] of recordings) {
      const { code, body } = await uploadAsMember(file, name);
      expect(code, name).toBe('200');
      const served = await test.app.inject({
        url: pathOf(body),
        headers: { authorization: token },
      });
      expect(served.headers['content-type'], name).toBe(mime);
      expect(served.rawPayload.equals(file), name).toBe(true);
    }
  });

  it('refuses a recording whose name does not match its container with 302201', async () => {
    const refused: [Buffer, string][] = [
      [webmRecording(), 'recording.m4a'],
      [webmRecording(), 'recording.mp4'],
      [isomRecording(), 'recording.webm'],
      [samplePng(), 'recording.webm'],
    ];
    for (const [file, name] of refused) {
      expect(await uploadAsMember(file, name), name).toEqual({ code: '302201', body: null });
    }
  });

  it('strips bidi controls and other format characters from the stored name', async () => {
    const hidden =
      '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u200B\uFEFF';
    const { code, body } = await uploadAsMember(samplePng(), `inv${hidden}oice\u202Egnp.png`);
    expect(code).toBe('200');
    expect(pathOf(body).endsWith('/invoicegnp.png')).toBe(true);
    const served = await test.app.inject({ url: pathOf(body), headers: { authorization: token } });
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="invoicegnp.png"; filename*=UTF-8''invoicegnp.png`,
    );
  });

  it('cuts a long name to 200 characters without splitting one, keeping the extension', async () => {
    const { code, body } = await uploadAsMember(samplePng(), `${'😀'.repeat(250)}.png`);
    expect(code).toBe('200');
    const name = decodeURIComponent(pathOf(body).split('/')[5] ?? '');
    expect([...name]).toHaveLength(200);
    expect(name).toBe(`${'😀'.repeat(196)}.png`);
  });

  it('refuses a file over UPLOAD_MAX_MB with 413 and 300370, keeping nothing', async () => {
    const before = await test.db.selectFrom('uploads').select('id').execute();
    const oversize = Buffer.concat([samplePng(), Buffer.alloc(MAX_BYTES)]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/uploadFile',
      headers: { authorization: token },
      payload: form(oversize, 'huge.png'),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: '300370', body: null });
    const after = await test.db.selectFrom('uploads').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('needs a session', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/uploadFile',
      payload: form(samplePng(), 'a.png'),
    });
    expect(response.json()).toEqual({ code: '403', body: '403' });
  });

  it('names the missing file, with 400', async () => {
    const data = new FormData();
    data.append('fileType', '1');
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/uploadFile',
      headers: { authorization: token },
      payload: data,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '300211', body: 'file' });
  });
});

describe('POST /sys/upload/public', () => {
  it('stores a public upload for the tenant number given, whatever the field order', async () => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(samplePdf())]), 'form.pdf');
    data.append('factoryCode', tenant.factoryCode);
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/upload/public',
      payload: data,
    });
    const { code, body } = response.json<{ code: string; body: string }>();
    expect(code).toBe('200');
    const download = await test.app.inject({ url: pathOf(body) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('answers 300213 for an unknown tenant and 300211 without one', async () => {
    expect(await uploadPublic(samplePng(), 'a.png', { factoryCode: '000000000' })).toEqual({
      code: '300213',
      body: null,
    });
    expect(await uploadPublic(samplePng(), 'a.png', {})).toEqual({
      code: '300211',
      body: 'factoryCode',
    });
  });

  it('names a field holding U+0000 with 300211, on both databases', async () => {
    const factoryCode = `${tenant.factoryCode}\u0000`;
    expect(await uploadPublic(samplePng(), 'a.png', { factoryCode })).toEqual({
      code: '300211',
      body: 'factoryCode',
    });
  });
});

describe('GET and HEAD of a file URL', () => {
  let memberFile: string;
  let publicFile: string;

  beforeAll(async () => {
    memberFile = pathOf((await uploadAsMember(samplePdf(), '学员 手册.pdf')).body);
    publicFile = pathOf(
      (await uploadPublic(samplePng(), 'banner.png', { factoryCode: tenant.factoryCode })).body,
    );
  });

  it('streams a learner’s file to that learner, by header or cookie', async () => {
    const byHeader = await test.app.inject({ url: memberFile, headers: { authorization: token } });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.rawPayload.equals(samplePdf())).toBe(true);
    expect(byHeader.headers['content-type']).toBe('application/pdf');
    expect(byHeader.headers['content-length']).toBe(String(samplePdf().length));
    expect(byHeader.headers['cache-control']).toBe('private');
    expect(byHeader.headers['x-content-type-options']).toBe('nosniff');

    const byCookie = await test.app.inject({
      url: memberFile,
      headers: { cookie: `lectern_token=${token}` },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it('answers 404 to no session, to another learner of the tenant and to another tenant', async () => {
    expect((await test.app.inject({ url: memberFile })).statusCode).toBe(404);
    for (const [viewer, headers] of [
      ['neighbour by header', { authorization: neighbourToken }],
      ['neighbour by cookie', { cookie: `lectern_token=${neighbourToken}` }],
      ['other tenant', { authorization: otherToken }],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const refused = await test.app.inject({ method, url: memberFile, headers });
        expect(refused.statusCode, `${viewer} ${method}`).toBe(404);
        if (method === 'GET') expect(refused.json()).toEqual({ code: '300213', body: null });
      }
    }
    expect((await test.app.inject({ url: '/h5/api/files/nope/x.png' })).statusCode).toBe(404);
  });

  it('serves public files to anyone', async () => {
    const response = await test.app.inject({ url: publicFile });
    expect(response.statusCode).toBe(200);
    const toNeighbour = await test.app.inject({
      url: publicFile,
      headers: { authorization: neighbourToken },
    });
    expect(toNeighbour.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('downloads as an attachment with response-content-type', async () => {
    const response = await test.app.inject({
      url: memberFile,
      query: { 'response-content-type': 'application/octet-stream' },
      headers: { authorization: token },
    });
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="__ __.pdf"; filename*=UTF-8''${encodeURIComponent('学员 手册.pdf')}`,
    );
  });

  it('answers HEAD with the Content-Length and no body', async () => {
    const response = await test.app.inject({
      method: 'HEAD',
      url: memberFile,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(samplePdf().length));
    expect(response.rawPayload).toHaveLength(0);
  });

  it('answers a byte range with 206', async () => {
    const response = await test.app.inject({ url: publicFile, headers: { range: 'bytes=0-7' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-7/${samplePng().length}`);
    expect(response.rawPayload.equals(samplePng().subarray(0, 8))).toBe(true);
  });
});
