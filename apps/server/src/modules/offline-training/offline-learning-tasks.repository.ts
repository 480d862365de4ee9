import type { LearningTaskSourceOn } from '../../platform/learning-tasks/learning-tasks';
import { classStandings } from './offline-training.service';

/**
 * Lent to structured learning (features.ts): a class is done once its completion rule is met
 * (every session attended in and out, every homework passed); its percent counts those parts.
 */
export const offlineLearningTasks: LearningTaskSourceOn = (db) => ({
  idsOfCodes: async (tenantId, codes) =>
    codes.length === 0
      ? new Map()
      : new Map(
          (
            await db
              .selectFrom('offline_classes')
              .select(['code', 'id'])
              .where('tenant_id', '=', tenantId)
              .where('code', 'in', codes)
              .execute()
          ).map((row) => [row.code, row.id]),
        ),

  statesOf: async (tenantId, memberId, refIds) => {
    if (refIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('offline_classes')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', refIds)
      .execute();
    const standings = await classStandings(
      db,
      tenantId,
      [memberId],
      rows.map((row) => row.id),
    );
    return new Map(
      rows.map((row) => {
        const standing = standings.standingOf(row.id, memberId);
        return [
          row.id,
          {
            title: row.name,
            done: standing.completedAt !== null,
            percent: standing.progress,
            score: null,
            doneAt: standing.completedAt,
          },
        ];
      }),
    );
  },
});
