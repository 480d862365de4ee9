import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { PackImporter } from '../packs/pack-importer';

/**
 * A feature's server side as one Fastify plugin: its routes, hooks and scheduled jobs. The app
 * registers each in a context of its own under the API base, so its hooks reach only its routes.
 */
export type FeaturePlugin = (api: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** What a feature adds to the server: one entry in features.ts. */
export type Feature = {
  name: string;
  /** Its routes, hooks and jobs, when it has any. */
  plugin?: FeaturePlugin;
  /** Its part of a content pack, when it has one (packs/import-pack.ts). */
  pack?: PackImporter<object, unknown>;
};
