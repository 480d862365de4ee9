import type { Selectable } from 'kysely';
import type { Executor } from '../../platform/services/service-deps';
import type {
  OfflineAttendanceTable,
  OfflineClassTable,
  OfflineHomeworkSubmissionTable,
  OfflineHomeworkTable,
  OfflineSessionTable,
} from './offline-training.schema';
import { idsOfTenant } from '../../db/ids-of-tenant';

export type OfflineClassRow = Selectable<OfflineClassTable>;
export type OfflineSessionRow = Selectable<OfflineSessionTable>;
export type OfflineHomeworkRow = Selectable<OfflineHomeworkTable>;
export type OfflineAttendanceRow = Selectable<OfflineAttendanceTable>;
export type OfflineSubmissionRow = Selectable<OfflineHomeworkSubmissionTable>;

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** Classes, sessions and homework as the learners and trainers read them; every query by tenant. */
const classesRepository = (db: Executor) => ({
  /** The classes the member attends or trains, or every class for an administrator. */
  classesOf: (tenantId: string, memberId: string, everyClass: boolean) => {
    let query = db.selectFrom('offline_classes').selectAll().where('tenant_id', '=', tenantId);
    if (!everyClass) {
      query = query.where((eb) =>
        eb.or([
          eb('trainer_id', '=', memberId),
          eb(
            'id',
            'in',
            eb
              .selectFrom('offline_class_learners')
              .select('class_id')
              .where('tenant_id', '=', tenantId)
              .where('member_id', '=', memberId),
          ),
        ]),
      );
    }
    return query.orderBy('name').orderBy('id').execute();
  },

  classById: (tenantId: string, classId: string) =>
    db
      .selectFrom('offline_classes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', classId)
      .executeTakeFirst(),

  /** The classes the members attend, with who attends which. */
  learnerClassesOf: (tenantId: string, memberIds: readonly string[]) =>
    memberIds.length === 0
      ? none<{ class_id: string; member_id: string }>()
      : db
          .selectFrom('offline_class_learners')
          .select(['class_id', 'member_id'])
          .where('tenant_id', '=', tenantId)
          .where('member_id', 'in', memberIds)
          .execute(),

  isLearner: async (tenantId: string, classId: string, memberId: string) =>
    (await db
      .selectFrom('offline_class_learners')
      .select('member_id')
      .where('tenant_id', '=', tenantId)
      .where('class_id', '=', classId)
      .where('member_id', '=', memberId)
      .executeTakeFirst()) !== undefined,

  learnerCount: async (tenantId: string, classId: string) =>
    Number(
      (
        await db
          .selectFrom('offline_class_learners')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('tenant_id', '=', tenantId)
          .where('class_id', '=', classId)
          .executeTakeFirstOrThrow()
      ).count,
    ),

  sessionsOf: (tenantId: string, classIds: readonly string[]) =>
    classIds.length === 0
      ? none<OfflineSessionRow>()
      : db
          .selectFrom('offline_sessions')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('class_id', 'in', classIds)
          .orderBy('start_time')
          .orderBy('position')
          .execute(),

  sessionById: (tenantId: string, sessionId: string) =>
    db
      .selectFrom('offline_sessions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sessionId)
      .executeTakeFirst(),

  homeworksOf: (tenantId: string, classIds: readonly string[]) =>
    classIds.length === 0
      ? none<OfflineHomeworkRow>()
      : db
          .selectFrom('offline_homeworks')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('class_id', 'in', classIds)
          .orderBy('position')
          .execute(),

  homeworkById: (tenantId: string, homeworkId: string) =>
    db
      .selectFrom('offline_homeworks')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', homeworkId)
      .executeTakeFirst(),

  /** Members' names, for trainers, graders and learners shown to a mentor. */
  namesOf: async (tenantId: string, memberIds: readonly string[]) =>
    memberIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .selectFrom('members')
              .select(['id', 'nick_name'])
              .where('tenant_id', '=', tenantId)
              .where('id', 'in', memberIds)
              .execute()
          ).map((row) => [row.id, row.nick_name]),
        ),

  /** The exam papers' names (exams' table, read only). */
  paperNamesOf: async (tenantId: string, paperIds: readonly string[]) =>
    paperIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .selectFrom('papers')
              .select(['id', 'name'])
              .where(idsOfTenant('papers', tenantId, paperIds))
              .where('deleted_at', 'is', null)
              .execute()
          ).map((row) => [row.id, row.name]),
        ),

  completionsOf: (tenantId: string, memberIds: readonly string[], classIds: readonly string[]) =>
    memberIds.length === 0 || classIds.length === 0
      ? none<{ class_id: string; member_id: string; completed_at: number }>()
      : db
          .selectFrom('offline_class_completions')
          .select(['class_id', 'member_id', 'completed_at'])
          .where('tenant_id', '=', tenantId)
          .where('member_id', 'in', memberIds)
          .where('class_id', 'in', classIds)
          .execute(),

  /** Records the completion; false when the member had it already. */
  insertCompletion: async (tenantId: string, classId: string, memberId: string, now: number) =>
    (await db
      .insertInto('offline_class_completions')
      .values({ tenant_id: tenantId, class_id: classId, member_id: memberId, completed_at: now })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'class_id', 'member_id']).doNothing(),
      )
      .returning('member_id')
      .executeTakeFirst()) !== undefined,
});

/** Attendance codes, their uses and the learners' sign-ins and sign-outs. */
const attendanceRepository = (db: Executor) => ({
  insertCode: (row: {
    tenantId: string;
    sessionId: string;
    code: string;
    kind: string;
    expiresAt: number;
    now: number;
  }) =>
    db
      .insertInto('offline_attendance_codes')
      .values({
        code: row.code,
        tenant_id: row.tenantId,
        session_id: row.sessionId,
        kind: row.kind,
        expires_at: row.expiresAt,
        created_at: row.now,
      })
      .execute(),

  findCode: (tenantId: string, code: string) =>
    db
      .selectFrom('offline_attendance_codes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('code', '=', code)
      .executeTakeFirst(),

  /** Claims the code for the member; false when they used it already (a replay). */
  claimCode: async (tenantId: string, code: string, memberId: string, now: number) =>
    (await db
      .insertInto('offline_attendance_code_uses')
      .values({ tenant_id: tenantId, code, member_id: memberId, used_at: now })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'code', 'member_id']).doNothing())
      .returning('member_id')
      .executeTakeFirst()) !== undefined,

  /** Codes past their time, for the housekeeping of the trainer's many refreshes. */
  deleteExpiredCodes: (before: number) =>
    db.deleteFrom('offline_attendance_codes').where('expires_at', '<', before).execute(),

  attendanceOf: (tenantId: string, memberIds: readonly string[], sessionIds: readonly string[]) =>
    memberIds.length === 0 || sessionIds.length === 0
      ? none<OfflineAttendanceRow>()
      : db
          .selectFrom('offline_attendance')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('member_id', 'in', memberIds)
          .where('session_id', 'in', sessionIds)
          .execute(),

  counts: async (tenantId: string, sessionId: string) => {
    const row = await db
      .selectFrom('offline_attendance')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('signed_in'),
        eb.fn.count<number | string>('real_sign_out_time').as('signed_out'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return { signedIn: Number(row.signed_in), signedOut: Number(row.signed_out) };
  },

  /** The first sign-in counts: a later one changes nothing. */
  signIn: (tenantId: string, sessionId: string, memberId: string, now: number) =>
    db
      .insertInto('offline_attendance')
      .values({
        tenant_id: tenantId,
        session_id: sessionId,
        member_id: memberId,
        real_sign_in_time: now,
        real_sign_out_time: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'session_id', 'member_id']).doNothing(),
      )
      .execute(),

  /** The first sign-out counts; false when the member has not signed in. */
  signOut: async (tenantId: string, sessionId: string, memberId: string, now: number) => {
    await db
      .updateTable('offline_attendance')
      .set({ real_sign_out_time: now })
      .where('tenant_id', '=', tenantId)
      .where('session_id', '=', sessionId)
      .where('member_id', '=', memberId)
      .where('real_sign_out_time', 'is', null)
      .execute();
  },
});

/** Homework submissions and their grades. */
const submissionsRepository = (db: Executor) => ({
  byId: (tenantId: string, submissionId: string) =>
    db
      .selectFrom('offline_homework_submissions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', submissionId)
      .executeTakeFirst(),

  of: (tenantId: string, memberIds: readonly string[], homeworkIds: readonly string[]) =>
    memberIds.length === 0 || homeworkIds.length === 0
      ? none<OfflineSubmissionRow>()
      : db
          .selectFrom('offline_homework_submissions')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('member_id', 'in', memberIds)
          .where('homework_id', 'in', homeworkIds)
          .execute(),

  /**
   * Hands in, or replaces the last submission while it is ungraded: one statement, so a grade and
   * a resubmission racing each other never both land. Undefined when it is graded.
   */
  submit: (row: {
    id: string;
    tenantId: string;
    homeworkId: string;
    memberId: string;
    content: string;
    files: string;
    now: number;
  }) =>
    db
      .insertInto('offline_homework_submissions')
      .values({
        id: row.id,
        tenant_id: row.tenantId,
        homework_id: row.homeworkId,
        member_id: row.memberId,
        content: row.content,
        files: row.files,
        submitted_at: row.now,
        submit_count: 1,
        score: null,
        comment: null,
        graded_by: null,
        graded_at: null,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'homework_id', 'member_id'])
          .doUpdateSet((eb) => ({
            content: eb.ref('excluded.content'),
            files: eb.ref('excluded.files'),
            submitted_at: eb.ref('excluded.submitted_at'),
            submit_count: eb('offline_homework_submissions.submit_count', '+', 1),
          }))
          .where('offline_homework_submissions.graded_at', 'is', null),
      )
      .returningAll()
      .executeTakeFirst(),

  /** Grades once: undefined when it was graded already. */
  grade: (row: {
    tenantId: string;
    submissionId: string;
    score: number;
    comment: string;
    graderId: string;
    now: number;
  }) =>
    db
      .updateTable('offline_homework_submissions')
      .set({ score: row.score, comment: row.comment, graded_by: row.graderId, graded_at: row.now })
      .where('tenant_id', '=', row.tenantId)
      .where('id', '=', row.submissionId)
      .where('graded_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),

  /** A page of the members' submissions with their homework and class, newest or oldest first. */
  page: async (
    tenantId: string,
    filter: { memberIds: readonly string[]; graded?: boolean; newestFirst: boolean },
    page: { offset: number; limit: number },
  ) => {
    if (filter.memberIds.length === 0) return { rows: [], total: 0 };
    let query = db
      .selectFrom('offline_homework_submissions as s')
      .innerJoin('offline_homeworks as h', (join) =>
        join.onRef('h.id', '=', 's.homework_id').onRef('h.tenant_id', '=', 's.tenant_id'),
      )
      .innerJoin('offline_classes as c', (join) =>
        join.onRef('c.id', '=', 'h.class_id').onRef('c.tenant_id', '=', 'h.tenant_id'),
      )
      .where('s.tenant_id', '=', tenantId)
      .where('s.member_id', 'in', filter.memberIds);
    if (filter.graded !== undefined) {
      query = query.where('s.graded_at', filter.graded ? 'is not' : 'is', null);
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll('s')
        .select([
          'h.title',
          'h.full_score',
          'h.pass_score',
          'c.name as class_name',
          'c.id as class_id',
        ])
        .orderBy('s.submitted_at', filter.newestFirst ? 'desc' : 'asc')
        .orderBy('s.id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },
});

export const offlineTrainingRepositories = (db: Executor) => ({
  classes: classesRepository(db),
  attendance: attendanceRepository(db),
  submissions: submissionsRepository(db),
});
export type OfflineTrainingRepositories = ReturnType<typeof offlineTrainingRepositories>;
