import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuestionTable } from './questions.schema';

type QuestionFields = Omit<
  Insertable<QuestionTable>,
  'id' | 'tenant_id' | 'created_at' | 'updated_at'
>;

/** Upserts of the question banks of a content-pack import, keyed by the pack's codes; always tenant-scoped. */
export const questionsPackRepository = (db: Kysely<Database>) => ({
  questionBanksByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('question_banks')
      .select(['id', 'code', 'name'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map(({ code, ...row }) => [code, row]));
  },

  insertQuestionBank: (
    tenantId: string,
    id: string,
    fields: { code: string; name: string },
    now: number,
  ) =>
    db
      .insertInto('question_banks')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateQuestionBank: (tenantId: string, id: string, fields: { name: string }, now: number) =>
    db
      .updateTable('question_banks')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Their questions go with them. */
  deleteQuestionBanks: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('question_banks')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  /** A bank's questions by code. */
  questionsOfBank: async (tenantId: string, bankId: string) => {
    const rows = await db
      .selectFrom('questions')
      .select(['id', 'code', 'question_type', 'view', 'answer_key', 'analysis', 'knowledge_points'])
      .where('tenant_id', '=', tenantId)
      .where('bank_id', '=', bankId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertQuestion: (tenantId: string, id: string, fields: QuestionFields, now: number) =>
    db
      .insertInto('questions')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateQuestion: (
    tenantId: string,
    id: string,
    fields: Omit<QuestionFields, 'bank_id' | 'code'>,
    now: number,
  ) =>
    db
      .updateTable('questions')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteQuestions: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('questions')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },
});
