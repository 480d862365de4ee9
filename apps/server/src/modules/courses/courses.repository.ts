import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';
import type { Executor } from '../../platform/services/service-deps';
import type {
  CourseRunTable,
  CoursewareProgressTable,
  CourseTable,
  CoursewareTable,
  ScormDataTable,
} from './courses.schema';

/** Rows with numbers as numbers on both dialects (PostgreSQL's bigint arrive as numbers too). */
const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

const courseOf = (
  row: CourseTable & { classify_name: string | null; classify_path: string | null },
) => ({
  ...row,
  open_time: Number(row.open_time),
  credit: Number(row.credit),
  points_price: Number(row.points_price),
  in_order: Number(row.in_order),
  attempts_allowed: nullableNumber(row.attempts_allowed),
  first_signature: Number(row.first_signature),
  completion_signature: Number(row.completion_signature),
  face_capture: Number(row.face_capture),
  certificate: Number(row.certificate),
  final_opens_after_minutes: nullableNumber(row.final_opens_after_minutes),
  click_count: Number(row.click_count),
  created_at: Number(row.created_at),
});
export type CourseRow = ReturnType<typeof courseOf>;

const coursewareOf = (row: CoursewareTable) => ({
  ...row,
  position: Number(row.position),
  duration_seconds: nullableNumber(row.duration_seconds),
  page_count: nullableNumber(row.page_count),
  complete_seconds: Number(row.complete_seconds),
  plays_allowed: nullableNumber(row.plays_allowed),
});
export type CoursewareRow = ReturnType<typeof coursewareOf>;

const runOf = (row: CourseRunTable) => ({
  ...row,
  run_no: Number(row.run_no),
  status: Number(row.status),
  started_at: Number(row.started_at),
  completed_at: nullableNumber(row.completed_at),
  last_learn_at: nullableNumber(row.last_learn_at),
  learned_ms: Number(row.learned_ms),
  completed_count: Number(row.completed_count),
  days_learned: Number(row.days_learned),
  first_signed_at: nullableNumber(row.first_signed_at),
  completion_signed_at: nullableNumber(row.completion_signed_at),
  face_passed_at: nullableNumber(row.face_passed_at),
  face_failures: Number(row.face_failures),
  ended_at: nullableNumber(row.ended_at),
});
export type CourseRunRow = ReturnType<typeof runOf>;

const progressOf = (row: CoursewareProgressTable) => ({
  ...row,
  learned_ms: Number(row.learned_ms),
  last_credit_ms: Number(row.last_credit_ms),
  position: Number(row.position),
  completed_at: nullableNumber(row.completed_at),
  last_beat_at: nullableNumber(row.last_beat_at),
  beat_open: Number(row.beat_open),
  seq: Number(row.seq),
  plays_used: Number(row.plays_used),
});
export type CoursewareProgressRow = ReturnType<typeof progressOf>;

const scormOf = (row: ScormDataTable) => ({
  ...row,
  seq: Number(row.seq),
  score: nullableNumber(row.score),
});
export type ScormDataRow = ReturnType<typeof scormOf>;

export type CourseFilter = {
  classifyPath: string | null;
  keyword: string | null;
  /** Only the courses the learner has started. */
  mine: boolean;
  /** Only the courses the learner starred, last starred first. */
  favourites: boolean;
  now: number;
  offset: number;
  limit: number;
};

export type CoursewareFilter = {
  keyword: string | null;
  kinds: readonly string[] | null;
  favourites: boolean;
  now: number;
  offset: number;
  limit: number;
};

/** What one heartbeat asks of the progress row (decision 0062, trusted heartbeats). */
export type Beat = {
  seq: number;
  position: number;
  now: number;
  /** The clock runs on after this beat (start, tick) or stops (stop). */
  open: boolean;
  /** The beat may be credited (not a start), up to this many ms (the claim and the cap). */
  creditable: boolean;
  capMs: number;
};

const courseColumns = [
  'courses.id',
  'courses.tenant_id',
  'courses.code',
  'courses.name',
  'courses.classification_id',
  'courses.cover_url',
  'courses.introduction',
  'courses.type',
  'courses.open_time',
  'courses.credit',
  'courses.points_price',
  'courses.in_order',
  'courses.attempts_allowed',
  'courses.first_signature',
  'courses.completion_signature',
  'courses.face_capture',
  'courses.certificate',
  'courses.final_paper_id',
  'courses.final_opens_after_minutes',
  'courses.click_count',
  'courses.created_at',
  'courses.updated_at',
  'course_classifications.name as classify_name',
  'course_classifications.classify_path',
] as const;

/** The courses catalogue, learners' runs and their progress; every query tenant-scoped. */
export const coursesRepository = (db: Kysely<Database>) => {
  const coursesQuery = (tenantId: string) =>
    db
      .selectFrom('courses')
      .leftJoin('course_classifications', (join) =>
        join
          .onRef('course_classifications.tenant_id', '=', 'courses.tenant_id')
          .onRef('course_classifications.id', '=', 'courses.classification_id'),
      )
      .where('courses.tenant_id', '=', tenantId);

  return {
    classifications: (tenantId: string) =>
      db
        .selectFrom('course_classifications')
        .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able'])
        .where('tenant_id', '=', tenantId)
        .orderBy('sort')
        .orderBy('classify_code')
        .execute(),

    /** A page of open courses, newest first (or last starred first). */
    listCourses: async (tenantId: string, memberId: string, filter: CourseFilter) => {
      let query = coursesQuery(tenantId).where('courses.open_time', '<=', filter.now);
      if (filter.classifyPath !== null) {
        query = query.where(
          sql<boolean>`substr(course_classifications.classify_path, 1, ${filter.classifyPath.length}) = ${filter.classifyPath}`,
        );
      }
      if (filter.keyword !== null)
        query = query.where(containsText('courses.name', filter.keyword));
      if (filter.mine) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('course_runs')
              .select('course_runs.id')
              .where('course_runs.tenant_id', '=', tenantId)
              .where('course_runs.member_id', '=', memberId)
              .whereRef('course_runs.course_id', '=', 'courses.id'),
          ),
        );
      }
      const page = filter.favourites
        ? query
            .innerJoin('course_favourites', (join) =>
              join
                .onRef('course_favourites.tenant_id', '=', 'courses.tenant_id')
                .onRef('course_favourites.course_id', '=', 'courses.id')
                .on('course_favourites.member_id', '=', memberId),
            )
            .select(courseColumns)
            .orderBy('course_favourites.created_at', 'desc')
        : query.select(courseColumns).orderBy('courses.open_time', 'desc');
      const counted = filter.favourites
        ? query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('course_favourites')
                .select('course_favourites.course_id')
                .where('course_favourites.tenant_id', '=', tenantId)
                .where('course_favourites.member_id', '=', memberId)
                .whereRef('course_favourites.course_id', '=', 'courses.id'),
            ),
          )
        : query;
      const [rows, total] = await Promise.all([
        page.orderBy('courses.id').limit(filter.limit).offset(filter.offset).execute(),
        counted.select((eb) => eb.fn.countAll<number>().as('courses')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(courseOf), total: Number(total.courses) };
    },

    findCourse: async (tenantId: string, courseId: string) => {
      const row = await coursesQuery(tenantId)
        .select(courseColumns)
        .where('courses.id', '=', courseId)
        .executeTakeFirst();
      return row ? courseOf(row) : undefined;
    },

    coursewaresOf: async (tenantId: string, courseIds: string[]) => {
      if (courseIds.length === 0) return [];
      const rows = await db
        .selectFrom('coursewares')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('course_id', 'in', courseIds)
        .orderBy('course_id')
        .orderBy('position')
        .execute();
      return rows.map(coursewareOf);
    },

    findCourseware: async (tenantId: string, coursewareId: string) => {
      const row = await db
        .selectFrom('coursewares')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', coursewareId)
        .executeTakeFirst();
      return row ? coursewareOf(row) : undefined;
    },

    /** A page of the open courses' courseware, by name and kind, or the learner's starred ones. */
    listCoursewares: async (tenantId: string, memberId: string, filter: CoursewareFilter) => {
      // No kind asked for (a kind outside the resource library's): nothing, without an empty IN.
      if (filter.kinds?.length === 0) return { rows: [], total: 0 };
      let query = db
        .selectFrom('coursewares')
        .innerJoin('courses', (join) =>
          join
            .onRef('courses.tenant_id', '=', 'coursewares.tenant_id')
            .onRef('courses.id', '=', 'coursewares.course_id'),
        )
        .where('coursewares.tenant_id', '=', tenantId)
        .where('courses.open_time', '<=', filter.now);
      if (filter.keyword !== null) {
        query = query.where(containsText('coursewares.name', filter.keyword));
      }
      if (filter.kinds !== null) query = query.where('coursewares.kind', 'in', filter.kinds);
      if (filter.favourites) {
        query = query.innerJoin('courseware_favourites', (join) =>
          join
            .onRef('courseware_favourites.tenant_id', '=', 'coursewares.tenant_id')
            .onRef('courseware_favourites.courseware_id', '=', 'coursewares.id')
            .on('courseware_favourites.member_id', '=', memberId),
        );
      }
      const ordered = filter.favourites
        ? query.orderBy(sql.ref('courseware_favourites.created_at'), 'desc')
        : query.orderBy('courses.open_time', 'desc').orderBy('coursewares.position');
      const [rows, total] = await Promise.all([
        ordered
          .selectAll('coursewares')
          .select('courses.name as course_name')
          .orderBy('coursewares.id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('coursewares')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({ ...coursewareOf(row), course_name: row.course_name })),
        total: Number(total.coursewares),
      };
    },

    /** Per course: the learners who started it. */
    learnerCounts: async (tenantId: string, courseIds: string[]) => {
      if (courseIds.length === 0) return new Map<string, number>();
      const rows = await db
        .selectFrom('course_runs')
        .select((eb) => ['course_id', eb.fn.count<number>('member_id').distinct().as('learners')])
        .where('tenant_id', '=', tenantId)
        .where('course_id', 'in', courseIds)
        .groupBy('course_id')
        .execute();
      return new Map(rows.map((row) => [row.course_id, Number(row.learners)]));
    },

    /** Per courseware: the learners who completed it in any run. */
    completerCounts: async (tenantId: string, coursewareIds: string[]) => {
      if (coursewareIds.length === 0) return new Map<string, number>();
      const rows = await db
        .selectFrom('courseware_progress')
        .innerJoin('course_runs', (join) =>
          join
            .onRef('course_runs.tenant_id', '=', 'courseware_progress.tenant_id')
            .onRef('course_runs.id', '=', 'courseware_progress.run_id'),
        )
        .select((eb) => [
          'courseware_progress.courseware_id',
          eb.fn.count<number>('course_runs.member_id').distinct().as('learners'),
        ])
        .where('courseware_progress.tenant_id', '=', tenantId)
        .where('courseware_progress.courseware_id', 'in', coursewareIds)
        .where('courseware_progress.completed_at', 'is not', null)
        .groupBy('courseware_progress.courseware_id')
        .execute();
      return new Map(rows.map((row) => [row.courseware_id, Number(row.learners)]));
    },

    /** Per course: comments, the sum of their stars and those of 4 or 5. */
    commentStats: async (tenantId: string, courseIds: string[]) => {
      if (courseIds.length === 0)
        return new Map<string, { count: number; sum: number; high: number }>();
      const rows = await db
        .selectFrom('course_comments')
        .select((eb) => [
          'course_id',
          eb.fn.countAll<number>().as('comments'),
          eb.fn.sum<number>('score').as('stars'),
          eb.fn.sum<number>(eb.case().when('score', '>=', 4).then(1).else(0).end()).as('high'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('course_id', 'in', courseIds)
        .groupBy('course_id')
        .execute();
      return new Map(
        rows.map((row) => [
          row.course_id,
          { count: Number(row.comments), sum: Number(row.stars ?? 0), high: Number(row.high ?? 0) },
        ]),
      );
    },

    favouriteCourseIds: async (tenantId: string, memberId: string, courseIds: string[]) => {
      if (courseIds.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('course_favourites')
        .select('course_id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('course_id', 'in', courseIds)
        .execute();
      return new Set(rows.map((row) => row.course_id));
    },

    favouriteCoursewareIds: async (tenantId: string, memberId: string, coursewareIds: string[]) => {
      if (coursewareIds.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('courseware_favourites')
        .select('courseware_id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('courseware_id', 'in', coursewareIds)
        .execute();
      return new Set(rows.map((row) => row.courseware_id));
    },

    setCourseFavourite: async (
      tenantId: string,
      memberId: string,
      courseId: string,
      on: boolean,
      now: number,
    ) => {
      if (on) {
        await db
          .insertInto('course_favourites')
          .values({
            tenant_id: tenantId,
            member_id: memberId,
            course_id: courseId,
            created_at: now,
          })
          .onConflict((conflict) =>
            conflict.columns(['tenant_id', 'member_id', 'course_id']).doNothing(),
          )
          .execute();
      } else {
        await db
          .deleteFrom('course_favourites')
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('course_id', '=', courseId)
          .execute();
      }
    },

    setCoursewareFavourite: async (
      tenantId: string,
      memberId: string,
      coursewareId: string,
      on: boolean,
      now: number,
    ) => {
      if (on) {
        await db
          .insertInto('courseware_favourites')
          .values({
            tenant_id: tenantId,
            member_id: memberId,
            courseware_id: coursewareId,
            created_at: now,
          })
          .onConflict((conflict) =>
            conflict.columns(['tenant_id', 'member_id', 'courseware_id']).doNothing(),
          )
          .execute();
      } else {
        await db
          .deleteFrom('courseware_favourites')
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('courseware_id', '=', coursewareId)
          .execute();
      }
    },

    addClick: async (tenantId: string, courseId: string) => {
      const row = await db
        .updateTable('courses')
        .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', courseId)
        .returning('click_count')
        .executeTakeFirst();
      return row ? Number(row.click_count) : undefined;
    },

    // Runs

    /** The learner's open runs of `courseIds`. */
    openRuns: async (tenantId: string, memberId: string, courseIds: string[]) => {
      if (courseIds.length === 0) return [];
      const rows = await db
        .selectFrom('course_runs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('course_id', 'in', courseIds)
        .where('ended_at', 'is', null)
        .execute();
      return rows.map(runOf);
    },

    findOpenRun: async (tenantId: string, memberId: string, courseId: string) => {
      const row = await db
        .selectFrom('course_runs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('course_id', '=', courseId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    findRun: async (tenantId: string, runId: string) => {
      const row = await db
        .selectFrom('course_runs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', runId)
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    /** How many runs of the course the learner started: the last run's number. */
    runsUsed: async (tenantId: string, memberId: string, courseId: string) => {
      const row = await db
        .selectFrom('course_runs')
        .select((eb) => eb.fn.max<number | null>('run_no').as('runs'))
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      return Number(row?.runs ?? 0);
    },

    /** Opens run `runNo` unless one is open or has that number (concurrent starts make one). */
    insertRun: (
      row: Pick<
        CourseRunTable,
        'id' | 'tenant_id' | 'member_id' | 'course_id' | 'run_no' | 'started_at'
      >,
    ) =>
      db
        .insertInto('course_runs')
        .values({
          ...row,
          status: 0,
          completed_at: null,
          last_learn_at: null,
          learned_ms: 0,
          completed_count: 0,
          days_learned: 0,
          last_learn_day: null,
          first_sign_url: null,
          first_signed_at: null,
          completion_sign_url: null,
          completion_signed_at: null,
          face_passed_at: null,
          face_failures: 0,
          ended_at: null,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute(),

    /** Ends the learner's open run (an administrator's reset); the run as it was ended. */
    endRun: async (tenantId: string, memberId: string, courseId: string, now: number) => {
      const row = await db
        .updateTable('course_runs')
        .set({ ended_at: now })
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('course_id', '=', courseId)
        .where('ended_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    signRun: async (
      tenantId: string,
      runId: string,
      moment: 'first' | 'completion',
      url: string,
      now: number,
    ) => {
      const row = await db
        .updateTable('course_runs')
        .set(
          moment === 'first'
            ? { first_sign_url: url, first_signed_at: now }
            : { completion_sign_url: url, completion_signed_at: now },
        )
        .where('tenant_id', '=', tenantId)
        .where('id', '=', runId)
        .where('ended_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    /**
     * A face comparison of the run: a pass is kept (the first one opens learning); a failure is
     * counted, and the `maxFailures`-th forbids learning (status 2) pending review.
     */
    recordFaceCheck: async (
      tenantId: string,
      runId: string,
      passed: boolean,
      maxFailures: number,
      now: number,
    ) => {
      const row = await db
        .updateTable('course_runs')
        .set((eb) =>
          passed
            ? { face_passed_at: eb.fn.coalesce('face_passed_at', eb.val(now)) }
            : {
                face_failures: eb('face_failures', '+', 1),
                status: eb
                  .case()
                  .when('face_failures', '>=', maxFailures - 1)
                  .then(2)
                  .else(eb.ref('status'))
                  .end(),
              },
        )
        .where('tenant_id', '=', tenantId)
        .where('id', '=', runId)
        .where('ended_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    /** An administrator's review of a forbidden run: learning resumes, or stays forbidden. */
    reviewRun: async (tenantId: string, runId: string, allow: boolean) => {
      const row = await db
        .updateTable('course_runs')
        .set(allow ? { status: 0, face_failures: 0 } : { status: 2 })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', runId)
        .returningAll()
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    /** In a transaction: counts a courseware completed in the run; the run as it is then. */
    countCompletion: async (tenantId: string, runId: string) => {
      const row = await db
        .updateTable('course_runs')
        .set((eb) => ({ completed_count: eb('completed_count', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', runId)
        .returningAll()
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    /** Completes the run once, when all `total` courseware is completed; false when it was not. */
    completeRun: async (tenantId: string, runId: string, total: number, now: number) => {
      const row = await db
        .updateTable('course_runs')
        .set({ completed_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', runId)
        .where('completed_at', 'is', null)
        .where('ended_at', 'is', null)
        .where('completed_count', '>=', total)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** In a heartbeat's transaction: the credited time joins the run's totals. */
    raiseRun: async (
      tenantId: string,
      runId: string,
      credit: { ms: number; now: number; day: string },
    ) => {
      const row = await db
        .updateTable('course_runs')
        .set((eb) => ({
          learned_ms: eb('learned_ms', '+', credit.ms),
          last_learn_at: credit.now,
          days_learned: eb(
            'days_learned',
            '+',
            eb
              .case()
              .when(
                eb.or([eb('last_learn_day', 'is', null), eb('last_learn_day', '<>', credit.day)]),
              )
              .then(1)
              .else(0)
              .end(),
          ),
          last_learn_day: credit.day,
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', runId)
        .returningAll()
        .executeTakeFirst();
      return row ? runOf(row) : undefined;
    },

    /** In a heartbeat's transaction: the credited time joins the learner's day (learning reports). */
    addStudyDay: (tenantId: string, memberId: string, day: string, ms: number) =>
      db
        .insertInto('course_study_days')
        .values({ tenant_id: tenantId, member_id: memberId, day, learned_ms: ms })
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'day', 'member_id']).doUpdateSet((eb) => ({
            learned_ms: eb('course_study_days.learned_ms', '+', eb.ref('excluded.learned_ms')),
          })),
        )
        .execute(),

    // Progress

    progressOfRuns: async (tenantId: string, runIds: string[]) => {
      if (runIds.length === 0) return [];
      const rows = await db
        .selectFrom('courseware_progress')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('run_id', 'in', runIds)
        .execute();
      return rows.map(progressOf);
    },

    findProgress: async (tenantId: string, runId: string, coursewareId: string) => {
      const row = await db
        .selectFrom('courseware_progress')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('courseware_id', '=', coursewareId)
        .executeTakeFirst();
      return row ? progressOf(row) : undefined;
    },

    /** The run's progress row of the courseware, made when it is first opened. */
    openProgress: (tenantId: string, runId: string, coursewareId: string) =>
      db
        .insertInto('courseware_progress')
        .values({
          tenant_id: tenantId,
          run_id: runId,
          courseware_id: coursewareId,
          learned_ms: 0,
          last_credit_ms: 0,
          position: 0,
          pages_seen: '[]',
          completed_at: null,
          last_beat_at: null,
          beat_open: 0,
          seq: 0,
          plays_used: 0,
        })
        .onConflict((conflict) => conflict.columns(['run_id', 'courseware_id']).doNothing())
        .execute(),

    /** Takes one play of a limited media courseware; false when none is left. */
    takePlay: async (tenantId: string, runId: string, coursewareId: string, allowed: number) => {
      const row = await db
        .updateTable('courseware_progress')
        .set((eb) => ({ plays_used: eb('plays_used', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('courseware_id', '=', coursewareId)
        .where('plays_used', '<', allowed)
        .returning('plays_used')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * One heartbeat, in one conditional statement: on the courseware's row of the learner's open,
     * learnable run, when `seq` is above the stored one, credits at most the claim, the real time
     * since the last beat and the cap, and only when the last beat left the clock running. The
     * row as it is then, or undefined when nothing matched (a retry, or a run that refuses it).
     */
    beat: async (
      tenantId: string,
      memberId: string,
      courseId: string,
      coursewareId: string,
      beat: Beat,
    ) => {
      const gap = sql<number>`(${beat.now} - coalesce(last_beat_at, ${beat.now}))`;
      const credit = beat.creditable
        ? sql<number>`case when beat_open = 1 and ${gap} > 0 then (case when ${gap} < ${beat.capMs} then ${gap} else ${beat.capMs} end) else 0 end`
        : sql<number>`0`;
      const row = await db
        .updateTable('courseware_progress')
        .set({
          learned_ms: sql`learned_ms + ${credit}`,
          last_credit_ms: credit,
          position: beat.position,
          last_beat_at: beat.now,
          beat_open: beat.open ? 1 : 0,
          seq: beat.seq,
        })
        .where('tenant_id', '=', tenantId)
        .where('courseware_id', '=', coursewareId)
        .where('seq', '<', beat.seq)
        .where('run_id', '=', (eb) =>
          eb
            .selectFrom('course_runs')
            .select('course_runs.id')
            .where('course_runs.tenant_id', '=', tenantId)
            .where('course_runs.member_id', '=', memberId)
            .where('course_runs.course_id', '=', courseId)
            .where('course_runs.ended_at', 'is', null)
            .where('course_runs.completed_at', 'is', null)
            .where('course_runs.status', '=', 0),
        )
        .returningAll()
        .executeTakeFirst();
      return row ? progressOf(row) : undefined;
    },

    setPagesSeen: (tenantId: string, runId: string, coursewareId: string, pages: number[]) =>
      db
        .updateTable('courseware_progress')
        .set({ pages_seen: JSON.stringify(pages) })
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('courseware_id', '=', coursewareId)
        .execute(),

    /** Completes the courseware in the run once; false when it was completed already. */
    completeCourseware: async (
      tenantId: string,
      runId: string,
      coursewareId: string,
      now: number,
    ) => {
      const row = await db
        .updateTable('courseware_progress')
        .set({ completed_at: now })
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('courseware_id', '=', coursewareId)
        .where('completed_at', 'is', null)
        .returning('courseware_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    // SCORM

    findScormData: async (tenantId: string, runId: string, coursewareId: string) => {
      const row = await db
        .selectFrom('scorm_data')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('courseware_id', '=', coursewareId)
        .executeTakeFirst();
      return row ? scormOf(row) : undefined;
    },

    /** Stores a commit unless a later seq is stored; the row when it was stored. */
    saveScormData: async (row: ScormDataTable) => {
      const stored = await db
        .insertInto('scorm_data')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['run_id', 'courseware_id'])
            .doUpdateSet({
              cmi: row.cmi,
              seq: row.seq,
              completion_status: row.completion_status,
              success_status: row.success_status,
              score: row.score,
              updated_at: row.updated_at,
            })
            .where('scorm_data.seq', '<', row.seq),
        )
        .returningAll()
        .executeTakeFirst();
      return stored ? scormOf(stored) : undefined;
    },

    /** The file of a courseware's folder at `path`, in the tenant. */
    findFolderFile: (tenantId: string, coursewareId: string, path: string) =>
      db
        .selectFrom('courseware_files')
        .select(['storage_key', 'mime', 'size'])
        .where('tenant_id', '=', tenantId)
        .where('courseware_id', '=', coursewareId)
        .where('path', '=', path)
        .executeTakeFirst(),

    // Quizzes

    quizzesOf: async (tenantId: string, coursewareId: string) => {
      const rows = await db
        .selectFrom('course_quizzes')
        .select(['id', 'at', 'question_id'])
        .where('tenant_id', '=', tenantId)
        .where('courseware_id', '=', coursewareId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ ...row, at: Number(row.at) }));
    },

    quizAnswersOf: async (tenantId: string, runId: string) =>
      (
        await db
          .selectFrom('course_quiz_answers')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .execute()
      ).map((row) => ({ ...row, answered_at: Number(row.answered_at) })),

    /** The run's first answer to the quiz; false when one was stored before. */
    insertQuizAnswer: async (row: Database['course_quiz_answers']) => {
      const inserted = await db
        .insertInto('course_quiz_answers')
        .values(row)
        .onConflict((conflict) => conflict.columns(['run_id', 'quiz_id']).doNothing())
        .returning('quiz_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The learner's ID photo (members, read only), that course face captures compare with. */
    idPhotoOf: async (tenantId: string, memberId: string) =>
      (
        await db
          .selectFrom('members')
          .select('id_photo')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', memberId)
          .executeTakeFirst()
      )?.id_photo ?? null,

    /** Whether the learner passed the paper (exams' sheets, read only), for the final exam. */
    passedPaper: async (tenantId: string, memberId: string, paperId: string) => {
      const row = await db
        .selectFrom('answer_sheets')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('paper_id', '=', paperId)
        .where('passed', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    paperName: async (tenantId: string, paperId: string) =>
      (
        await db
          .selectFrom('papers')
          .select('name')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', paperId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      )?.name,

    // Learning record

    learnRecords: async (
      tenantId: string,
      memberId: string,
      page: { offset: number; limit: number },
    ) => {
      const query = db
        .selectFrom('course_runs')
        .innerJoin('courses', (join) =>
          join
            .onRef('courses.tenant_id', '=', 'course_runs.tenant_id')
            .onRef('courses.id', '=', 'course_runs.course_id'),
        )
        .where('course_runs.tenant_id', '=', tenantId)
        .where('course_runs.member_id', '=', memberId)
        .where('course_runs.ended_at', 'is', null);
      const [rows, total, learned] = await Promise.all([
        query
          .selectAll('course_runs')
          .select('courses.name as course_name')
          .orderBy(sql`coalesce(course_runs.last_learn_at, course_runs.started_at)`, 'desc')
          .orderBy('course_runs.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('runs')).executeTakeFirstOrThrow(),
        db
          .selectFrom('course_runs')
          .select((eb) => eb.fn.sum<number | null>('learned_ms').as('learned'))
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .executeTakeFirst(),
      ]);
      return {
        rows: rows.map((row) => ({ ...runOf(row), course_name: row.course_name })),
        total: Number(total.runs),
        learnedMs: Number(learned?.learned ?? 0),
      };
    },

    // Notes and comments

    findNote: (tenantId: string, noteId: string) =>
      db
        .selectFrom('course_notes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', noteId)
        .executeTakeFirst(),

    insertNote: (row: Database['course_notes']) =>
      db.insertInto('course_notes').values(row).execute(),

    updateNote: (
      tenantId: string,
      memberId: string,
      noteId: string,
      fields: { content: string; is_public: number; at: number; updated_at: number },
    ) =>
      db
        .updateTable('course_notes')
        .set(fields)
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('id', '=', noteId)
        .executeTakeFirst(),

    deleteNote: async (tenantId: string, memberId: string, noteId: string) => {
      const result = await db
        .deleteFrom('course_notes')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('id', '=', noteId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** A page of notes: one courseware's (the learner's and others' public ones) or the learner's own. */
    notes: async (
      tenantId: string,
      memberId: string,
      filter: {
        coursewareId: string | null;
        keyword: string | null;
        offset: number;
        limit: number;
      },
    ) => {
      let query = db
        .selectFrom('course_notes')
        .innerJoin('coursewares', (join) =>
          join
            .onRef('coursewares.tenant_id', '=', 'course_notes.tenant_id')
            .onRef('coursewares.id', '=', 'course_notes.courseware_id'),
        )
        .innerJoin('members', (join) =>
          join
            .onRef('members.tenant_id', '=', 'course_notes.tenant_id')
            .onRef('members.id', '=', 'course_notes.member_id'),
        )
        .where('course_notes.tenant_id', '=', tenantId);
      query =
        filter.coursewareId === null
          ? query.where('course_notes.member_id', '=', memberId)
          : query
              .where('course_notes.courseware_id', '=', filter.coursewareId)
              .where((eb) =>
                eb.or([
                  eb('course_notes.member_id', '=', memberId),
                  eb('course_notes.is_public', '=', 1),
                ]),
              );
      if (filter.keyword !== null)
        query = query.where(containsText('course_notes.content', filter.keyword));
      const [rows, total] = await Promise.all([
        query
          .selectAll('course_notes')
          .select(['coursewares.name as courseware_name', 'members.nick_name as author_name'])
          .orderBy('course_notes.created_at', 'desc')
          .orderBy('course_notes.id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('notes')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.notes) };
    },

    /** Writes the learner's comment on the course, replacing theirs; the row as stored. */
    upsertComment: (row: Database['course_comments']) =>
      db
        .insertInto('course_comments')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['tenant_id', 'course_id', 'member_id'])
            .doUpdateSet({ content: row.content, score: row.score, updated_at: row.updated_at }),
        )
        .returningAll()
        .executeTakeFirstOrThrow(),

    comments: async (
      tenantId: string,
      courseId: string,
      page: { offset: number; limit: number },
    ) => {
      const query = db
        .selectFrom('course_comments')
        .innerJoin('members', (join) =>
          join
            .onRef('members.tenant_id', '=', 'course_comments.tenant_id')
            .onRef('members.id', '=', 'course_comments.member_id'),
        )
        .where('course_comments.tenant_id', '=', tenantId)
        .where('course_comments.course_id', '=', courseId);
      const [rows, total] = await Promise.all([
        query
          .selectAll('course_comments')
          .select('members.nick_name as author_name')
          .orderBy('course_comments.updated_at', 'desc')
          .orderBy('course_comments.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('comments')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.comments) };
    },

    memberName: async (tenantId: string, memberId: string) =>
      (
        await db
          .selectFrom('members')
          .select('nick_name')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', memberId)
          .executeTakeFirst()
      )?.nick_name ?? '',

    // Administrators

    /** A page of the course's open runs with their learners, and how many started and completed. */
    adminRuns: async (
      tenantId: string,
      courseId: string,
      filter: { status: number | null; offset: number; limit: number },
    ) => {
      const base = db
        .selectFrom('course_runs')
        .innerJoin('members', (join) =>
          join
            .onRef('members.tenant_id', '=', 'course_runs.tenant_id')
            .onRef('members.id', '=', 'course_runs.member_id'),
        )
        .where('course_runs.tenant_id', '=', tenantId)
        .where('course_runs.course_id', '=', courseId)
        .where('course_runs.ended_at', 'is', null);
      const query =
        filter.status === null ? base : base.where('course_runs.status', '=', filter.status);
      const [rows, total, counts] = await Promise.all([
        query
          .selectAll('course_runs')
          .select(['members.nick_name', 'members.user_code'])
          .orderBy('course_runs.started_at', 'desc')
          .orderBy('course_runs.id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('runs')).executeTakeFirstOrThrow(),
        base
          .select((eb) => [
            eb.fn.countAll<number>().as('started'),
            eb.fn.count<number>('course_runs.completed_at').as('completed'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          ...runOf(row),
          nick_name: row.nick_name,
          user_code: row.user_code,
        })),
        total: Number(total.runs),
        started: Number(counts.started),
        completed: Number(counts.completed),
      };
    },

    learnerOf: (tenantId: string, memberId: string) =>
      db
        .selectFrom('members')
        .select(['id', 'nick_name', 'user_code'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', memberId)
        .executeTakeFirst(),
  };
};

export type CoursesRepository = ReturnType<typeof coursesRepository>;

export const coursesRepositories = (executor: Executor) => ({
  courses: coursesRepository(executor),
});
export type CoursesRepositories = ReturnType<typeof coursesRepositories>;
