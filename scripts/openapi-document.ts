/**
 * Writes the API's OpenAPI document to a file (argument 1): the app is built in this process on an
 * empty in-memory database, exactly as the server builds it, and asked for /api/openapi.json.
 * Run with `node --import tsx --conditions=sapar-source scripts/openapi-document.ts out.json` (lint-openapi.mjs and
 * check-openapi-client.mjs do).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createContainer } from '../apps/api/src/container.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { loadConfig } from '../apps/api/src/env.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: node --import tsx --conditions=sapar-source scripts/openapi-document.ts <out.json>');
  process.exit(2);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-openapi-'));
const database = await openDatabase({});
try {
  await database.migrate();
  // The production address, so the document's server is the one its readers call.
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://sapar.kg',
  });
  const { app } = await createContainer({ config, database });
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}: ${res.body}`);
  await writeFile(out, JSON.stringify(res.json(), null, 2));
  await app.close();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
