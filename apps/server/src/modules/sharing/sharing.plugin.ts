import type { FeaturePlugin } from '../../platform/features/feature';
import { registerSharingRoutes } from './sharing.routes';

/** Sharing (spec §2 /personal/invitecode): invitation codes and their registrations. */
export const sharingPlugin: FeaturePlugin = (api, deps) => registerSharingRoutes(api, deps);
