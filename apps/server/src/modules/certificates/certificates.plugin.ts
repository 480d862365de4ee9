import type { FeaturePlugin } from '../../platform/features/feature';
import { registerCertificatesRoutes } from './certificates.routes';

/** Learners' certificates and the public lookup (docs/decisions/0064). */
export const certificatesPlugin: FeaturePlugin = (api, deps) =>
  registerCertificatesRoutes(api, deps);
