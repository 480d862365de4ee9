import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TQuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { Database } from '../db/schema';
import type { StoredCheckInTask } from '../modules/check-in/check-in.service';
import { newId } from '../platform/security/tokens';
import { createQuestion, createQuestionBank, type TestQuestion } from './exam-factories';
import type { TestTenant } from './factories';
import { callApi } from './test-app';

export type TestCheckInPlan = {
  id: string;
  name: string;
  questions: TestQuestion[];
  /** The read and watch tasks every day has. */
  doneTaskIds: string[];
};

const shortCode = () => randomBytes(4).toString('hex');

/**
 * A check-in plan whose every day asks to read a text, watch a video and answer one new question
 * of each of `types`, in a bank of its own.
 */
export const createCheckInPlan = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    startsOn: string;
    endsOn: string;
    name?: string;
    types?: TQuestionType[];
    creditsPerCheckIn?: number;
    creditsPerMakeUp?: number;
    makeUpLimit?: number;
  },
): Promise<TestCheckInPlan> => {
  const bank = await createQuestionBank(db, tenant);
  const questions: TestQuestion[] = [];
  for (const type of fields.types ?? []) questions.push(await createQuestion(db, bank, type));
  const tasks: StoredCheckInTask[] = [
    {
      taskId: 'd1-t1',
      kind: 'read',
      title: 'Read the rules',
      text: 'Lock your screen when you leave.',
      videoUrl: null,
      questionIds: [],
    },
    {
      taskId: 'd1-t2',
      kind: 'watch',
      title: 'Watch the film',
      text: null,
      videoUrl: 'https://video.example/film.mp4',
      questionIds: [],
    },
    ...(questions.length > 0
      ? [
          {
            taskId: 'd1-t3',
            kind: 'answer' as const,
            title: 'Answer',
            text: null,
            videoUrl: null,
            questionIds: questions.map(({ id }) => id),
          },
        ]
      : []),
  ];
  const id = newId();
  const name = fields.name ?? `Check-in ${shortCode()}`;
  const now = Date.now();
  await db
    .insertInto('check_in_plans')
    .values({
      id,
      tenant_id: tenant.id,
      code: `check-in-${shortCode()}`,
      name,
      description: `Rules of ${name}`,
      starts_on: fields.startsOn,
      ends_on: fields.endsOn,
      start_offset_days: null,
      period_days: null,
      anchored_at: now,
      day_tasks: JSON.stringify([tasks]),
      credits_per_check_in: fields.creditsPerCheckIn ?? 0,
      credits_per_make_up: fields.creditsPerMakeUp ?? 0,
      make_up_limit: fields.makeUpLimit ?? 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name, questions, doneTaskIds: ['d1-t1', 'd1-t2'] };
};

export const joinCheckIn = (app: FastifyInstance, token: string, planId: string) =>
  callApi(app, { path: '/clock/join', token, body: { planId } });

/** Checks in `day` with every task done and every question answered (right unless told). */
export const checkInDay = (
  app: FastifyInstance,
  token: string,
  plan: TestCheckInPlan,
  day: string,
  answerOf: (question: TestQuestion) => TAnswer = (question) => question.rightAnswer,
) =>
  callApi(app, {
    path: '/clock/checkIn',
    token,
    body: {
      planId: plan.id,
      day,
      doneTaskIds: plan.doneTaskIds,
      answers: plan.questions.map((question) => ({
        questionId: question.id,
        answer: answerOf(question),
      })),
    },
  });
