import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import {
  createPaperWithQuestions,
  getAnswerSheet,
  startedSheet,
  startExam,
} from '../../test/exam-factories';
import { createTenant, signedInLearner } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Long enough for the calls made within it on a slow machine. */
const PAPER_CACHE_MS = 1500;

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: PAPER_CACHE_MS });
});

afterAll(async () => {
  await test.close();
});

describe('papers kept in memory', () => {
  it('serves a paper as read for PAPER_CACHE_SECONDS, then its changes', async () => {
    const tenant = await createTenant(test.db);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => signedInLearner(test, tenant)),
    );
    const { paper } = await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE], {
      name: 'Before',
    });
    const sheetId = await startedSheet(test.app, first!.token, paper.id);
    // A pack import in another process renames the paper and withdraws it.
    await test.db
      .updateTable('papers')
      .set({ name: 'After', published: 0, updated_at: Date.now() })
      .where('id', '=', paper.id)
      .execute();

    expect((await getAnswerSheet(test.app, first!.token, sheetId)).body.paperName).toBe('Before');
    expect((await startExam(test.app, second!.token, paper.id)).code).toBe('200');

    await new Promise((resolve) => setTimeout(resolve, PAPER_CACHE_MS + 100));
    expect((await getAnswerSheet(test.app, first!.token, sheetId)).body.paperName).toBe('After');
    expect((await startExam(test.app, third!.token, paper.id)).code).toBe('300301');
  });

  it('keeps each tenant’s papers apart', async () => {
    const learner = await signedInLearner(test);
    const other = await signedInLearner(test);
    const { paper } = await createPaperWithQuestions(test.db, learner.tenant, [
      QuestionType.TRUE_FALSE,
    ]);
    await startedSheet(test.app, learner.token, paper.id);
    expect((await startExam(test.app, other.token, paper.id)).code).toBe('300320');
  });
});
