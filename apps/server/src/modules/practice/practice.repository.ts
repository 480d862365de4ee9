import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';
import type { Executor } from '../../platform/services/service-deps';
import type { PracticeAnswerTable, PracticeProgressTable } from './practice.schema';

export type TaskFilter = {
  classifyPath: string | null;
  keyword: string | null;
  mine: boolean;
  offset: number;
  limit: number;
};

const taskColumns = [
  'practice_tasks.id',
  'practice_tasks.name',
  'practice_tasks.level',
  'practice_tasks.points',
  'practice_tasks.cost',
  'practice_tasks.question_ids',
  'practice_tasks.classification_id',
  'practice_classifications.name as classify_name',
  'practice_classifications.classify_path',
] as const;

/** A round's progress, with numbers as numbers on both dialects. */
const progressOf = (row: PracticeProgressTable) => ({
  ...row,
  last_seq: Number(row.last_seq),
  floor_seq: Number(row.floor_seq),
  answered_count: Number(row.answered_count),
  started_at: Number(row.started_at),
  last_saved_at: row.last_saved_at === null ? null : Number(row.last_saved_at),
});
export type ProgressRow = ReturnType<typeof progressOf>;

const answerOf = (row: PracticeAnswerTable) => ({
  ...row,
  seq: Number(row.seq),
  saved_at: Number(row.saved_at),
});
export type PracticeAnswerRow = ReturnType<typeof answerOf>;

/** Practice tasks, learners' rounds and records; every query tenant-scoped. */
export const practiceRepository = (db: Kysely<Database>) => {
  const tasksQuery = (tenantId: string) =>
    db
      .selectFrom('practice_tasks')
      .leftJoin('practice_classifications', (join) =>
        join
          .onRef('practice_classifications.tenant_id', '=', 'practice_tasks.tenant_id')
          .onRef('practice_classifications.id', '=', 'practice_tasks.classification_id'),
      )
      .where('practice_tasks.tenant_id', '=', tenantId);

  return {
    classifications: (tenantId: string) =>
      db
        .selectFrom('practice_classifications')
        .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able'])
        .where('tenant_id', '=', tenantId)
        .orderBy('sort')
        .orderBy('classify_code')
        .execute(),

    /** A page of tasks by classification (and under it), name, or the learner's own. */
    listTasks: async (tenantId: string, memberId: string, filter: TaskFilter) => {
      let query = tasksQuery(tenantId);
      if (filter.classifyPath !== null) {
        query = query.where(
          sql<boolean>`substr(practice_classifications.classify_path, 1, ${filter.classifyPath.length}) = ${filter.classifyPath}`,
        );
      }
      if (filter.keyword !== null) {
        query = query.where(containsText('practice_tasks.name', filter.keyword));
      }
      if (filter.mine) {
        query = query.where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('practice_my_tasks')
                .select('practice_my_tasks.task_id')
                .where('practice_my_tasks.tenant_id', '=', tenantId)
                .where('practice_my_tasks.member_id', '=', memberId)
                .whereRef('practice_my_tasks.task_id', '=', 'practice_tasks.id'),
            ),
            eb.exists(
              eb
                .selectFrom('practice_progress')
                .select('practice_progress.task_id')
                .where('practice_progress.tenant_id', '=', tenantId)
                .where('practice_progress.member_id', '=', memberId)
                .whereRef('practice_progress.task_id', '=', 'practice_tasks.id'),
            ),
          ]),
        );
      }
      const [rows, total] = await Promise.all([
        query
          .select(taskColumns)
          .orderBy('practice_tasks.created_at', 'desc')
          .orderBy('practice_tasks.id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('tasks')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.tasks) };
    },

    findTask: (tenantId: string, taskId: string) =>
      tasksQuery(tenantId)
        .select(taskColumns)
        .where('practice_tasks.id', '=', taskId)
        .executeTakeFirst(),

    /** Of `taskIds`, those the learner paid for. */
    paidTaskIds: async (tenantId: string, memberId: string, taskIds: string[]) => {
      if (taskIds.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('practice_task_payments')
        .select('task_id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('task_id', 'in', taskIds)
        .execute();
      return new Set(rows.map((row) => row.task_id));
    },

    /** Of `taskIds`, those the learner added to their banks. */
    addedTaskIds: async (tenantId: string, memberId: string, taskIds: string[]) => {
      if (taskIds.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('practice_my_tasks')
        .select('task_id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('task_id', 'in', taskIds)
        .execute();
      return new Set(rows.map((row) => row.task_id));
    },

    addMyTask: (tenantId: string, memberId: string, taskId: string, now: number) =>
      db
        .insertInto('practice_my_tasks')
        .values({ tenant_id: tenantId, member_id: memberId, task_id: taskId, added_at: now })
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'member_id', 'task_id']).doNothing(),
        )
        .execute(),

    /** The learner's rounds of `taskIds`, with how many answers and right answers each holds. */
    progressOfTasks: async (tenantId: string, memberId: string, taskIds: string[]) => {
      if (taskIds.length === 0) return [];
      const rows = await db
        .selectFrom('practice_progress')
        .leftJoin('practice_answers', (join) =>
          join
            .onRef('practice_answers.tenant_id', '=', 'practice_progress.tenant_id')
            .onRef('practice_answers.progress_id', '=', 'practice_progress.id'),
        )
        .select((eb) => [
          'practice_progress.task_id',
          'practice_progress.started_at',
          'practice_progress.last_saved_at',
          eb.fn.count<number>('practice_answers.question_id').as('answered'),
          eb.fn
            .sum<number>(
              eb.case().when('practice_answers.status', '=', 'right').then(1).else(0).end(),
            )
            .as('correct'),
        ])
        .where('practice_progress.tenant_id', '=', tenantId)
        .where('practice_progress.member_id', '=', memberId)
        .where('practice_progress.task_id', 'in', taskIds)
        .groupBy([
          'practice_progress.task_id',
          'practice_progress.started_at',
          'practice_progress.last_saved_at',
        ])
        .execute();
      return rows.map((row) => ({
        taskId: row.task_id,
        startedAt: Number(row.started_at),
        lastSavedAt: row.last_saved_at === null ? null : Number(row.last_saved_at),
        answered: Number(row.answered),
        correct: Number(row.correct ?? 0),
      }));
    },

    findProgress: async (tenantId: string, memberId: string, taskId: string) => {
      const row = await db
        .selectFrom('practice_progress')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('task_id', '=', taskId)
        .executeTakeFirst();
      return row ? progressOf(row) : undefined;
    },

    /** Opens the learner's round of a task unless one is open (concurrent opens make one). */
    openProgress: (
      tenantId: string,
      memberId: string,
      taskId: string,
      id: string,
      mode: string,
      now: number,
    ) =>
      db
        .insertInto('practice_progress')
        .values({
          id,
          tenant_id: tenantId,
          member_id: memberId,
          task_id: taskId,
          mode,
          last_seq: 0,
          floor_seq: 0,
          answered_count: 0,
          started_at: now,
          last_saved_at: null,
        })
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'member_id', 'task_id']).doNothing(),
        )
        .execute(),

    setMode: (tenantId: string, progressId: string, mode: string) =>
      db
        .updateTable('practice_progress')
        .set({ mode })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', progressId)
        .execute(),

    /**
     * In a transaction: stores a question's first answer in the learner's round of `taskId`, when
     * `seq` is after the round's last finish or reset. The round's id, or undefined when nothing
     * was stored (an answer is there already, or the round refuses the seq).
     */
    insertAnswer: async (
      memberId: string,
      taskId: string,
      row: Omit<PracticeAnswerTable, 'progress_id'>,
    ) => {
      const { rows } = await sql<{ progress_id: string }>`
        insert into practice_answers
          (tenant_id, progress_id, question_id, answer, seq, status, score, saved_at)
        select ${row.tenant_id}, id, ${row.question_id}, ${row.answer}, ${row.seq}, ${row.status},
          ${row.score}, ${row.saved_at}
        from practice_progress
        where tenant_id = ${row.tenant_id} and member_id = ${memberId} and task_id = ${taskId}
          and floor_seq < ${row.seq}
        on conflict (progress_id, question_id) do nothing
        returning progress_id
      `.execute(db);
      return rows[0]?.progress_id;
    },

    /**
     * In a transaction, after `insertAnswer`: claims the round for the save of `seq` (its row
     * stays locked until the transaction ends) and counts the answer stored, if any. Undefined
     * when the seq predates the round's last finish or reset.
     */
    claimForSave: async (
      tenantId: string,
      memberId: string,
      taskId: string,
      save: { seq: number; now: number; stored: boolean },
    ) => {
      const { rows } = await sql<PracticeProgressTable>`
        update practice_progress
        set last_seq = case when last_seq < ${save.seq} then ${save.seq} else last_seq end,
          last_saved_at = ${save.now},
          answered_count = answered_count + ${save.stored ? 1 : 0}
        where tenant_id = ${tenantId} and member_id = ${memberId} and task_id = ${taskId}
          and floor_seq < ${save.seq}
        returning *
      `.execute(db);
      return rows[0] ? progressOf(rows[0]) : undefined;
    },

    answersOf: async (tenantId: string, progressId: string) => {
      const rows = await db
        .selectFrom('practice_answers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('progress_id', '=', progressId)
        .execute();
      return rows.map(answerOf);
    },

    findAnswer: async (tenantId: string, progressId: string, questionId: string) => {
      const row = await db
        .selectFrom('practice_answers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('progress_id', '=', progressId)
        .where('question_id', '=', questionId)
        .executeTakeFirst();
      return row ? answerOf(row) : undefined;
    },

    /**
     * In a transaction: locks the learner's round and starts it over: its answers are dropped
     * and saves must exceed its last seq. The round as it was, or undefined when there is none.
     */
    restartProgress: async (tenantId: string, memberId: string, taskId: string, now: number) => {
      // The round as it was (when it started, when it was last saved), for its record.
      const before = await db
        .selectFrom('practice_progress')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('task_id', '=', taskId)
        .executeTakeFirst();
      if (!before) return undefined;
      const { rows } = await sql<PracticeProgressTable>`
        update practice_progress
        set floor_seq = last_seq, answered_count = 0, started_at = ${now}, last_saved_at = null
        where tenant_id = ${tenantId} and id = ${before.id}
        returning *
      `.execute(db);
      if (!rows[0]) return undefined;
      const { started_at, last_saved_at } = progressOf(before);
      const restarted = { ...progressOf(rows[0]), started_at, last_saved_at };
      const answers = await db
        .selectFrom('practice_answers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('progress_id', '=', restarted.id)
        .execute();
      await db
        .deleteFrom('practice_answers')
        .where('tenant_id', '=', tenantId)
        .where('progress_id', '=', restarted.id)
        .execute();
      return { progress: restarted, answers: answers.map(answerOf) };
    },

    insertRecord: (row: Database['practice_records']) =>
      db.insertInto('practice_records').values(row).execute(),

    records: async (
      tenantId: string,
      memberId: string,
      taskId: string | null,
      page: { offset: number; limit: number },
    ) => {
      let query = db
        .selectFrom('practice_records')
        .innerJoin('practice_tasks', (join) =>
          join
            .onRef('practice_tasks.tenant_id', '=', 'practice_records.tenant_id')
            .onRef('practice_tasks.id', '=', 'practice_records.task_id'),
        )
        .where('practice_records.tenant_id', '=', tenantId)
        .where('practice_records.member_id', '=', memberId);
      if (taskId !== null) query = query.where('practice_records.task_id', '=', taskId);
      const [rows, total] = await Promise.all([
        query
          .selectAll('practice_records')
          .select('practice_tasks.name as task_name')
          .orderBy('practice_records.finished_at', 'desc')
          .orderBy('practice_records.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('records')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.records) };
    },
  };
};

export type PracticeRepository = ReturnType<typeof practiceRepository>;

export const practiceRepositories = (executor: Executor) => ({
  practice: practiceRepository(executor),
});
export type PracticeRepositories = ReturnType<typeof practiceRepositories>;
