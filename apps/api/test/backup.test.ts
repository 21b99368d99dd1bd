/**
 * Backups through the real commands (`db-backup.ts`, `db-restore.ts` run as a person runs them, in a process of
 * their own): a shop with orders, a paid order's tickets, its payment and an uploaded image is saved, its data is
 * destroyed (the embedded database's folder deleted, or PostgreSQL's tables dropped), and the restore brings every
 * row and every image file back byte for byte. The restore refuses while the database is in use, refuses a backup of
 * the other kind of database, changes nothing unless confirmed, and applies the migrations an older backup lacks.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createContainer } from '../src/container.js';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { nextIp } from './accounts-fixtures.js';
import { bookOne, confirm, startPayment } from './booking-fixtures.js';
import { createPostgresDatabase, TEST_DATABASE_URL, type TestContext } from './helper.js';
import { createStaff } from './staff-fixtures.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPTS = path.join(REPO_ROOT, 'apps/api/src/scripts');
const ON_POSTGRES = Boolean(TEST_DATABASE_URL);

interface Command {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `db-backup.ts`/`db-restore.ts` from the source as a person would run the compiled one (stdin not a terminal). */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Command> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=sapar-source', path.join(SCRIPTS, script), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, APP_ENV: 'test', ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A shop's place: DATA_DIR, and the PostgreSQL database when testing on the server. */
interface Place {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The env the commands get: DATABASE_URL empty means the embedded database in DATA_DIR/pg. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

async function makePlace(): Promise<Place> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-backup-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (TEST_DATABASE_URL) ({ url: databaseUrl, drop } = await createPostgresDatabase(TEST_DATABASE_URL));
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    drop: async () => {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The API on a place (no JWT_SECRET: the secret is generated into DATA_DIR, as outside production). */
async function openShop(place: Place, options: { fromSnapshot?: boolean } = {}): Promise<TestContext> {
  const config = loadConfig({ APP_ENV: 'test', ...place.env });
  const database = place.databaseUrl
    ? await openDatabase({ databaseUrl: place.databaseUrl, poolSize: 4 })
    : await openDatabase({
        pgliteDir: path.join(place.dataDir, 'pg'),
        pgliteSnapshot: options.fromSnapshot
          ? new Blob([new Uint8Array(await readFile(inject('pgliteSnapshotPath')))])
          : undefined,
      });
  const { app } = await createContainer({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const rowsOf = async (database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

/** Every row of the tables that hold money and tickets, and every upload, as JSON: equal before and after. */
async function shopState(database: DatabaseHandle) {
  const table = async (name: string) =>
    (
      await rowsOf(database, sql.raw(`select to_jsonb(t)::text as row from public.${name} t order by id::text`))
    ).rows.map((row) => JSON.parse(String(row.row)) as Record<string, unknown>);
  return {
    orders: await table('"order"'),
    passengers: await table('order_passenger'),
    payments: await table('payment'),
    media: await table('media'),
  };
}

/** name -> sha256 of every file under DATA_DIR/media, and the generated JWT secret. */
async function dataFiles(dataDir: string) {
  const files: Record<string, string> = {};
  const media = path.join(dataDir, 'media');
  for (const entry of await readdir(media, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(media, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  const secret = await readFile(path.join(dataDir, 'jwt-secret'), 'utf8').catch(() => null);
  return { files, secret };
}

/** Destroys the shop's data the way a lost disk or a bad command would. */
async function destroyData(place: Place): Promise<void> {
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
    await client.end();
  }
  for (const name of ['pg', 'media', 'jwt-secret'])
    await rm(path.join(place.dataDir, name), { recursive: true, force: true });
}

async function uploadImage(ctx: TestContext, access: string): Promise<string> {
  const data = await sharp({ create: { width: 900, height: 500, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'issyk-kul.jpg');
  const encoded = new Response(form);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/media/',
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `JWT ${access}` },
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
}

describe(`backup and restore (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  let place: Place;
  let backupDir: string;
  let backupFile: string;
  let before: Awaited<ReturnType<typeof shopState>>;
  let filesBefore: Awaited<ReturnType<typeof dataFiles>>;
  let imageUrl: string;
  let paidOrder: string;

  beforeAll(async () => {
    place = await makePlace();
    backupDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-backups-'));
    backupFile = path.join(backupDir, 'shop.tar.gz');
    const ctx = await openShop(place, { fromSnapshot: true });
    try {
      const editor = await createStaff(ctx, ['editor']);
      imageUrl = await uploadImage(ctx, editor.access);
      await bookOne(ctx);
      const paid = await bookOne(ctx, { days: 25 });
      paidOrder = paid.order.order_number as string;
      const { paymentId, code } = await startPayment(ctx, paidOrder);
      const res = await confirm(ctx, paymentId, code);
      expect(res.json().status, res.body).toBe('paid');
      before = await shopState(ctx.database);
    } finally {
      await ctx.close();
    }
    filesBefore = await dataFiles(place.dataDir);
  }, 180_000);

  afterAll(async () => {
    await place?.drop();
    if (backupDir) await rm(backupDir, { recursive: true, force: true });
  });

  it('holds what it should: orders, a ticketed order, its payment and an upload with its files', () => {
    expect(before.orders).toHaveLength(2);
    expect(before.passengers.filter((row) => row.ticket_number)).toHaveLength(1);
    expect(before.payments.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(before.media).toHaveLength(1);
    // Each upload is kept as several WebP and AVIF copies.
    expect(Object.keys(filesBefore.files).length).toBeGreaterThanOrEqual(2);
    expect(filesBefore.secret).toBeTruthy();
  });

  it('npm run db:backup saves the database, the images and a manifest with the counts', async () => {
    const saved = await runScript('db-backup.ts', [backupFile], place.env);
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout).toContain('2 orders, 1 tickets, 1 payments, 1 uploaded images');

    // The file is a plain .tar.gz the system's tar lists, starting with the manifest.
    const listing = await new Promise<string>((resolve, reject) => {
      const tar = spawn('tar', ['-tzf', backupFile]);
      let out = '';
      tar.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      tar.on('error', reject);
      tar.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`tar exit ${code}`))));
    });
    const names = listing.trim().split('\n');
    expect(names[0]).toBe('manifest.json');
    expect(names).toContain(ON_POSTGRES ? 'database/postgres.dump' : 'database/pglite-data.tar');
    expect(names).toContain('jwt-secret');
    expect(names.filter((name) => name.startsWith('media/'))).toHaveLength(Object.keys(filesBefore.files).length);

    // A backup never overwrites a file.
    const again = await runScript('db-backup.ts', [backupFile], place.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
  }, 120_000);

  it('refuses a backup of the other kind of database, and changes nothing without confirmation', async () => {
    const otherKind = await runScript('db-restore.ts', [backupFile, '--yes'], {
      ...place.env,
      DATABASE_URL: ON_POSTGRES ? '' : 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(otherKind.code).toBe(1);
    expect(otherKind.stderr).toContain(
      ON_POSTGRES ? 'is a backup of a PostgreSQL database' : 'is a backup of the embedded database (PGlite)',
    );

    // A copy cut short (a transfer that stopped) is refused once the reading reaches the cut; nothing is left behind.
    const whole = await readFile(backupFile);
    const cut = path.join(backupDir, 'cut.tar.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const cutShort = await runScript('db-restore.ts', [cut, '--yes'], place.env);
    expect(cutShort.code).toBe(1);
    expect(cutShort.stderr).toContain('cut short');
    expect((await readdir(place.dataDir)).filter((name) => name.startsWith('.restore-'))).toEqual([]);

    const unconfirmed = await runScript('db-restore.ts', [backupFile], place.env);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain('add --yes');
    expect(unconfirmed.stdout).toContain('Nothing was changed');
    const ctx = await openShop(place);
    try {
      expect(await shopState(ctx.database)).toEqual(before);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('refuses to restore while the database is in use', async () => {
    let holder: { close(): Promise<void> };
    if (place.databaseUrl) {
      const client = new pg.Client({ connectionString: place.databaseUrl, application_name: 'sapar-api' });
      await client.connect();
      holder = { close: () => client.end() };
    } else {
      const client = await PGlite.create(path.join(place.dataDir, 'pg'));
      holder = { close: () => client.close() };
    }
    try {
      const refused = await runScript('db-restore.ts', [backupFile, '--yes'], place.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        ON_POSTGRES ? 'other connection(s) are open' : `is open in process ${process.pid}`,
      );
    } finally {
      await holder.close();
    }
  }, 120_000);

  it('npm run db:restore puts the saved state back over a shop that changed since', async () => {
    const ctx = await openShop(place);
    try {
      await bookOne(ctx, { days: 30 });
      await rowsOf(ctx.database, sql`update payment set status = 'failed'`);
    } finally {
      await ctx.close();
    }
    const restored = await runScript('db-restore.ts', [backupFile, '--yes'], place.env);
    expect(restored.code, `${restored.stdout}\n${restored.stderr}`).toBe(0);
    expect(restored.stdout).toContain('The replaced data is kept in');
    expect(await dataFiles(place.dataDir)).toEqual(filesBefore);
    const after = await openShop(place);
    try {
      expect(await shopState(after.database)).toEqual(before);
    } finally {
      await after.close();
    }
  }, 180_000);

  it('npm run db:restore brings every order, ticket, payment and image back after the data is lost', async () => {
    await destroyData(place);
    const restored = await runScript('db-restore.ts', [backupFile, '--yes'], place.env);
    expect(restored.code, `${restored.stdout}\n${restored.stderr}`).toBe(0);
    expect(restored.stdout).toContain('Now: 2 orders, 1 tickets, 1 payments, 1 uploaded images');

    expect(await dataFiles(place.dataDir)).toEqual(filesBefore);
    const ctx = await openShop(place);
    try {
      expect(await shopState(ctx.database)).toEqual(before);
      // The shop serves them again: the image's bytes, and the paid order in the staff's search.
      const image = await ctx.app.inject({ method: 'GET', url: imageUrl });
      expect(image.statusCode).toBe(200);
      const relative = imageUrl.replace(/^\/media\/uploads\//, '');
      expect(createHash('sha256').update(image.rawPayload).digest('hex')).toBe(filesBefore.files[relative]);
      const rows = await rowsOf(
        ctx.database,
        sql`select p.status from payment p join "order" o on o.id = p.order_id where o.number = ${paidOrder}`,
      );
      expect(rows.rows.map((row) => row.status)).toEqual(['paid']);
    } finally {
      await ctx.close();
    }
  }, 180_000);
});

describe(`restoring an older backup (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies the migrations the backup lacks', async () => {
    const place = await makePlace();
    const work = await mkdtemp(path.join(os.tmpdir(), 'sapar-old-schema-'));
    try {
      // The committed migrations but the last: the database as the previous version of Sapar left it.
      const oldMigrations = path.join(work, 'drizzle');
      await cp(MIGRATIONS_DIR, oldMigrations, { recursive: true });
      const journalFile = path.join(oldMigrations, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const latest = journal.entries.pop()!.tag;
      await writeFile(journalFile, JSON.stringify(journal));
      if (place.databaseUrl) {
        const client = new pg.Client({ connectionString: place.databaseUrl });
        await client.connect();
        await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
        await migratePg(drizzlePg(client), { migrationsFolder: oldMigrations });
        await client.end();
      } else {
        const client = await PGlite.create(path.join(place.dataDir, 'pg'));
        await migratePglite(drizzlePglite(client), { migrationsFolder: oldMigrations });
        await client.close();
      }
      const file = path.join(work, `old-${randomBytes(4).toString('hex')}.tar.gz`);
      const saved = await runScript('db-backup.ts', [file], place.env);
      expect(saved.code, saved.stderr).toBe(0);
      const restored = await runScript('db-restore.ts', [file, '--yes'], place.env);
      expect(restored.code, `${restored.stdout}\n${restored.stderr}`).toBe(0);
      // The one the backup lacked (and any committed after the test databases were made).
      expect(restored.stdout).toMatch(new RegExp(`Applied \\d+ migration\\(s\\) the backup did not have: .*${latest}`));
      const database = place.databaseUrl
        ? await openDatabase({ databaseUrl: place.databaseUrl, poolSize: 1 })
        : await openDatabase({ pgliteDir: path.join(place.dataDir, 'pg') });
      try {
        expect(await database.pendingMigrations()).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await place.drop();
      await rm(work, { recursive: true, force: true });
    }
  }, 240_000);
});
