import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus, CreditBizType, type TCreditBizType } from '@lectern/contracts/common/enums';
import { CREDIT_RANKING_SIZE } from '@lectern/contracts/credits/credits';
import type { TGetCreditHistoryResponse } from '@lectern/contracts/credits/get-credit-history';
import type { TGetCreditRankingsResponse } from '@lectern/contracts/credits/get-credit-rankings';
import { creditLedger } from '../../platform/credits/credit-ledger';
import {
  createMember,
  createMembersInBulk,
  createOrganisation,
  createTenant,
  insertInBatches,
  login,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const history = (token: string, query: Record<string, string> = {}) =>
  callApi<TGetCreditHistoryResponse>(test.app, { path: '/credit/history', token, query }).then(
    ({ envelope }) => envelope,
  );
const rankings = (token: string) =>
  callApi<TGetCreditRankingsResponse>(test.app, { path: '/credit/rankings', token }).then(
    ({ envelope }) => envelope,
  );

const award = (
  member: TestMember,
  amount: number,
  fields: { source?: string; bizType?: TCreditBizType; bizName?: string; at?: number } = {},
) =>
  creditLedger(test.db).award(
    {
      tenantId: member.tenant.id,
      memberId: member.id,
      source: fields.source ?? `test:${Math.random()}`,
      bizType: fields.bizType ?? CreditBizType.ADD,
      bizName: fields.bizName ?? 'Award',
      amount,
    },
    fields.at ?? Date.now() - 1_000,
  );

const learnerOf = async (tenant: TestTenant, fields: Parameters<typeof createMember>[2] = {}) => {
  const member = await createMember(test.db, tenant, fields);
  return { member, token: await login(test.app, member) };
};

describe('GET /credit/history', () => {
  it('pages the learner’s entries, newest first, with their total', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await learnerOf(tenant);
    const start = Date.UTC(2026, 10, 1);
    for (let index = 0; index < 25; index++) {
      await award(member, index % 5 === 4 ? -2 : 3, {
        source: `daily:${index}`,
        bizType: index % 5 === 4 ? CreditBizType.MALL_DEDUCTION : CreditBizType.DAILY_PRACTICE,
        bizName: `Entry ${index}`,
        at: start + index * 60_000,
      });
    }

    const first = await history(token);
    expect(first.code).toBe('200');
    expect(first.body.total).toBe(25);
    expect(first.body.totalCredit).toBe(20 * 3 - 5 * 2);
    expect(first.body.list).toHaveLength(10);
    expect(first.body.list[0]).toEqual({
      bizName: 'Entry 24',
      bizType: CreditBizType.MALL_DEDUCTION,
      amount: -2,
      createTime: start + 24 * 60_000,
    });
    expect(first.body.list[1]).toMatchObject({
      bizName: 'Entry 23',
      bizType: CreditBizType.DAILY_PRACTICE,
      amount: 3,
    });

    const last = await history(token, { pageNum: '3', pageSize: '10' });
    expect(last.body.list.map((entry) => entry.bizName)).toEqual([
      'Entry 4',
      'Entry 3',
      'Entry 2',
      'Entry 1',
      'Entry 0',
    ]);
    const beyond = await history(token, { pageNum: '4', pageSize: '10' });
    expect(beyond.body).toEqual({ list: [], total: 25, totalCredit: 50 });
  });

  it('answers an empty history with a total of 0', async () => {
    const { token } = await learnerOf(await createTenant(test.db));
    expect(await history(token)).toEqual({
      code: '200',
      body: { list: [], total: 0, totalCredit: 0 },
    });
  });

  it('shows only the learner’s own entries, and none dated later than now', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await learnerOf(tenant);
    const neighbour = await createMember(test.db, tenant);
    const outsider = await createMember(test.db, await createTenant(test.db));
    await award(member, 5, { bizName: 'Mine' });
    await award(member, 7, { bizName: 'Released later', at: Date.now() + 60 * 60 * 1000 });
    await award(neighbour, 9, { bizName: 'Neighbour' });
    await award(outsider, 11, { bizName: 'Outsider' });

    const { body } = await history(token);
    expect(body.list.map((entry) => entry.bizName)).toEqual(['Mine']);
    expect(body.totalCredit).toBe(5);
  });

  it('refuses a page size outside the spec’s sizes and answers 403 without a session', async () => {
    const { token } = await learnerOf(await createTenant(test.db));
    expect(await history(token, { pageSize: '7' })).toEqual({
      code: '300211',
      body: 'pageSize',
    });
    const { envelope } = await callApi(test.app, { path: '/credit/history' });
    expect(envelope.code).toBe('403');
  });
});

describe('GET /credit/rankings', () => {
  it('ranks the tenant’s learners by total, equal totals sharing a rank', async () => {
    const tenant = await createTenant(test.db);
    const east = await createOrganisation(test.db, tenant, { code: 'east', name: 'East' });
    const vip = await createOrganisation(test.db, tenant, { code: 'vip', name: 'VIP' });
    const amy = await createMember(test.db, tenant, {
      userCode: 'amy',
      nickName: 'Amy',
      organisations: [east, vip],
    });
    const bob = await createMember(test.db, tenant, { userCode: 'bob', nickName: 'Bob' });
    const cat = await createMember(test.db, tenant, { userCode: 'cat', nickName: 'Cat' });
    const gone = await createMember(test.db, tenant, { userCode: 'gone' });
    const { member: me, token } = await learnerOf(tenant, {
      userCode: 'me',
      nickName: 'Me',
      organisations: [east],
    });
    const outsider = await createMember(test.db, await createTenant(test.db));
    await award(amy, 30);
    await award(bob, 20);
    await award(bob, 30);
    await award(cat, 40);
    await award(cat, -10);
    await award(gone, 100);
    await award(me, 5);
    await award(me, 50, { at: Date.now() + 60 * 60 * 1000 });
    await award(outsider, 1_000);
    await test.db
      .updateTable('members')
      .set({ status: AccountStatus.DELETED })
      .where('id', '=', gone.id)
      .execute();

    const { code, body } = await rankings(token);

    expect(code).toBe('200');
    expect(body.list).toEqual([
      { rank: 1, nickname: 'Bob', userCode: 'bob', dept: '', total: 50 },
      { rank: 2, nickname: 'Amy', userCode: 'amy', dept: 'East;VIP', total: 30 },
      { rank: 2, nickname: 'Cat', userCode: 'cat', dept: '', total: 30 },
      { rank: 4, nickname: 'Me', userCode: 'me', dept: 'East', total: 5 },
    ]);
    expect(body.mine).toEqual({ rank: 4, nickname: 'Me', userCode: 'me', dept: 'East', total: 5 });
  });

  it('gives a learner without credits their place after everyone with some', async () => {
    const tenant = await createTenant(test.db);
    await award(await createMember(test.db, tenant), 3);
    await award(await createMember(test.db, tenant), -4);
    const { token } = await learnerOf(tenant, { userCode: 'new', nickName: 'New' });

    const { body } = await rankings(token);
    expect(body.list.map((row) => [row.rank, row.total])).toEqual([
      [1, 3],
      [2, -4],
    ]);
    expect(body.mine).toEqual({ rank: 2, nickname: 'New', userCode: 'new', dept: '', total: 0 });
  });

  it(`lists the first ${CREDIT_RANKING_SIZE} learners, and the caller’s row below them`, async () => {
    const tenant = await createTenant(test.db);
    const many = await createMembersInBulk(test.db, tenant, { to: CREDIT_RANKING_SIZE + 5 });
    const entries = many.map((member, index) => ({
      tenant_id: tenant.id,
      member_id: member.id,
      source: 'bulk',
      biz_type: CreditBizType.ADD,
      biz_name: 'Bulk',
      amount: 1_000 - index,
      created_at: Date.now() - 1_000,
    }));
    await insertInBatches(entries, (batch) =>
      test.db.insertInto('credit_entries').values(batch).execute(),
    );
    const { member: me, token } = await learnerOf(tenant, { userCode: 'last' });
    await award(me, 1);

    const { body } = await rankings(token);
    expect(body.list).toHaveLength(CREDIT_RANKING_SIZE);
    expect(body.list[0]).toMatchObject({ rank: 1, userCode: many[0]!.userCode, total: 1_000 });
    expect(body.list.at(-1)).toMatchObject({
      rank: CREDIT_RANKING_SIZE,
      total: 1_000 - CREDIT_RANKING_SIZE + 1,
    });
    expect(body.mine).toMatchObject({ rank: many.length + 1, userCode: 'last', total: 1 });
  });
});
