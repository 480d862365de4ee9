import { Terminal } from '@lectern/contracts/common/terminal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { AppError } from '../../platform/http/app-error';
import type { Executor } from '../../platform/services/service-deps';
import {
  createPaper,
  createQuestion,
  createQuestionBank,
  startedSheet,
  submitSheet,
} from '../../test/exam-factories';
import { createMember, createTenant, login } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { questionDrawing } from '../questions/question-drawing';
import { questionsRepository } from '../questions/questions.repository';
import { answerSheetsService } from './answer-sheets.service';
import { examsRepositories } from './exams.repositories';
import { featureServices } from '../../features';

/**
 * A start that counted the attempts, then waited (here: while reading a bank for its draw),
 * while another start made a sheet and submitted it. The gate holds the first bank read only.
 */
const gate = (() => {
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
})();

/** The question repository, with the gate before each read of a bank's pool. */
const gatedQuestions = (executor: Executor) => {
  const repository = questionsRepository(executor);
  return {
    questions: {
      ...repository,
      questionIdsOfType: async (...query: Parameters<typeof repository.questionIdsOfType>) => {
        await gate.pass();
        return repository.questionIdsOfType(...query);
      },
    },
  };
};

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
    // The slow start runs in a service of its own whose draw reads banks through the gate; the
    // other start and the submission go through the app, on the same database.
    const { db, transact, dialect } = test.database;
    const slowSheets = answerSheetsService({
      db,
      transact,
      repositories: examsRepositories,
      dialect,
      config: test.config,
      rankings: { invalidatePaper: () => undefined },
      wrongAnswers: featureServices.wrongAnswers,
      paperEntries: featureServices.paperEntries,
      drawing: questionDrawing({ db, transact, repositories: gatedQuestions }),
    });
    const session = {
      tenantId: tenant.id,
      memberId: member.id,
      sessionId: 'slow-start',
      factoryCode: tenant.factoryCode,
      role: 'learner' as const,
    };

    gate.state.armed = true;
    const slowStart = slowSheets.start(session, paper.id, false, Terminal.HANDHELD).then(
      () => '200',
      (error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)),
    );
    await gate.state.reached;
    const sheetId = await startedSheet(test.app, token, paper.id);
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    gate.release();

    expect(await slowStart).toBe('300308');
    const sheets = await test.db
      .selectFrom('answer_sheets')
      .select(['id', 'state'])
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets.map((sheet) => sheet.id)).toEqual([sheetId]);
  });
});
