// One lint setup for the whole repository.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const subdirectories = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
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
/** Modules with a public entry (`index.ts`): other modules import nothing else of them (their schema files excepted, for schema files). */
const sealedApiModules = apiModules.filter((m) => existsSync(`${API_MODULES_DIR}/${m}/index.ts`));

/**
 * TODO(issue 12): imports that break the API boundaries today and need more than an import-path change.
 * Each entry lets exactly one file import exactly one specifier; everything else stays forbidden for that file.
 */
const API_BOUNDARY_DEBT = [
  // The mail outbox table lives in booking.schema.ts, but every module writes outbox rows in its own transaction.
  { file: 'modules/users/otp.repository.ts', imports: ['../booking/booking.schema.js'], why: 'OTP mail goes to the outbox table of booking' },
  { file: 'modules/orders/orders.repository.ts', imports: ['../booking/booking.schema.js', '../flights/flights.schema.js'], why: 'seat holds update flight_cabin; expiry writes the outbox and reads order_exchange' },
  { file: 'modules/aftersales/aftersales.repository.ts', imports: ['../booking/booking.schema.js', '../payments/payments.schema.js'], why: 'refunds and exchanges are booking tables; refunds read payments' },
  // The MBank sandbox and Finipay providers keep their charges and manual refunds in tables of the payments module.
  { file: 'providers/payments/finipay.ts', imports: ['../../modules/payments/payments.schema.js'], why: 'payment_manual_refund table' },
  { file: 'providers/payments/mbank-sandbox.ts', imports: ['../../modules/payments/payments.schema.js'], why: 'mbank_sandbox_* tables' },
];
const debtFor = (file) => API_BOUNDARY_DEBT.find((d) => `${API_SRC}/${d.file}` === file)?.imports ?? [];
/** A regex prefix that lets through the allow-listed specifiers of one file (and nothing else). */
function unless(allowed) {
  return allowed.length ? `(?!(?:${allowed.map(escapeRegex).join('|')})$)` : '';
}

/**
 * `no-restricted-imports` patterns for a file of API module `module`, `depth` folders below the module's folder.
 * Relative specifiers only (the API has no path alias): `../<other>/…` (or `../../modules/<other>/…`) leaves the module.
 */
function apiModulePatterns(module, depth, { schemaFile = false, allowed = [] } = {}) {
  const out = `${'\\.\\./'.repeat(depth + 1)}(?:\\.\\./modules/)?`;
  const other = `(?!${escapeRegex(module)}/|\\.\\./)[^/]+`;
  const forbiddenFiles = schemaFile ? 'repository|routes' : 'repository|routes|schema';
  return [
    {
      regex: `^${unless(allowed)}${out}${other}/(?:.*/)?[^/]+\\.(?:${forbiddenFiles})(?:\\.[jt]s)?$`,
      message: schemaFile
        ? "A module never imports another module's repository or routes; use its index.ts or service."
        : "A module never imports another module's repository, tables (schema) or routes; use its index.ts or service.",
    },
    ...sealedApiModules
      .filter((sealed) => sealed !== module)
      .map((sealed) => ({
        regex: `^${unless(allowed)}${out}${escapeRegex(sealed)}/(?!index(?:\\.[jt]s)?$${schemaFile ? '|[^/]+\\.schema(?:\\.[jt]s)?$' : ''})`,
        message: `The ${sealed} module is used through its public entry, ../${sealed}/index.js.`,
      })),
  ];
}

/** Platform code knows no domain module (db/schema.ts re-exports module tables for the migrator; the seed fills them). */
const PLATFORM_FILES = [`${API_SRC}/db/**/*.ts`, `${API_SRC}/shared/**/*.ts`, `${API_SRC}/providers/**/*.ts`, `${API_SRC}/env.ts`];
const PLATFORM_EXCEPTIONS = [`${API_SRC}/db/schema.ts`, `${API_SRC}/db/seed.ts`, `${API_SRC}/db/seed-cli.ts`, `${API_SRC}/db/seed/**`];
const platformPatterns = (allowed = []) => [
  { regex: `^${unless(allowed)}\\.\\.?/(?:.*/)?modules(?:/|$)`, message: 'Platform code (db, shared, providers, env) imports no domain module.' },
];

const apiBoundaries = [
  ...apiModules.flatMap((module) => [
    ...[0, 1, 2].map((depth) => ({
      files: [`${API_MODULES_DIR}/${module}/${'*/'.repeat(depth)}*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: apiModulePatterns(module, depth) }] },
    })),
    {
      files: [`${API_MODULES_DIR}/${module}/*.schema.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: apiModulePatterns(module, 0, { schemaFile: true }) }] },
    },
  ]),
  { files: PLATFORM_FILES, ignores: PLATFORM_EXCEPTIONS, rules: { 'no-restricted-imports': ['error', { patterns: platformPatterns() }] } },
  // The allow-list above, one block per file: the same rule with that file's specifiers let through.
  ...API_BOUNDARY_DEBT.map(({ file }) => {
    const path = `${API_SRC}/${file}`;
    const inModule = /^modules\/([^/]+)\/(.*)$/.exec(file);
    const allowed = debtFor(path);
    const patterns = inModule
      ? apiModulePatterns(inModule[1], inModule[2].split('/').length - 1, { schemaFile: file.endsWith('.schema.ts'), allowed })
      : platformPatterns(allowed);
    return { files: [path], rules: { 'no-restricted-imports': ['error', { patterns }] } };
  }),
];

/**
 * Architecture rules (bulletproof-react's import/no-restricted-paths, written with core ESLint):
 * a feature never imports another feature; shared code never imports features or the app;
 * the web app never imports the API.
 * The blocks for one file replace each other's `no-restricted-imports` (the last one wins), so the general block
 * comes first and every narrower block repeats its pattern.
 */
const NO_API = { regex: '^@sapar/api', message: 'Only contracts are shared with the API.' };
/**
 * TODO(issue 12): feature tests that mount the whole app's router (they render a route, not the feature alone).
 * These files may import `@/app/routes/routes`, nothing else above the feature. Move them to app-level tests.
 */
const WEB_BOUNDARY_DEBT = [
  { file: `${WEB_FEATURES_DIR}/auth/auth.test.tsx`, imports: ['@/app/routes/routes'] },
  { file: `${WEB_FEATURES_DIR}/content/faq.test.tsx`, imports: ['@/app/routes/routes'] },
  { file: `${WEB_FEATURES_DIR}/news/news.test.tsx`, imports: ['@/app/routes/routes'] },
];
const featureRule = (feature, allowed = []) => ({
  'no-restricted-imports': ['error', {
    patterns: [
      { regex: `^@/features/(?!${feature}(/|$))`, message: 'Features do not import each other; compose them in a page.' },
      { regex: `^${unless(allowed)}@/(app|pages)(/|$)`, message: 'Features sit below the app and the pages.' },
      NO_API,
    ],
  }],
});
const boundaries = [
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_API] }] },
  },
  ...features.map((feature) => ({ files: [`${WEB_FEATURES_DIR}/${feature}/**/*.{ts,tsx}`], rules: featureRule(feature) })),
  ...WEB_BOUNDARY_DEBT.map(({ file, imports }) => ({ files: [file], rules: featureRule(file.split('/')[4], imports) })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^@/(features|app|pages)(/|$)', message: 'Shared code sits below features and the app.' }, NO_API],
      }],
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
  ...apiBoundaries,
  // Import cycles are refused by scripts/check-cycles.mjs (madge), run by `npm run lint` after ESLint.

);
