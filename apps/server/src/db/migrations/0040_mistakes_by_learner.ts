import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Makes `mistakes` anew on SQLite (which cannot change a table in place), its rows kept, in one
 * transaction: Kysely runs SQLite's migrations outside one.
 */
const rebuildOnSqlite = (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
  db: Kysely<any>,
  { tenantReference, options }: { tenantReference: boolean; options: string },
) =>
  db.transaction().execute(async (trx) => {
    await sql`
      create table mistakes_rebuilt (
        tenant_id text not null ${sql.raw(tenantReference ? 'references tenants (id) on delete cascade' : '')},
        member_id text not null references members (id) on delete cascade,
        source_type integer not null,
        source_id text not null,
        question_id text not null,
        wrong_count integer not null,
        correct_count integer not null,
        last_wrong_at bigint not null,
        constraint mistakes_pk
          primary key (tenant_id, member_id, source_type, source_id, question_id)
      ) ${sql.raw(options)}
    `.execute(trx);
    await sql`insert into mistakes_rebuilt select * from mistakes`.execute(trx);
    await sql`drop table mistakes`.execute(trx);
    await sql`alter table mistakes_rebuilt rename to mistakes`.execute(trx);
  });

/**
 * A submitted sheet lands up to 150 wrong answers in `mistakes` at once (docs/decisions/0072).
 *
 * - The reference to `tenants` goes: every row also refers to its learner, whose removal (and so
 *   the tenant's) removes the row. Checking it was a quarter of the insert's time on PostgreSQL.
 * - SQLite keeps the rows in the order of their key (WITHOUT ROWID): one B-tree to write for each
 *   row, where a rowid table wrote its row and the key's index apart.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildOnSqlite(db, { tenantReference: false, options: 'without rowid' });
    return;
  }
  const { rows } = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where conrelid = 'mistakes'::regclass and confrelid = 'tenants'::regclass and contype = 'f'
  `.execute(db);
  for (const { name } of rows) {
    await sql`alter table mistakes drop constraint ${sql.id(name)}`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildOnSqlite(db, { tenantReference: true, options: '' });
    return;
  }
  await sql`
    alter table mistakes add foreign key (tenant_id) references tenants (id) on delete cascade
  `.execute(db);
}
