import { sql, type Kysely, type Selectable } from 'kysely';
import { LearningTaskKind } from '@lectern/contracts/common/enums';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';
import type { Executor } from '../../platform/services/service-deps';
import type {
  DevelopmentPathTable,
  DevelopmentRungTable,
  LearningMapStageTable,
  LearningMapTable,
  LearningMapTaskTable,
} from './learning-maps.schema';

export type MapRow = Selectable<LearningMapTable> & {
  classify_name: string | null;
  classify_path: string | null;
};
export type StageRow = Selectable<LearningMapStageTable>;
export type TaskRow = Selectable<LearningMapTaskTable>;
export type PathRow = Selectable<DevelopmentPathTable>;
export type RungRow = Selectable<DevelopmentRungTable>;

/** Who a map reaches besides the whole tenant: its organisations and members. */
export type MapAudience = {
  organisationIds: Map<string, Set<string>>;
  memberIds: Map<string, Set<string>>;
};

export type MapFilter = { classifyPath: string | null; keyword: string | null };

const mapColumns = [
  'learning_maps.id',
  'learning_maps.tenant_id',
  'learning_maps.code',
  'learning_maps.name',
  'learning_maps.classification_id',
  'learning_maps.cover_url',
  'learning_maps.introduction',
  'learning_maps.credit',
  'learning_maps.whole_tenant',
  'learning_maps.position',
  'learning_maps.created_at',
  'learning_maps.updated_at',
  'learning_map_classifications.name as classify_name',
  'learning_map_classifications.classify_path',
] as const;

/** Numbers as numbers on both dialects (PostgreSQL answers bigint and real as strings). */
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

const mapOf = (row: MapRow): MapRow => ({
  ...row,
  credit: Number(row.credit),
  whole_tenant: Number(row.whole_tenant),
  position: Number(row.position),
});

const groupBy = <T>(rows: T[], key: (row: T) => string, value: (row: T) => string) => {
  const groups = new Map<string, Set<string>>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? new Set<string>();
    group.add(value(row));
    groups.set(key(row), group);
  }
  return groups;
};

/** The maps, their stages and tasks, and the development paths; every query tenant-scoped. */
export const learningMapsRepository = (db: Kysely<Database>) => {
  const mapsQuery = (tenantId: string) =>
    db
      .selectFrom('learning_maps')
      .leftJoin('learning_map_classifications', (join) =>
        join
          .onRef('learning_map_classifications.tenant_id', '=', 'learning_maps.tenant_id')
          .onRef('learning_map_classifications.id', '=', 'learning_maps.classification_id'),
      )
      .select(mapColumns)
      .where('learning_maps.tenant_id', '=', tenantId);

  return {
    classifications: (tenantId: string) =>
      db
        .selectFrom('learning_map_classifications')
        .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able'])
        .where('tenant_id', '=', tenantId)
        .orderBy('sort')
        .orderBy('classify_code')
        .execute(),

    /** The tenant's maps in their order, by classification (and everything under it) and name. */
    maps: async (tenantId: string, filter: MapFilter = { classifyPath: null, keyword: null }) => {
      let query = mapsQuery(tenantId);
      if (filter.classifyPath !== null) {
        query = query.where(
          sql<boolean>`substr(learning_map_classifications.classify_path, 1, ${filter.classifyPath.length}) = ${filter.classifyPath}`,
        );
      }
      if (filter.keyword !== null) {
        query = query.where(containsText('learning_maps.name', filter.keyword));
      }
      const rows = await query
        .orderBy('learning_maps.position')
        .orderBy('learning_maps.code')
        .execute();
      return rows.map(mapOf);
    },

    map: async (tenantId: string, mapId: string) => {
      const row = await mapsQuery(tenantId)
        .where('learning_maps.id', '=', mapId)
        .executeTakeFirst();
      return row ? mapOf(row) : undefined;
    },

    audienceOf: async (tenantId: string, mapIds: readonly string[]): Promise<MapAudience> => {
      if (mapIds.length === 0) return { organisationIds: new Map(), memberIds: new Map() };
      const [organisations, members] = await Promise.all([
        db
          .selectFrom('learning_map_organisations')
          .select(['map_id', 'organisation_id'])
          .where('tenant_id', '=', tenantId)
          .where('map_id', 'in', mapIds)
          .execute(),
        db
          .selectFrom('learning_map_members')
          .select(['map_id', 'member_id'])
          .where('tenant_id', '=', tenantId)
          .where('map_id', 'in', mapIds)
          .execute(),
      ]);
      return {
        organisationIds: groupBy(
          organisations,
          (row) => row.map_id,
          (row) => row.organisation_id,
        ),
        memberIds: groupBy(
          members,
          (row) => row.map_id,
          (row) => row.member_id,
        ),
      };
    },

    /** The maps' stages, each map's in order. */
    stagesOf: async (tenantId: string, mapIds: readonly string[]): Promise<StageRow[]> =>
      mapIds.length === 0
        ? []
        : (
            await db
              .selectFrom('learning_map_stages')
              .selectAll()
              .where('tenant_id', '=', tenantId)
              .where('map_id', 'in', mapIds)
              .orderBy('map_id')
              .orderBy('position')
              .execute()
          ).map((row) => ({
            ...row,
            position: Number(row.position),
            after_previous: Number(row.after_previous),
            opens_at: numberOrNull(row.opens_at),
            min_previous_exam_score: numberOrNull(row.min_previous_exam_score),
          })),

    /** The maps' tasks, each stage's in order. */
    tasksOf: async (tenantId: string, mapIds: readonly string[]): Promise<TaskRow[]> =>
      mapIds.length === 0
        ? []
        : (
            await db
              .selectFrom('learning_map_tasks')
              .selectAll()
              .where('tenant_id', '=', tenantId)
              .where('map_id', 'in', mapIds)
              .orderBy('stage_id')
              .orderBy('position')
              .execute()
          ).map((row) => ({ ...row, position: Number(row.position), kind: Number(row.kind) })),

    /** The maps that hold this paper as a task. */
    mapIdsWithPaper: async (tenantId: string, paperId: string) =>
      (
        await db
          .selectFrom('learning_map_tasks')
          .select('map_id')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', LearningTaskKind.EXAM)
          .where('ref_id', '=', paperId)
          .execute()
      ).map((row) => row.map_id),

    developmentPaths: async (tenantId: string) => {
      const [paths, rungs] = await Promise.all([
        db
          .selectFrom('development_paths')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('position')
          .orderBy('code')
          .execute(),
        db
          .selectFrom('development_rungs')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('path_id')
          .orderBy('position')
          .execute(),
      ]);
      return {
        paths: paths as PathRow[],
        rungs: rungs.map((rung) => ({ ...rung, position: Number(rung.position) })),
      };
    },
  };
};

export type LearningMapsRepository = ReturnType<typeof learningMapsRepository>;

/** The learning-maps module's repositories, on the database or inside a transaction. */
export const learningMapsRepositories = (executor: Executor) => ({
  maps: learningMapsRepository(executor),
});
export type LearningMapsRepositories = ReturnType<typeof learningMapsRepositories>;
