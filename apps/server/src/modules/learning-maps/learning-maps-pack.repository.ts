import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClassificationFields } from '../../platform/packs/pack-tree';
import type { LearningMapTable } from './learning-maps.schema';

export type MapFields = Omit<
  LearningMapTable,
  'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'
>;

/** What a stage of a pack writes: the stage's fields and its tasks' kinds and ids, in order. */
export type StageContent = {
  name: string;
  description: string;
  after_previous: number;
  opens_at: number | null;
  min_previous_exam_score: number | null;
  tasks: { kind: number; ref_id: string }[];
};

export type RungContent = { name: string; description: string; map_id: string };

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The learning-maps tables as a pack import writes them; every query tenant-scoped. */
export const learningMapsPackRepository = (db: Kysely<Database>) => ({
  classificationsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('learning_map_classifications')
      .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able', 'sort'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(
      rows.map((row) => [
        row.classify_code,
        { ...row, is_able: Number(row.is_able), sort: Number(row.sort) },
      ]),
    );
  },

  insertClassification: (tenantId: string, id: string, fields: ClassificationFields, now: number) =>
    db
      .insertInto('learning_map_classifications')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateClassification: (tenantId: string, id: string, fields: ClassificationFields) =>
    db
      .updateTable('learning_map_classifications')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteClassifications: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('learning_map_classifications')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  mapsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('learning_maps')
      .select([
        'id',
        'code',
        'name',
        'classification_id',
        'cover_url',
        'introduction',
        'credit',
        'whole_tenant',
        'position',
      ])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(
      rows.map((row) => [
        row.code,
        {
          ...row,
          credit: Number(row.credit),
          whole_tenant: Number(row.whole_tenant),
          position: Number(row.position),
        },
      ]),
    );
  },

  insertMap: (tenantId: string, id: string, code: string, fields: MapFields, now: number) =>
    db
      .insertInto('learning_maps')
      .values({ id, tenant_id: tenantId, code, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateMap: (tenantId: string, id: string, fields: MapFields, now: number) =>
    db
      .updateTable('learning_maps')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Removes the maps with their stages, tasks, audience and the rungs that point at them. */
  deleteMaps: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    for (const table of [
      'development_rungs',
      'learning_map_tasks',
      'learning_map_stages',
      'learning_map_organisations',
      'learning_map_members',
    ] as const) {
      await db
        .deleteFrom(table)
        .where('tenant_id', '=', tenantId)
        .where('map_id', 'in', ids)
        .execute();
    }
    await db
      .deleteFrom('learning_maps')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  /** The map's audience as stored: organisation ids and member ids, sorted. */
  audienceOf: async (tenantId: string, mapId: string) => {
    const [organisations, members] = await Promise.all([
      db
        .selectFrom('learning_map_organisations')
        .select('organisation_id')
        .where('tenant_id', '=', tenantId)
        .where('map_id', '=', mapId)
        .execute(),
      db
        .selectFrom('learning_map_members')
        .select('member_id')
        .where('tenant_id', '=', tenantId)
        .where('map_id', '=', mapId)
        .execute(),
    ]);
    return {
      organisationIds: organisations.map((row) => row.organisation_id).sort(),
      memberIds: members.map((row) => row.member_id).sort(),
    };
  },

  replaceAudience: async (
    tenantId: string,
    mapId: string,
    audience: { organisationIds: string[]; memberIds: string[] },
  ) => {
    await db
      .deleteFrom('learning_map_organisations')
      .where('tenant_id', '=', tenantId)
      .where('map_id', '=', mapId)
      .execute();
    await db
      .deleteFrom('learning_map_members')
      .where('tenant_id', '=', tenantId)
      .where('map_id', '=', mapId)
      .execute();
    if (audience.organisationIds.length > 0) {
      await db
        .insertInto('learning_map_organisations')
        .values(
          audience.organisationIds.map((organisation_id) => ({
            tenant_id: tenantId,
            map_id: mapId,
            organisation_id,
          })),
        )
        .execute();
    }
    if (audience.memberIds.length > 0) {
      await db
        .insertInto('learning_map_members')
        .values(
          audience.memberIds.map((member_id) => ({
            tenant_id: tenantId,
            map_id: mapId,
            member_id,
          })),
        )
        .execute();
    }
  },

  /** The map's stages and their tasks as stored, in order. */
  stagesOf: async (tenantId: string, mapId: string): Promise<StageContent[]> => {
    const [stages, tasks] = await Promise.all([
      db
        .selectFrom('learning_map_stages')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('map_id', '=', mapId)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('learning_map_tasks')
        .select(['stage_id', 'kind', 'ref_id'])
        .where('tenant_id', '=', tenantId)
        .where('map_id', '=', mapId)
        .orderBy('position')
        .execute(),
    ]);
    return stages.map((stage) => ({
      name: stage.name,
      description: stage.description,
      after_previous: Number(stage.after_previous),
      opens_at: numberOrNull(stage.opens_at),
      min_previous_exam_score: numberOrNull(stage.min_previous_exam_score),
      tasks: tasks
        .filter((task) => task.stage_id === stage.id)
        .map((task) => ({ kind: Number(task.kind), ref_id: task.ref_id })),
    }));
  },

  /** Writes the map's stages and tasks afresh: nothing refers to a stage or task by its id. */
  replaceStages: async (
    tenantId: string,
    mapId: string,
    stages: StageContent[],
    newId: () => string,
  ) => {
    await db
      .deleteFrom('learning_map_tasks')
      .where('tenant_id', '=', tenantId)
      .where('map_id', '=', mapId)
      .execute();
    await db
      .deleteFrom('learning_map_stages')
      .where('tenant_id', '=', tenantId)
      .where('map_id', '=', mapId)
      .execute();
    for (const [position, { tasks, ...stage }] of stages.entries()) {
      const stageId = newId();
      await db
        .insertInto('learning_map_stages')
        .values({ id: stageId, tenant_id: tenantId, map_id: mapId, position, ...stage })
        .execute();
      await db
        .insertInto('learning_map_tasks')
        .values(
          tasks.map((task, taskPosition) => ({
            id: newId(),
            tenant_id: tenantId,
            map_id: mapId,
            stage_id: stageId,
            position: taskPosition,
            ...task,
          })),
        )
        .execute();
    }
  },

  pathsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('development_paths')
      .select(['id', 'code', 'name', 'description', 'position'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, { ...row, position: Number(row.position) }]));
  },

  insertPath: (
    tenantId: string,
    id: string,
    code: string,
    fields: { name: string; description: string; position: number },
  ) =>
    db
      .insertInto('development_paths')
      .values({ id, tenant_id: tenantId, code, ...fields })
      .execute(),

  updatePath: (
    tenantId: string,
    id: string,
    fields: { name: string; description: string; position: number },
  ) =>
    db
      .updateTable('development_paths')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deletePaths: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('development_rungs')
      .where('tenant_id', '=', tenantId)
      .where('path_id', 'in', ids)
      .execute();
    await db
      .deleteFrom('development_paths')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  rungsOf: async (tenantId: string, pathId: string): Promise<RungContent[]> =>
    db
      .selectFrom('development_rungs')
      .select(['name', 'description', 'map_id'])
      .where('tenant_id', '=', tenantId)
      .where('path_id', '=', pathId)
      .orderBy('position')
      .execute(),

  replaceRungs: async (
    tenantId: string,
    pathId: string,
    rungs: RungContent[],
    newId: () => string,
  ) => {
    await db
      .deleteFrom('development_rungs')
      .where('tenant_id', '=', tenantId)
      .where('path_id', '=', pathId)
      .execute();
    await db
      .insertInto('development_rungs')
      .values(
        rungs.map((rung, position) => ({
          id: newId(),
          tenant_id: tenantId,
          path_id: pathId,
          position,
          ...rung,
        })),
      )
      .execute();
  },
});
