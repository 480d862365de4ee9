import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TQuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import { createQuestion, createQuestionBank, type TestQuestion } from './exam-factories';
import type { TestMember, TestTenant } from './factories';
import { callApi } from './test-app';

export type TestPracticeClassification = { id: string; code: string; path: string; name: string };
export type TestPracticeTask = { id: string; name: string; questions: TestQuestion[] };

const shortCode = () => randomBytes(4).toString('hex');

export const createPracticeClassification = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: { name?: string; parent?: TestPracticeClassification } = {},
): Promise<TestPracticeClassification> => {
  const id = newId();
  const code = `pc-${shortCode()}`;
  const path = `${fields.parent?.path ?? ''}${code}/`;
  const name = fields.name ?? `Classification ${code}`;
  await db
    .insertInto('practice_classifications')
    .values({
      id,
      tenant_id: tenant.id,
      parent_id: fields.parent?.id ?? null,
      classify_code: code,
      classify_path: path,
      name,
      is_able: 1,
      sort: 0,
      created_at: Date.now(),
    })
    .execute();
  return { id, code, path, name };
};

/** A practice task drawing one new question of each type, in a bank of its own. */
export const createPracticeTask = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    name?: string;
    types: TQuestionType[];
    cost?: number;
    level?: number;
    points?: string[];
    classification?: TestPracticeClassification;
  },
): Promise<TestPracticeTask> => {
  const bank = await createQuestionBank(db, tenant);
  const questions: TestQuestion[] = [];
  for (const type of fields.types) questions.push(await createQuestion(db, bank, type));
  const id = newId();
  const name = fields.name ?? `Task ${shortCode()}`;
  const now = Date.now();
  await db
    .insertInto('practice_tasks')
    .values({
      id,
      tenant_id: tenant.id,
      code: `task-${shortCode()}`,
      name,
      classification_id: fields.classification?.id ?? null,
      level: fields.level ?? 1,
      points: JSON.stringify(fields.points ?? []),
      cost: fields.cost ?? 0,
      question_ids: JSON.stringify(questions.map((question) => question.id)),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name, questions };
};

export const recordPracticePayment = (
  db: Kysely<Database>,
  task: TestPracticeTask,
  member: TestMember,
) =>
  db
    .insertInto('practice_task_payments')
    .values({
      tenant_id: member.tenant.id,
      task_id: task.id,
      member_id: member.id,
      paid_at: Date.now(),
    })
    .execute();

export const startPractice = (
  app: FastifyInstance,
  token: string,
  taskId: string,
  mode: 'answer' | 'recite' = 'answer',
) => callApi(app, { path: '/exercise/practice', token, body: { taskId, mode } });

export const savePracticeAnswer = (
  app: FastifyInstance,
  token: string,
  save: { taskId: string; questionId: string; seq: number; answer: TAnswer },
) => callApi(app, { path: '/exercise/saveAnswer', token, body: save });
