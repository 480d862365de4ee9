import { LearningTaskKind, type TLearningTaskKind } from '@lectern/contracts/common/enums';
import { TrainingExamOpens } from '@lectern/contracts/new-employee-training/new-employee-training';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds } from '../../platform/packs/pack-rows';
import { flattenTree, importClassificationTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import { newEmployeeTrainingPackRepository } from './new-employee-training-pack.repository';

export type NewEmployeeTrainingImportSummary = {
  newEmployeeClassifications: number;
  newEmployeeProgrammes: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The new-employee training part of a content-pack import (docs/decisions/0070): the
 * classification tree and the programmes, matched by codes so a second import changes nothing.
 * A task names a course, paper, practice task or class of the pack by its code, which the task's
 * own feature resolves (learning tasks); a member's invitation is dated `invitedDaysAgo` days
 * before the first import that lists them and kept as it is by later ones.
 */
export const newEmployeeTrainingPack: PackImporter<NewEmployeeTrainingImportSummary> = {
  assetSources: (pack) =>
    pack.newEmployeeTraining.programmes.map(({ cover, introduction }) => ({ cover, introduction })),

  importPart: async ({ trx, pack, tenantId, now, assetUrl, memberIds, learningTasks }) => {
    const { classifications: tree, programmes } = pack.newEmployeeTraining;
    const packs = newEmployeeTrainingPackRepository(trx);
    const classifications = await packs.classificationsByCode(tenantId);
    const nodes = flattenTree(tree);
    await importClassificationTree(nodes, classifications, {
      insert: (id, fields) => packs.insertClassification(tenantId, id, fields, now),
      update: (id, fields) => packs.updateClassification(tenantId, id, fields),
    });

    // Each kind's feature resolves the codes of its tasks (and papers, for training exams).
    const codesByKind = new Map<number, Set<string>>();
    const want = (kind: number, code: string) =>
      codesByKind.set(kind, (codesByKind.get(kind) ?? new Set()).add(code));
    for (const programme of programmes) {
      for (const task of programme.tasks) want(task.kind, task.code);
      if (programme.exam !== null) want(LearningTaskKind.EXAM, programme.exam.paper);
    }
    const idsByKind = new Map<number, Map<string, string>>();
    for (const [kind, codes] of codesByKind) {
      const source = learningTasks[kind as TLearningTaskKind];
      idsByKind.set(kind, source ? await source.idsOfCodes(tenantId, [...codes]) : new Map());
    }
    const idOf = (programmeCode: string, kind: number, code: string) => {
      const id = idsByKind.get(kind)?.get(code);
      if (id === undefined) {
        throw new Error(
          `Training programme ${programmeCode}: no task of kind ${kind} coded ${code}`,
        );
      }
      return id;
    };

    const stored = await packs.programmesByCode(tenantId);
    await packs.deleteProgrammes(tenantId, droppedIds(stored, programmes));
    for (const programme of programmes) {
      const existing = stored.get(programme.code);
      const fields = {
        name: programme.name,
        classification_id:
          programme.classifyCode === null
            ? null
            : (classifications.get(programme.classifyCode)?.id ?? null),
        cover_url: programme.cover === null ? null : mapAssets(programme.cover, assetUrl),
        introduction: mapAssets(programme.introduction, assetUrl),
        exam_paper_id:
          programme.exam === null
            ? null
            : idOf(programme.code, LearningTaskKind.EXAM, programme.exam.paper),
        exam_opens: programme.exam?.opens ?? TrainingExamOpens.AFTER_TASKS,
      };
      const programmeId = existing?.id ?? newId();
      if (!existing) {
        await packs.insertProgramme(tenantId, programmeId, programme.code, fields, now);
      } else if (differs(existing, fields)) {
        await packs.updateProgramme(tenantId, programmeId, fields, now);
      }

      const tasks = await packs.tasksOf(tenantId, programmeId);
      const kept = new Set<string>();
      for (const [position, task] of programme.tasks.entries()) {
        const refId = idOf(programme.code, task.kind, task.code);
        const taskFields = { position, within_days: task.withinDays };
        const current = tasks.find((row) => row.kind === task.kind && row.ref_id === refId);
        if (!current) {
          await packs.insertTask(tenantId, programmeId, newId(), {
            kind: task.kind,
            ref_id: refId,
            ...taskFields,
          });
        } else {
          kept.add(current.id);
          if (differs(current, taskFields))
            await packs.updateTask(tenantId, current.id, taskFields);
        }
      }
      await packs.deleteTasks(
        tenantId,
        tasks.filter((row) => !kept.has(row.id)).map((row) => row.id),
      );

      const invited = await packs.inviteeIdsOf(tenantId, programmeId);
      const listed = new Set<string>();
      for (const invitee of programme.invitees) {
        const memberId = memberIds.get(invitee.userCode);
        if (memberId === undefined) continue;
        listed.add(memberId);
        if (invited.has(memberId)) continue;
        await packs.insertInvitee(tenantId, programmeId, memberId, {
          invite_create_time: now,
          invite_time: now - invitee.invitedDaysAgo * DAY_MS,
        });
      }
      await packs.deleteInvitees(
        tenantId,
        programmeId,
        [...invited].filter((memberId) => !listed.has(memberId)),
      );
    }

    await packs.deleteClassifications(
      tenantId,
      droppedIds(
        classifications,
        nodes.map(({ node }) => node),
      ),
    );
    return { newEmployeeClassifications: nodes.length, newEmployeeProgrammes: programmes.length };
  },
};
