import type { LearningTaskSourceOn } from '../../platform/learning-tasks/learning-tasks';
import { idsOfTenant } from '../../db/ids-of-tenant';

/**
 * Lent to structured learning (features.ts): a paper is done once one of the learner's sheets
 * passed it (a sheet still being judged has not); its score is the learner's best.
 */
export const examLearningTasks: LearningTaskSourceOn = (db) => {
  const papersOf = (tenantId: string, refIds: readonly string[]) =>
    refIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('papers')
          .select(['id', 'name'])
          .where(idsOfTenant('papers', tenantId, refIds))
          .where('deleted_at', 'is', null)
          .execute();

  return {
    idsOfCodes: async (tenantId, codes) =>
      codes.length === 0
        ? new Map()
        : new Map(
            (
              await db
                .selectFrom('papers')
                .select(['code', 'id'])
                .where('tenant_id', '=', tenantId)
                .where('code', 'in', codes)
                .where('deleted_at', 'is', null)
                .execute()
            ).map((row) => [row.code, row.id]),
          ),

    statesOf: async (tenantId, memberId, refIds) => {
      const papers = await papersOf(tenantId, refIds);
      if (papers.length === 0) return new Map();
      const sheets = await db
        .selectFrom('answer_sheets')
        .select(['paper_id', 'score', 'passed', 'finished_at'])
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where(
          'paper_id',
          'in',
          papers.map((paper) => paper.id),
        )
        .where('finished_at', 'is not', null)
        .execute();
      return new Map(
        papers.map((paper) => {
          const own = sheets.filter((sheet) => sheet.paper_id === paper.id);
          const scores = own.filter((sheet) => sheet.score !== null).map((s) => Number(s.score));
          const passes = own
            .filter((sheet) => Number(sheet.passed) === 1)
            .map((sheet) => Number(sheet.finished_at));
          const done = passes.length > 0;
          return [
            paper.id,
            {
              title: paper.name,
              done,
              percent: done ? 100 : 0,
              score: scores.length > 0 ? Math.max(...scores) : null,
              doneAt: done ? Math.min(...passes) : null,
            },
          ];
        }),
      );
    },
  };
};
