#!/usr/bin/env node
// `npm run lint:openapi`: builds the API in this process, writes /api/openapi.json to a temporary
// file and lints it with Redocly's recommended rules (redocly.yaml says which rule is off and why).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'sapar-openapi-lint-'));
const document = path.join(dir, 'openapi.json');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

run(process.execPath, ['--import', 'tsx', '--conditions=sapar-source', 'scripts/openapi-document.ts', document]);
run('npx', ['redocly', 'lint', document, '--config', 'redocly.yaml']);
rmSync(dir, { recursive: true, force: true });
