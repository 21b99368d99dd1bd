/**
 * The API under test: a real database (PGlite copied from the seeded snapshot, or a fresh
 * PostgreSQL database copied from the seeded template when DATABASE_URL is set), a temporary DATA_DIR,
 * and `app.inject()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createContainer, type ContainerOptions } from '../src/container.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadConfig, type Config } from '../src/env.js';
import { addDays, bishkekToday } from '@sapar/contracts';

/**
 * A date N days from today in Bishkek (yyyy-MM-dd). The API counts days in the agency's zone, so
 * tests must too: between 18:00 and 24:00 UTC Bishkek is already on the next day.
 */
export const inDays = (days: number) => addDays(bishkekToday(), days);

export const TEST_DATABASE_URL = process.env.SAPAR_TEST_POSTGRES === '1' ? process.env.DATABASE_URL : undefined;

/**
 * The Redis that tests with several API processes share, as production processes do (live searches
 * made on one process page and book on another).
 */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * A fresh database on the PostgreSQL server, migrated and seeded: a copy of the template the global setup
 * made (`CREATE DATABASE … TEMPLATE`, about 1 s, instead of migrating and seeding a year of flights anew).
 * For one test file, or a cluster of API processes sharing it.
 */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sapar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        // 55006: the template is in use (a copy starting elsewhere at this instant); it frees in moments.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function openPostgresForTest(
  serverUrl: string,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const { url, drop } = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return { database, drop };
}

async function openPgliteForTest(): Promise<DatabaseHandle> {
  const snapshot = await readFile(inject('pgliteSnapshotPath'));
  return openDatabase({ pgliteSnapshot: new Blob([snapshot]) });
}

export interface TestContext {
  app: Awaited<ReturnType<typeof createContainer>>['app'];
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** An app on a fresh database; `options` may replace parts the container wires (e.g. what happens to sold flights an import changes). */
export async function createTestContext(
  env: Record<string, string> = {},
  options: Pick<ContainerOptions, 'soldFlightChanges' | 'outsideSuppliers'> = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-test-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  let drop = async () => {};
  let database: DatabaseHandle;
  if (TEST_DATABASE_URL) {
    ({ database, drop } = await openPostgresForTest(TEST_DATABASE_URL));
  } else {
    database = await openPgliteForTest();
  }
  const { app } = await createContainer({ config, database, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app on a test context's database and flight inventory with some settings changed (a web build, a public
 * URL, a rate limit…): `env` must name its own DATA_DIR.
 */
export async function createSiblingApp(
  ctx: TestContext,
  env: Record<string, string> & { DATA_DIR: string },
): Promise<TestContext['app']> {
  const config = loadConfig({ APP_ENV: 'test', JWT_SECRET: ctx.config.jwtSecret, ...env });
  const { app } = await createContainer({ config, database: ctx.database, inventory: ctx.app.flights.inventory });
  await app.ready();
  return app;
}

/**
 * Search results group the fares of one itinerary; tests that look for a fare see each fare as an
 * offer of its own: the itinerary's fields with the fare's terms, price and offer id.
 */
export function fareOffers<T>(
  results: ReadonlyArray<{ fares: ReadonlyArray<Record<string, unknown> & { offer_id: string }> }>,
): T[] {
  return results.flatMap((result) =>
    result.fares.map(({ offer_id, ...fare }) => ({ ...result, ...fare, id: offer_id }) as unknown as T),
  );
}
