import { mkdtempSync, rmSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContentPack, type TContentPackInput } from '@lectern/contracts/packs/content-pack';
import type { THomePage } from '@lectern/contracts/common/home-page';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { mentorshipsRepository } from '../modules/members/member-accounts.repository';
import { builtinDemoPackPath, importDemoPackIfEmpty } from './demo-pack';
import { importPackFile, type PackImportDeps } from './import-pack';

let test: TestApp;
let deps: PackImportDeps;

beforeAll(async () => {
  test = await buildTestApp();
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
});
afterAll(() => test.close());

const counts = async () => {
  const count = async (
    table: 'tenants' | 'organisations' | 'members' | 'member_organisations' | 'uploads',
  ) =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    );
  return {
    tenants: await count('tenants'),
    organisations: await count('organisations'),
    members: await count('members'),
    links: await count('member_organisations'),
    uploads: await count('uploads'),
  };
};

describe('the demo pack', () => {
  it('is imported into an empty database, and only then', async () => {
    const log = { info: () => {} } as unknown as Parameters<typeof importDemoPackIfEmpty>[2];
    const summary = await importDemoPackIfEmpty(deps, 'builtin', log);
    expect(summary).toMatchObject({ factoryCode: '100100', created: true, members: 15 });
    expect(summary?.organisations).toBeGreaterThanOrEqual(7);
    expect(await importDemoPackIfEmpty(deps, 'builtin', log)).toBeNull();
  });

  it('is idempotent: importing it again gives the same rows', async () => {
    const before = await counts();
    const summary = await importPackFile(deps, builtinDemoPackPath());
    expect(summary.created).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('brands the tenant with its assets, served as public files', async () => {
    const { envelope } = await callApi<{
      sysName: string;
      sysLogoUrl: string;
      customStyle: { mainColor: string; pcBg: string; defaultLang: number };
      edition: string;
    }>(test.app, { path: '/login/getFactoryInfo', query: { factoryCode: '100100' } });
    expect(envelope.body).toMatchObject({
      sysName: '演示培训中心',
      edition: 'all-in-one',
      customStyle: { mainColor: '#1F7A8C', defaultLang: 0 },
      contentLang: 'zh-CN',
    });
    for (const url of [envelope.body.sysLogoUrl, envelope.body.customStyle.pcBg]) {
      expect(url).toMatch(/^\/h5\/api\/files\/[A-Za-z0-9_-]+\/.+\.svg$/);
      const file = await test.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('lets demo / demo1234 in and shows the home page with resolved assets', async () => {
    const { envelope: signIn } = await callApi<{ tokenValue: string }>(test.app, {
      path: '/login/login',
      body: { factoryCode: '100100', userCode: 'demo', password: 'demo1234' },
    });
    expect(signIn.code).toBe('200');
    const token = signIn.body.tokenValue;
    const { envelope: info } = await callApi<{ nickName: string; deptName: string }>(test.app, {
      path: '/mine/memberInfo',
      token,
    });
    expect(info.body).toMatchObject({ nickName: '演示学员', deptName: '华东销售部' });

    const { envelope: home } = await callApi<THomePage>(test.app, {
      path: '/custom/homePage',
      token,
    });
    const text = JSON.stringify(home.body);
    expect(text).not.toContain('asset:');
    expect(text).toContain('\\\\[ E = mc^2 \\\\]');
    const attachments = home.body.blocks.find((block) => block.type === 'attachments');
    expect(attachments?.type === 'attachments' && attachments.docUrls).toHaveLength(2);
    const pdfUrl = attachments?.type === 'attachments' ? (attachments.docUrls[0] ?? '') : '';
    const pdf = await test.app.inject({ url: pdfUrl });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(home.body.blocks.at(-1)).toEqual({
      type: 'shortcuts',
      menuKeys: ['daily-practice', 'practice', 'personal'],
    });
  });

  it('holds a not-activated and an expired learner', async () => {
    const answers = await Promise.all(
      ['newcomer', 'expired'].map((userCode) =>
        callApi(test.app, {
          path: '/login/login',
          body: { factoryCode: '100100', userCode, password: 'demo1234' },
        }),
      ),
    );
    expect(answers.map(({ envelope }) => envelope.code)).toEqual(['300105', '300118']);
  });
});

describe('importing a pack file', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'lectern-pack-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const writePack = (pack: TContentPackInput) => {
    const file = join(folder, 'pack.json');
    writeFileSync(file, JSON.stringify(pack));
    return file;
  };

  it('updates members and organisations matched by their codes', async () => {
    mkdirSync(join(folder, 'img'), { recursive: true });
    copyFileSync(
      new URL('./demo/assets/campus.png', import.meta.url),
      join(folder, 'img', 'c.png'),
    );
    const pack: TContentPackInput = {
      version: 1,
      tenant: { factoryCode: '200200', sysName: 'Second', logo: 'asset:img/c.png' },
      organisations: [{ code: 'a', name: 'A', children: [{ code: 'b', name: 'B' }] }],
      members: [{ userCode: 'x', nickName: 'X', password: 'password-x', organisations: ['b'] }],
    };
    await importPackFile(deps, writePack(pack));
    const before = await counts();
    const renamed = {
      ...pack,
      organisations: [{ code: 'a', name: 'A2', children: [{ code: 'b', name: 'B2' }] }],
      members: [
        { userCode: 'x', nickName: 'X2', password: 'password-x', organisations: ['a', 'b'] },
      ],
    };
    const summary = await importPackFile(deps, writePack(renamed));
    expect(summary).toMatchObject({ created: false, organisations: 2, members: 1, assets: 1 });
    expect(await counts()).toEqual({ ...before, links: before.links + 1 });
    const paths = await test.db
      .selectFrom('organisations')
      .select(['classify_path', 'name'])
      .where('tenant_id', '=', summary.tenantId)
      .orderBy('classify_path')
      .execute();
    expect(paths).toEqual([
      { classify_path: 'a/', name: 'A2' },
      { classify_path: 'a/b/', name: 'B2' },
    ]);
  });

  it("sets each member's mentor, which a later import moves or clears", async () => {
    const members = (mentors: Record<string, string | null>) =>
      Object.entries(mentors).map(([userCode, mentor]) => ({
        userCode,
        nickName: userCode.toUpperCase(),
        password: 'password-x',
        mentor,
      }));
    const pack = (mentors: Record<string, string | null>): TContentPackInput => ({
      version: 1,
      tenant: { factoryCode: '500500', sysName: 'Fifth' },
      members: members(mentors),
    });
    const { tenantId } = await importPackFile(
      deps,
      writePack(pack({ m: null, a: 'm', b: 'm', c: null })),
    );
    const mentorships = mentorshipsRepository(test.db);
    const idOf = async (userCode: string) =>
      (
        await test.db
          .selectFrom('members')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('user_code', '=', userCode)
          .executeTakeFirstOrThrow()
      ).id;
    const [m, a, c] = await Promise.all(['m', 'a', 'c'].map(idOf));
    expect((await mentorships.menteesOf(tenantId, m!)).map((mentee) => mentee.userCode)).toEqual([
      'a',
      'b',
    ]);
    expect(await mentorships.mentors(tenantId, m!, a!)).toBe(true);
    expect(await mentorships.mentors(tenantId, m!, c!)).toBe(false);
    expect(await mentorships.mentors('another-tenant', m!, a!)).toBe(false);

    await importPackFile(deps, writePack(pack({ m: null, a: null, b: 'c', c: null })));
    expect(await mentorships.menteesOf(tenantId, m!)).toEqual([]);
    expect((await mentorships.menteesOf(tenantId, c!)).map((mentee) => mentee.userCode)).toEqual([
      'b',
    ]);
    expect(ZContentPack.safeParse(pack({ a: 'nobody' })).success).toBe(false);
    expect(ZContentPack.safeParse(pack({ a: 'a' })).success).toBe(false);
  });

  it('keeps the language the tenant writes its content in, zh-CN unless the pack says', async () => {
    const factoryInfo = async (factoryCode: string) =>
      (
        await callApi<{ contentLang: string }>(test.app, {
          path: '/login/getFactoryInfo',
          query: { factoryCode },
        })
      ).envelope.body.contentLang;
    await importPackFile(
      deps,
      writePack({ version: 1, tenant: { factoryCode: '400400', sysName: 'Fourth' } }),
    );
    expect(await factoryInfo('400400')).toBe('zh-CN');
    await importPackFile(
      deps,
      writePack({
        version: 1,
        tenant: { factoryCode: '400400', sysName: 'Fourth', contentLang: 'fr' },
      }),
    );
    expect(await factoryInfo('400400')).toBe('fr');
    expect(
      ZContentPack.safeParse({
        version: 1,
        tenant: { factoryCode: '1', sysName: 'S', contentLang: 'French!' },
      }).success,
    ).toBe(false);
  });

  it('refuses an asset outside the pack folder, and an invalid pack', async () => {
    const outside = writePack({
      version: 1,
      tenant: { factoryCode: '300300', sysName: 'Third', logo: 'asset:../etc/passwd' },
    });
    await expect(importPackFile(deps, outside)).rejects.toThrow(/outside/);
    expect(
      ZContentPack.safeParse({
        version: 1,
        tenant: { factoryCode: '1', sysName: 'S' },
        members: [{ userCode: 'u', nickName: 'U', password: 'secret1', organisations: ['none'] }],
      }).success,
    ).toBe(false);
  });
});
