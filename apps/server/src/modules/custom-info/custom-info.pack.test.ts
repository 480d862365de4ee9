import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetCustomInfoResponse } from '@lectern/contracts/common/get-custom-info';
import { ZContentPack, type TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { createPasswordHasher } from '../../platform/security/passwords';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { builtinDemoPackPath } from '../../packs/demo-pack';
import { importPack, importPackFile, type PackImportDeps } from '../../packs/import-pack';

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

const packOf = (overrides: Partial<TContentPackInput> = {}): TContentPackInput => ({
  version: 1,
  tenant: { factoryCode: '880001', sysName: 'Pack tenant' },
  organisations: [
    {
      code: 'root',
      name: 'Root',
      children: [
        { code: 'leaf-a', name: 'Leaf A', headcountLimit: 2 },
        { code: 'leaf-b', name: 'Leaf B' },
      ],
    },
  ],
  members: [
    {
      userCode: 'ann',
      nickName: 'Ann',
      password: 'secret-123',
      organisations: ['leaf-a'],
      customValues: { badge: 'B-1', grade: 'Senior' },
    },
    { userCode: 'ben', nickName: 'Ben', password: 'secret-123' },
  ],
  customInfo: {
    required: true,
    organisationLabel: 'Team',
    fields: [
      { key: 'badge', label: 'Badge', type: 'text', required: true, unique: true },
      { key: 'grade', label: 'Grade', type: 'select', options: ['Junior', 'Senior'] },
    ],
  },
  ...overrides,
});

const importOf = (input: TContentPackInput) =>
  importPack(deps, ZContentPack.parse(input), test.config.uploadDir);

const signIn = async (factoryCode: string, userCode: string, password = 'secret-123') => {
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode, userCode, password },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.tokenValue;
};
const formOf = async (token: string) =>
  (await callApi<TGetCustomInfoResponse>(test.app, { path: '/custom/info', token })).envelope;
const valuesOf = (form: TGetCustomInfoResponse) =>
  Object.fromEntries(form.fields.map((field) => [field.key, field.value]));

describe('content pack: supplementary info', () => {
  it('imports the fields, the settings, headcounts and members’ values, and again changes nothing', async () => {
    const first = await importOf(packOf());
    expect(first.customFields).toBe(2);
    const ann = await signIn('880001', 'ann');
    const form = (await formOf(ann)).body;
    expect(form.required).toBe(true);
    expect(form.organisationLabel).toBe('Team');
    expect(valuesOf(form)).toEqual({ badge: 'B-1', grade: 'Senior' });

    const ids = await test.db.selectFrom('custom_fields').select(['id', 'field_key']).execute();
    await importOf(packOf());
    expect(await test.db.selectFrom('custom_fields').select(['id', 'field_key']).execute()).toEqual(
      ids,
    );
    const limits = await test.db
      .selectFrom('organisation_headcounts')
      .select('max_members')
      .execute();
    expect(limits).toEqual([{ max_members: 2 }]);
  });

  it('keeps what learners entered, drops fields the pack no longer lists and settings it removes', async () => {
    await importOf(packOf());
    const ben = await signIn('880001', 'ben');
    const saved = await callApi(test.app, {
      path: '/custom/save',
      body: { classifyCode: 'leaf-b', values: { badge: 'B-2', grade: 'Junior' } },
      token: ben,
    });
    expect(saved.envelope.code).toBe('200');

    await importOf(packOf());
    // The re-import logged nobody out; Ben's own values survive it.
    expect(valuesOf((await formOf(ben)).body)).toEqual({ badge: 'B-2', grade: 'Junior' });

    const base = packOf();
    const [badge] = base.customInfo?.fields ?? [];
    await importOf({
      ...base,
      members: base.members?.map((member) => ({ ...member, customValues: {} })),
      customInfo: { required: false, fields: badge ? [badge] : [] },
    });
    expect(valuesOf((await formOf(ben)).body)).toEqual({ badge: 'B-2' });

    await importOf({
      ...base,
      members: base.members?.map((member) => ({ ...member, customValues: {} })),
      customInfo: null,
    });
    expect((await formOf(ben)).code).toBe('300208');
    expect(await test.db.selectFrom('member_custom_values').selectAll().execute()).toEqual([]);
  });

  it('refuses a pack whose supplementary info does not hold together', () => {
    const base = packOf();
    const issues = (input: TContentPackInput) => {
      const parsed = ZContentPack.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    const fields = base.customInfo?.fields ?? [];
    expect(
      issues({
        ...base,
        customInfo: {
          fields: [
            ...fields,
            { key: 'badge', label: 'Again', type: 'text' },
            { key: 'empty', label: 'Empty', type: 'select' },
            { key: 'odd', label: 'Odd', type: 'date', options: ['x'] },
          ],
        },
      }),
    ).toEqual([
      'duplicate field key badge',
      'a select field needs options',
      'only a select field has options',
    ]);
    expect(
      issues({
        ...base,
        members: [
          { userCode: 'a', nickName: 'A', password: 'secret-123', customValues: { badge: 'X' } },
          { userCode: 'b', nickName: 'B', password: 'secret-123', customValues: { badge: ' X ' } },
          {
            userCode: 'c',
            nickName: 'C',
            password: 'secret-123',
            customValues: { grade: 'Chief' },
          },
          { userCode: 'd', nickName: 'D', password: 'secret-123', customValues: { shoe: '42' } },
        ],
      }),
    ).toEqual([
      'X is already the badge of another member',
      'not a select value of field grade',
      'unknown custom field shoe',
    ]);
    expect(
      issues({
        ...base,
        members: ['a', 'b', 'c'].map((userCode) => ({
          userCode,
          nickName: userCode,
          password: 'secret-123',
          organisations: ['leaf-a'],
        })),
      }),
    ).toEqual(['organisation leaf-a has more members than its headcountLimit 2']);
    expect(
      issues({
        ...base,
        members: [],
        organisations: [{ code: 'only', name: 'Only', isAble: false }],
      }),
    ).toEqual(['required supplementary info needs an enabled last-level organisation']);
  });
});

describe('the demo pack', () => {
  it('has its regular learners complete and one newcomer who must still supply the info', async () => {
    await importPackFile(deps, builtinDemoPackPath());
    const answers: Record<string, unknown> = {};
    for (const userCode of ['demo', 'learner2', 'learner3', 'learner4', 'newhire']) {
      const token = await signIn('100100', userCode, 'demo1234');
      answers[userCode] = (
        await callApi<boolean>(test.app, { path: '/login/user/prev/login/info', token })
      ).envelope.body;
    }
    expect(answers).toEqual({
      demo: false,
      learner2: false,
      learner3: false,
      learner4: false,
      newhire: true,
    });
  });
});
