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

export type TestDailyPractice = { id: string; name: string; questions: TestQuestion[] };

const shortCode = () => randomBytes(4).toString('hex');

/** A daily practice whose pool is one new question of each of `types`, in a bank of its own. */
export const createDailyPractice = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    name?: string;
    types: TQuestionType[];
    questionsPerDay?: number;
    creditsForFinish?: number;
    creditsPerCorrect?: number;
    startsOn?: string | null;
    endsOn?: string | null;
  },
): Promise<TestDailyPractice> => {
  const bank = await createQuestionBank(db, tenant);
  const questions: TestQuestion[] = [];
  for (const type of fields.types) questions.push(await createQuestion(db, bank, type));
  const id = newId();
  const name = fields.name ?? `Daily ${shortCode()}`;
  const now = Date.now();
  await db
    .insertInto('daily_practices')
    .values({
      id,
      tenant_id: tenant.id,
      code: `daily-${shortCode()}`,
      name,
      description: `Rules of ${name}`,
      pool_question_ids: JSON.stringify(questions.map((question) => question.id)),
      questions_per_day: fields.questionsPerDay ?? fields.types.length,
      credits_for_finish: fields.creditsForFinish ?? 0,
      credits_per_correct: fields.creditsPerCorrect ?? 0,
      starts_on: fields.startsOn ?? null,
      ends_on: fields.endsOn ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name, questions };
};

/** A finished day of a learner, as if they had practised it then. */
export const recordDailyDay = (
  db: Kysely<Database>,
  daily: TestDailyPractice,
  member: TestMember,
  day: { day: string; score: number; timeSpentMs: number; correctCount?: number; credits?: number },
) =>
  db
    .insertInto('daily_rounds')
    .values({
      id: newId(),
      tenant_id: member.tenant.id,
      member_id: member.id,
      daily_id: daily.id,
      day: day.day,
      question_ids: JSON.stringify(daily.questions.map((question) => question.id)),
      last_seq: 0,
      started_at: Date.now() - day.timeSpentMs,
      last_saved_at: null,
      finished_at: Date.now(),
      correct_count: day.correctCount ?? Math.floor(day.score),
      score: day.score,
      time_spent_ms: day.timeSpentMs,
      credits: day.credits ?? 0,
    })
    .execute();

export const startDailyPractice = (app: FastifyInstance, token: string, dailyId: string) =>
  callApi(app, { path: '/daily/exercise/start', token, body: { dailyId } });

export const saveDailyAnswer = (
  app: FastifyInstance,
  token: string,
  save: { dailyId: string; questionId: string; seq: number; answer: TAnswer },
) => callApi(app, { path: '/daily/exercise/saveAnswer', token, body: save });

export const finishDailyPractice = (app: FastifyInstance, token: string, dailyId: string) =>
  callApi(app, { path: '/daily/exercise/finish', token, body: { dailyId } });
