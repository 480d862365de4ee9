import { DEPT_NAME_SEPARATOR } from '@lectern/contracts/common/member';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import {
  CREDIT_RANKING_SIZE,
  type TCreditHistoryEntry,
  type TCreditRankingRow,
} from '@lectern/contracts/credits/credits';
import type { TGetCreditHistoryResponse } from '@lectern/contracts/credits/get-credit-history';
import type { TGetCreditRankingsResponse } from '@lectern/contracts/credits/get-credit-rankings';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { CreditsRepositories } from './credits.repository';

const pageOf = ({ pageNum, pageSize }: TPageQuery) => ({
  offset: (pageNum - 1) * pageSize,
  limit: pageSize,
});

/**
 * The learner's credits (spec §2 /personal/credit and its rankings, docs/decisions/0064): what
 * every feature awarded through the shared ledger, and where the learner stands in the tenant.
 */
export const creditsService = ({ db, repositories }: ServiceDeps<CreditsRepositories>) => {
  const { credits } = repositories(db);

  return {
    history: async (
      { tenantId, memberId }: MemberSession,
      page: TPageQuery,
    ): Promise<TGetCreditHistoryResponse> => {
      const now = Date.now();
      const [{ rows, count }, totalCredit] = await Promise.all([
        credits.history(tenantId, memberId, pageOf(page), now),
        credits.totalOf(tenantId, memberId, now),
      ]);
      return {
        list: rows.map((row): TCreditHistoryEntry => ({
          bizName: row.biz_name,
          bizType: row.biz_type,
          amount: row.amount,
          createTime: row.created_at,
        })),
        total: count,
        totalCredit,
      };
    },

    /**
     * The first CREDIT_RANKING_SIZE learners by total credit and the caller's own row. Equal
     * totals share a rank (1, 2, 2, 4), so a rank is 1 + the learners with more credits.
     */
    rankings: async ({
      tenantId,
      memberId,
    }: MemberSession): Promise<TGetCreditRankingsResponse> => {
      const now = Date.now();
      const [top, ownTotal, own] = await Promise.all([
        credits.top(tenantId, CREDIT_RANKING_SIZE, now),
        credits.totalOf(tenantId, memberId, now),
        credits.learner(tenantId, memberId),
      ]);
      const ownRank = (await credits.countAbove(tenantId, ownTotal, now)) + 1;
      const names = await credits.organisationNames(tenantId, [
        ...new Set([...top.map((row) => row.member_id), memberId]),
      ]);
      const deptOf = (learnerId: string) =>
        names
          .filter((name) => name.member_id === learnerId)
          .map((name) => name.name)
          .join(DEPT_NAME_SEPARATOR);

      let rank = 0;
      const list = top.map((row, index): TCreditRankingRow => {
        if (index === 0 || row.total !== top[index - 1]!.total) rank = index + 1;
        return {
          rank,
          nickname: row.nick_name,
          userCode: row.user_code,
          dept: deptOf(row.member_id),
          total: row.total,
        };
      });
      return {
        list,
        mine: {
          rank: ownRank,
          nickname: own.nick_name,
          userCode: own.user_code,
          dept: deptOf(memberId),
          total: ownTotal,
        },
      };
    },
  };
};
