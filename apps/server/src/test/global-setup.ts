import { dropTestSchemas } from './test-database';

/** Vitest's global set-up: once every file has run, the run's PostgreSQL schemas go. */
export default function setup() {
  return dropTestSchemas;
}
