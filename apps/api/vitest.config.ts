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
    // Room for a slow CI machine: on one (a plain loop about 5x slower than usual) a test context's start alone ran past
    // 60 s. A limit only ends a hung test sooner; it asserts nothing.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
