import type { FeaturePlugin } from '../../platform/features/feature';
import { registerQuestionsRoutes } from './questions.routes';

/** The question domain's routes: question detail and error-correction reports. */
export const questionsPlugin: FeaturePlugin = (api, deps) => registerQuestionsRoutes(api, deps);
