import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { createPaperWithQuestions } from '../../test/exam-factories';
import { createMember, createTenant } from '../../test/factories';
import { migrationTestDatabase } from '../../test/test-database';

const { database, migrateTo } = migrationTestDatabase();

describe('migration 0008 (grades kept on the sheet)', () => {
  it('moves the grades of sheets graded before onto them and drops the rows of unanswered questions', async () => {
    await migrateTo('0007_question_sets');
    // Rows as the code before 0008 wrote them: today's schema types do not describe them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    const db = database().db as Kysely<any>;
    const at = 1_800_000_000_000;
    const tenant = await createTenant(database().db);
    const member = await createMember(database().db, tenant);
    const { paper } = await createPaperWithQuestions(database().db, tenant, [
      QuestionType.TRUE_FALSE,
    ]);
    const sheet = (id: string, state: string) => ({
      id,
      tenant_id: tenant.id,
      paper_id: paper.id,
      member_id: member.id,
      attempt_no: 1,
      state,
      started_at: at,
      deadline_at: null,
      finished_at: state === 'answering' ? null : at + 60_000,
      submit_reason: state === 'answering' ? null : 'learner',
      questions: '[]',
      question_set_id: null,
      question_count: 2,
      answered_count: 1,
      last_seq: 1,
      score: state === 'answering' ? null : 5,
      passed: state === 'answering' ? null : 1,
      query_code: `Q${id}`,
      hidden_at: null,
    });
    const answer = (sheetId: string, questionId: string, fields: object) => ({
      tenant_id: tenant.id,
      sheet_id: sheetId,
      question_id: questionId,
      marked: 0,
      saved_at: at,
      ...fields,
    });
    await db.insertInto('answer_sheets').values(sheet('graded', 'judged')).execute();
    await db.insertInto('answer_sheets').values(sheet('open', 'answering')).execute();
    for (const row of [
      answer('graded', 'q1', { answer: '"A"', seq: 1, status: 'right', score: 5 }),
      answer('graded', 'q2', { answer: null, seq: 0, status: 'unanswered', score: 0 }),
      answer('open', 'q1', { answer: '"B"', seq: 1, status: null, score: null }),
    ]) {
      await db.insertInto('sheet_answers').values(row).execute();
    }

    await migrateTo('0008_sheet_grades');

    const sheets = await database()
      .db.selectFrom('answer_sheets')
      .select(['id', 'grades'])
      .orderBy('id')
      .execute();
    expect(
      sheets.map((row) => ({ id: row.id, grades: row.grades && JSON.parse(row.grades) })),
    ).toEqual([
      {
        id: 'graded',
        grades: { q1: { status: 'right', score: 5 }, q2: { status: 'unanswered', score: 0 } },
      },
      { id: 'open', grades: null },
    ]);
    const rows = await database()
      .db.selectFrom('sheet_answers')
      .selectAll()
      .orderBy('sheet_id')
      .orderBy('question_id')
      .execute();
    expect(rows.map((row) => [row.sheet_id, row.question_id, row.answer, Number(row.seq)])).toEqual(
      [
        ['graded', 'q1', '"A"', 1],
        ['open', 'q1', '"B"', 1],
      ],
    );
    expect(Object.keys(rows[0] ?? {})).not.toContain('status');
  });
});
