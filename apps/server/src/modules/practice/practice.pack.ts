import type { TPackPracticeTask } from '@lectern/contracts/practice/practice-pack';
import type { ImportedQuestionBanks, PackImporter } from '../../platform/packs/pack-importer';
import { droppedIds, differs } from '../../platform/packs/pack-rows';
import { flattenTree, importClassificationTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import { practicePackRepository } from './practice-pack.repository';

/**
 * The practice part of a content-pack import (issue 22): the question-bank classification tree
 * and practice tasks, drawn from the banks the questions importer wrote before, matched by codes
 * so ids stay stable and a second import changes nothing; what the pack no longer lists is removed.
 */

export type PracticeImportSummary = { practiceClassifications: number; practiceTasks: number };

/** The ids of the questions a task draws: its banks' questions, then its single questions. */
const questionIdsOf = (task: TPackPracticeTask, { questionIds }: ImportedQuestionBanks) => {
  const ids = task.banks.flatMap((bank) => [...(questionIds.get(bank)?.values() ?? [])]);
  for (const { bank, question } of task.questions) {
    const id = questionIds.get(bank)?.get(question);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
};

export const practicePack: PackImporter<PracticeImportSummary> = {
  importPart: async ({ trx, tenantId, pack, now, questionBanks }) => {
    const packs = practicePackRepository(trx);
    const classifications = await packs.classificationsByCode(tenantId);
    const nodes = flattenTree(pack.practiceClassifications);
    await importClassificationTree(nodes, classifications, {
      insert: (id, fields) => packs.insertClassification(tenantId, id, fields, now),
      update: (id, fields) => packs.updateClassification(tenantId, id, fields),
    });

    const tasks = await packs.tasksByCode(tenantId);
    await packs.deleteTasks(tenantId, droppedIds(tasks, pack.practiceTasks));
    for (const task of pack.practiceTasks) {
      const fields = {
        name: task.name,
        classification_id:
          task.classifyCode === null ? null : (classifications.get(task.classifyCode)?.id ?? null),
        level: task.level,
        points: JSON.stringify(task.points),
        cost: task.cost,
        question_ids: JSON.stringify(questionIdsOf(task, questionBanks)),
      };
      const existing = tasks.get(task.code);
      if (!existing) await packs.insertTask(tenantId, newId(), task.code, fields, now);
      else if (differs(existing, fields))
        await packs.updateTask(tenantId, existing.id, fields, now);
    }

    await packs.deleteClassifications(
      tenantId,
      droppedIds(
        classifications,
        nodes.map(({ node }) => node),
      ),
    );
    return { practiceClassifications: nodes.length, practiceTasks: pack.practiceTasks.length };
  },
};
