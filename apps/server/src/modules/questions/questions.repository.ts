import type { Executor } from '../../platform/services/service-deps';

/** Question banks and their questions, read for drawing. */
export const questionsRepository = (db: Executor) => ({
  /** Questions by id, with what a sheet snapshots of them. */
  questionsByIds: (tenantId: string, questionIds: string[]) =>
    questionIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('questions')
          .select([
            'id',
            'bank_id',
            'question_type',
            'view',
            'answer_key',
            'analysis',
            'knowledge_points',
          ])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', questionIds)
          .execute(),

  /** Ids of a bank's questions of one type: the pool a draw rule picks from. */
  questionIdsOfType: async (tenantId: string, bankId: string, questionType: number) =>
    (
      await db
        .selectFrom('questions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('bank_id', '=', bankId)
        .where('question_type', '=', questionType)
        .execute()
    ).map((row) => row.id),

  existingBankIds: async (tenantId: string, bankIds: string[]) => {
    if (bankIds.length === 0) return new Set<string>();
    const rows = await db
      .selectFrom('question_banks')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', bankIds)
      .execute();
    return new Set(rows.map((row) => row.id));
  },
});

export type QuestionsRepository = ReturnType<typeof questionsRepository>;

/** The repositories of the question domain, built on an executor (`ServiceDeps`). */
export const questionsRepositories = (executor: Executor) => ({
  questions: questionsRepository(executor),
});

export type QuestionsRepositories = ReturnType<typeof questionsRepositories>;
