import { QuestionType } from '@lectern/contracts/common/enums';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../platform/services/service-deps';
import { createPaper, createQuestion, createQuestionBank } from '../../test/exam-factories';
import { createTenant } from '../../test/factories';
import { migratedTestDatabase } from '../../test/test-database';
import { questionDrawing } from './question-drawing';
import { questionsRepositories } from './questions.repository';

const database = migratedTestDatabase();

describe('question drawing', () => {
  it('builds a paper’s composition once for the starts that arrive together', async () => {
    const { db, transact } = database();
    const tenant = await createTenant(db);
    const bank = await createQuestionBank(db, tenant);
    for (let index = 0; index < 3; index += 1) {
      await createQuestion(db, bank, QuestionType.TRUE_FALSE);
    }
    const { id } = await createPaper(db, tenant, {
      draws: [{ bankId: bank.id, questionType: QuestionType.TRUE_FALSE, count: 2, score: 5 }],
    });
    const paper = await db
      .selectFrom('papers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    let poolReads = 0;
    const counted = (executor: Executor) => {
      const { questions } = questionsRepositories(executor);
      return {
        questions: {
          ...questions,
          questionIdsOfType: (...query: Parameters<typeof questions.questionIdsOfType>) => {
            poolReads += 1;
            return questions.questionIdsOfType(...query);
          },
        },
      };
    };
    const drawing = questionDrawing({ db, transact, repositories: counted });

    const draws = await Promise.all(
      Array.from({ length: 8 }, () => drawing.draw(tenant.id, paper)),
    );

    expect(poolReads).toBe(1);
    for (const questions of draws) expect(questions).toHaveLength(2);
    // Once built, the composition is at hand.
    await drawing.draw(tenant.id, paper);
    expect(poolReads).toBe(1);
  });
});
