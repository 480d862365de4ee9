import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { isUniqueViolation } from './unique-violation';

/** Write transactions as the services use them: `transact` of the database handle. */
let database: TestDatabase;

type ProbeDb = { kysely: TestDatabase['db'] };
const probeRows = async ({ kysely }: ProbeDb) =>
  (
    await sql<{
      id: number;
      label: string;
    }>`select id, label from group_commit_probe order by id`.execute(kysely)
  ).rows.map((row) => ({ id: Number(row.id), label: row.label }));

const insertProbe = (id: number, label: string) => (trx: TestDatabase['db']) =>
  sql`insert into group_commit_probe (id, label) values (${id}, ${label})`.execute(trx);

beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create table group_commit_probe (id integer primary key, label text not null)`.execute(
    database.db,
  );
});

afterAll(async () => {
  await database.close();
});

describe('transact', () => {
  it('commits every one of many concurrent units and answers each with its own result', async () => {
    const ids = Array.from({ length: 300 }, (_, index) => index + 1);
    const results = await Promise.all(
      ids.map((id) =>
        database.transact(async (trx) => {
          await insertProbe(id, `unit ${id}`)(trx);
          return id * 2;
        }),
      ),
    );
    expect(results).toEqual(ids.map((id) => id * 2));
    const rows = await probeRows({ kysely: database.db });
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows[41]).toEqual({ id: 42, label: 'unit 42' });
  });

  it('fails only the unit that fails; the units committed with it are kept', async () => {
    const outcomes = await Promise.allSettled([
      database.transact(insertProbe(1001, 'first')),
      // 1 exists already: a unique violation in the middle of the group.
      database.transact(insertProbe(1, 'duplicate')),
      database.transact(async (trx) => {
        await insertProbe(1002, 'written, then refused')(trx);
        throw new Error('refused by a rule');
      }),
      database.transact(insertProbe(1003, 'last')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    const duplicate = outcomes[1] as PromiseRejectedResult;
    expect(isUniqueViolation(duplicate.reason)).toBe(true);
    expect((outcomes[2] as PromiseRejectedResult).reason).toEqual(new Error('refused by a rule'));
    const rows = await probeRows({ kysely: database.db });
    expect(rows.filter((row) => row.id > 1000)).toEqual([
      { id: 1001, label: 'first' },
      { id: 1003, label: 'last' },
    ]);
    expect(rows.find((row) => row.id === 1)?.label).toBe('unit 1');
  });
});
