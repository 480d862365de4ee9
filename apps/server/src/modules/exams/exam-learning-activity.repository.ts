import type { LearningActivitySourceOn } from '../../platform/learning-activity/learning-activity';

/** As results.service's resultReleaseTime: a set release time, else the end of a paper that hides results. */
const hiddenUntilOf = (paper: {
  result_release_time: number | null;
  hide_result_until_end: number;
  expire_time: number | null;
}) => {
  const release =
    paper.result_release_time ??
    (Number(paper.hide_result_until_end) === 1 ? paper.expire_time : null);
  return release === null ? null : Number(release);
};

/**
 * Lent to the learning reports (features.ts): the sheets the tenant's learners finished in the
 * window, with their papers' names, their scores once judged and until when the paper hides them, over the whole tenant at once.
 * A sheet still being marked has no score yet.
 */
export const examLearningActivity: LearningActivitySourceOn = (db) => ({
  activityIn: async (tenantId, window) => {
    const sheets = await db
      .selectFrom('answer_sheets')
      .innerJoin('papers', (join) =>
        join
          .onRef('papers.id', '=', 'answer_sheets.paper_id')
          .on('papers.tenant_id', '=', tenantId),
      )
      .select([
        'answer_sheets.member_id',
        'papers.name',
        'answer_sheets.score',
        'answer_sheets.passed',
        'answer_sheets.finished_at',
        'papers.result_release_time',
        'papers.hide_result_until_end',
        'papers.expire_time',
      ])
      .where('answer_sheets.tenant_id', '=', tenantId)
      .where('answer_sheets.finished_at', '>=', window.from)
      .where('answer_sheets.finished_at', '<', window.to)
      .execute();
    return {
      examsFinished: sheets.map((sheet) => ({
        memberId: sheet.member_id,
        paperName: sheet.name,
        score: sheet.score === null ? null : Number(sheet.score),
        passed: sheet.passed === null ? null : Number(sheet.passed) === 1,
        finishedAt: Number(sheet.finished_at),
        resultHiddenUntil: hiddenUntilOf(sheet),
      })),
    };
  },
});
