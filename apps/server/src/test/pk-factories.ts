import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { QuestionType, type TQuestionType } from '@lectern/contracts/common/enums';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import type { TestTenant } from './factories';
import { createPracticeTask } from './practice-factories';
import { callApi } from './test-app';
import type { TestQuestion } from './exam-factories';

export type TestPkQuiz = { id: string; name: string; questions: TestQuestion[] };

/** A PK quiz of the tenant whose pool is a new practice task's choice and true/false questions. */
export const createPkQuiz = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    types?: TQuestionType[];
    questionsPerMatch?: number;
    secondsPerQuestion?: number;
    credits?: { win: number; draw: number; loss: number };
  } = {},
): Promise<TestPkQuiz> => {
  const types = fields.types ?? [
    QuestionType.SINGLE_CHOICE,
    QuestionType.MULTIPLE_CHOICE,
    QuestionType.TRUE_FALSE,
  ];
  const task = await createPracticeTask(db, tenant, { types });
  const id = newId();
  const name = `PK ${id.slice(0, 6)}`;
  const credits = fields.credits ?? { win: 10, draw: 5, loss: 2 };
  const now = Date.now();
  await db
    .insertInto('pk_quizzes')
    .values({
      id,
      tenant_id: tenant.id,
      code: `pk-${id}`,
      name,
      question_ids: JSON.stringify(task.questions.map((question) => question.id)),
      questions_per_match: fields.questionsPerMatch ?? types.length,
      seconds_per_question: fields.secondsPerQuestion ?? 20,
      credits_win: credits.win,
      credits_draw: credits.draw,
      credits_loss: credits.loss,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name, questions: task.questions };
};

export const joinPk = (app: FastifyInstance, token: string, quizId: string) =>
  callApi<{ matchId: string | null }>(app, { path: '/pk/queue/join', token, body: { quizId } });
