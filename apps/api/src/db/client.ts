/**
 * Opens the database: PGlite (PostgreSQL in WASM, persisted in DATA_DIR/pg) by default, or a
 * PostgreSQL server when DATABASE_URL is set. Both are driven through the same Drizzle schema
 * and the same committed SQL migrations.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a unit of work receives: the database itself or an open transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Tags of the committed migrations (drizzle/meta/_journal.json) this database has not applied. */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * The committed migrations Drizzle's migrator has not recorded in `drizzle.__drizzle_migrations`
 * (it records each with the journal's `when` as `created_at`). Read for readiness: a process whose
 * code expects a newer schema than the database has must not take traffic.
 */
export async function findPendingMigrations(db: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rows(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`));
  const applied = new Set<string>();
  if (table?.name) {
    for (const row of rows(await db.execute(sql`select created_at::text as created_at from drizzle.__drizzle_migrations`))) applied.add(String(row.created_at));
  }
  return journal.entries.filter((entry) => !applied.has(String(entry.when))).map((entry) => entry.tag);
}

/** Any fixed number: keeps two API processes from migrating the same server at once. */
const MIGRATION_LOCK_ID = 724_011;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory of the PGlite data; undefined opens an in-memory database. */
  pgliteDir?: string | undefined;
  /** A PGlite data dump (`dumpDataDir()`) to start from, used by tests to skip migrating. */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options);
}

async function openPglite({ pgliteDir, pgliteSnapshot }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (pgliteDir) mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const client = pgliteSnapshot
    ? await PGlite.create({ dataDir: pgliteDir, loadDataDir: pgliteSnapshot })
    : await PGlite.create(pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  embeddedConnections.set(db, observeStatements(client));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    pendingMigrations: () => findPendingMigrations(db),
    close: () => client.close(),
  };
}

/**
 * PGlite runs in this process on one connection, so the process sees every statement the
 * database runs: what in-process caches need to stay exact (flight search keeps its seat cache
 * and its live searches with it). PostgreSQL has no such thing: other processes write too.
 */
export interface EmbeddedConnection {
  /**
   * Counts the statements that may change any of `tables`: every statement but a plain SELECT
   * that names one of them (inside transactions too), once when sent and once when it, or the
   * transaction it ran in, has ended. What was read of those tables while the count stayed the
   * same is still current.
   */
  watch(tables: readonly string[]): ChangeCount;
  /** Runs as each statement or transaction is sent; the statement waits for the promise it answers. */
  beforeStatement(listener: () => Promise<unknown> | undefined): void;
  /** Sends one statement unseen: not counted, no listeners (what a listener itself writes). */
  quietQuery(sql: string, params: unknown[]): Promise<unknown>;
}

export interface ChangeCount {
  readonly count: number;
}

const embeddedConnections = new WeakMap<object, EmbeddedConnection>();

/** The embedded database's connection, or undefined on PostgreSQL. */
export function embeddedConnection(db: Database): EmbeddedConnection | undefined {
  return embeddedConnections.get(db);
}

const PLAIN_SELECT = /^\s*select\b/i;
const LOCKING_READ = /\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b/i;
const mayWrite = (query: string) => !PLAIN_SELECT.test(query) || LOCKING_READ.test(query) || query.includes(';');

function observeStatements(client: PGlite): EmbeddedConnection {
  type Send = (...args: unknown[]) => Promise<unknown>;
  const listeners: Array<() => Promise<unknown> | undefined> = [];
  const watchers: Array<{ names: RegExp; count: number }> = [];
  /** The watchers a statement may change (all of them for one we cannot read). */
  const changes = (query: unknown) => (typeof query !== 'string' ? watchers : mayWrite(query) ? watchers.filter((w) => w.names.test(query)) : []);
  const count = (changed: Iterable<{ count: number }>) => {
    for (const watcher of changed) watcher.count += 1;
  };
  const send = (run: () => Promise<unknown>, changed: ReadonlyArray<{ count: number }>) => {
    count(changed);
    let waits: Promise<unknown>[] | undefined;
    for (const listener of listeners) {
      const wait = listener();
      if (wait) (waits ??= []).push(wait);
    }
    const sent = waits ? Promise.allSettled(waits).then(run) : run();
    return changed.length > 0 ? sent.finally(() => count(changed)) : sent;
  };
  const [query, exec, transaction] = [client.query.bind(client) as Send, client.exec.bind(client) as Send, client.transaction.bind(client) as Send];
  client.query = ((...args: unknown[]) => send(() => query(...args), changes(args[0]))) as PGlite['query'];
  client.exec = ((...args: unknown[]) => send(() => exec(...args), changes(args[0]))) as PGlite['exec'];
  client.transaction = ((callback: (tx: Record<string, Send>) => Promise<unknown>) => {
    // Statements inside are counted as they are sent, and again once the transaction has ended.
    const changed = new Set<{ count: number }>();
    const note = (statement: unknown) => {
      for (const watcher of changes(statement)) {
        watcher.count += 1;
        changed.add(watcher);
      }
    };
    const observed = (tx: Record<string, Send>) =>
      Object.create(tx, {
        query: { value: (...args: unknown[]) => (note(args[0]), tx.query!(...args)) },
        exec: { value: (...args: unknown[]) => (note(args[0]), tx.exec!(...args)) },
        sql: { value: (...args: unknown[]) => (note(null), tx.sql!(...args)) },
      }) as Record<string, Send>;
    return send(() => transaction((tx: Record<string, Send>) => callback(observed(tx))).finally(() => count(changed)), []);
  }) as unknown as PGlite['transaction'];
  return {
    watch: (tables) => {
      const watcher = { names: new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i'), count: 0 };
      watchers.push(watcher);
      return watcher;
    },
    beforeStatement: (listener) => void listeners.push(listener),
    quietQuery: (sql, params) => query(sql, params),
  };
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: () => findPendingMigrations(db),
    close: () => pool.end(),
  };
}

/**
 * Runs a multi-statement unit of work in one transaction. PGlite is a single connection, so this
 * is also what keeps concurrent requests from interleaving their statements.
 */
export function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
