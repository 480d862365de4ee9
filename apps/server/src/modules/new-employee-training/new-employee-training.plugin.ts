import type { FeaturePlugin } from '../../platform/features/feature';
import { registerNewEmployeeTrainingRoutes } from './new-employee-training.routes';

/** New-employee training, behind the learning module and the all-in-one edition. */
export const newEmployeeTrainingPlugin: FeaturePlugin = (api, deps) =>
  registerNewEmployeeTrainingRoutes(api, deps);
