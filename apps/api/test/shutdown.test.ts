/**
 * Graceful shutdown: a real API process (`node --import tsx apps/api/src/main.ts`, on PGlite or on a
 * fresh PostgreSQL database) gets SIGTERM while a request is in flight; it stops accepting, answers
 * that request, and exits 0. And the job runner's stop waits for the tick in flight, so the
 * database is closed only after it.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderJobs } from '../src/modules/aftersales/order-jobs.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import type { EmailMessage, Mailer } from '../src/providers/messaging/index.js';
import { startJobRunner } from '../src/shared/job-runner.js';
import { buyTicketed, queryRows } from './aftersales-fixtures.js';
import { startApi, startCluster, START_TIMEOUT_MS, type ApiProcess, type ProcessCluster } from './api-processes.js';
import { createTestContext, TEST_DATABASE_URL, type TestContext } from './helper.js';

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Resolves once the process has written a line matching `pattern` (already written or still to come). */
function lineOf(api: ApiProcess, pattern: RegExp): Promise<string> {
  const seen = api.output.find((line) => pattern.test(line));
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => {
    const listen = (chunk: Buffer) => {
      const line = chunk
        .toString('utf8')
        .split('\n')
        .find((text) => pattern.test(text));
      if (!line) return;
      api.child.stdout!.off('data', listen);
      resolve(line);
    };
    api.child.stdout!.on('data', listen);
  });
}

/** Whether a new connection is still taken: false once the server no longer listens. */
function accepts(base: string): Promise<boolean> {
  return fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
}

describe('graceful shutdown of the API process', () => {
  const children: ChildProcess[] = [];
  let api: ApiProcess;
  let cluster: ProcessCluster | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    if (TEST_DATABASE_URL) {
      cluster = await startCluster(TEST_DATABASE_URL, 1, { SEED_DEMO_DATA: 'false' });
      api = cluster.apis[0]!;
    } else {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-shutdown-'));
      api = await startApi(
        'A',
        {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_ENV: 'test',
          JWT_SECRET: randomBytes(32).toString('hex'),
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'info',
        },
        children,
      );
    }
  }, START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('on SIGTERM stops accepting, answers the request in flight, logs it once with its id, and exits 0', async () => {
    const { hostname, port } = new URL(api.base);
    const body = JSON.stringify({ orderNumber: 'NO-SUCH-ORDER' });
    // `Expect: 100-continue`: the server answers "continue" once it has taken the request, so the
    // request is in flight when SIGTERM comes, and its body is still to be sent.
    const request = http.request({
      host: hostname,
      port: Number(port),
      method: 'POST',
      path: '/api/payments/finipay/callback/',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
        'x-request-id': 'shutdown-test-0001',
      },
    });
    const answer = new Promise<{ status: number; body: string; requestId: unknown }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, requestId: res.headers['x-request-id'] }),
        );
      });
      request.on('error', reject);
    });
    const continued = new Promise<void>((resolve) => request.once('continue', resolve));
    request.flushHeaders();
    await continued;

    const exited = exitOf(api.child);
    api.child.kill('SIGTERM');
    await lineOf(api, /SIGTERM: closing/);
    // New connections are refused while the request in flight is still open.
    while (await accepts(api.base)) await new Promise((resolve) => setTimeout(resolve, 50));
    let answered = false;
    void answer.then(() => (answered = true));
    expect(answered).toBe(false);

    request.end(body);
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ received: true });
    expect(res.requestId).toBe('shutdown-test-0001');
    expect(await exited).toBe(0);
    expect(api.output.some((line) => /SIGTERM: closed/.test(line))).toBe(true);

    // One JSON line for the request, with its id; Fastify's own two lines per request are gone.
    const lines = api.output
      .filter((line) => line.includes('shutdown-test-0001'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'shutdown-test-0001',
      method: 'POST',
      path: '/api/payments/finipay/callback/',
      route: '/api/payments/finipay/callback/',
      status: 200,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(api.output.some((line) => line.includes('"incoming request"'))).toBe(false);
  }, 60_000);
});

describe('the job runner', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('stop() resolves only after the tick in flight has finished its work', async () => {
    const { orderNumber } = await buyTicketed(ctx, { family: 'flex', days: 47 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sending!: () => void;
    const sendStarted = new Promise<void>((resolve) => (sending = resolve));
    const sent: EmailMessage[] = [];
    // A mailer that holds the message until the test lets it go: the tick is in flight meanwhile.
    const mailer: Mailer = {
      send: async (message) => {
        sending();
        await gate;
        sent.push(message);
      },
    };
    const jobs = startJobRunner(
      orderJobs({ payments: createPaymentsContext(ctx.app), mailer, log: ctx.app.log }, 60_000),
      {
        db: ctx.database.db,
        log: ctx.app.log,
      },
    );
    void jobs.run('outbox');
    await sendStarted;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    release();
    await stopping;
    expect(sent.some((message) => message.subject.includes(orderNumber))).toBe(true);
    const rows = await queryRows<{ sent_at: Date | null }>(
      ctx,
      sql`select m.sent_at from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${orderNumber}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
    // A stopped runner starts no run.
    await jobs.run('outbox');
    expect(sent.filter((message) => message.subject.includes(orderNumber))).toHaveLength(1);
  });

  it('runs a leased job on one process at a time: a second runner skips it while the first holds the lease', async () => {
    const runs: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const leased = (who: string) => ({
      name: `leased-${randomBytes(4).toString('hex')}`,
      everyMs: 3_600_000,
      leaseMs: 60_000,
      run: async () => {
        runs.push(who);
        await gate;
      },
    });
    const job = leased('first');
    const first = startJobRunner([job], { db: ctx.database.db, log: ctx.app.log });
    const second = startJobRunner([{ ...job, run: leased('second').run }], { db: ctx.database.db, log: ctx.app.log });
    const running = first.run(job.name);
    await expect.poll(() => runs).toEqual(['first']);
    // The second process finds the lease taken and skips this run.
    await second.run(job.name);
    expect(runs).toEqual(['first']);
    release();
    await running;
    // The holder may run it again at its next time; the other still waits for the lease to run out.
    await first.run(job.name);
    await second.run(job.name);
    expect(runs).toEqual(['first', 'first']);
    await Promise.all([first.stop(), second.stop()]);
  });
});
