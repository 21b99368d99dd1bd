/** Web unit and component tests (the root config lists this folder as the 'web' project). */
import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // From its TypeScript source, so tests need no build first (as in vite.config.ts).
      '@sapar/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // The first test that renders the home page transforms its lazy chunks (date picker, news, search form): 2.6 s on
    // an idle machine, past the 5 s default when the API suites run beside it (two CI runs failed on it; 12 s under a
    // load of 14).
    testTimeout: 30_000,
  },
});
