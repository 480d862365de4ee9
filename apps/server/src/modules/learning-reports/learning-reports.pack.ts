import type { PackImporter } from '../../platform/packs/pack-importer';
import { learningReportsRepositories } from './learning-reports.repository';
import {
  addDays,
  dayIn,
  mondayOf,
  ranksWithin,
  ReportOrigin,
  weekStartingOn,
} from './learning-reports.rules';
import { reportRowOf } from './learning-reports.service';

export type LearningReportsImportSummary = { learningWeeks: number };

const MINUTE_MS = 60_000;
/**
 * The calendar a pack's weeks count in. The importer is not told the server's EXAM_TIME_ZONE:
 * the weeks are counted from the import's day in UTC, at most a day off the tenant's calendar.
 */
const PACK_TIME_ZONE = 'UTC';

/**
 * The past weeks of a content pack (docs/decisions/0068), stored as the members' weekly reports
 * of those weeks, counted back from the import's week; ranked within the pack's members of each
 * organisation. Importing again rewrites them and removes the weeks the pack no longer brings;
 * the job never overwrites them.
 */
export const learningReportsPack: PackImporter<LearningReportsImportSummary> = {
  importPart: async ({ trx, pack, tenantId, now, memberIds, organisationIds }) => {
    const { reports } = learningReportsRepositories(trx);
    const thisMonday = mondayOf(dayIn(now, PACK_TIME_ZONE));
    const names = organisationNames(pack.organisations);
    const organisationOf = new Map(
      pack.members.flatMap((member) => {
        const code = member.organisations[0];
        const id = code === undefined ? undefined : organisationIds.get(code);
        const name = code === undefined ? undefined : names.get(code);
        return id && name ? [[member.userCode, { id, name }] as const] : [];
      }),
    );
    const learnedMs = (minutes: number[]) =>
      minutes.reduce((sum, value) => sum + value, 0) * MINUTE_MS;
    const ranks = ranksWithin(
      pack.learningWeeks.flatMap((week) => {
        const organisation = organisationOf.get(week.member);
        return organisation
          ? [
              {
                id: `${week.member}/${week.weeksAgo}`,
                group: `${organisation.id}/${week.weeksAgo}`,
                figure: learnedMs(week.dailyMinutes),
              },
            ]
          : [];
      }),
    );
    const rows = pack.learningWeeks.flatMap((week) => {
      const memberId = memberIds.get(week.member);
      if (!memberId) return [];
      const calendar = weekStartingOn(addDays(thisMonday, -7 * week.weeksAgo), PACK_TIME_ZONE);
      // Noon of the day: inside the day in any time zone the tenant may use.
      const at = (day: number) => calendar.dayStarts[day]! + 12 * 60 * MINUTE_MS;
      const dailyLearnedMs = week.dailyMinutes.map((minutes) => minutes * MINUTE_MS);
      const rank = ranks.get(`${week.member}/${week.weeksAgo}`);
      const organisation = organisationOf.get(week.member);
      return [
        reportRowOf(
          tenantId,
          calendar,
          {
            memberId,
            learnedMs: learnedMs(week.dailyMinutes),
            daysLearned: dailyLearnedMs.filter((ms) => ms > 0).length,
            dailyLearnedMs,
            dailyCredits: week.dailyCredits,
            coursesCompleted: week.courses.length,
            courses: week.courses.map((course) => ({
              courseName: course.name,
              completedAt: at(course.day),
            })),
            examsFinished: week.exams.length,
            exams: week.exams.map((exam) => ({
              paperName: exam.name,
              score: exam.score,
              passed: exam.passed,
              finishedAt: at(exam.day),
              hiddenUntil: null,
            })),
            creditChange: week.dailyCredits.reduce((sum, value) => sum + value, 0),
            organisation:
              rank && organisation
                ? { name: organisation.name, rank: rank.rank, learners: rank.of }
                : null,
          },
          ReportOrigin.PACK,
          now,
        ),
      ];
    });
    // A week the pack no longer brings (or that moved with a later import's week) goes.
    const kept = new Set(rows.map((row) => `${row.member_id}/${row.week_start}`));
    await reports.remove(
      tenantId,
      (await reports.packWeeks(tenantId))
        .filter((row) => !kept.has(`${row.member_id}/${row.week_start}`))
        .map((row) => row.id),
    );
    await reports.upsert(rows);
    return { learningWeeks: rows.length };
  },
};

/** Every organisation's name by its code, through the whole tree. */
const organisationNames = (
  nodes: readonly { code: string; name: string; children: readonly unknown[] }[],
  names = new Map<string, string>(),
) => {
  for (const node of nodes) {
    names.set(node.code, node.name);
    organisationNames(node.children as typeof nodes, names);
  }
  return names;
};
