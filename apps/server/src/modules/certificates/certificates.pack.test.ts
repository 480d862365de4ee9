import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContentPack, type TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { importPack, type PackImportDeps } from '../../packs/import-pack';
import { createPasswordHasher } from '../../platform/security/passwords';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** The certificate template of a content pack (docs/decisions/0064). */

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
  tenant: { factoryCode: '880064', sysName: 'Certificate tenant' },
  ...overrides,
});

const importOf = (input: TContentPackInput) =>
  importPack(deps, ZContentPack.parse(input), test.config.uploadDir);

const storedTemplate = async () => {
  const tenant = await test.db
    .selectFrom('tenants')
    .select('id')
    .where('factory_code', '=', '880064')
    .executeTakeFirstOrThrow();
  return test.db
    .selectFrom('certificate_templates')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirst();
};

describe('the certificate template of a pack', () => {
  it('is written with its defaults, left alone when unchanged, updated and removed', async () => {
    const summary = await importOf(packOf({ certificateTemplate: { issuerName: 'Academy' } }));
    expect(summary).toMatchObject({ certificateTemplates: 1 });
    const first = await storedTemplate();
    expect(first).toMatchObject({
      heading: null,
      issuer_name: 'Academy',
      accent_colour: '#A0742B',
      signature_name: null,
      signature_role: null,
      credits: 0,
    });

    await importOf(packOf({ certificateTemplate: { issuerName: 'Academy' } }));
    expect(await storedTemplate()).toEqual(first);

    await importOf(
      packOf({
        certificateTemplate: {
          heading: '荣誉证书',
          issuerName: 'Academy',
          accentColour: '#2B5FA0',
          signature: { name: '周文博', role: '主任' },
          credits: 15,
        },
      }),
    );
    expect(await storedTemplate()).toMatchObject({
      heading: '荣誉证书',
      accent_colour: '#2B5FA0',
      signature_name: '周文博',
      signature_role: '主任',
      credits: 15,
    });

    expect(await importOf(packOf())).toMatchObject({ certificateTemplates: 0 });
    expect(await storedTemplate()).toBeUndefined();
  });

  it.each([
    ['a heading too long to fit', { heading: '证'.repeat(21) }],
    ['a colour that is no hex colour', { accentColour: 'gold' }],
    ['negative credits', { credits: -1 }],
    ['a signature without a name', { signature: { name: '', role: 'Dean' } }],
  ])('refuses %s', (_, template) => {
    expect(ZContentPack.safeParse(packOf({ certificateTemplate: template })).success).toBe(false);
  });
});
