import { CreditBizType, type TLearningTaskKind } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TDevelopmentPath } from '@lectern/contracts/learning-maps/get-development-map';
import type { TGetLearningMapListRequest } from '@lectern/contracts/learning-maps/get-learning-map-list';
import type {
  TMapDetail,
  TMapStage,
  TMapSummary,
} from '@lectern/contracts/learning-maps/learning-maps';
import type { Mentorships, MentorshipsOn } from '../../platform/accounts/member-accounts';
import { myClassificationTree } from '../../platform/classifications/classification-tree';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { AppError } from '../../platform/http/app-error';
import type {
  LearningTaskState,
  LearningTasksOn,
} from '../../platform/learning-tasks/learning-tasks';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { memberAudienceOrganisationIds } from '../../platform/tenancy/member-audience';
import { mapProgressOf, stagesOf, stateKey } from './learning-map-rules';
import type {
  LearningMapsRepositories,
  MapFilter,
  MapRow,
  TaskRow,
} from './learning-maps.repository';

/** The credit ledger's source of a map's completion: one award per learner and map. */
export const mapCompletionSource = (mapId: string) => `learning-map:${mapId}`;

/** A map as one learner stands on it now. */
export type EvaluatedMap = { row: MapRow; stages: TMapStage[]; progress: TMapSummary['progress'] };

const summaryOf = ({ row, stages, progress }: EvaluatedMap): TMapSummary => ({
  mapId: row.id,
  name: row.name,
  coverUrl: row.cover_url,
  classifyName: row.classify_name,
  classifyPath: row.classify_path,
  credit: row.credit,
  stageCount: stages.length,
  progress,
});

const detailOf = (map: EvaluatedMap): TMapDetail => ({
  ...summaryOf(map),
  introduction: map.row.introduction,
  stages: map.stages,
});

const keywordOf = (keyword: string | undefined) => (keyword?.trim() ? keyword.trim() : null);

/**
 * Learning maps as a learner (or their mentor) sees them: which maps reach the learner, where
 * they stand on every task (only through the learning-task sources, generic over kinds), which
 * stages are open, and the map's credits once it is completed (docs/decisions/0069).
 */
export const learningMapsCore = ({
  db,
  transact,
  repositories,
  learningTasks,
}: ServiceDeps<LearningMapsRepositories, { learningTasks: LearningTasksOn }>) => {
  const { maps } = repositories(db);

  /** The tenant's maps (matching the filter) whose audience reaches the member. */
  const visibleMaps = async (tenantId: string, memberId: string, filter?: MapFilter) => {
    const rows = await maps.maps(tenantId, filter);
    const addressed = rows.filter((row) => row.whole_tenant !== 1);
    if (addressed.length === 0) return rows;
    const [organisationIds, audience] = await Promise.all([
      memberAudienceOrganisationIds(db, tenantId, memberId),
      maps.audienceOf(
        tenantId,
        addressed.map((row) => row.id),
      ),
    ]);
    return rows.filter(
      (row) =>
        row.whole_tenant === 1 ||
        audience.memberIds.get(row.id)?.has(memberId) === true ||
        organisationIds.some((id) => audience.organisationIds.get(row.id)?.has(id) === true),
    );
  };

  /** Where the member stands on the tasks, asked of each kind's source; a kind without one: none. */
  const taskStates = async (tenantId: string, memberId: string, tasks: readonly TaskRow[]) => {
    const sources = learningTasks(db);
    const refIdsOf = new Map<number, string[]>();
    for (const task of tasks)
      refIdsOf.set(task.kind, [...(refIdsOf.get(task.kind) ?? []), task.ref_id]);
    const states = new Map<string, LearningTaskState>();
    await Promise.all(
      [...refIdsOf].map(async ([kind, refIds]) => {
        const source = sources[kind as TLearningTaskKind];
        if (!source) return;
        const found = await source.statesOf(tenantId, memberId, [...new Set(refIds)]);
        for (const [refId, state] of found) states.set(stateKey(kind, refId), state);
      }),
    );
    return states;
  };

  /** Awards each completed map's credits to the member, once (the ledger's source is claimed). */
  const awardCompleted = async (tenantId: string, memberId: string, evaluated: EvaluatedMap[]) => {
    for (const { row, progress } of evaluated) {
      if (!progress.completed || row.credit <= 0) continue;
      const source = mapCompletionSource(row.id);
      if (await creditLedger(db).entryOf(tenantId, memberId, source)) continue;
      await transact((trx) =>
        creditLedger(trx).award({
          tenantId,
          memberId,
          source,
          bizType: CreditBizType.LEARNING_MAP,
          bizName: row.name,
          amount: row.credit,
        }),
      );
    }
  };

  /**
   * The maps as the member stands on them now; completed ones award their credits unless told not
   * to (the paper entry only asks whether a stage is open).
   */
  const evaluate = async (
    tenantId: string,
    memberId: string,
    rows: readonly MapRow[],
    { award = true, now = Date.now() }: { award?: boolean; now?: number } = {},
  ): Promise<EvaluatedMap[]> => {
    const ids = rows.map((row) => row.id);
    const [stages, tasks] = await Promise.all([
      maps.stagesOf(tenantId, ids),
      maps.tasksOf(tenantId, ids),
    ]);
    const states = await taskStates(tenantId, memberId, tasks);
    const evaluated = rows.map((row) => {
      const mapStages = stagesOf(
        stages.filter((stage) => stage.map_id === row.id),
        tasks.filter((task) => task.map_id === row.id),
        states,
        now,
      );
      return { row, stages: mapStages, progress: mapProgressOf(mapStages) };
    });
    if (award) await awardCompleted(tenantId, memberId, evaluated);
    return evaluated;
  };

  /** One map open to the member, evaluated (309240 when unknown or not theirs). */
  const visibleMap = async (tenantId: string, memberId: string, mapId: string) => {
    const row = (await visibleMaps(tenantId, memberId)).find((map) => map.id === mapId);
    if (!row) throw new AppError(ErrorCode.LEARNING_MAP_NOT_FOUND);
    const [evaluated] = await evaluate(tenantId, memberId, [row]);
    return evaluated as EvaluatedMap;
  };

  return { maps, visibleMaps, evaluate, visibleMap };
};

export type LearningMapsCore = ReturnType<typeof learningMapsCore>;

/** The learner's screens: the classification list, the maps, a map, the development map. */
export const learningMapsService = (core: LearningMapsCore) => ({
  classifications: async ({ tenantId }: MemberSession) =>
    myClassificationTree(await core.maps.classifications(tenantId)),

  list: async ({ tenantId, memberId }: MemberSession, query: TGetLearningMapListRequest) => {
    const rows = await core.visibleMaps(tenantId, memberId, {
      classifyPath: query.classifyPath ? query.classifyPath : null,
      keyword: keywordOf(query.keyword),
    });
    const offset = (query.pageNum - 1) * query.pageSize;
    const page = rows.slice(offset, offset + query.pageSize);
    const evaluated = await core.evaluate(tenantId, memberId, page);
    return { list: evaluated.map(summaryOf), total: rows.length };
  },

  detail: async ({ tenantId, memberId }: MemberSession, mapId: string) =>
    detailOf(await core.visibleMap(tenantId, memberId, mapId)),

  /** Each path's rungs from the first, the ones reached and the one worked towards now. */
  development: async ({ tenantId, memberId }: MemberSession): Promise<TDevelopmentPath[]> => {
    const [{ paths, rungs }, visible] = await Promise.all([
      core.maps.developmentPaths(tenantId),
      core.visibleMaps(tenantId, memberId),
    ]);
    const usedIds = new Set(rungs.map((rung) => rung.map_id));
    const evaluated = await core.evaluate(
      tenantId,
      memberId,
      visible.filter((row) => usedIds.has(row.id)),
    );
    const mapOf = new Map(evaluated.map((map) => [map.row.id, map]));
    return paths.map((path) => {
      const own = rungs.filter((rung) => rung.path_id === path.id);
      const reached = own.map((rung) => mapOf.get(rung.map_id)?.progress.completed === true);
      const firstOpen = reached.indexOf(false);
      return {
        pathId: path.id,
        name: path.name,
        description: path.description,
        reachedCount: firstOpen === -1 ? own.length : firstOpen,
        rungs: own.map((rung, index) => {
          const map = mapOf.get(rung.map_id);
          return {
            rungId: rung.id,
            name: rung.name,
            description: rung.description,
            map: map ? summaryOf(map) : null,
            reached: reached[index] === true,
            current: index === firstOpen,
          };
        }),
      };
    });
  },
});

/** A mentor's view of one mentee's maps (spec §2 /personal/map-emp-detail). */
export const menteeMapsService = (
  core: LearningMapsCore,
  db: Parameters<MentorshipsOn>[0],
  mentorshipsOn: MentorshipsOn,
) => {
  const mentorships: Mentorships = mentorshipsOn(db);
  /** The mentee, when the caller mentors them; anyone else answers 309241 alike. */
  const menteeOf = async ({ tenantId, memberId }: MemberSession, menteeId: string) => {
    if (!(await mentorships.mentors(tenantId, memberId, menteeId))) {
      throw new AppError(ErrorCode.MENTEE_NOT_FOUND);
    }
    const mentee = (await mentorships.menteesOf(tenantId, memberId)).find(
      (candidate) => candidate.memberId === menteeId,
    );
    if (!mentee) throw new AppError(ErrorCode.MENTEE_NOT_FOUND);
    return mentee;
  };

  return {
    mentees: async ({ tenantId, memberId }: MemberSession) => {
      const mentees = await mentorships.menteesOf(tenantId, memberId);
      return Promise.all(
        mentees.map(async (mentee) => {
          const rows = await core.visibleMaps(tenantId, mentee.memberId);
          const evaluated = await core.evaluate(tenantId, mentee.memberId, rows);
          return {
            ...mentee,
            mapCount: evaluated.length,
            completedCount: evaluated.filter((map) => map.progress.completed).length,
            percent:
              evaluated.length === 0
                ? 0
                : Math.floor(
                    evaluated.reduce((sum, map) => sum + map.progress.percent, 0) /
                      evaluated.length,
                  ),
          };
        }),
      );
    },
    list: async (session: MemberSession, menteeId: string) => {
      const mentee = await menteeOf(session, menteeId);
      const rows = await core.visibleMaps(session.tenantId, menteeId);
      const evaluated = await core.evaluate(session.tenantId, menteeId, rows);
      return { mentee, maps: evaluated.map(summaryOf) };
    },
    detail: async (session: MemberSession, menteeId: string, mapId: string) => {
      await menteeOf(session, menteeId);
      return detailOf(await core.visibleMap(session.tenantId, menteeId, mapId));
    },
  };
};
