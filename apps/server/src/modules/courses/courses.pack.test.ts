import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContentPack, type TContentPackInput } from '@lectern/contracts/packs/content-pack';
import type { TGetCourseDetailResponse } from '@lectern/contracts/courses/get-course-detail';
import type { TCoursewareSession } from '@lectern/contracts/courses/post-start-courseware';
import { importPackFile, type PackImportDeps } from '../../packs/import-pack';
import { createPasswordHasher } from '../../platform/security/passwords';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { login } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { parseScormManifest } from './courseware-folders';

let test: TestApp;
let deps: PackImportDeps;
let folder: string;

beforeAll(async () => {
  test = await buildTestApp({ paperCacheMs: 0 });
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
  folder = mkdtempSync(join(tmpdir(), 'lectern-course-pack-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await test.close();
});

const MANIFEST_2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org"><title>Safety</title>
      <item identifier="i1" identifierref="sco1"><title>Lesson</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco1" type="webcontent" adlcp:scormType="sco" xml:base="content/" href="index.html?start=1">
      <file href="index.html"/>
    </resource>
  </resources>
</manifest>`;

/** A pack folder with a SCORM 2004 package and a picture, and the pack of one course using them. */
const writePack = (factoryCode: string, lessonText: string, withScript = true) => {
  const dir = join(folder, factoryCode);
  mkdirSync(join(dir, 'scorm', 'safety', 'content', 'media'), { recursive: true });
  mkdirSync(join(dir, 'img'), { recursive: true });
  writeFileSync(join(dir, 'scorm', 'safety', 'imsmanifest.xml'), MANIFEST_2004);
  writeFileSync(join(dir, 'scorm', 'safety', 'content', 'index.html'), `<p>${lessonText}</p>`);
  if (withScript) {
    writeFileSync(join(dir, 'scorm', 'safety', 'content', 'media', 'app.js'), 'window.ok = true;');
  } else rmSync(join(dir, 'scorm', 'safety', 'content', 'media'), { recursive: true });
  copyFileSync(
    new URL('../../packs/demo/assets/campus.png', import.meta.url),
    join(dir, 'img', 'poster.png'),
  );
  const pack: TContentPackInput = {
    version: 1,
    tenant: {
      factoryCode,
      sysName: `Courses ${factoryCode}`,
      edition: 'all-in-one',
      modules: ['courses'],
    },
    members: [{ userCode: 'learner', nickName: 'Learner', password: 'password-1' }],
    courseClassifications: [{ code: 'safety', name: 'Safety' }],
    courses: [
      {
        code: 'safety-basics',
        name: 'Safety basics',
        classifyCode: 'safety',
        credit: 2,
        inOrder: true,
        coursewares: [
          { code: 'poster', name: 'Poster', kind: 'picture', file: 'asset:img/poster.png' },
          { code: 'lesson', name: 'Lesson', kind: 'scorm', folder: 'scorm/safety' },
        ],
      },
    ],
  };
  const file = join(dir, 'pack.json');
  writeFileSync(file, JSON.stringify(pack));
  return file;
};

const signIn = async (factoryCode: string) => {
  const member = {
    id: '',
    userCode: 'learner',
    password: 'password-1',
    tenant: { id: '', factoryCode },
  };
  return login(test.app, member);
};

const fileOf = (url: string, token?: string, headers: Record<string, string> = {}) =>
  test.app.inject({ url, headers: { ...(token ? { authorization: token } : {}), ...headers } });

describe('the course part of a content pack', () => {
  it('reads a SCORM manifest’s version and launch file', () => {
    expect(parseScormManifest(MANIFEST_2004)).toEqual({
      version: '2004',
      launch: 'content/index.html',
    });
    expect(
      parseScormManifest(`<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
        <metadata><schemaversion>1.2</schemaversion></metadata>
        <organizations default="o"><organization identifier="o"><item identifierref="r"/></organization></organizations>
        <resources><resource identifier="r" adlcp:scormtype="sco" href="start.htm"/></resources></manifest>`),
    ).toEqual({ version: '1.2', launch: 'start.htm' });
    expect(() => parseScormManifest('<manifest><resources/></manifest>')).toThrow(/no launch file/);
  });

  it('refuses courseware without what its kind needs, and unknown references', () => {
    const parsed = ZContentPack.safeParse({
      version: 1,
      tenant: { factoryCode: '123456', sysName: 'Bad' },
      courses: [
        {
          code: 'c',
          name: 'C',
          classifyCode: 'nowhere',
          finalExam: { paper: 'no-paper' },
          coursewares: [
            { code: 'a', name: 'A', kind: 'scorm' },
            { code: 'a', name: 'B', kind: 'pdf', file: 'asset:b.pdf' },
            {
              code: 'v',
              name: 'V',
              kind: 'video',
              folder: '../outside',
              entry: 'x.m3u8',
              durationSeconds: 5,
            },
          ],
        },
      ],
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'unknown course classification nowhere',
        'unknown paper no-paper',
        'scorm courseware needs the folder of its package',
        'duplicate courseware code a',
        'pdf courseware needs its pageCount',
        'folder ../outside is not a path inside the pack',
      ]),
    );
  });

  it('imports courses with a SCORM folder, idempotently, and serves its files to the tenant’s members', async () => {
    const packFile = writePack('700700', 'First lesson');
    const first = await importPackFile(deps, packFile);
    expect(first).toMatchObject({ courseClassifications: 1, courses: 1 });
    const fileCount = async () =>
      Number(
        (
          await test.db
            .selectFrom('courseware_files')
            .select((eb) => eb.fn.countAll<number>().as('files'))
            .where('tenant_id', '=', first.tenantId)
            .executeTakeFirstOrThrow()
        ).files,
      );
    expect(await fileCount()).toBe(3);
    const [course] = await test.db
      .selectFrom('courses')
      .select('id')
      .where('tenant_id', '=', first.tenantId)
      .execute();
    const coursewareIds = async () =>
      (
        await test.db
          .selectFrom('coursewares')
          .select(['id', 'code', 'entry', 'scorm_version', 'complete_seconds'])
          .where('tenant_id', '=', first.tenantId)
          .orderBy('position')
          .execute()
      ).map((row) => ({ ...row, complete_seconds: Number(row.complete_seconds) }));
    const before = await coursewareIds();
    expect(before).toEqual([
      expect.objectContaining({ code: 'poster', entry: null, complete_seconds: 10 }),
      expect.objectContaining({
        code: 'lesson',
        entry: 'content/index.html',
        scorm_version: '2004',
        complete_seconds: 0,
      }),
    ]);

    // A second import changes nothing: same ids, same stored files.
    const keys = await test.db
      .selectFrom('courseware_files')
      .select('storage_key')
      .where('tenant_id', '=', first.tenantId)
      .orderBy('path')
      .execute();
    await importPackFile(deps, packFile);
    expect(await coursewareIds()).toEqual(before);
    expect(
      await test.db
        .selectFrom('courseware_files')
        .select('storage_key')
        .where('tenant_id', '=', first.tenantId)
        .orderBy('path')
        .execute(),
    ).toEqual(keys);

    const token = await signIn('700700');
    const detail = await callApi<TGetCourseDetailResponse>(test.app, {
      path: '/course/detail',
      token,
      query: { courseId: course!.id },
    });
    expect(detail.envelope.body).toMatchObject({
      classifyName: 'Safety',
      credit: 2,
      coursewareCount: 2,
    });
    const poster = await callApi<TCoursewareSession>(test.app, {
      path: '/courseware/start',
      token,
      body: { coursewareId: before[0]!.id },
    });
    expect(poster.envelope.body.url).toMatch(/^\/h5\/api\/files\/[A-Za-z0-9_-]+\/poster\.png$/);
    // In order: the package opens after the poster is learned.
    const lesson = await callApi<TCoursewareSession>(test.app, {
      path: '/courseware/start',
      token,
      body: { coursewareId: before[1]!.id },
    });
    expect(lesson.envelope.code).toBe('300520');

    const launch = `/h5/api/courseware/files/${before[1]!.id}/content/index.html`;
    const served = await fileOf(launch, token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(served.payload).toBe('<p>First lesson</p>');
    const script = await fileOf(
      `/h5/api/courseware/files/${before[1]!.id}/content/media/app.js`,
      undefined,
      {
        cookie: `lectern_token=${token}`,
      },
    );
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const part = await fileOf(launch, token, { range: 'bytes=3-7' });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('First');

    // No session, a path out of the folder, a missing file: all answer as missing.
    const missing = await fileOf(
      `/h5/api/courseware/files/${before[1]!.id}/content/none.html`,
      token,
    );
    expect(missing.statusCode).toBe(404);
    const base = `/h5/api/courseware/files/${before[1]!.id}`;
    for (const attempt of [
      await fileOf(launch),
      await fileOf(`${base}/content/%2E%2E/%2E%2E/pack.json`, token),
      await fileOf(`${base}/..%2F..%2Fpack.json`, token),
      await fileOf(`${base}/content%2F..%2F..%2F..%2Fetc%2Fpasswd`, token),
      await fileOf(`${base}/%2Fetc%2Fpasswd`, token),
      await fileOf(`${base}/content/.%2Findex.html`, token),
    ]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.payload).toBe(missing.payload);
    }

    // Another tenant's member is answered as for a missing file.
    writePack('800800', 'Other lesson');
    await importPackFile(deps, join(folder, '800800', 'pack.json'));
    const outsider = await signIn('800800');
    const refused = await fileOf(launch, outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.payload).toBe(missing.payload);

    // A changed file is stored anew; a removed one goes.
    await importPackFile(deps, writePack('700700', 'Second lesson', false));
    expect(await fileCount()).toBe(2);
    expect((await fileOf(launch, token)).payload).toBe('<p>Second lesson</p>');
  });
});
