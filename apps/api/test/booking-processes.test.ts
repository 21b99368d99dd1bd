/**
 * The purchase races across processes: two real API processes (`node --import tsx apps/api/src/main.ts`)
 * on their own ports, sharing one fresh PostgreSQL database, as in production behind a proxy.
 * Runs in the api-postgres project only (on PGlite there is a single process by design).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, bookingBody } from './booking-fixtures.js';
import { inDays, TEST_DATABASE_URL, TEST_REDIS_URL } from './helper.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 90_000;

interface ApiProcess {
  name: string;
  base: string;
  child: ChildProcess;
  /** The last lines the process wrote (pino JSON on stdout, anything on stderr), for failure messages. */
  output: string[];
}

interface Answer {
  api: string;
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const children: ChildProcess[] = [];
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
// Last resort if the test process itself goes away: no API process outlives it.
process.once('exit', () => children.filter(isRunning).forEach((child) => child.kill('SIGKILL')));

/** Starts one API process on a port it picks itself (PORT=0) and answers once it listens. */
function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

async function stopApi(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Errors the API processes logged (pino level >= 50), to explain a failed expectation. */
function loggedErrors(apis: readonly ApiProcess[]): string {
  return apis
    .flatMap((api) => api.output.filter((line) => /"level":(5|6)0/.test(line)).map((line) => `${api.name}: ${line}`))
    .join('\n');
}

async function call(api: ApiProcess, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(api.base + url, {
    method,
    headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
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

async function search(api: ApiProcess, days: number) {
  const when = inDays(days);
  const res = await call(api, 'POST', '/api/flights/search/', {
    type: 'one_way',
    city_from: 'BSZ',
    city_to: 'OSS',
    when_date: when,
    back_date: null,
    passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
  });
  if (res.status !== 200) throw new Error(`search on ${api.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { searchId: res.body.search_id as string, tickets: res.body.tickets as Array<{ id: string; fare_family: string; segments: Array<{ flight_id: string }> }>, when };
}

type TicketView = { id: string; fare_family: string; segments: Array<{ flight_id: string }> };

/** The first offer of a live search that `accept` takes, paging on `api`. */
async function findOffer(api: ApiProcess, searchId: string, accept: (ticket: TicketView) => boolean): Promise<TicketView | undefined> {
  for (let page = 1; ; page += 1) {
    const res = await call(api, 'GET', `/api/flights/search/${searchId}/?leg=there&page=${page}`);
    if (res.status !== 200) throw new Error(`paging on ${api.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
    const found = (res.body.tickets as TicketView[]).find(accept);
    if (found || page >= res.body.pageData.totalPages) return found;
  }
}

const book = (api: ApiProcess, body: unknown) => call(api, 'POST', '/api/booking/', body, { 'idempotency-key': randomUUID() });

describe.skipIf(!TEST_DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  const databaseName = `sapar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  let databaseCreated = false;
  let db: pg.Pool | undefined;
  let a: ApiProcess;
  let b: ApiProcess;
  const query = async <T>(text: string, values: unknown[] = []) => (await db!.query(text, values)).rows as T[];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    databaseCreated = true;
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    db = new pg.Pool({ connectionString: url.toString(), max: 2 });

    // Both processes share the secret, as production instances do: it also keys the sandbox bank's codes.
    const jwtSecret = randomBytes(32).toString('hex');
    const envFor = async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-processes-'));
      dataDirs.push(dataDir);
      return {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        APP_ENV: 'test',
        JWT_SECRET: jwtSecret,
        RATE_LIMIT_MAX: '1000000',
        // info, not the test default silent: the "Server listening at" line tells the port.
        LOG_LEVEL: 'info',
        // Live searches are shared through Redis: a search made on one process books on the other.
        REDIS_URL: TEST_REDIS_URL,
      };
    };
    // Migrations run under an advisory lock, but the seed (a year of flights) does not: the first
    // process migrates and seeds the empty database, the second starts once it listens.
    a = await startApi('A', await envFor());
    b = await startApi('B', await envFor());
  }, 2 * START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    await Promise.allSettled(children.map(stopApi));
    await db?.end().catch(() => undefined);
    if (databaseCreated) {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 30_000);

  it('sells the last seat once among 50 concurrent bookings spread over both processes', async () => {
    const first = await search(a, 40);
    const ticket = first.tickets.find((t) => t.segments.length === 1)!;
    const flightId = Number(ticket.segments[0]!.flight_id);
    await query(`update flight_cabin set seats_sold = seats_total - 1 where flight_id = $1 and cabin = 'economy'`, [flightId]);
    // Searched again on the other process: the nearly full flight is dearer now and may have left the
    // first page, so the offer is found by paging the search (on A: searches are shared through Redis).
    const fresh = await search(b, 40);
    const offer = await findOffer(a, fresh.searchId, (t) => t.segments.length === 1 && Number(t.segments[0]!.flight_id) === flightId && t.fare_family === ticket.fare_family);
    expect(offer).toBeDefined();

    const body = bookingBody(fresh.searchId, offer!.id, [adult(fresh.when)]);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(i % 2 === 0 ? a : b, body)));
    const summary = results.map((r) => `${r.api} ${r.status} ${r.body?.code ?? ''}`).join(', ');
    const won = results.filter((r) => r.status === 200);
    expect(won, `${summary}\n${loggedErrors([a, b])}`).toHaveLength(1);
    // The losers wait on the winner's row lock, re-price on the sold-out cabin and find no fare with a seat.
    expect(results.filter((r) => r.status === 409 && r.body.code === 'no_seats'), summary).toHaveLength(49);

    const [cabin] = await query<{ seats_sold: number; seats_total: number }>(`select seats_sold, seats_total from flight_cabin where flight_id = $1 and cabin = 'economy'`, [flightId]);
    expect(cabin!.seats_sold).toBe(cabin!.seats_total);
    const [overbooked] = await query<{ n: number }>('select count(*)::int as n from flight_cabin where seats_sold < 0 or seats_sold > seats_total');
    expect(overbooked!.n).toBe(0);
    const orders = await query<{ number: string; status: string; seats: number; passengers: number }>(
      `select o.number, o.status, l.seats, (select count(*)::int from order_passenger p where p.order_id = o.id) as passengers
         from "order" o join order_leg l on l.order_id = o.id where l.flight_id = $1`,
      [flightId],
    );
    expect(orders).toEqual([{ number: won[0]!.body.order_number, status: 'booked', seats: 1, passengers: 1 }]);
    const [keys] = await query<{ n: number }>('select count(*)::int as n from booking_request r join "order" o on o.id = r.order_id where o.search_id = $1', [fresh.searchId]);
    expect(keys!.n).toBe(1);

    // The order is the same seen from the process that did not book it.
    const other = won[0]!.api === 'A' ? b : a;
    const seen = await call(other, 'GET', `/api/booking/${won[0]!.body.order_number}/`, undefined, { 'x-order-token': won[0]!.body.order_token });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ order_number: won[0]!.body.order_number, status: 'booked', passengers: [{ first_name: 'Aibek' }] });
  });

  it('20 confirms of one payment split over both processes: one payment paid, one ticketing', async () => {
    const { searchId, tickets, when } = await search(a, 41);
    const booked = await book(a, bookingBody(searchId, tickets[0]!.id, [adult(when)]));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const orderNumber = booked.body.order_number as string;

    // The payment starts on B, so the code is in B's dev outbox (each process has its own DATA_DIR).
    const phone = '+996700123461';
    const started = await call(b, 'POST', '/api/payments/mbank/otp/create/', { order_number: orderNumber, phone });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paymentId = started.body.payment_id as string;
    const outbox = await call(b, 'GET', `/api/dev/outbox/?to=${encodeURIComponent(phone)}`);
    const code = /\b(\d{6})\b/.exec(outbox.body.results[0]?.text ?? '')?.[1];
    expect(code, JSON.stringify(outbox.body)).toBeDefined();
    expect((await call(a, 'GET', `/api/dev/outbox/?to=${encodeURIComponent(phone)}`)).body.results).toEqual([]);

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 === 0 ? a : b, 'POST', '/api/payments/mbank/otp/confirm/', { payment_id: paymentId, code })));
    const summary = results.map((r) => `${r.api} ${r.status} ${r.body?.status ?? r.body?.code ?? ''}`).join(', ');
    expect(results.every((r) => r.status === 200 && r.body.status === 'paid' && r.body.order_status === 'ticketed'), `${summary}\n${loggedErrors([a, b])}`).toBe(true);

    const payments = await query<{ id: string; status: string }>('select p.id, p.status from payment p join "order" o on o.id = p.order_id where o.number = $1', [orderNumber]);
    expect(payments).toEqual([{ id: paymentId, status: 'paid' }]);
    const charges = await query<{ status: string }>('select c.status from mbank_sandbox_charge c join payment p on p.provider_reference = c.reference::text where p.id = $1', [paymentId]);
    expect(charges).toEqual([{ status: 'paid' }]);
    const [order] = await query<{ status: string }>('select status from "order" where number = $1', [orderNumber]);
    expect(order!.status).toBe('ticketed');
    const issued = await query<{ ticket_number: string | null }>('select p.ticket_number from order_passenger p join "order" o on o.id = p.order_id where o.number = $1', [orderNumber]);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.ticket_number).toMatch(/^695\d{10}$/);
    // The only ticket ever issued in this database: one number drawn from the sequence, none lost to a
    // second ticketing that rolled back.
    const [sequence] = await query<{ last_value: string; is_called: boolean }>('select last_value::text, is_called from ticket_number_seq');
    expect(sequence).toEqual({ last_value: '1', is_called: true });
    expect(issued[0]!.ticket_number).toBe('6950000000001');
    const [mails] = await query<{ n: number }>('select count(*)::int as n from mail_outbox m join "order" o on o.id = m.order_id where o.number = $1', [orderNumber]);
    expect(mails!.n).toBe(1);

    const seen = await call(b, 'GET', `/api/booking/${orderNumber}/`, undefined, { 'x-order-token': booked.body.order_token });
    expect(seen.body).toMatchObject({ status: 'ticketed', tickets: [{ number: '6950000000001' }] });
  });
});
