import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @sapar/contracts from its TypeScript source, so tests need no build first. An alias, not the `sapar-source`
  // export condition that TypeScript and tsx use: Vite takes conditions per environment, and Vitest's own
  // environment, which loads the global setup, takes none of ours; an alias holds in every environment.
  resolve: {
    alias: { '@sapar/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
