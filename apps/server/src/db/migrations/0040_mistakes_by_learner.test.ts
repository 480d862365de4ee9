import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember, createTenant } from '../../test/factories';
import { migrationTestDatabase } from '../../test/test-database';

const { database, migrateTo } = migrationTestDatabase();

describe('migration 0040 (mistakes kept by learner)', () => {
  it('keeps every mistake, still removed with its learner and tenant, one row per key', async () => {
    await migrateTo('0039_shared_links');
    const { db, dialect } = database();
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const [kept, removed] = [await createMember(db, tenant), await createMember(db, tenant)];
    const elsewhere = await createMember(db, other);
    const mistake = (tenantId: string, memberId: string, questionId: string, wrong: number) => ({
      tenant_id: tenantId,
      member_id: memberId,
      source_type: 5,
      source_id: '',
      question_id: questionId,
      wrong_count: wrong,
      correct_count: 0,
      last_wrong_at: 1_800_000_000_000 + wrong,
    });
    const rows = [
      mistake(tenant.id, kept!.id, 'q1', 1),
      mistake(tenant.id, kept!.id, 'q2', 2),
      mistake(tenant.id, removed!.id, 'q1', 3),
      mistake(other.id, elsewhere!.id, 'q1', 4),
    ];
    await db.insertInto('mistakes').values(rows).execute();

    await migrateTo('0040_mistakes_by_learner');

    const stored = async () =>
      (await db.selectFrom('mistakes').selectAll().orderBy('last_wrong_at').execute()).map(
        (row) => ({ ...row, last_wrong_at: Number(row.last_wrong_at) }),
      );
    expect(await stored()).toEqual(rows);
    // The key still refuses a second row for a learner's question in a set.
    await expect(
      db
        .insertInto('mistakes')
        .values(mistake(tenant.id, kept!.id, 'q1', 5))
        .execute(),
    ).rejects.toThrow();
    // A mistake still needs its learner, and goes with them, and with their tenant.
    await expect(
      db
        .insertInto('mistakes')
        .values(mistake(tenant.id, 'no-such-member', 'q3', 6))
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('members').where('id', '=', removed!.id).execute();
    await db.deleteFrom('tenants').where('id', '=', other.id).execute();
    expect((await stored()).map((row) => row.wrong_count)).toEqual([1, 2]);
    if (dialect === 'sqlite') {
      const { rows: tables } = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'table' and name = 'mistakes'
      `.execute(db);
      expect(tables[0]?.sql).toMatch(/without rowid\s*$/i);
    }

    // Back down: the rows stay, and a tenant that does not exist is refused again.
    await migrateTo('0039_shared_links');
    expect((await stored()).map((row) => row.wrong_count)).toEqual([1, 2]);
    await expect(
      db
        .insertInto('mistakes')
        .values(mistake('no-such-tenant', kept!.id, 'q3', 7))
        .execute(),
    ).rejects.toThrow();
  });
});
