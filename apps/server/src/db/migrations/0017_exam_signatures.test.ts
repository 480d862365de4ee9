import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { createPaperWithQuestions, createSheets } from '../../test/exam-factories';
import { createMember, createTenant } from '../../test/factories';
import { migrationTestDatabase } from '../../test/test-database';

const { database, migrateTo } = migrationTestDatabase();

describe('migration 0017 (exam signatures)', () => {
  it('leaves papers from before asking for no signature, and their sheets unsigned', async () => {
    await migrateTo('0015_page_leaves');
    const tenant = await createTenant(database().db);
    const member = await createMember(database().db, tenant);
    const { paper } = await createPaperWithQuestions(database().db, tenant, [
      QuestionType.TRUE_FALSE,
    ]);
    const [sheetId] = await createSheets(database().db, paper, [
      { member, score: 10, timeUsed: 60_000 },
    ]);
    await migrateTo('0017_exam_signatures');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as the migration left them
    const db = database().db as Kysely<any>;
    expect(
      await db
        .selectFrom('papers')
        .select(['signature_required', 'signature_title'])
        .where('id', '=', paper.id)
        .execute(),
    ).toEqual([{ signature_required: 0, signature_title: null }]);
    expect(
      await db
        .selectFrom('answer_sheets')
        .select(['signature_upload_id', 'signature_url', 'signed_at'])
        .where('id', '=', sheetId!)
        .execute(),
    ).toEqual([{ signature_upload_id: null, signature_url: null, signed_at: null }]);
  });
});
