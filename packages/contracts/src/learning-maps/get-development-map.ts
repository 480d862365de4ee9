import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMapSummary } from './learning-maps';

/** One rung of a development path: a position (or level) reached by completing its map. */
export const ZDevelopmentRung = z.object({
  rungId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The rung's map; null when it is not open to the learner (another audience) or gone. */
  map: ZMapSummary.nullable(),
  /** Completed: its map is. */
  reached: z.boolean(),
  /** The first rung not reached: the one the learner works towards now. */
  current: z.boolean(),
});
export type TDevelopmentRung = z.infer<typeof ZDevelopmentRung>;

/** A development path (a position ladder): its rungs from the first up. */
export const ZDevelopmentPath = z.object({
  pathId: z.string(),
  name: z.string(),
  description: z.string(),
  rungs: z.array(ZDevelopmentRung),
  /** Rungs reached, counted from the first. */
  reachedCount: z.number().int().nonnegative(),
});
export type TDevelopmentPath = z.infer<typeof ZDevelopmentPath>;

export const ZGetDevelopmentMapRequest = z.object({});
export const ZGetDevelopmentMapResponse = z.array(ZDevelopmentPath);
export type TGetDevelopmentMapResponse = z.infer<typeof ZGetDevelopmentMapResponse>;

/** Spec §2 /devlop-map: the tenant's development paths and where the learner stands on each. */
export const getDevelopmentMap = defineEndpoint({
  method: 'GET',
  path: '/learn/map/development',
  access: 'member',
  summary: 'The development map: the tenant’s development paths and the learner’s rung on each',
  query: ZGetDevelopmentMapRequest,
  response: ZGetDevelopmentMapResponse,
});
