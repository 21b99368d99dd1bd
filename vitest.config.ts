/**
 * All unit and integration tests. The API suite runs on PGlite, and a second time on the
 * PostgreSQL server when DATABASE_URL is set (each test file in its own fresh database).
 */
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const apiOnPostgres = process.env.DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-postgres', root: './apps/api', env: { SAPAR_TEST_POSTGRES: '1' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, so test files ran
    // one at a time while much of their time is spent waiting on PostgreSQL, Redis and child processes.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      'packages/contracts',
      'apps/web',
      { extends: './apps/api/vitest.config.ts', test: { name: 'api-pglite', root: './apps/api' } },
      ...apiOnPostgres,
    ],
  },
});
