import type { TLearningTaskKind } from '@lectern/contracts/common/enums';
import {
  PackTaskKind,
  type TPackLearningMap,
} from '@lectern/contracts/learning-maps/learning-map-pack';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import type { LearningTasksOn } from '../../platform/learning-tasks/learning-tasks';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds } from '../../platform/packs/pack-rows';
import { flattenTree, importClassificationTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import { learningMapsPackRepository, type StageContent } from './learning-maps-pack.repository';

export type LearningMapsImportSummary = {
  learningMapClassifications: number;
  learningMaps: number;
  developmentPaths: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The pack's task codes of every kind its maps name, resolved by each kind's source. */
const resolveTasks = async (
  learningTasks: ReturnType<LearningTasksOn>,
  tenantId: string,
  maps: readonly TPackLearningMap[],
) => {
  const codesOf = new Map<TLearningTaskKind, Set<string>>();
  for (const task of maps.flatMap((map) => map.stages.flatMap((stage) => stage.tasks))) {
    const kind = PackTaskKind[task.kind];
    codesOf.set(kind, (codesOf.get(kind) ?? new Set()).add(task.code));
  }
  const ids = new Map<string, string>();
  for (const [kind, codes] of codesOf) {
    const source = learningTasks[kind];
    if (!source) throw new Error(`Learning maps: no feature lends tasks of kind ${kind}`);
    const found = await source.idsOfCodes(tenantId, [...codes]);
    for (const code of codes) {
      const id = found.get(code);
      if (id === undefined)
        throw new Error(`Learning maps: no task of kind ${kind} has code ${code}`);
      ids.set(`${kind}:${code}`, id);
    }
  }
  return (kind: TLearningTaskKind, code: string) => ids.get(`${kind}:${code}`) as string;
};

/**
 * The learning-maps part of a content-pack import (decision 0069): the classification tree, maps
 * matched by code (ids stay stable), their audience, stages and tasks (rewritten only when they
 * changed; nothing refers to a stage by id) and the development paths. Tasks name courses,
 * papers, practice tasks and classes by code, resolved by each kind's learning-task source, so
 * this importer runs after theirs (features.ts); an unknown code fails the import.
 */
export const learningMapsPack = (
  learningTasks: LearningTasksOn,
): PackImporter<LearningMapsImportSummary> => ({
  assetSources: (pack: TContentPack) =>
    pack.learningMaps.maps.map((map) => ({ cover: map.cover, introduction: map.introduction })),

  importPart: async ({ trx, pack, tenantId, now, assetUrl, memberIds, organisationIds }) => {
    const { classifications: tree, maps, developmentPaths } = pack.learningMaps;
    const packs = learningMapsPackRepository(trx);
    const classifications = await packs.classificationsByCode(tenantId);
    const nodes = flattenTree(tree);
    await importClassificationTree(nodes, classifications, {
      insert: (id, fields) => packs.insertClassification(tenantId, id, fields, now),
      update: (id, fields) => packs.updateClassification(tenantId, id, fields),
    });
    const taskIdOf = await resolveTasks(learningTasks(trx), tenantId, maps);

    const stored = await packs.mapsByCode(tenantId);
    await packs.deleteMaps(tenantId, droppedIds(stored, maps));
    const mapIds = new Map<string, string>();
    for (const [position, map] of maps.entries()) {
      const existing = stored.get(map.code);
      const audience = {
        organisationIds: (map.organisations ?? [])
          .map((code) => organisationIds.get(code) ?? '')
          .filter(Boolean)
          .sort(),
        memberIds: map.members
          .map((code) => memberIds.get(code) ?? '')
          .filter(Boolean)
          .sort(),
      };
      const fields = {
        name: map.name,
        classification_id:
          map.classifyCode === null ? null : (classifications.get(map.classifyCode)?.id ?? null),
        cover_url: map.cover === null ? null : mapAssets(map.cover, assetUrl),
        introduction: mapAssets(map.introduction, assetUrl),
        credit: map.credit,
        whole_tenant:
          audience.organisationIds.length === 0 && audience.memberIds.length === 0 ? 1 : 0,
        position,
      };
      const mapId = existing?.id ?? newId();
      mapIds.set(map.code, mapId);
      if (!existing) await packs.insertMap(tenantId, mapId, map.code, fields, now);
      else if (differs(existing, fields)) await packs.updateMap(tenantId, mapId, fields, now);

      const storedAudience = existing
        ? await packs.audienceOf(tenantId, mapId)
        : { organisationIds: [], memberIds: [] };
      if (JSON.stringify(storedAudience) !== JSON.stringify(audience)) {
        await packs.replaceAudience(tenantId, mapId, audience);
      }

      const stages: StageContent[] = map.stages.map((stage) => ({
        name: stage.name,
        description: stage.description,
        after_previous: stage.unlock.afterPrevious ? 1 : 0,
        opens_at:
          stage.unlock.opensAt ??
          (stage.unlock.opensAfterDays === null
            ? null
            : now + stage.unlock.opensAfterDays * DAY_MS),
        min_previous_exam_score: stage.unlock.minPreviousExamScore,
        tasks: stage.tasks.map((task) => ({
          kind: PackTaskKind[task.kind],
          ref_id: taskIdOf(PackTaskKind[task.kind], task.code),
        })),
      }));
      const storedStages = existing ? await packs.stagesOf(tenantId, mapId) : [];
      if (JSON.stringify(storedStages) !== JSON.stringify(stages)) {
        await packs.replaceStages(tenantId, mapId, stages, newId);
      }
    }

    const paths = await packs.pathsByCode(tenantId);
    await packs.deletePaths(tenantId, droppedIds(paths, developmentPaths));
    for (const [position, path] of developmentPaths.entries()) {
      const existing = paths.get(path.code);
      const fields = { name: path.name, description: path.description, position };
      const pathId = existing?.id ?? newId();
      if (!existing) await packs.insertPath(tenantId, pathId, path.code, fields);
      else if (differs(existing, fields)) await packs.updatePath(tenantId, pathId, fields);
      const rungs = path.rungs.map((rung) => ({
        name: rung.name,
        description: rung.description,
        map_id: mapIds.get(rung.map) ?? '',
      }));
      const storedRungs = existing ? await packs.rungsOf(tenantId, pathId) : [];
      if (JSON.stringify(storedRungs) !== JSON.stringify(rungs)) {
        await packs.replaceRungs(tenantId, pathId, rungs, newId);
      }
    }

    await packs.deleteClassifications(
      tenantId,
      droppedIds(
        classifications,
        nodes.map(({ node }) => node),
      ),
    );
    return {
      learningMapClassifications: nodes.length,
      learningMaps: maps.length,
      developmentPaths: developmentPaths.length,
    };
  },
});
