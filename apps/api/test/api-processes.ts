/**
 * Real API processes for race tests (`node --import tsx apps/api/src/main.ts`) on their own ports,
 * sharing one fresh PostgreSQL database, as in production behind a proxy. The same start/stop logic
 * as booking-processes.test.ts, kept here so the payment race tests can reuse it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { OutboxMessage } from '@sapar/contracts';
import { createPostgresDatabase, fareOffers, TEST_REDIS_URL } from './helper.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const START_TIMEOUT_MS = 90_000;

export interface ApiProcess {
  name: string;
  base: string;
  child: ChildProcess;
  output: string[];
}

export interface Answer {
  api: string;
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Starts one API process (`PORT=0`: it picks a port) and answers once it logs where it listens. */
export function startApi(name: string, env: Record<string, string>, children: ChildProcess[]): Promise<ApiProcess> {
  // From the TypeScript source, as the tests see it (tsx, and @sapar/contracts' source condition): no build needed first.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=sapar-source', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output: string[] = [];
  const remember = (line: string) => {
    output.push(line);
    if (output.length > 300) output.shift();
  };
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(timer);
      reject(new Error(`API process ${name}: ${message}\n${output.slice(-40).join('\n')}`));
    };
    const timer = setTimeout(() => fail(`not listening after ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    createInterface({ input: child.stderr! }).on('line', remember);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line);
      let message = '';
      try {
        message = String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
      } catch {
        return;
      }
      const listening = /^Server listening at (http:\/\/\S+)$/.exec(message);
      if (listening) {
        clearTimeout(timer);
        resolve({ name, base: listening[1]!, child, output });
      }
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code}) before listening`));
  });
}

export async function stopApi(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Errors the API processes logged (pino level >= 50), to explain a failed expectation. */
export function loggedErrors(apis: readonly ApiProcess[]): string {
  return apis
    .flatMap((api) => api.output.filter((line) => /"level":(5|6)0/.test(line)).map((line) => `${api.name}: ${line}`))
    .join('\n');
}

/** A GET of one process's dev outbox: `outboxOf(api)`, or a test's own caller. */
export type OutboxReader = (url: string) => Promise<Answer>;
export const outboxOf =
  (api: ApiProcess): OutboxReader =>
  (url) =>
    call(api, 'GET', url);

/**
 * The six-digit code of the latest message for `to`, from the dev outboxes of all the processes. A code goes out from
 * whichever process claims its outbox row first (deliverMailNow after the commit, or another process's outbox loop),
 * and each process writes to the outbox of its own DATA_DIR, so the message can be in any of them. Asked again for up to
 * 5 s: the loop may send it a moment after the request has answered.
 */
export async function outboxCode(outboxes: readonly OutboxReader[], to: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answers = await Promise.all(
      outboxes.map(
        async (read) =>
          (await read(`/api/dev/outbox/?to=${encodeURIComponent(to)}`)).body as { results?: OutboxMessage[] },
      ),
    );
    const latest = answers
      .flatMap((answer) => answer.results ?? [])
      .sort((x, y) => y.created_at.localeCompare(x.created_at))[0];
    const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

export async function call(
  api: ApiProcess,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(api.base + url, {
    method,
    headers: {
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { api: api.name, status: res.status, body: parsed };
}

export interface ProcessCluster {
  apis: ApiProcess[];
  databaseUrl: string;
  jwtSecret: string;
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * A fresh database on the server (a copy of the migrated and seeded template) and `count` API processes on it,
 * sharing Redis as production processes do.
 */
export async function startCluster(
  serverUrl: string,
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<ProcessCluster> {
  const database = await createPostgresDatabase(serverUrl);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  const killAll = () => children.filter(isRunning).forEach((child) => child.kill('SIGKILL'));
  process.once('exit', killAll);
  const jwtSecret = randomBytes(32).toString('hex');
  const stop = async () => {
    await Promise.allSettled(children.map(stopApi));
    await pool.end().catch(() => undefined);
    await database.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    process.off('exit', killAll);
  };
  const apis: ApiProcess[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-processes-'));
      dataDirs.push(dataDir);
      const env = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        APP_ENV: 'test',
        JWT_SECRET: jwtSecret,
        RATE_LIMIT_MAX: '1000000',
        // The races send many bookings from one address a second; the booking limit per minute has its own test.
        BOOKING_RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'info',
        REDIS_URL: TEST_REDIS_URL,
        ...extraEnv,
      };
      apis.push(await startApi(String.fromCharCode(65 + i), env, children));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    apis,
    databaseUrl: database.url,
    jwtSecret,
    query: async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[],
    stop,
  };
}

export type TicketView = { id: string; fare_family: string; segments: Array<{ flight_id: string }> };

/** The first offer of a live search that `accept` takes, paging on `api`. */
export async function findOffer<T extends TicketView = TicketView>(
  api: ApiProcess,
  searchId: string,
  accept: (ticket: T) => boolean,
): Promise<T | undefined> {
  for (let page = 1; ; page += 1) {
    const res = await call(api, 'GET', `/api/flights/search/${searchId}/?leg=there&page=${page}`);
    if (res.status !== 200) throw new Error(`paging on ${api.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
    const found = fareOffers<T>(res.body.tickets).find(accept);
    if (found || page >= res.body.pageData.totalPages) return found;
  }
}
