import type { TPackCheckInPlan } from '@lectern/contracts/check-in/check-in-pack';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { ImportedQuestionBanks, PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import { checkInPackRepository } from './check-in-pack.repository';
import type { StoredCheckInTask } from './check-in.service';

/**
 * The check-in part of a content-pack import (issue 24): each plan's period, by dates or by days
 * relative to this import (the service counts them from the import's day in the tenant's time
 * zone, so a demo plan runs this week whenever it is imported), and its days' tasks with their questions resolved by codes. Matched by codes, so ids
 * stay stable and learners keep their check-ins; what the pack no longer lists is removed.
 */

export type CheckInImportSummary = { checkInPlans: number };

const periodOf = (plan: TPackCheckInPlan) =>
  plan.startOffsetDays !== null && plan.periodDays !== null
    ? {
        starts_on: null,
        ends_on: null,
        start_offset_days: plan.startOffsetDays,
        period_days: plan.periodDays,
      }
    : {
        starts_on: plan.startsOn,
        ends_on: plan.endsOn,
        start_offset_days: null,
        period_days: null,
      };

const tasksOf = (
  plan: TPackCheckInPlan,
  { questionIds }: ImportedQuestionBanks,
  assetUrl: (path: string) => string,
): StoredCheckInTask[][] =>
  plan.days.map((tasks, day) =>
    tasks.map((task, position) => ({
      taskId: `d${day + 1}-t${position + 1}`,
      kind: task.kind,
      title: task.title,
      text: task.kind === 'read' ? task.text : null,
      videoUrl: task.kind === 'watch' ? mapAssets(task.videoUrl, assetUrl) : null,
      questionIds:
        task.kind === 'answer'
          ? task.questions.flatMap(({ bank, question }) => {
              const id = questionIds.get(bank)?.get(question);
              return id === undefined ? [] : [id];
            })
          : [],
    })),
  );

export const checkInPack: PackImporter<CheckInImportSummary> = {
  assetSources: (pack: TContentPack) =>
    pack.checkInPlans.flatMap((plan) =>
      plan.days.flat().flatMap((task) => (task.kind === 'watch' ? [task.videoUrl] : [])),
    ),

  importPart: async ({ trx, tenantId, pack, now, questionBanks, assetUrl }) => {
    const packs = checkInPackRepository(trx);
    const stored = await packs.plansByCode(tenantId);
    await packs.deletePlans(tenantId, droppedIds(stored, pack.checkInPlans));
    for (const plan of pack.checkInPlans) {
      const fields = {
        name: plan.name,
        description: plan.description,
        ...periodOf(plan),
        day_tasks: JSON.stringify(tasksOf(plan, questionBanks, assetUrl)),
        credits_per_check_in: plan.creditsPerCheckIn,
        credits_per_make_up: plan.creditsPerMakeUp,
        make_up_limit: plan.makeUpLimit,
      };
      const existing = stored.get(plan.code);
      if (!existing) await packs.insertPlan(tenantId, newId(), plan.code, fields, now);
      else if (differs(existing, fields)) {
        const reanchor =
          existing.start_offset_days !== fields.start_offset_days ||
          existing.period_days !== fields.period_days;
        await packs.updatePlan(tenantId, existing.id, fields, now, reanchor);
      }
    }
    return { checkInPlans: pack.checkInPlans.length };
  },
};
