/**
 * All unit and integration tests. The API suite runs on PGlite, and a second time on the
 * PostgreSQL server when DATABASE_URL is set (each test file in its own fresh database).
 */
import { defineConfig } from 'vitest/config';

const apiOnPostgres = process.env.DATABASE_URL
  ? [{ extends: './apps/api/vitest.config.ts', test: { name: 'api-postgres', root: './apps/api', env: { SAPAR_TEST_POSTGRES: '1' } } }]
  : [];

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/web',
      { extends: './apps/api/vitest.config.ts', test: { name: 'api-pglite', root: './apps/api' } },
      ...apiOnPostgres,
    ],
  },
});
