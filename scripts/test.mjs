#!/usr/bin/env node
// `npm test`: every check and test, in the order a failure is cheapest to find.
// Formatting, lint and types, the OpenAPI document (Redocly, a typed client), unit + API integration (PGlite, and PostgreSQL when DATABASE_URL is set),
// then the production build and the browser tests in Debian's Chromium (the site alone, then beside a local fake of an
// outside flight supplier).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The project runs and is tested on a maintained Node LTS (package.json "engines"; .ci/run installs Node 22 when the machine's is older).
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `Node ${process.version} is too old: Sapar needs Node 22 or newer (see README; .ci/run installs it from the npm registry).`,
  );
  process.exit(1);
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's build: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk`,
    );
    process.exit(1);
  }
  run('install Chromium from Debian', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
  ]);
}

run('formatting (Prettier)', 'npx', ['prettier', '--check', '.']);
run('lint', 'npx', ['eslint', '.']);
run('import cycles', 'node', ['scripts/check-cycles.mjs']);
run('typecheck', 'npx', ['tsc', '-b', 'packages/contracts', 'apps/api', 'apps/web', 'e2e']);
run('typecheck the API tests', 'npx', ['tsc', '-p', 'apps/api/test/tsconfig.json']);
run('OpenAPI document (Redocly lint)', 'npm', ['run', 'lint:openapi']);
run('typed client from the OpenAPI document', 'npm', ['run', 'check:openapi-client']);
if (!process.env.DATABASE_URL) console.log('\nDATABASE_URL is not set: the API suite runs on PGlite only.');
run('unit and API integration tests', 'npx', ['vitest', 'run']);
run('production build (contracts and API with tsc, the web app with Vite)', 'npm', ['run', 'build']);
ensureChromium();
run('browser tests (Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
run('browser tests with an outside supplier (the local Duffel fake beside our inventory)', 'npx', [
  'playwright',
  'test',
  '--config',
  'e2e/playwright.suppliers.config.ts',
]);
console.log('\nAll tests passed.');
