/**
 * Opens the database: PGlite (PostgreSQL in WASM, persisted in DATA_DIR/pg) by default, or a
 * PostgreSQL server when DATABASE_URL is set. Both are driven through the same committed SQL
 * migrations; each module's repository brings its own tables (no relational queries, so no schema here).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;
/** The handle a unit of work receives: the database itself or an open transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `listener` for every statement the app sends through Drizzle (tests count them); answers
   * the unsubscribe. Observes only: caches are told about changes by the code that makes them.
   */
  onStatement(listener: () => void): () => void;
  /**
   * Hears `NOTIFY channel` from every process once the notifying transaction commits. `onPayload` gets each
   * payload; `onGap` is called when notifications may have been missed (the listening connection was lost and
   * is being opened again), so that whoever listens can forget what it kept. Answers the unsubscribe.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Tags of the committed migrations (drizzle/meta/_journal.json) this database has not applied. */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
}

/** Drizzle's query logger as a list of listeners (nothing to do when there are none). */
class StatementListeners implements Logger {
  private readonly listeners = new Set<() => void>();

  readonly add = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  logQuery(): void {
    for (const listener of this.listeners) listener();
  }
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * The committed migrations Drizzle's migrator has not recorded in `drizzle.__drizzle_migrations`
 * (it records each with the journal's `when` as `created_at`). Read for readiness: a process whose
 * code expects a newer schema than the database has must not take traffic.
 */
export async function findPendingMigrations(db: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rows(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`));
  const applied = new Set<string>();
  if (table?.name) {
    for (const row of rows(
      await db.execute(sql`select created_at::text as created_at from drizzle.__drizzle_migrations`),
    ))
      applied.add(String(row.created_at));
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
  const statements = new StatementListeners();
  const db = drizzlePglite(client, { logger: statements }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    onStatement: statements.add,
    // One connection, one process: nothing is ever missed.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      // Closing the database ends its listeners: there is nothing to undo then.
      return async () => {
        if (!client.closed) await stop();
      };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    pendingMigrations: () => findPendingMigrations(db),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const statements = new StatementListeners();
  const db = drizzlePg(pool, { logger: statements }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    onStatement: statements.add,
    listen: (channel, onPayload, onGap) => listenOnServer(databaseUrl, channel, onPayload, onGap),
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
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

const LISTEN_RETRY_MS = [250, 1000, 5000, 15_000] as const;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A lost connection is opened
 * again with growing pauses; each loss is a gap, and so is the time before the first LISTEN is in place.
 */
async function listenOnServer(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      onGap();
      retry = setTimeout(
        () => void connect().catch(() => undefined),
        LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)],
      );
      failures += 1;
    };
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      failures = 0;
      // Whatever changed before LISTEN took effect was not heard.
      onGap();
    } catch (error) {
      lost();
      await next.end().catch(() => undefined);
      if (!retry) throw error;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * Runs a multi-statement unit of work in one transaction. PGlite is a single connection, so this
 * is also what keeps concurrent requests from interleaving their statements.
 */
export function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
