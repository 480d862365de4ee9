import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// This run's id, which its PostgreSQL schemas carry (src/test/test-database.ts); the workers
// inherit it.
process.env.LECTERN_TEST_RUN ??= randomBytes(4).toString('hex');

/**
 * Every server test file runs once on SQLite and, when TEST_DATABASE_URL is set, once more on
 * PostgreSQL (ARCHITECTURE.md, tests). `src/test/test-database.ts` reads LECTERN_TEST_DIALECT.
 */
const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    globalSetup: ['src/test/global-setup.ts'],
    // Vitest keeps a core for itself by default (one worker on 2 cores); the files mostly wait on
    // their databases, so a worker per core runs them in two thirds of the time.
    maxWorkers: availableParallelism(),
    projects: dialects.map((dialect) => ({
      extends: true as const,
      test: {
        name: dialect,
        env: { LECTERN_TEST_DIALECT: dialect },
        include: ['src/**/*.test.ts'],
        // A file shares its worker's modules with the files before it: each builds its own app on
        // its own database, and importing the app once per worker instead of once per file takes
        // a third off the suite's time. No test replaces a module (services take their
        // repositories, platform/services/service-deps.ts), so none needs a module graph of its own.
        isolate: false,
      },
    })),
  },
});
