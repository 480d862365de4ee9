import { AccountStatus } from '@lectern/contracts/common/enums';
import type { Executor } from '../../platform/services/service-deps';

type Page = { offset: number; limit: number };

/**
 * Reads of the credit ledger (platform/credits, which every feature writes through) for the
 * learner's history and the tenant's ranking; every query tenant-scoped. Entries dated later
 * than `now` (a certificate of an exam whose result is still hidden) do not count yet.
 */
export const creditsRepository = (db: Executor) => {
  /** Every ranked learner's total: the learners with entries, but deleted accounts. */
  const totals = (tenantId: string, now: number) =>
    db
      .selectFrom('credit_entries')
      .innerJoin('members', (join) =>
        join
          .onRef('members.id', '=', 'credit_entries.member_id')
          .on('members.tenant_id', '=', tenantId),
      )
      .select((eb) => [
        'credit_entries.member_id',
        eb.fn.sum<number | string>('credit_entries.amount').as('total'),
      ])
      .where('credit_entries.tenant_id', '=', tenantId)
      .where('credit_entries.created_at', '<=', now)
      .where('members.status', '!=', AccountStatus.DELETED)
      .groupBy('credit_entries.member_id');

  return {
    /** A page of the learner's entries, newest first, and how many they have. */
    history: async (tenantId: string, memberId: string, page: Page, now: number) => {
      const entries = db
        .selectFrom('credit_entries')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('created_at', '<=', now);
      const [rows, count] = await Promise.all([
        entries
          .select(['biz_name', 'biz_type', 'amount', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('source')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        entries.select((eb) => eb.fn.countAll<number>().as('entries')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          amount: Number(row.amount),
          created_at: Number(row.created_at),
        })),
        count: Number(count.entries),
      };
    },

    /** The learner's total credit: the sum of their entries (0 without any). */
    totalOf: async (tenantId: string, memberId: string, now: number) => {
      const row = await db
        .selectFrom('credit_entries')
        .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('created_at', '<=', now)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** The first `limit` learners by total, most first; equal totals by account. */
    top: async (tenantId: string, limit: number, now: number) => {
      const rows = await db
        .selectFrom(totals(tenantId, now).as('totals'))
        .innerJoin('members', (join) =>
          join.onRef('members.id', '=', 'totals.member_id').on('members.tenant_id', '=', tenantId),
        )
        .select(['totals.member_id', 'totals.total', 'members.nick_name', 'members.user_code'])
        .orderBy('totals.total', 'desc')
        .orderBy('members.user_code')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** How many ranked learners have more than `total`. */
    countAbove: async (tenantId: string, total: number, now: number) => {
      const row = await db
        .selectFrom(totals(tenantId, now).as('totals'))
        .select((eb) => eb.fn.countAll<number>().as('learners'))
        .where('totals.total', '>', total)
        .executeTakeFirstOrThrow();
      return Number(row.learners);
    },

    /** The learner's name and account. */
    learner: (tenantId: string, memberId: string) =>
      db
        .selectFrom('members')
        .select(['nick_name', 'user_code'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow(),

    /** The names of some learners' organisations, in tree order. */
    organisationNames: (tenantId: string, memberIds: string[]) =>
      memberIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('member_organisations')
            .innerJoin('organisations', (join) =>
              join
                .onRef('organisations.id', '=', 'member_organisations.organisation_id')
                .on('organisations.tenant_id', '=', tenantId),
            )
            .select(['member_organisations.member_id', 'organisations.name'])
            .where('member_organisations.tenant_id', '=', tenantId)
            .where('member_organisations.member_id', 'in', memberIds)
            .orderBy('organisations.classify_path')
            .execute(),
  };
};

export const creditsRepositories = (executor: Executor) => ({
  credits: creditsRepository(executor),
});
export type CreditsRepositories = ReturnType<typeof creditsRepositories>;
