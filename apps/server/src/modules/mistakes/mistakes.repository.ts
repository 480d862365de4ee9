import { sql, type Kysely } from 'kysely';
import { jsonRows } from '../../db/json-rows';
import type { Database } from '../../db/schema';
import type { Executor } from '../../platform/services/service-deps';
import type { MistakeAnswerTable, MistakeSettingsTable } from './mistakes.schema';

export type MistakeKey = {
  tenantId: string;
  memberId: string;
  sourceType: number;
  sourceId: string;
  questionId: string;
};

const numbersOf = <T extends { wrong_count: unknown; correct_count: unknown }>(row: T) => ({
  ...row,
  wrong_count: Number(row.wrong_count),
  correct_count: Number(row.correct_count),
});

/** Learners' mistake sets, settings and set-practice answers; every query tenant-scoped. */
export const mistakesRepository = (db: Kysely<Database>) => {
  const entry = (key: MistakeKey) =>
    db
      .selectFrom('mistakes')
      .where('tenant_id', '=', key.tenantId)
      .where('member_id', '=', key.memberId)
      .where('source_type', '=', key.sourceType)
      .where('source_id', '=', key.sourceId)
      .where('question_id', '=', key.questionId);

  return {
    /** The saved settings of some of a tenant's learners (those who saved any). */
    settingsOfMembers: (tenantId: string, memberIds: string[]) =>
      db
        .selectFrom('mistake_settings')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', 'in', memberIds)
        .execute(),

    settings: (tenantId: string, memberId: string) =>
      db
        .selectFrom('mistake_settings')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .executeTakeFirst(),

    saveSettings: (row: MistakeSettingsTable) =>
      db
        .insertInto('mistake_settings')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'member_id']).doUpdateSet({
            collect_in_exam: row.collect_in_exam,
            collect_in_exercise: row.collect_in_exercise,
            collect_in_knowledge_exercise: row.collect_in_knowledge_exercise,
            auto_remove: row.auto_remove,
            auto_remove_after: row.auto_remove_after,
            updated_at: row.updated_at,
          }),
        )
        .execute(),

    /** Adds `wrong` wrong answers to each question's entry, making the entries not there yet. */
    countWrong: async (counts: (MistakeKey & { wrong: number })[], now: number) => {
      if (counts.length === 0) return;
      const rows = jsonRows(
        db,
        counts.map((key) => [
          key.tenantId,
          key.memberId,
          key.sourceType,
          key.sourceId,
          key.questionId,
          key.wrong,
        ]),
      );
      // `where true`: SQLite reads the upsert's `on` as a join's without a where clause.
      await sql`
        insert into mistakes (tenant_id, member_id, source_type, source_id, question_id,
          wrong_count, correct_count, last_wrong_at)
        select row.value ->> 0, row.value ->> 1, cast(row.value ->> 2 as integer),
          row.value ->> 3, row.value ->> 4, cast(row.value ->> 5 as integer), 0, ${now}
        from ${rows} as row
        where true
        on conflict (tenant_id, member_id, source_type, source_id, question_id) do update
          set wrong_count = mistakes.wrong_count + excluded.wrong_count,
            last_wrong_at = excluded.last_wrong_at
      `.execute(db);
    },

    /** Adds one right answer; undefined when the set no longer holds the question. */
    countCorrect: async (key: MistakeKey) => {
      const row = await db
        .updateTable('mistakes')
        .set({ correct_count: sql<number>`correct_count + 1` })
        .where('tenant_id', '=', key.tenantId)
        .where('member_id', '=', key.memberId)
        .where('source_type', '=', key.sourceType)
        .where('source_id', '=', key.sourceId)
        .where('question_id', '=', key.questionId)
        .returning(['wrong_count', 'correct_count'])
        .executeTakeFirst();
      return row && numbersOf(row);
    },

    find: async (key: MistakeKey) => {
      const row = await entry(key).selectAll().executeTakeFirst();
      return row && { ...numbersOf(row), last_wrong_at: Number(row.last_wrong_at) };
    },

    remove: async (key: MistakeKey) => {
      const result = await db
        .deleteFrom('mistakes')
        .where('tenant_id', '=', key.tenantId)
        .where('member_id', '=', key.memberId)
        .where('source_type', '=', key.sourceType)
        .where('source_id', '=', key.sourceId)
        .where('question_id', '=', key.questionId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    clear: async (tenantId: string, memberId: string, sourceType: number | null) => {
      let query = db
        .deleteFrom('mistakes')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId);
      if (sourceType !== null) query = query.where('source_type', '=', sourceType);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The sets of a source type: question count and summed counts per source id. */
    sets: async (tenantId: string, memberId: string, sourceType: number) => {
      const rows = await db
        .selectFrom('mistakes')
        .select((eb) => [
          'source_id',
          eb.fn.countAll<number>().as('question_count'),
          eb.fn.sum<number>('wrong_count').as('wrong_count'),
          eb.fn.sum<number>('correct_count').as('correct_count'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('source_type', '=', sourceType)
        .groupBy('source_id')
        .orderBy('source_id')
        .execute();
      return rows.map((row) => ({ ...numbersOf(row), question_count: Number(row.question_count) }));
    },

    entriesOfSet: async (
      tenantId: string,
      memberId: string,
      sourceType: number,
      sourceId: string,
    ) =>
      (
        await db
          .selectFrom('mistakes')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('source_type', '=', sourceType)
          .where('source_id', '=', sourceId)
          .orderBy('last_wrong_at', 'desc')
          .orderBy('question_id')
          .execute()
      ).map((row) => ({ ...numbersOf(row), last_wrong_at: Number(row.last_wrong_at) })),

    /** Stores a set-practice answer by its seq; false when the seq was taken. */
    insertAnswer: async (row: MistakeAnswerTable) => {
      const inserted = await db
        .insertInto('mistake_answers')
        .values(row)
        .onConflict((conflict) => conflict.columns(['tenant_id', 'member_id', 'seq']).doNothing())
        .returning('seq')
        .execute();
      return inserted.length > 0;
    },

    /** Stamps a set-practice answer with the counts it led to. */
    settleAnswer: (
      tenantId: string,
      memberId: string,
      seq: number,
      outcome: { wrong_count: number; correct_count: number; removed: number },
    ) =>
      db
        .updateTable('mistake_answers')
        .set(outcome)
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('seq', '=', seq)
        .execute(),

    findAnswer: async (tenantId: string, memberId: string, seq: number) => {
      const row = await db
        .selectFrom('mistake_answers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      return (
        row && {
          ...numbersOf(row),
          seq: Number(row.seq),
          removed: Number(row.removed),
          saved_at: Number(row.saved_at),
        }
      );
    },

    practiceClassificationNames: (tenantId: string, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('practice_classifications')
            .select(['id', 'name'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute(),

    examClassificationNames: (tenantId: string, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('exam_classifications')
            .select(['id', 'name'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute(),
  };
};

export const mistakesRepositories = (db: Executor) => ({ mistakes: mistakesRepository(db) });
export type MistakesRepositories = ReturnType<typeof mistakesRepositories>;
