import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every server test file runs once on SQLite and, when TEST_DATABASE_URL is set, once more on
 * PostgreSQL (ARCHITECTURE.md, tests). `src/test/test-database.ts` reads LECTERN_TEST_DIALECT.
 */
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: { name: 'postgres', env: { LECTERN_TEST_DIALECT: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest keeps a core for itself by default (one worker on 2 cores); the files mostly wait on
    // their databases, so a worker per core runs them in two thirds of the time.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'sqlite', env: { LECTERN_TEST_DIALECT: 'sqlite' } } },
      ...postgres,
    ],
  },
});
