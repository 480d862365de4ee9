import { z } from 'zod';
import { LearningTaskKind } from '../common/enums';
import { ZPackAudience, ZPackCode } from '../common/pack-audience';
import { ZEpochMillis } from '../common/primitives';
import { MAX_MAP_STAGES, MAX_STAGE_TASKS } from './learning-maps';

/** How a pack names a task's kind, and the kind it is. */
export const PackTaskKind = {
  course: LearningTaskKind.COURSE,
  paper: LearningTaskKind.EXAM,
  practice: LearningTaskKind.PRACTICE,
  'offline-class': LearningTaskKind.OFFLINE_CLASS,
} as const;

/** A task of a stage: a course, paper, practice task or offline class of the tenant, by code. */
export const ZPackMapTask = z.object({
  kind: z.enum(Object.keys(PackTaskKind) as [keyof typeof PackTaskKind]),
  code: ZPackCode,
});

/**
 * A stage's unlock rules (docs/decisions/0069); all that are set must hold. `opensAfterDays`
 * counts days from the import (so a demo's dates follow the day it is loaded), `opensAt` is fixed;
 * at most one of them.
 */
export const ZPackStageUnlock = z
  .object({
    afterPrevious: z.boolean().default(false),
    opensAt: ZEpochMillis.nullable().default(null),
    opensAfterDays: z.number().int().min(-3650).max(3650).nullable().default(null),
    /** A best score of at least this on each exam of the previous stage. */
    minPreviousExamScore: z.number().nonnegative().max(10_000).nullable().default(null),
  })
  .refine((unlock) => unlock.opensAt === null || unlock.opensAfterDays === null, {
    message: 'opensAt and opensAfterDays exclude each other',
  });

export const ZPackMapStage = z.object({
  name: z.string().min(1).max(128),
  description: z.string().max(2000).default(''),
  unlock: ZPackStageUnlock.default({
    afterPrevious: false,
    opensAt: null,
    opensAfterDays: null,
    minPreviousExamScore: null,
  }),
  tasks: z.array(ZPackMapTask).min(1).max(MAX_STAGE_TASKS),
});

export const ZPackLearningMap = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  /** A code of the pack's learning-map classifications; null: unclassified. */
  classifyCode: z.string().nullable().default(null),
  cover: z.string().min(1).max(1024).nullable().default(null),
  introduction: z.string().max(20_000).default(''),
  /** Credits for completing it, awarded once per learner (CreditBizType.LEARNING_MAP). */
  credit: z.number().int().nonnegative().max(100_000).default(0),
  /** Organisation codes whose members see it; null with no `members`: the whole tenant. */
  organisations: ZPackAudience,
  /** userCodes of members who see it besides the organisations'. */
  members: z.array(ZPackCode).default([]),
  stages: z.array(ZPackMapStage).min(1).max(MAX_MAP_STAGES),
});
export type TPackLearningMap = z.infer<typeof ZPackLearningMap>;

/** A development path: a ladder of rungs, each reached by completing a map of the pack. */
export const ZPackDevelopmentPath = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  description: z.string().max(2000).default(''),
  rungs: z
    .array(
      z.object({
        name: z.string().min(1).max(128),
        description: z.string().max(2000).default(''),
        map: ZPackCode,
      }),
    )
    .min(1)
    .max(MAX_MAP_STAGES),
});

/** Which learning-map content a pack's other parts hold, for the checks below. */
export type LearningMapPackCodes = {
  classifyCodes: ReadonlySet<string>;
  memberCodes: ReadonlySet<string>;
  organisationCodes: ReadonlySet<string>;
  /** Codes of the pack's tasks by kind; a kind absent here is checked at import only. */
  taskCodes: Partial<Record<keyof typeof PackTaskKind, ReadonlySet<string>>>;
};

type Issue = { path: (string | number)[]; message: string };

/** What the schema alone cannot see: unknown codes and rules a stage cannot meet. */
export const learningMapContentIssues = (
  maps: readonly TPackLearningMap[],
  paths: readonly z.infer<typeof ZPackDevelopmentPath>[],
  codes: LearningMapPackCodes,
): Issue[] => {
  const issues: Issue[] = [];
  const mapCodes = new Set<string>();
  maps.forEach((map, index) => {
    const at = ['learningMaps', 'maps', index];
    if (mapCodes.has(map.code))
      issues.push({ path: [...at, 'code'], message: `duplicate map code ${map.code}` });
    mapCodes.add(map.code);
    if (map.classifyCode !== null && !codes.classifyCodes.has(map.classifyCode)) {
      issues.push({
        path: [...at, 'classifyCode'],
        message: `unknown classification ${map.classifyCode}`,
      });
    }
    map.members.forEach((member, position) => {
      if (!codes.memberCodes.has(member)) {
        issues.push({ path: [...at, 'members', position], message: `unknown member ${member}` });
      }
    });
    (map.organisations ?? []).forEach((organisation, position) => {
      if (!codes.organisationCodes.has(organisation)) {
        issues.push({
          path: [...at, 'organisations', position],
          message: `unknown organisation ${organisation}`,
        });
      }
    });
    map.stages.forEach((stage, stageIndex) => {
      const stageAt = [...at, 'stages', stageIndex];
      const previous = map.stages[stageIndex - 1];
      if (!previous && (stage.unlock.afterPrevious || stage.unlock.minPreviousExamScore !== null)) {
        issues.push({
          path: [...stageAt, 'unlock'],
          message: 'the first stage has no previous stage',
        });
      }
      if (
        previous &&
        stage.unlock.minPreviousExamScore !== null &&
        !previous.tasks.some((task) => task.kind === 'paper')
      ) {
        issues.push({
          path: [...stageAt, 'unlock'],
          message: 'a minimum score needs a paper in the previous stage',
        });
      }
      stage.tasks.forEach((task, taskIndex) => {
        const known = codes.taskCodes[task.kind];
        if (known && !known.has(task.code)) {
          issues.push({
            path: [...stageAt, 'tasks', taskIndex],
            message: `unknown ${task.kind} ${task.code}`,
          });
        }
      });
    });
  });
  paths.forEach((path, index) => {
    path.rungs.forEach((rung, position) => {
      if (!mapCodes.has(rung.map)) {
        issues.push({
          path: ['learningMaps', 'developmentPaths', index, 'rungs', position, 'map'],
          message: `unknown map ${rung.map}`,
        });
      }
    });
  });
  return issues;
};
