import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import {
  AccountStatus,
  type TAccountStatus,
  type TMemberRole,
} from '@lectern/contracts/common/enums';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { THomePage } from '@lectern/contracts/common/home-page';
import { DEFAULT_MAIN_COLOR, Edition, type TEdition } from '@lectern/contracts/common/tenant';
import { OWASP_ARGON2ID } from '../config';
import type { Database } from '../db/schema';
import { createPasswordHasher } from '../platform/security/passwords';
import { newId } from '../platform/security/tokens';
import { callApi } from './test-app';

export type TestTenant = { id: string; factoryCode: string };
export type TestOrganisation = { id: string; code: string; path: string; name: string };
export type TestMember = { id: string; userCode: string; password: string; tenant: TestTenant };

export const DEFAULT_TEST_PASSWORD = 'secret-123';

const hasher = createPasswordHasher(OWASP_ARGON2ID);
/** argon2id at full cost is ~50 ms: each distinct password is hashed once per test file. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hasher.hash(password);
    hashes.set(password, hash);
  }
  return hash;
};

const uniqueDigits = () => String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));

export const createTenant = async (
  db: Kysely<Database>,
  fields: {
    factoryCode?: string;
    sysName?: string;
    sysLogoUrl?: string | null;
    mainColor?: string;
    userVersion?: number;
    edition?: TEdition;
    modules?: string[];
    registrationEnabled?: boolean;
    reviewRequired?: boolean;
    maxLearners?: number | null;
    maxOnlineUsers?: number | null;
    forceChatAppLogin?: boolean;
    questionTypeNames?: Record<string, string>;
    homePage?: THomePage | null;
    contentLang?: string;
  } = {},
): Promise<TestTenant> => {
  const id = newId();
  const factoryCode = fields.factoryCode ?? uniqueDigits();
  const now = Date.now();
  await db
    .insertInto('tenants')
    .values({
      id,
      factory_code: factoryCode,
      sys_name: fields.sysName ?? `Tenant ${factoryCode}`,
      sys_logo_url: fields.sysLogoUrl ?? null,
      custom_style: JSON.stringify({
        defaultLang: 0,
        pcBg: null,
        mainColor: fields.mainColor ?? DEFAULT_MAIN_COLOR,
        forbidTerm: [],
      }),
      user_version: fields.userVersion ?? 10,
      edition: fields.edition ?? Edition.ALL_IN_ONE,
      modules: JSON.stringify(fields.modules ?? []),
      registration: JSON.stringify({
        enabled: fields.registrationEnabled ?? false,
        reviewRequired: fields.reviewRequired ?? false,
      }),
      limits: JSON.stringify({
        maxLearners: fields.maxLearners ?? null,
        maxOnlineUsers: fields.maxOnlineUsers ?? null,
      }),
      force_chat_app_login: fields.forceChatAppLogin ? 1 : 0,
      question_type_names: JSON.stringify(fields.questionTypeNames ?? {}),
      doc_viewer_url: null,
      home_page: fields.homePage ? JSON.stringify(fields.homePage) : null,
      // Left to the column's default unless given: older schemas in migration tests lack it.
      ...(fields.contentLang === undefined ? {} : { content_lang: fields.contentLang }),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, factoryCode };
};

export const createOrganisation = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: { code?: string; name?: string; parent?: TestOrganisation } = {},
): Promise<TestOrganisation> => {
  const id = newId();
  const code = fields.code ?? `org-${randomBytes(3).toString('hex')}`;
  const path = `${fields.parent?.path ?? ''}${code}/`;
  const name = fields.name ?? `Organisation ${code}`;
  await db
    .insertInto('organisations')
    .values({
      id,
      tenant_id: tenant.id,
      parent_id: fields.parent?.id ?? null,
      classify_code: code,
      classify_path: path,
      name,
      is_able: 1,
      sort: 0,
      created_at: Date.now(),
    })
    .execute();
  return { id, code, path, name };
};

/** A learner's row with the defaults of a fresh, active account. */
const memberRow = (tenant: TestTenant, id: string, userCode: string, now: number) => ({
  id,
  tenant_id: tenant.id,
  user_code: userCode,
  nick_name: `Learner ${userCode}`,
  password_hash: '',
  phone: null,
  status: AccountStatus.ACTIVE,
  expire_at: null,
  biz_name: null,
  biz_type: null,
  avatar: null,
  total_credit: 0,
  created_at: now,
  updated_at: now,
  last_login_at: null,
});

/**
 * A member row of the current schema. The role is left to its default (learner) unless asked for:
 * migration tests build members on schemas older than migration 0014.
 */
const withRole = <TRow extends Omit<Insertable<Database['members']>, 'role'>>(
  row: TRow,
  role?: TMemberRole,
) =>
  (role === undefined ? row : { ...row, role }) as TRow &
    Pick<Insertable<Database['members']>, 'role'>;

export const createMember = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    userCode?: string;
    password?: string;
    nickName?: string;
    status?: TAccountStatus;
    expireAt?: number | null;
    phone?: string | null;
    organisations?: TestOrganisation[];
    role?: TMemberRole;
  } = {},
): Promise<TestMember> => {
  const id = newId();
  const userCode = fields.userCode ?? `learner-${randomBytes(4).toString('hex')}`;
  const password = fields.password ?? DEFAULT_TEST_PASSWORD;
  const now = Date.now();
  await db
    .insertInto('members')
    .values(
      withRole(
        {
          ...memberRow(tenant, id, userCode, now),
          nick_name: fields.nickName ?? `Learner ${userCode}`,
          password_hash: await hashOf(password),
          phone: fields.phone ?? null,
          status: fields.status ?? AccountStatus.ACTIVE,
          expire_at: fields.expireAt ?? null,
        },
        fields.role,
      ),
    )
    .execute();
  for (const organisation of fields.organisations ?? []) {
    await db
      .insertInto('member_organisations')
      .values({ tenant_id: tenant.id, member_id: id, organisation_id: organisation.id })
      .execute();
  }
  return { id, userCode, password, tenant };
};

/** Rows a statement when tests write many at once. */
const BATCH_SIZE = 500;

/** Writes rows in statements of `BATCH_SIZE`, for tests that need thousands of them. */
export const insertInBatches = async <TRow>(
  rows: TRow[],
  insert: (batch: TRow[]) => Promise<unknown>,
) => {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await insert(rows.slice(start, start + BATCH_SIZE));
  }
};

/** The account of the `index`th of many learners: their account order is their index order. */
export const bulkUserCode = (index: number) => `bulk-${String(index).padStart(6, '0')}`;

/**
 * Learners `from` to `to` (excluded) at once, `bulkUserCode(index)` each, the `index`th in
 * `organisations[index % organisations.length]`. They cannot sign in.
 */
export const createMembersInBulk = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  {
    from = 0,
    to,
    organisations = [],
  }: { from?: number; to: number; organisations?: TestOrganisation[] },
): Promise<TestMember[]> => {
  const now = Date.now();
  const members = Array.from({ length: to - from }, (_, offset) => ({
    id: newId(),
    userCode: bulkUserCode(from + offset),
    password: '',
    tenant,
    organisation: organisations[(from + offset) % organisations.length],
  }));
  await insertInBatches(members, (batch) =>
    db
      .insertInto('members')
      .values(
        batch.map((member) =>
          withRole({
            ...memberRow(tenant, member.id, member.userCode, now),
            password_hash: 'not-a-password-hash',
          }),
        ),
      )
      .execute(),
  );
  const memberships = members.flatMap(({ id, organisation }) =>
    organisation ? [{ tenant_id: tenant.id, member_id: id, organisation_id: organisation.id }] : [],
  );
  await insertInBatches(memberships, (batch) =>
    db.insertInto('member_organisations').values(batch).execute(),
  );
  return members.map(({ id, userCode, password }) => ({ id, userCode, password, tenant }));
};

/** Signs the member in and answers the raw token. */
export const login = async (app: FastifyInstance, member: TestMember) => {
  const { envelope } = await callApi<TPostLoginResponse>(app, {
    path: '/login/login',
    body: {
      factoryCode: member.tenant.factoryCode,
      userCode: member.userCode,
      password: member.password,
    },
  });
  if (envelope.code !== '200') throw new Error(`login failed with ${envelope.code}`);
  return envelope.body.tokenValue;
};

/** A signed-in learner, in a tenant of their own unless one is given. */
export const signedInLearner = async (
  { app, db }: { app: FastifyInstance; db: Kysely<Database> },
  tenant?: TestTenant,
  fields: Parameters<typeof createMember>[2] = {},
) => {
  const learnerTenant = tenant ?? (await createTenant(db));
  const member = await createMember(db, learnerTenant, fields);
  return { tenant: learnerTenant, member, token: await login(app, member) };
};
