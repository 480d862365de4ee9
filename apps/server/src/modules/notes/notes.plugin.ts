import type { FeaturePlugin } from '../../platform/features/feature';
import { registerNotesRoutes } from './notes.routes';

/** Learners' notes. */
export const notesPlugin: FeaturePlugin = (api, deps) => registerNotesRoutes(api, deps);
