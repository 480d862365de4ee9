import type { TCorrectionStatus } from '@lectern/contracts/questions/corrections';
import type { Executor } from '../../platform/services/service-deps';
import type { QuestionCorrectionTable } from './questions.schema';

const correctionColumns = [
  'question_corrections.id',
  'question_corrections.question_id',
  'question_corrections.kind',
  'question_corrections.text',
  'question_corrections.status',
  'question_corrections.created_at',
  'question_corrections.handled_at',
  'questions.question_type',
  'questions.view',
  'members.user_code',
  'members.nick_name',
] as const;

/** Learners' error-correction reports on questions; every query tenant-scoped. */
export const questionCorrectionsRepository = (db: Executor) => {
  const reports = (tenantId: string) =>
    db
      .selectFrom('question_corrections')
      .innerJoin('questions', (join) =>
        join
          .onRef('questions.tenant_id', '=', 'question_corrections.tenant_id')
          .onRef('questions.id', '=', 'question_corrections.question_id'),
      )
      .innerJoin('members', (join) =>
        join
          .onRef('members.tenant_id', '=', 'question_corrections.tenant_id')
          .onRef('members.id', '=', 'question_corrections.member_id'),
      )
      .where('question_corrections.tenant_id', '=', tenantId);

  return {
    insert: (row: QuestionCorrectionTable) =>
      db.insertInto('question_corrections').values(row).execute(),

    list: async (
      tenantId: string,
      status: TCorrectionStatus | null,
      page: { offset: number; limit: number },
    ) => {
      const query = reports(tenantId).$if(status !== null, (where) =>
        where.where('question_corrections.status', '=', status!),
      );
      const [rows, total] = await Promise.all([
        query
          .select(correctionColumns)
          .orderBy('question_corrections.created_at', 'desc')
          .orderBy('question_corrections.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('reports')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.reports) };
    },

    find: (tenantId: string, correctionId: string) =>
      reports(tenantId)
        .select(correctionColumns)
        .where('question_corrections.id', '=', correctionId)
        .executeTakeFirst(),

    /** Marks it handled unless it is already: the first handling keeps its time and handler. */
    markHandled: (tenantId: string, correctionId: string, handledBy: string, now: number) =>
      db
        .updateTable('question_corrections')
        .set({ status: 'handled', handled_at: now, handled_by: handledBy })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', correctionId)
        .where('status', '=', 'open')
        .execute(),
  };
};

export type CorrectionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof questionCorrectionsRepository>['find']>>
>;

/** The repositories of error-correction reports, built on an executor (`ServiceDeps`). */
export const questionCorrectionsRepositories = (executor: Executor) => ({
  corrections: questionCorrectionsRepository(executor),
});
export type QuestionCorrectionsRepositories = ReturnType<typeof questionCorrectionsRepositories>;
