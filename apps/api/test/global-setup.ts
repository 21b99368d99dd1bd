/**
 * Migrates and seeds the API tests' databases once, before any test file runs:
 * - a PGlite snapshot: every test file starts from a copy (0.5 s) instead of migrating anew (3 s);
 * - with the PostgreSQL project (DATABASE_URL), a template database on the server: every test file and
 *   every cluster of API processes gets `CREATE DATABASE … TEMPLATE` of it (about 1 s) instead of
 *   migrating and seeding a year of flights anew (15–45 s each on this machine).
 * Both projects (api-pglite, api-postgres) run this file; what they share is made once, at the first
 * setup, both at the same time, and removed after the last teardown.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData, seedReferenceData } from '../src/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    /** The template database's name on the server of DATABASE_URL (the api-postgres project only). */
    postgresTemplate: string;
  }
}

interface Shared {
  users: number;
  snapshot: Promise<string>;
  template?: Promise<string>;
  cleanups: Array<() => Promise<void>>;
}

// Global setups of all projects run in the main process, one after another: the first makes what is shared.
const KEY = Symbol.for('sapar.api-test-databases');
const store = globalThis as unknown as Record<symbol, Shared | undefined>;

const postgresServerOf = (project: TestProject) =>
  project.config.env?.SAPAR_TEST_POSTGRES === '1' ? process.env.DATABASE_URL : undefined;

async function makePgliteSnapshot(cleanups: Shared['cleanups']): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sapar-snapshot-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const database = await openDatabase({});
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const snapshot = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'snapshot.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  return file;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function makePostgresTemplate(serverUrl: string, cleanups: Shared['cleanups']): Promise<string> {
  const name = `sapar_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  cleanups.push(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
  } finally {
    // Copies are refused while anyone is connected to the template.
    await database.close();
  }
  return name;
}

export default async function setup(project: TestProject) {
  let shared = store[KEY];
  if (!shared) {
    const cleanups: Shared['cleanups'] = [];
    shared = { users: 0, cleanups, snapshot: makePgliteSnapshot(cleanups) };
    // Started now, beside the snapshot, when the run has a PostgreSQL project (the server does most of that work).
    const serverUrl = project.vitest.projects.map(postgresServerOf).find(Boolean);
    if (serverUrl) shared.template = makePostgresTemplate(serverUrl, cleanups);
    // Handled where awaited; this keeps a failure of the one not awaited first from being unhandled.
    shared.snapshot.catch(() => undefined);
    shared.template?.catch(() => undefined);
    store[KEY] = shared;
  }
  shared.users += 1;
  const done = shared;
  const teardown = async () => {
    done.users -= 1;
    if (done.users > 0) return;
    store[KEY] = undefined;
    await Promise.allSettled([done.snapshot, done.template]);
    await Promise.all(done.cleanups.map((cleanup) => cleanup()));
  };
  try {
    project.provide('pgliteSnapshotPath', await shared.snapshot);
    if (postgresServerOf(project)) {
      if (!shared.template) throw new Error('no PostgreSQL template database was made');
      project.provide('postgresTemplate', await shared.template);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
