import { sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { textContains } from '../../platform/search/contains-text';
import type { Executor } from '../../platform/services/service-deps';
import type { NoteTable } from './notes.schema';

/** A question's stem: the `content` of its JSON view, on either dialect. */
const stemOf = (dialect: Dialect) =>
  dialect === 'postgres'
    ? sql<string>`(questions.view::json ->> 'content')`
    : sql<string>`json_extract(questions.view, '$.content')`;

const noteOf = (row: NoteTable) => ({
  ...row,
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});
export type NoteRow = ReturnType<typeof noteOf>;

type Page = { offset: number; limit: number };

/** Learners' notes; every query tenant-scoped. */
export const notesRepository = (db: Executor, dialect: Dialect) => ({
  find: async (tenantId: string, memberId: string, subjectType: string, subjectId: string) => {
    const row = await db
      .selectFrom('notes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    return row && noteOf(row);
  },

  /** Writes the learner's note on the subject or replaces its content and visibility. */
  save: async (row: NoteTable) => {
    const saved = await db
      .insertInto('notes')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'member_id', 'subject_type', 'subject_id']).doUpdateSet({
          content: row.content,
          is_public: row.is_public,
          updated_at: row.updated_at,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return noteOf(saved);
  },

  remove: async (tenantId: string, memberId: string, subjectType: string, subjectId: string) => {
    const result = await db
      .deleteFrom('notes')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Other learners' public notes on the subject, last edited first, with their authors. */
  publicNotes: async (
    tenantId: string,
    memberId: string,
    subjectType: string,
    subjectId: string,
    page: Page,
  ) => {
    const query = db
      .selectFrom('notes')
      .innerJoin('members', (join) =>
        join
          .onRef('members.tenant_id', '=', 'notes.tenant_id')
          .onRef('members.id', '=', 'notes.member_id'),
      )
      .where('notes.tenant_id', '=', tenantId)
      .where('notes.subject_type', '=', subjectType)
      .where('notes.subject_id', '=', subjectId)
      .where('notes.is_public', '=', 1)
      .where('notes.member_id', '!=', memberId);
    const [rows, total] = await Promise.all([
      query
        .select([
          'notes.id',
          'notes.content',
          'notes.updated_at',
          'members.nick_name',
          'members.avatar',
        ])
        .orderBy('notes.updated_at', 'desc')
        .orderBy('notes.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('notes')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.notes) };
  },

  /**
   * The learner's notes on questions still in the bank, last edited first; with a keyword, those
   * whose content or question stem holds it.
   */
  questionNotes: async (tenantId: string, memberId: string, keyword: string | null, page: Page) => {
    const query = db
      .selectFrom('notes')
      .innerJoin('questions', (join) =>
        join
          .onRef('questions.tenant_id', '=', 'notes.tenant_id')
          .onRef('questions.id', '=', 'notes.subject_id'),
      )
      .where('notes.tenant_id', '=', tenantId)
      .where('notes.member_id', '=', memberId)
      .where('notes.subject_type', '=', 'question')
      .$if(keyword !== null, (where) =>
        where.where((eb) =>
          eb.or([
            textContains(sql.ref('notes.content'), keyword!),
            textContains(stemOf(dialect), keyword!),
          ]),
        ),
      );
    const [rows, total] = await Promise.all([
      query
        .selectAll('notes')
        .select(['questions.question_type', 'questions.view'])
        .orderBy('notes.updated_at', 'desc')
        .orderBy('notes.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('notes')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        ...noteOf(row),
        question_type: row.question_type,
        view: row.view,
      })),
      total: Number(total.notes),
    };
  },
});

/** The notes module's repositories on an executor, for the dialect's JSON reading. */
export const notesRepositories = (dialect: Dialect) => (executor: Executor) => ({
  notes: notesRepository(executor, dialect),
});
export type NotesRepositories = ReturnType<ReturnType<typeof notesRepositories>>;
