import type { FeaturePlugin } from '../../platform/features/feature';
import { registerCoursesRoutes } from './courses.routes';

/** Courses and their courseware, behind the courses module and the all-in-one edition. */
export const coursesPlugin: FeaturePlugin = (api, deps) => registerCoursesRoutes(api, deps);
