import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

/**
 * Makes `sheet_answers` anew with `options` (SQLite cannot change them in place), its rows kept,
 * in one transaction: Kysely runs SQLite's migrations outside one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
const rebuild = (db: Kysely<any>, options: RawBuilder<unknown>) =>
  db.transaction().execute(async (trx) => {
    await sql`
      create table sheet_answers_rebuilt (
        tenant_id text not null references tenants (id) on delete cascade,
        sheet_id text not null references answer_sheets (id) on delete cascade,
        question_id text not null,
        answer text,
        marked integer not null default 0,
        seq bigint not null,
        saved_at bigint not null,
        constraint sheet_answers_pk primary key (sheet_id, question_id)
      ) ${options}
    `.execute(trx);
    await sql`
      insert into sheet_answers_rebuilt
        (tenant_id, sheet_id, question_id, answer, marked, seq, saved_at)
      select tenant_id, sheet_id, question_id, answer, marked, seq, saved_at from sheet_answers
    `.execute(trx);
    await sql`drop table sheet_answers`.execute(trx);
    await sql`alter table sheet_answers_rebuilt rename to sheet_answers`.execute(trx);
  });

/**
 * SQLite: `sheet_answers` becomes a WITHOUT ROWID table, its rows kept in the order of its
 * primary key (sheet_id, question_id). A sheet's answers are saved one at a time among other
 * sheets' saves, so in a rowid table they lay scattered, and reading the answers of the sheets
 * a submission grades took a lookup in the key's index and another in the table for each answer
 * (docs/decisions/0020). PostgreSQL keeps its table as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuild(db, sql`without rowid`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuild(db, sql``);
}
