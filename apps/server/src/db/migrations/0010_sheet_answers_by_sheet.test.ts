import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { SheetState } from '@lectern/contracts/exams/exam';
import { createPaperWithQuestions, createSheets } from '../../test/exam-factories';
import { createMember, createTenant } from '../../test/factories';
import { migrationTestDatabase } from '../../test/test-database';

const { database, migrateTo } = migrationTestDatabase();

describe('migration 0010 (a sheet’s answers kept together)', () => {
  it('keeps every answer, still removed with its sheet, and on SQLite stores them by sheet', async () => {
    await migrateTo('0009_member_organisations_by_learner');
    const { db } = database();
    const tenant = await createTenant(db);
    const member = await createMember(db, tenant);
    const { paper } = await createPaperWithQuestions(db, tenant, [QuestionType.TRUE_FALSE]);
    const [kept, removed] = await createSheets(db, paper, [
      { member, score: 0, timeUsed: 0, state: SheetState.ANSWERING },
      { member, score: 5, timeUsed: 60_000 },
    ]);
    const answer = (sheetId: string, questionId: string, seq: number) => ({
      tenant_id: tenant.id,
      sheet_id: sheetId,
      question_id: questionId,
      answer: `"${questionId}"`,
      marked: seq % 2,
      seq,
      saved_at: 1_800_000_000_000 + seq,
    });
    const rows = [answer(kept!, 'q2', 2), answer(removed!, 'q1', 1), answer(kept!, 'q1', 3)];
    await db.insertInto('sheet_answers').values(rows).execute();

    await migrateTo('0010_sheet_answers_by_sheet');

    const stored = await db.selectFrom('sheet_answers').selectAll().execute();
    type Keyed = { sheet_id: string; question_id: string };
    const byKey = (row: Keyed) => `${row.sheet_id} ${row.question_id}`;
    const sorted = <T extends Keyed>(list: T[]) =>
      [...list].sort((one, other) => (byKey(one) < byKey(other) ? -1 : 1));
    expect(
      sorted(
        stored.map((row) => ({ ...row, seq: Number(row.seq), saved_at: Number(row.saved_at) })),
      ),
    ).toEqual(sorted(rows));
    // The primary key still refuses a second answer to a question.
    await expect(
      db
        .insertInto('sheet_answers')
        .values(answer(kept!, 'q1', 4))
        .execute(),
    ).rejects.toThrow();
    // Deleting a sheet still deletes its answers.
    await db.deleteFrom('answer_sheets').where('id', '=', removed!).execute();
    expect(
      (await db.selectFrom('sheet_answers').select('sheet_id').execute()).map(
        (row) => row.sheet_id,
      ),
    ).toEqual([kept, kept]);
    if (database().dialect === 'sqlite') {
      const { rows: tables } = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'table' and name = 'sheet_answers'
      `.execute(db);
      expect(tables[0]?.sql).toMatch(/without rowid\s*$/i);
    }
  });
});
