// One lint setup for the whole repository.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_FEATURES_DIR = 'apps/web/src/features';
const features = (() => {
  try {
    return readdirSync(WEB_FEATURES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();

/**
 * Architecture rules (bulletproof-react's import/no-restricted-paths, written with core ESLint):
 * a feature never imports another feature; shared code never imports features or the app;
 * the web app never imports the API.
 */
const boundaries = [
  ...features.map((feature) => ({
    files: [`${WEB_FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: `^@/features/(?!${feature}(/|$))`, message: 'Features do not import each other; compose them in a page.' },
          { regex: '^@/(app|pages)(/|$)', message: 'Features sit below the app and the pages.' },
        ],
      }],
    },
  })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^@/(features|app|pages)(/|$)', message: 'Shared code sits below features and the app.' }],
      }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@sapar/api', message: 'Only contracts are shared with the API.' }] }],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/data/**', 'e2e/artifacts/**', 'e2e/test-results/**', '**/playwright-report/**', 'apps/api/drizzle/**', 'scripts/openapi-client/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/api/src/db/seed-cli.ts', 'apps/api/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
);
