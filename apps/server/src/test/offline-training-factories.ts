import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import type { TestTenant } from './factories';

const MINUTE_MS = 60_000;

export type OfflineSessionFields = {
  /** Minutes from now to the start (negative: started). */
  startsInMinutes?: number;
  durationMinutes?: number;
  /** Windows as [opens, closes] in minutes from now; default: open now. */
  signIn?: [number, number];
  signOut?: [number, number];
};

export type OfflineClassFields = {
  name?: string;
  code?: string;
  trainerId?: string | null;
  learnerIds?: string[];
  credit?: number;
  examPaperId?: string | null;
  sessions?: OfflineSessionFields[];
  homeworks?: { fullScore?: number; passScore?: number; endInMinutes?: number | null }[];
};

/** An offline class written straight to its tables, with sessions whose windows are open now. */
export const createOfflineClass = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: OfflineClassFields = {},
) => {
  const now = Date.now();
  const id = newId();
  await db
    .insertInto('offline_classes')
    .values({
      id,
      tenant_id: tenant.id,
      code: fields.code ?? `class-${id}`,
      name: fields.name ?? 'Fire wardens',
      introduction: 'Two days in the training room.',
      location: 'Room 3',
      trainer_id: fields.trainerId ?? null,
      credit: fields.credit ?? 0,
      exam_paper_id: fields.examPaperId ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const memberId of fields.learnerIds ?? []) {
    await db
      .insertInto('offline_class_learners')
      .values({ tenant_id: tenant.id, class_id: id, member_id: memberId })
      .execute();
  }
  const sessionIds: string[] = [];
  for (const [position, session] of (fields.sessions ?? [{}]).entries()) {
    const sessionId = newId();
    sessionIds.push(sessionId);
    const start = now + (session.startsInMinutes ?? -5) * MINUTE_MS;
    const at = (minutes: number) => now + minutes * MINUTE_MS;
    const [inOpens, inCloses] = session.signIn ?? [-10, 30];
    const [outOpens, outCloses] = session.signOut ?? [-10, 30];
    await db
      .insertInto('offline_sessions')
      .values({
        id: sessionId,
        tenant_id: tenant.id,
        class_id: id,
        code: `session-${position}`,
        name: `Session ${position + 1}`,
        location: 'Room 3',
        description: 'Drills',
        position,
        start_time: start,
        end_time: start + (session.durationMinutes ?? 60) * MINUTE_MS,
        sign_in_start: at(inOpens),
        sign_in_end: at(inCloses),
        sign_out_start: at(outOpens),
        sign_out_end: at(outCloses),
        created_at: now,
      })
      .execute();
  }
  const homeworkIds: string[] = [];
  for (const [position, homework] of (fields.homeworks ?? []).entries()) {
    const homeworkId = newId();
    homeworkIds.push(homeworkId);
    await db
      .insertInto('offline_homeworks')
      .values({
        id: homeworkId,
        tenant_id: tenant.id,
        class_id: id,
        code: `homework-${position}`,
        title: `Homework ${position + 1}`,
        description: 'Draw the escape routes of your floor.',
        full_score: homework.fullScore ?? 100,
        pass_score: homework.passScore ?? 60,
        end_time:
          homework.endInMinutes === undefined || homework.endInMinutes === null
            ? null
            : now + homework.endInMinutes * MINUTE_MS,
        position,
        created_at: now,
      })
      .execute();
  }
  return { id, sessionIds, homeworkIds };
};

/** Makes `mentorId` the member's mentor. */
export const setMentor = (
  db: Kysely<Database>,
  tenant: TestTenant,
  memberId: string,
  mentorId: string,
) =>
  db
    .updateTable('members')
    .set({ mentor_id: mentorId })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', memberId)
    .execute();
