// One lint setup for the whole repository.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const subdirectories = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WEB_FEATURES_DIR = 'apps/web/src/features';
const features = subdirectories(WEB_FEATURES_DIR);

const API_SRC = 'apps/api/src';
const API_MODULES_DIR = `${API_SRC}/modules`;
const apiModules = subdirectories(API_MODULES_DIR);
/**
 * Every module is used through its public entry (`index.ts`): other modules import nothing else of it, type imports
 * included (its schema files excepted, for schema files: a foreign key names the table). scripts/check-cycles.mjs
 * fails when a module has no index.ts.
 */
const sealedApiModules = apiModules;

/** The composition root (src/app.ts, container.ts, main.ts, seed.ts, scripts/): it wires the modules, nothing imports it. */
const compositionPattern = (levelsUpToSrc) => ({
  regex: `^${levelsUpToSrc === 0 ? '\\./' : '(?:\\.\\./){' + levelsUpToSrc + '}'}(?:(?:app|container|main|seed)(?:\\.[jt]s)?$|scripts/)`,
  message: 'Nothing imports the composition root (app, container, main, seed, scripts); it imports the modules.',
});

/**
 * `no-restricted-imports` patterns for a file of API module `module`, `depth` folders below the module's folder.
 * Relative specifiers only (the API has no path alias): `../<other>/…` (or `../../modules/<other>/…`) leaves the module.
 */
function apiModulePatterns(module, depth, { schemaFile = false } = {}) {
  const out = `${'\\.\\./'.repeat(depth + 1)}(?:\\.\\./modules/)?`;
  const other = `(?!${escapeRegex(module)}/|\\.\\./)[^/]+`;
  const forbiddenFiles = schemaFile ? 'repository|routes' : 'repository|routes|schema';
  return [
    {
      regex: `^${out}${other}/(?:.*/)?[^/]+\\.(?:${forbiddenFiles})(?:\\.[jt]s)?$`,
      message: schemaFile
        ? "A module never imports another module's repository or routes; use its index.ts or service."
        : "A module never imports another module's repository, tables (schema) or routes; use its index.ts or service.",
    },
    ...sealedApiModules
      .filter((sealed) => sealed !== module)
      .map((sealed) => ({
        regex: `^${out}${escapeRegex(sealed)}/(?!index(?:\\.[jt]s)?$${schemaFile ? '|[^/]+\\.schema(?:\\.[jt]s)?$' : ''})`,
        message: `The ${sealed} module is used through its public entry, ../${sealed}/index.js.`,
      })),
    compositionPattern(depth + 2),
  ];
}

/** Route handlers parse, authorize and call a service: no SQL, no tables, no repository (not even their own module's). */
const ROUTES_PATTERNS = [
  { regex: '\\.(?:repository|schema)(?:\\.[jt]s)?$', message: 'Routes call services, never a repository or tables.' },
  { regex: '^drizzle-orm(?:/|$)', message: 'Routes call services; SQL lives in repositories.' },
];

/** Platform code (db, shared, providers, env) knows no domain module and not the composition root. */
const PLATFORM_DIRS = ['db', 'shared', 'providers'];
const platformPatterns = (levelsUpToSrc) => [
  {
    regex: '^\\.\\.?/(?:.*/)?modules(?:/|$)',
    message: 'Platform code (db, shared, providers, env) imports no domain module.',
  },
  compositionPattern(levelsUpToSrc),
];

const DEPTHS = [0, 1, 2, 3];
const apiBoundaries = [
  ...apiModules.flatMap((module) => [
    ...DEPTHS.map((depth) => ({
      files: [`${API_MODULES_DIR}/${module}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: apiModulePatterns(module, depth) }] },
    })),
    {
      files: [`${API_MODULES_DIR}/${module}/*.schema.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: apiModulePatterns(module, 0, { schemaFile: true }) }] },
    },
    {
      files: [`${API_MODULES_DIR}/${module}/*.routes.ts`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [...apiModulePatterns(module, 0), ...ROUTES_PATTERNS] }],
      },
    },
  ]),
  { files: [`${API_SRC}/env.ts`], rules: { 'no-restricted-imports': ['error', { patterns: platformPatterns(0) }] } },
  ...PLATFORM_DIRS.flatMap((dir) =>
    DEPTHS.map((depth) => ({
      files: [`${API_SRC}/${dir}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: platformPatterns(depth + 1) }] },
    })),
  ),
];

/**
 * Architecture rules of the web app (bulletproof-react's import/no-restricted-paths, written with core ESLint):
 * a feature never imports another feature; shared code never imports features, pages or the app;
 * the web app never imports the API. Both the `@/` alias and relative paths are checked: a relative
 * specifier is matched per folder depth (`../../other/…` from two folders down leaves the feature).
 * The blocks for one file replace each other's `no-restricted-imports` (the last one wins), so every
 * narrower block repeats the general pattern.
 */
const NO_API = { regex: '^@sapar/api', message: 'Only contracts are shared with the API.' };
const up = (levels) => '(?:\\.\\./){' + levels + '}';
const featurePatterns = (feature, depth) => [
  {
    regex: `^@/features/(?!${escapeRegex(feature)}(/|$))`,
    message: 'Features do not import each other; compose them in a page.',
  },
  { regex: '^@/(app|pages)(/|$)', message: 'Features sit below the app and the pages.' },
  // From `depth` folders below the feature's folder: up depth+1 is the features folder, up depth+2 is src.
  {
    regex: `^${up(depth + 1)}(?!${escapeRegex(feature)}(/|$))[^./]`,
    message: 'Features do not import each other (relative path); compose them in a page.',
  },
  {
    regex: `^${up(depth + 2)}features/(?!${escapeRegex(feature)}(/|$))`,
    message: 'Features do not import each other (relative path); compose them in a page.',
  },
  { regex: `^${up(depth + 2)}(app|pages)(/|$)`, message: 'Features sit below the app and the pages (relative path).' },
  NO_API,
];
const sharedPatterns = (depth) => [
  { regex: '^@/(features|app|pages)(/|$)', message: 'Shared code sits below features and the app.' },
  {
    regex: `^${up(depth + 1)}(features|app|pages)(/|$)`,
    message: 'Shared code sits below features and the app (relative path).',
  },
  NO_API,
];
const WEB_DEPTHS = [0, 1, 2, 3, 4];
const boundaries = [
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_API] }] },
  },
  ...features.flatMap((feature) =>
    WEB_DEPTHS.map((depth) => ({
      files: [`${WEB_FEATURES_DIR}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(feature, depth) }] },
    })),
  ),
  ...WEB_DEPTHS.map((depth) => ({
    files: [`apps/web/src/shared/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns(depth) }] },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
      'scripts/openapi-client/generated/**',
    ],
  },
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
    files: ['scripts/**', 'bench/**', 'apps/api/src/scripts/seed.ts', 'apps/api/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
  ...apiBoundaries,
  // Import cycles are refused by scripts/check-cycles.mjs (madge), run by `npm run lint` after ESLint.
);
