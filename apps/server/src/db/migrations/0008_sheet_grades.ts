import type { Kysely } from 'kysely';

/** Sheets whose grades one step of the move reads. */
const SHEETS_PER_STEP = 500;

/**
 * A graded sheet keeps its grades as one JSON object on the sheet (`answer_sheets.grades`,
 * docs/decisions/0015) instead of a status and score on each answer row: grading 150 questions
 * rewrote 150 rows. Grades already given move to the sheets; the answer rows' columns go.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('answer_sheets').addColumn('grades', 'text').execute();
  let after = '';
  for (;;) {
    const sheets: { id: string }[] = await db
      .selectFrom('answer_sheets')
      .select('id')
      .where('state', '!=', 'answering')
      .where('id', '>', after)
      .orderBy('id')
      .limit(SHEETS_PER_STEP)
      .execute();
    if (sheets.length === 0) break;
    const rows: { sheet_id: string; question_id: string; status: string; score: number | null }[] =
      await db
        .selectFrom('sheet_answers')
        .select(['sheet_id', 'question_id', 'status', 'score'])
        .where(
          'sheet_id',
          'in',
          sheets.map((sheet) => sheet.id),
        )
        .where('status', 'is not', null)
        .execute();
    const grades = new Map<string, Record<string, { status: string; score: number | null }>>();
    for (const row of rows) {
      const ofSheet = grades.get(row.sheet_id) ?? {};
      ofSheet[row.question_id] = { status: row.status, score: row.score };
      grades.set(row.sheet_id, ofSheet);
    }
    for (const [sheetId, ofSheet] of grades) {
      await db
        .updateTable('answer_sheets')
        .set({ grades: JSON.stringify(ofSheet) })
        .where('id', '=', sheetId)
        .execute();
    }
    after = sheets[sheets.length - 1]!.id;
  }
  // Rows that only carried the grade of a question never answered.
  await db.deleteFrom('sheet_answers').where('answer', 'is', null).where('seq', '=', 0).execute();
  await db.schema.alterTable('sheet_answers').dropColumn('status').execute();
  await db.schema.alterTable('sheet_answers').dropColumn('score').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sheet_answers').addColumn('status', 'text').execute();
  await db.schema.alterTable('sheet_answers').addColumn('score', 'double precision').execute();
  await db.schema.alterTable('answer_sheets').dropColumn('grades').execute();
}
