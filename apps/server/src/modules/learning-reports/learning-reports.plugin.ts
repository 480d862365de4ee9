import type { FeaturePlugin } from '../../platform/features/feature';
import { repeatingJob } from '../../platform/jobs/repeating-job';
import { learningReportsRepositories } from './learning-reports.repository';
import { registerLearningReportsRoutes } from './learning-reports.routes';
import { learningReportsService } from './learning-reports.service';

/**
 * How often each process looks for a tenant whose last week has no reports yet. Every process
 * may: a second computation of a week replaces the first's reports with the same figures.
 */
const WEEK_REPORT_CHECK_MS = 15 * 60_000;
/** The first look, after start: the server is serving by then. */
const FIRST_CHECK_MS = 60_000;

/** Learning reports (docs/decisions/0068): their routes and the job that computes them. */
export const learningReportsPlugin: FeaturePlugin = (api, deps) => {
  const reports = learningReportsService({
    db: deps.db,
    transact: deps.transact,
    repositories: learningReportsRepositories,
    memberOrganisations: deps.memberOrganisations,
    learningActivity: deps.learningActivity,
    timeZone: deps.config.examTimeZone,
  });
  registerLearningReportsRoutes(api, deps, reports);

  const job = repeatingJob('learning reports', async () => {
    try {
      const learners = await reports.computeDueWeeks();
      if (learners > 0) api.log.info({ learners }, 'weekly learning reports computed');
    } catch (error) {
      api.log.error({ err: error }, 'the weekly learning reports failed');
    }
  });
  api.addHook('onReady', async () => job.every(WEEK_REPORT_CHECK_MS, FIRST_CHECK_MS));
  api.addHook('preClose', () => job.stop());
};
