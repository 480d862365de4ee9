import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery } from '../common/pagination';
import { ZId } from '../common/primitives';
import { RankingSort, RankingTab, ZRankingRow, ZRankingSort, ZRankingTab } from './exam';

export const ZGetExamRankingsRequest = ZPageQuery.extend({
  paperId: ZId,
  tab: ZRankingTab.default(RankingTab.MEMBER),
  sort: ZRankingSort.default(RankingSort.HIGHEST),
});
export type TGetExamRankingsRequest = z.infer<typeof ZGetExamRankingsRequest>;

export const ZGetExamRankingsResponse = z.object({
  list: z.array(ZRankingRow),
  total: z.number().int().nonnegative(),
  /** The learner's own row (or their organisation's), null when not ranked. */
  mine: ZRankingRow.nullable(),
  /**
   * While the paper's results are hidden (spec §4 'result hidden but time visible'): when they
   * are released; the list is empty until then. Null once they are shown.
   */
  releaseTime: z.number().int().nullable(),
});
export type TGetExamRankingsResponse = z.infer<typeof ZGetExamRankingsResponse>;

export const getExamRankings = defineEndpoint({
  method: 'GET',
  path: '/exam/rankings',
  access: 'member',
  summary: "A paper's ranking by learner or organisation",
  query: ZGetExamRankingsRequest,
  response: ZGetExamRankingsResponse,
});
