#!/usr/bin/env node
// `npm run check:openapi-client`: a typed client can be generated from the API's OpenAPI document.
// Writes the document, generates its types with openapi-typescript into
// scripts/openapi-client/generated/openapi.d.ts (not committed), and type-checks
// scripts/openapi-client/usage.ts, a small client that calls a few operations through those types.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'sapar-openapi-client-'));
const document = path.join(dir, 'openapi.json');
const generated = path.join(ROOT, 'scripts/openapi-client/generated');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

mkdirSync(generated, { recursive: true });
run(process.execPath, ['--import', 'tsx', '--conditions=sapar-source', 'scripts/openapi-document.ts', document]);
run('npx', ['openapi-typescript', document, '--output', path.join(generated, 'openapi.d.ts')]);
run('npx', ['tsc', '-p', 'scripts/openapi-client/tsconfig.json']);
rmSync(dir, { recursive: true, force: true });
console.log('The typed client compiles against the generated OpenAPI types.');
