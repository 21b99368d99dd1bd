/**
 * Backups an agency can restore: one .tar.gz holding a manifest, the database and the staff's uploaded images
 * (DATA_DIR/media), plus the generated JWT secret when DATA_DIR has one (outside production it is the key of the
 * staff's second factors too). The database part is exact for each kind: the embedded database's own data
 * directory (PGlite `dumpDataDir`, loaded back with `loadDataDir`), or `pg_dump --format=custom` of the PostgreSQL
 * database, taken in one snapshot with the manifest's counts. A restore goes into the same kind of database only;
 * it builds the restored data beside the current one, applies the migrations this code has and the backup lacks,
 * and only then puts it in place, keeping the replaced files in DATA_DIR/replaced-<time>.
 * `db-backup.ts` and `db-restore.ts` are the commands; tests call these functions through them.
 */
import { spawn } from 'node:child_process';
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../db/client.js';
import type { Config } from '../env.js';
import { mediaUploadsDir } from '../modules/media/index.js';
import { ArchiveError, pathInside, readArchive, writeArchive, type ArchiveEntry } from './backup-archive.js';
import { inspectPgliteDir } from './pglite-in-use.js';

export const BACKUP_FORMAT = 'sapar-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const PGLITE_DUMP = 'database/pglite-data.tar';
const POSTGRES_DUMP = 'database/postgres.dump';
const JWT_SECRET_FILE = 'jwt-secret';

export type DatabaseKind = 'pglite' | 'postgres';

/** What a backup holds, for checking it before and after a restore. */
export interface BackupCounts {
  orders: number;
  /** Passengers with an issued ticket number. */
  tickets: number;
  payments: number;
  /** Uploaded images (rows of `media`); their files are counted in `mediaFiles`. */
  uploads: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  database: DatabaseKind;
  createdAt: string;
  appVersion: string;
  /** The migrations applied to the database when it was saved (tags from drizzle/meta/_journal.json). */
  migrations: string[];
  /** PostgreSQL's `server_version` (the embedded database's too). */
  serverVersion: string;
  counts: BackupCounts;
  mediaFiles: number;
  mediaBytes: number;
  hasJwtSecret: boolean;
}

/** A refusal the person running the command can act on (wrong database, server running, missing tool…). */
export class BackupRefusal extends Error {}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const APP_VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }
).version;

const kindOf = (config: Pick<Config, 'databaseUrl'>): DatabaseKind => (config.databaseUrl ? 'postgres' : 'pglite');
const pgliteDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pg');
const describeKind = (kind: DatabaseKind) =>
  kind === 'pglite' ? 'the embedded database (PGlite)' : 'a PostgreSQL database (DATABASE_URL)';

function journalTags(): { tag: string; when: number }[] {
  return (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
}

/** The journal's migrations this database has applied (the migrator records each with the journal's `when`). */
async function appliedMigrations(query: Query): Promise<string[]> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return [];
  const applied = new Set(
    (await query('select created_at::text as created_at from drizzle.__drizzle_migrations')).map((row) =>
      String(row.created_at),
    ),
  );
  return journalTags()
    .filter((entry) => applied.has(String(entry.when)))
    .map((entry) => entry.tag);
}

export async function countRecords(query: Query): Promise<BackupCounts> {
  const count = async (table: string, where = 'true') => {
    const [found] = await query(`select to_regclass('public.${table}')::text as name`);
    if (!found?.name) return 0;
    const [row] = await query(`select count(*)::int as n from public.${table} where ${where}`);
    return Number(row!.n);
  };
  return {
    orders: await count('"order"'),
    tickets: await count('order_passenger', 'ticket_number is not null'),
    payments: await count('payment'),
    uploads: await count('media'),
  };
}

async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Refuses when the embedded database is open in another process (PGlite serves one process at a time). */
function refuseIfPgliteOpen(pgliteDir: string, doing: string): void {
  const dir = inspectPgliteDir(pgliteDir);
  if (dir.state === 'in_use') {
    throw new BackupRefusal(
      `The embedded database ${pgliteDir} is open in process ${dir.pid} (the Sapar server?). ` +
        `PGlite can be used by one process at a time: stop the server (Ctrl-C), ${doing}, then start the server.`,
    );
  }
  if (dir.state === 'unknown') {
    throw new BackupRefusal(
      `The embedded database ${pgliteDir} looks open (postmaster.pid is there). Stop the server and run this again. ` +
        'If no server is running (it crashed), delete that postmaster.pid and run this again.',
    );
  }
}

const pgliteQuery =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The default backup file: DATA_DIR/backups/sapar-<kind>-<UTC time>.tar.gz. */
export function defaultBackupFile(config: Pick<Config, 'dataDir' | 'databaseUrl'>, now = new Date()): string {
  return path.join(config.dataDir, 'backups', `sapar-${kindOf(config)}-${stamp(now)}.tar.gz`);
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL client tools

interface ToolRun {
  env?: Record<string, string>;
}

/** The URL without its password, which goes to PGPASSWORD instead of the command line others can read in `ps`. */
function libpqTarget(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

const missingToolHelp = (tool: string) =>
  `${tool} was not found. Install the PostgreSQL client tools of your server's major version ` +
  '(Debian/Ubuntu: apt-get install postgresql-client, or postgresql-client-16 from apt.postgresql.org for server 16), ' +
  'or put their folder first in PATH (e.g. PATH=/usr/lib/postgresql/16/bin:$PATH).';

function runTool(tool: string, args: string[], run: ToolRun = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...run.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupRefusal(missingToolHelp(tool)) : error),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new ToolFailure(tool, code, err.trim()));
    });
  });
}

export class ToolFailure extends Error {
  constructor(
    readonly tool: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`${tool} failed (exit ${code}):\n${stderr}`);
  }
}

async function toolMajor(tool: string): Promise<number> {
  const version = await runTool(tool, ['--version']);
  const match = /(\d+)(?:\.\d+)?/.exec(version.replace(/^[^)]*\)/, ''));
  return match ? Number(match[1]) : 0;
}

/** Checks that pg_dump / pg_restore / psql exist and can work with a server of `serverMajor`. */
async function checkTools(tools: string[], serverMajor: number): Promise<string[]> {
  const warnings: string[] = [];
  for (const tool of tools) {
    const major = await toolMajor(tool);
    if (tool === 'pg_dump' && major < serverMajor) {
      throw new BackupRefusal(
        `pg_dump ${major} cannot dump a PostgreSQL ${serverMajor} server (pg_dump must be of the server's major version or newer). ` +
          `Install postgresql-client-${serverMajor} and put /usr/lib/postgresql/${serverMajor}/bin first in PATH.`,
      );
    }
    if (major !== serverMajor) {
      warnings.push(
        `${tool} is version ${major} and the server ${serverMajor}: if the command fails, use the client tools of version ${serverMajor} ` +
          `(PATH=/usr/lib/postgresql/${serverMajor}/bin:$PATH).`,
      );
    }
  }
  return warnings;
}

// ---------------------------------------------------------------------------------------------------------------
// Backup

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  file: string;
  log?: (line: string) => void;
}

export async function createBackup({ config, file, log = () => undefined }: BackupOptions): Promise<BackupManifest> {
  const kind = kindOf(config);
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupRefusal(`${target} exists already; a backup never overwrites a file.`);
  await mkdir(path.dirname(target), { recursive: true });
  // Work files go beside the backup (the same disk that must hold it), not in a possibly small /tmp.
  const work = await mkdtemp(path.join(path.dirname(target), '.sapar-backup-'));
  const partial = `${target}.partial`;
  try {
    const dumped =
      kind === 'pglite'
        ? await dumpPglite(pgliteDirOf(config), work)
        : await dumpPostgres(config.databaseUrl!, work, log);
    const mediaRoot = mediaUploadsDir(config.dataDir);
    const mediaFiles = await listFiles(mediaRoot);
    let mediaBytes = 0;
    for (const name of mediaFiles) mediaBytes += (await stat(path.join(mediaRoot, name))).size;
    const jwtSecret = path.join(config.dataDir, JWT_SECRET_FILE);
    const hasJwtSecret = existsSync(jwtSecret);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      database: kind,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      migrations: dumped.migrations,
      serverVersion: dumped.serverVersion,
      counts: dumped.counts,
      mediaFiles: mediaFiles.length,
      mediaBytes,
      hasJwtSecret,
    };
    const entries: ArchiveEntry[] = [
      // First, so that a restore reads and checks it before anything else.
      { name: MANIFEST, source: { data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) } },
      { name: kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP, source: { file: dumped.file } },
      ...mediaFiles.map((name) => ({ name: `media/${name}`, source: { file: path.join(mediaRoot, name) } })),
      ...(hasJwtSecret ? [{ name: JWT_SECRET_FILE, source: { file: jwtSecret } }] : []),
    ];
    await rm(partial, { force: true });
    await writeArchive(partial, entries);
    // Renamed only when complete: a file with the final name is always a whole backup.
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

interface Dumped {
  file: string;
  migrations: string[];
  serverVersion: string;
  counts: BackupCounts;
}

async function dumpPglite(pgliteDir: string, work: string): Promise<Dumped> {
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupRefusal(`There is no embedded database in ${pgliteDir} (check DATA_DIR, or set DATABASE_URL).`);
  }
  refuseIfPgliteOpen(pgliteDir, 'make the backup');
  const database = await openDatabase({ pgliteDir });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const query = pgliteQuery(client);
    const counts = await countRecords(query);
    const migrations = await appliedMigrations(query);
    const [version] = await query('show server_version');
    const dump = await client.dumpDataDir('none');
    const file = path.join(work, 'pglite-data.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { file, migrations, counts, serverVersion: String(version!.server_version) };
  } finally {
    await database.close();
  }
}

async function dumpPostgres(databaseUrl: string, work: string, log: (line: string) => void): Promise<Dumped> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query: Query = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const [version] = await query(
      "select current_setting('server_version') as v, current_setting('server_version_num')::int as n",
    );
    for (const warning of await checkTools(['pg_dump'], Math.floor(Number(version!.n) / 10000))) log(warning);
    // One snapshot for the counts and pg_dump: the manifest describes exactly what the dump holds.
    await query('begin isolation level repeatable read read only');
    const [snapshot] = await query('select pg_export_snapshot() as id');
    const counts = await countRecords(query);
    const migrations = await appliedMigrations(query);
    const file = path.join(work, 'postgres.dump');
    const target = libpqTarget(databaseUrl);
    await runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${String(snapshot!.id)}`, `--file=${file}`, `--dbname=${target.url}`],
      { env: target.env },
    );
    await query('commit');
    return { file, migrations, counts, serverVersion: String(version!.v) };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Restore

class StopReading extends Error {}

/** Reads and checks the manifest at the start of a backup file. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  try {
    await readArchive(
      file,
      (entry) => {
        if (entry.name !== MANIFEST)
          throw new ArchiveError('Not a Sapar backup (it does not start with manifest.json).');
        return { collect: true };
      },
      (_entry, data) => {
        manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
        throw new StopReading();
      },
    );
  } catch (error) {
    if (!(error instanceof StopReading)) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefusal(`${file} does not exist.`);
      throw error instanceof ArchiveError ? new BackupRefusal(error.message) : error;
    }
  }
  if (!manifest || manifest.format !== BACKUP_FORMAT) throw new BackupRefusal(`${file} is not a Sapar backup.`);
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusal(
      `${file} was written by a newer Sapar (backup format ${manifest.formatVersion}); restore it with that version or newer.`,
    );
  }
  return manifest;
}

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  file: string;
  /** Asked once the backup is checked, before anything is replaced; false stops with nothing changed. */
  confirm: (question: string) => Promise<boolean>;
  /** Restore into PostgreSQL even though other sessions are connected to the database. */
  ignoreConnections?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  counts: BackupCounts;
  /** Migrations this code has that the backup lacked, applied after restoring it. */
  migrationsApplied: string[];
  mediaFiles: number;
  /** Where the replaced database (PGlite), images and secret were moved; null when there was nothing to keep. */
  replacedDir: string | null;
  cancelled: boolean;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config, confirm, log = () => undefined } = options;
  const file = path.resolve(options.file);
  const manifest = await readManifest(file);
  const kind = kindOf(config);
  if (manifest.database !== kind) {
    throw new BackupRefusal(
      `${file} is a backup of ${describeKind(manifest.database)}, and this configuration uses ${describeKind(kind)}. ` +
        (manifest.database === 'pglite'
          ? 'Restore it without DATABASE_URL (into the embedded database in DATA_DIR).'
          : 'Set DATABASE_URL to the PostgreSQL database to restore it into.'),
    );
  }
  const known = new Set(journalTags().map((entry) => entry.tag));
  const unknown = manifest.migrations.filter((tag) => !known.has(tag));
  if (unknown.length > 0) {
    throw new BackupRefusal(
      `${file} was made by a newer version of Sapar (its database has migrations this code does not know: ${unknown.join(', ')}). ` +
        'Install that version (or newer) and restore with it.',
    );
  }

  const pgliteDir = pgliteDirOf(config);
  let target = '';
  if (kind === 'pglite') {
    refuseIfPgliteOpen(pgliteDir, 'restore');
    target = `the embedded database in ${pgliteDir}`;
  } else {
    const db = new URL(config.databaseUrl!);
    target = `the PostgreSQL database ${db.pathname.slice(1)} on ${db.host}`;
    await checkPostgresTarget(config.databaseUrl!, options.ignoreConnections ?? false, log);
  }

  const summary =
    `Backup of ${manifest.createdAt} (Sapar ${manifest.appVersion}, ${describeKind(manifest.database)}): ` +
    `${manifest.counts.orders} orders, ${manifest.counts.tickets} tickets, ${manifest.counts.payments} payments, ` +
    `${manifest.counts.uploads} uploaded images (${manifest.mediaFiles} files).\n` +
    `This replaces ALL data in ${target} and the images in ${mediaUploadsDir(config.dataDir)}.`;
  if (!(await confirm(summary))) {
    return {
      manifest,
      counts: manifest.counts,
      migrationsApplied: [],
      mediaFiles: 0,
      replacedDir: null,
      cancelled: true,
    };
  }

  const when = stamp(new Date());
  await mkdir(config.dataDir, { recursive: true });
  // Beside the data (same disk), so that moving it into place is a rename.
  const staging = await mkdtemp(path.join(config.dataDir, `.restore-${when}-`));
  try {
    log('Reading the backup…');
    await extract(file, staging);
    const mediaFiles = await listFiles(path.join(staging, 'media'));
    if (mediaFiles.length !== manifest.mediaFiles) {
      throw new BackupRefusal(
        `The backup lists ${manifest.mediaFiles} image files and holds ${mediaFiles.length}: it is damaged; nothing was changed.`,
      );
    }
    await mkdir(path.join(staging, 'media'), { recursive: true });

    let migrationsApplied: string[];
    let counts: BackupCounts;
    if (kind === 'pglite') {
      log('Loading the embedded database…');
      ({ migrationsApplied, counts } = await loadPglite(path.join(staging, PGLITE_DUMP), path.join(staging, 'pg')));
      // Checked again: a server started while the backup was being read must not have the old files pulled away.
      refuseIfPgliteOpen(pgliteDir, 'restore');
    } else {
      log('Restoring the PostgreSQL database…');
      ({ migrationsApplied, counts } = await loadPostgres(config.databaseUrl!, path.join(staging, POSTGRES_DUMP)));
    }

    const replacedDir = path.join(config.dataDir, `replaced-${when}`);
    let replacedAny = false;
    const putInPlace = async (name: string) => {
      const current = path.join(config.dataDir, name);
      if (existsSync(current)) {
        await mkdir(replacedDir, { recursive: true });
        await rename(current, path.join(replacedDir, name));
        replacedAny = true;
      }
      await rename(path.join(staging, name), current);
    };
    if (kind === 'pglite') await putInPlace('pg');
    await putInPlace(path.relative(config.dataDir, mediaUploadsDir(config.dataDir)));
    if (existsSync(path.join(staging, JWT_SECRET_FILE))) await putInPlace(JWT_SECRET_FILE);
    return {
      manifest,
      counts,
      migrationsApplied,
      mediaFiles: mediaFiles.length,
      replacedDir: replacedAny ? replacedDir : null,
      cancelled: false,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function extract(file: string, staging: string): Promise<void> {
  const mediaPrefix = 'media/';
  await readArchive(file, (entry) => {
    if (entry.name === MANIFEST) return null;
    if (entry.name === PGLITE_DUMP || entry.name === POSTGRES_DUMP || entry.name === JWT_SECRET_FILE) {
      // The dump and the secret are for this process's user only, like DATA_DIR/jwt-secret itself.
      return { file: pathInside(staging, entry.name), mode: 0o600 };
    }
    if (entry.name.startsWith(mediaPrefix))
      return { file: pathInside(path.join(staging, 'media'), entry.name.slice(mediaPrefix.length)) };
    return null;
  }).catch((error: unknown) => {
    throw error instanceof ArchiveError ? new BackupRefusal(`${error.message} Nothing was changed.`) : error;
  });
}

async function loadPglite(dump: string, pgliteDir: string) {
  if (!existsSync(dump)) throw new BackupRefusal('The backup holds no embedded database; nothing was changed.');
  const database = await openDatabase({ pgliteDir, pgliteSnapshot: await openAsBlob(dump) });
  try {
    const migrationsApplied = await database.pendingMigrations();
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return { migrationsApplied, counts: await countRecords(pgliteQuery(client)) };
  } finally {
    await database.close();
  }
}

async function checkPostgresTarget(databaseUrl: string, ignoreConnections: boolean, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [version],
    } = await client.query<{ n: number }>("select current_setting('server_version_num')::int as n");
    for (const warning of await checkTools(['pg_restore', 'psql'], Math.floor(version!.n / 10000))) log(warning);
    const { rows } = await client.query<{ who: string }>(
      `select coalesce(nullif(application_name, ''), 'a client') || ' from ' || coalesce(client_addr::text, 'this machine') as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (rows.length > 0 && !ignoreConnections) {
      throw new BackupRefusal(
        `${rows.length} other connection(s) are open to this database (${[...new Set(rows.map((row) => row.who))].join('; ')}). ` +
          'Stop every Sapar API process first (they would keep serving from what they had read), then run this again; ' +
          'add --ignore-connections if the connections are not Sapar servers.',
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Removes the application's objects (schema `drizzle`, and in `public` everything not belonging to an extension),
 * so that a backup made before later migrations comes back exactly, with no table of a newer schema left over.
 */
const WIPE_SQL = `
set client_min_messages = warning;
drop schema if exists drizzle cascade;
do $wipe$
declare
  statements text[];
  statement text;
begin
  -- Every name is spelled out before the first drop: a sequence dropped with its table has no name left to print.
  select coalesce(array_agg(item), '{}') into statements from (
    select format('drop %s if exists %s cascade',
             case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
                            when 'f' then 'foreign table' else 'table' end,
             c.oid::regclass::text) as item
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    union all
    select format('drop routine if exists %s cascade', p.oid::regprocedure::text)
      from pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select format('drop %s if exists %s cascade', case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype::text)
      from pg_type t
     where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'r')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
  ) as items;
  foreach statement in array statements loop
    execute statement;
  end loop;
end
$wipe$;
`;

async function loadPostgres(databaseUrl: string, dump: string) {
  if (!existsSync(dump)) throw new BackupRefusal('The backup holds no PostgreSQL dump; nothing was changed.');
  const target = libpqTarget(databaseUrl);
  // pg_restore turns the dump into SQL first (a damaged dump or a too-old pg_restore stops here), then psql runs the
  // wipe and that SQL in ONE transaction: either the backup is in place whole, or the database is left as it was.
  const wipe = `${dump}.wipe.sql`;
  const script = `${dump}.sql`;
  await writeFile(wipe, WIPE_SQL);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, dump]).catch((error: unknown) => {
    throw error instanceof ToolFailure
      ? new BackupRefusal(
          `pg_restore could not read the dump; nothing was changed.\n${error.stderr}\n` +
            "If it names an unsupported archive version, use the pg_restore of the backup's PostgreSQL version or newer.",
        )
      : error;
  });
  try {
    await runTool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--file=${wipe}`,
        `--file=${script}`,
        `--dbname=${target.url}`,
      ],
      { env: target.env },
    );
  } catch (error) {
    throw error instanceof ToolFailure
      ? new BackupRefusal(
          `Restoring into PostgreSQL failed and was rolled back; the database is as it was.\n${error.stderr}\n` +
            "If the message names an unknown setting, use pg_restore and psql of the server's major version.",
        )
      : error;
  }

  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const migrationsApplied = await database.pendingMigrations();
    await database.migrate();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const counts = await countRecords(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
      return { migrationsApplied, counts };
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}
