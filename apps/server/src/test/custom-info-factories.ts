import type { TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { ZContentPack } from '@lectern/contracts/packs/content-pack';
import { importPack } from '../packs/import-pack';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import type { TestMember, TestTenant } from './factories';
import type { TestApp } from './test-app';

let tenantNumber = 700000;

/**
 * An organisation tree for the supplementary info: a disabled branch, a node with a headcount
 * limit, and leaves three levels down.
 */
export const CUSTOM_INFO_ORGANISATIONS: TContentPackInput['organisations'] = [
  {
    code: 'hq',
    name: 'Head office',
    children: [
      {
        code: 'sales',
        name: 'Sales',
        children: [
          { code: 'sales-east', name: 'East region' },
          { code: 'sales-vip', name: 'Key accounts', headcountLimit: 1 },
        ],
      },
      {
        code: 'labs',
        name: 'Labs',
        isAble: false,
        children: [{ code: 'labs-ai', name: 'AI lab' }],
      },
      { code: 'archive', name: 'Archive', isAble: false },
    ],
  },
];

export const CUSTOM_INFO_FIELDS: NonNullable<TContentPackInput['customInfo']>['fields'] = [
  { key: 'employeeNo', label: 'Employee number', type: 'text', required: true, unique: true },
  {
    key: 'position',
    label: 'Position',
    type: 'select',
    required: true,
    options: ['Sales', 'Engineer'],
  },
  { key: 'entryDate', label: 'Entry date', type: 'date' },
  { key: 'years', label: 'Years of service', type: 'number', sort: 10 },
];

/**
 * A tenant imported from a small pack with the supplementary info set up (or not: `null`);
 * `tenant` adds settings of the tenant itself (edition, registration, home page...).
 */
export const createCustomInfoTenant = async (
  test: TestApp,
  {
    tenant: tenantFields = {},
    ...overrides
  }: Partial<Pick<TContentPackInput, 'customInfo' | 'organisations' | 'members'>> & {
    tenant?: Omit<Partial<TContentPackInput['tenant']>, 'factoryCode'>;
  } = {},
): Promise<TestTenant> => {
  tenantNumber += 1;
  const factoryCode = String(tenantNumber);
  const pack = ZContentPack.parse({
    version: 1,
    tenant: { factoryCode, sysName: `Tenant ${factoryCode}`, ...tenantFields },
    organisations: CUSTOM_INFO_ORGANISATIONS,
    customInfo: { required: true, organisationLabel: 'Organisation', fields: CUSTOM_INFO_FIELDS },
    ...overrides,
  } satisfies TContentPackInput);
  const summary = await importPack(
    {
      db: test.db,
      storage: createLocalStorage(test.config.uploadDir),
      passwords: createPasswordHasher(test.config.passwordHashing),
    },
    pack,
    test.config.uploadDir,
  );
  return { id: summary.tenantId, factoryCode };
};

/** An organisation of the tenant by code, as the member factory takes it. */
export const organisationOf = async (test: TestApp, tenant: TestTenant, code: string) => {
  const row = await test.db
    .selectFrom('organisations')
    .select(['id', 'classify_code', 'classify_path', 'name'])
    .where('tenant_id', '=', tenant.id)
    .where('classify_code', '=', code)
    .executeTakeFirstOrThrow();
  return { id: row.id, code: row.classify_code, path: row.classify_path, name: row.name };
};

/** Supplementary-info values of a member by field key, written straight into the table. */
export const setCustomValues = async (
  test: TestApp,
  member: TestMember,
  values: Record<string, string>,
) => {
  const fields = await test.db
    .selectFrom('custom_fields')
    .select(['id', 'field_key', 'is_unique'])
    .where('tenant_id', '=', member.tenant.id)
    .execute();
  for (const [key, value] of Object.entries(values)) {
    const field = fields.find((candidate) => candidate.field_key === key);
    if (!field) throw new Error(`the tenant has no custom field ${key}`);
    await test.db
      .insertInto('member_custom_values')
      .values({
        tenant_id: member.tenant.id,
        member_id: member.id,
        field_id: field.id,
        value,
        unique_value: field.is_unique === 1 ? value : null,
        updated_at: Date.now(),
      })
      .execute();
  }
};
