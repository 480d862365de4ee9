import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import {
  createPaper,
  createQuestion,
  createQuestionBank,
  startedSheet,
  startExam,
  submitSheet,
} from '../../test/exam-factories';
import { createMember, createTenant, login } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type * as PapersRepositoryModule from './papers.repository';

/**
 * A start that counted the attempts, then waited (here: while reading a bank for its draw),
 * while another start made a sheet and submitted it. The gate holds the first bank read only.
 */
const gate = vi.hoisted(() => {
  let reached: () => void = () => undefined;
  let release: () => void = () => undefined;
  const state = {
    armed: false,
    reached: new Promise<void>((resolve) => {
      reached = resolve;
    }),
    released: new Promise<void>((resolve) => {
      release = resolve;
    }),
  };
  return {
    state,
    pass: async () => {
      if (!state.armed) return;
      state.armed = false;
      reached();
      await state.released;
    },
    release: () => release(),
  };
});

vi.mock('./papers.repository', async (importOriginal) => {
  const actual = await importOriginal<typeof PapersRepositoryModule>();
  return {
    ...actual,
    papersRepository: (...args: Parameters<typeof actual.papersRepository>) => {
      const repository = actual.papersRepository(...args);
      return {
        ...repository,
        questionIdsOfType: async (...query: Parameters<typeof repository.questionIdsOfType>) => {
          await gate.pass();
          return repository.questionIdsOfType(...query);
        },
      };
    },
  };
});

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false });
});
afterAll(() => test.close());

describe('a start racing a start and a submission', () => {
  it('never exceeds the attempts allowed', async () => {
    const tenant = await createTenant(test.db);
    const member = await createMember(test.db, tenant);
    const token = await login(test.app, member);
    const bank = await createQuestionBank(test.db, tenant);
    await createQuestion(test.db, bank, QuestionType.TRUE_FALSE);
    await createQuestion(test.db, bank, QuestionType.TRUE_FALSE);
    const paper = await createPaper(test.db, tenant, {
      timesAllowed: 1,
      draws: [{ bankId: bank.id, questionType: QuestionType.TRUE_FALSE, count: 1, score: 10 }],
    });

    gate.state.armed = true;
    const slowStart = startExam(test.app, token, paper.id);
    await gate.state.reached;
    const sheetId = await startedSheet(test.app, token, paper.id);
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    gate.release();

    expect((await slowStart).code).toBe('300308');
    const sheets = await test.db
      .selectFrom('answer_sheets')
      .select(['id', 'state'])
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets.map((sheet) => sheet.id)).toEqual([sheetId]);
  });
});
