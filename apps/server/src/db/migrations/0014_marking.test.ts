import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { createPaperWithQuestions } from '../../test/exam-factories';
import { createMember, createTenant } from '../../test/factories';
import { migrationTestDatabase } from '../../test/test-database';

const { database, migrateTo } = migrationTestDatabase();

describe('migration 0014 (marking)', () => {
  it('makes members from before learners and papers from before without self-grading', async () => {
    await migrateTo('0012_exam_pauses');
    const tenant = await createTenant(database().db);
    const member = await createMember(database().db, tenant);
    const { paper } = await createPaperWithQuestions(database().db, tenant, [
      QuestionType.SHORT_ANSWER,
    ]);
    await migrateTo('0014_marking');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as the migration left them
    const db = database().db as Kysely<any>;
    expect(
      await db.selectFrom('members').select('role').where('id', '=', member.id).execute(),
    ).toEqual([{ role: 'learner' }]);
    expect(
      await db.selectFrom('papers').select('self_grading').where('id', '=', paper.id).execute(),
    ).toEqual([{ self_grading: 0 }]);
    expect(await db.selectFrom('sheet_marks').selectAll().execute()).toEqual([]);
  });
});
