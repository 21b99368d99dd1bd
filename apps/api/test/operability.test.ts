/**
 * Running in production: /metrics (Prometheus text, behind METRICS_TOKEN when set, outside the rate
 * limit), readiness apart from liveness, request ids, and the OpenAPI document's completeness.
 */
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanLogStream } from '../src/shared/observability.js';
import { buyTicketed } from './aftersales-fixtures.js';
import { call } from './accounts-fixtures.js';
import { orderTokenOf } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const scrape = async (context: TestContext = ctx, headers: Record<string, string> = {}) => {
  const res = await context.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value of one sample (`name{labels} value`), 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${escape(name)}(?:\\{([^}]*)\\})? (\\S+)$`).exec(line);
    if (!match) continue;
    const present = (match[1] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label))) return Number(match[2]);
  }
  return 0;
}

describe('/metrics', () => {
  it('moves the request histogram and the business counters as the shop is used', async () => {
    const before = await scrape();
    expect(before).toContain('# TYPE sapar_http_request_duration_seconds histogram');
    expect(before).toContain('process_cpu_user_seconds_total');
    expect(before).toContain('nodejs_eventloop_lag_seconds');

    for (let i = 0; i < 3; i += 1)
      expect((await ctx.app.inject({ method: 'GET', url: '/api/news?limit=1' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/news/no-such-item-4711' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route-4712/' })).statusCode).toBe(404);
    // A search, a booking, a payment that pays, a full refund.
    const { orderNumber } = await buyTicketed(ctx, { family: 'flex', days: 41 });
    const quote = await call(
      ctx,
      'POST',
      '/api/booking/refund/',
      { order_number: orderNumber, reason: 'Plans changed' },
      { orderToken: orderTokenOf(orderNumber) },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const refunded = await call(
      ctx,
      'POST',
      `/api/booking/refund/${quote.json().refund_id}/confirm/`,
      {},
      { orderToken: orderTokenOf(orderNumber) },
    );
    expect(refunded.json().status).toBe('refunded');

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(
      moved('sapar_http_request_duration_seconds_count', { method: 'GET', route: '/api/news', status_code: '200' }),
    ).toBe(3);
    expect(
      moved('sapar_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/news',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(
      moved('sapar_http_request_duration_seconds_sum', { method: 'GET', route: '/api/news', status_code: '200' }),
    ).toBeGreaterThan(0);
    // The route pattern, never the raw URL (which would make a series per news item, order or search).
    expect(
      moved('sapar_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/news/:slug',
        status_code: '404',
      }),
    ).toBe(1);
    expect(
      moved('sapar_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(after).not.toContain('no-such-item-4711');
    expect(after).not.toContain('no-such-route-4712');
    expect(after).not.toContain(orderNumber);
    expect(
      moved('sapar_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/flights/search/',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(moved('sapar_flight_searches_total')).toBeGreaterThanOrEqual(1);
    expect(moved('sapar_bookings_created_total')).toBe(1);
    expect(moved('sapar_payments_settled_total', { outcome: 'paid' })).toBe(1);
    expect(moved('sapar_refunds_completed_total')).toBe(1);
  });

  it('counts a declined payment by its outcome', async () => {
    const before = await scrape();
    const { bookOne, startPayment, confirm } = await import('./booking-fixtures.js');
    const { order } = await bookOne(ctx, { days: 43 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700000402');
    expect((await confirm(ctx, paymentId, code)).json().status).toBe('failed');
    const after = await scrape();
    expect(
      sample(after, 'sapar_payments_settled_total', { outcome: 'failed' }) -
        sample(before, 'sapar_payments_settled_total', { outcome: 'failed' }),
    ).toBe(1);
    expect(sample(after, 'sapar_payments_settled_total', { outcome: 'paid' })).toBe(
      sample(before, 'sapar_payments_settled_total', { outcome: 'paid' }),
    );
  });

  it('reads the job queues at each scrape: due outbox rows and the age of the oldest unsent one', async () => {
    await ctx.app.db.execute(
      sql`insert into mail_outbox (kind, recipient, created_at, next_attempt_at) values ('metrics_probe', 'probe@example.kg', now() - interval '2 minutes', now())`,
    );
    try {
      const text = await scrape();
      expect(sample(text, 'sapar_job_queues_read')).toBe(1);
      expect(sample(text, 'sapar_job_queue_depth', { queue: 'mail_outbox' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'sapar_mail_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(120);
      expect(text).toMatch(/^sapar_job_queue_depth\{queue="payments_to_poll"\} \d+$/m);
    } finally {
      await ctx.app.db.execute(sql`delete from mail_outbox where kind = 'metrics_probe'`);
    }
    expect(sample(await scrape(), 'sapar_mail_outbox_oldest_unsent_seconds')).toBeLessThan(120);
  });

  it('asks for the bearer token when METRICS_TOKEN is set, and is never rate limited', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const guarded = await createTestContext({ METRICS_TOKEN: token, RATE_LIMIT_MAX: '2' });
    try {
      const open = await guarded.app.inject({ method: 'GET', url: '/metrics' });
      expect(open.statusCode).toBe(401);
      expect(open.headers['www-authenticate']).toContain('Bearer');
      expect(open.json().detail).toBeTruthy();
      expect(open.body).not.toContain('sapar_');
      expect(
        (
          await guarded.app.inject({
            method: 'GET',
            url: '/metrics',
            headers: { authorization: 'Bearer wrong-token-0123456789abcdef' },
          })
        ).statusCode,
      ).toBe(401);
      for (let i = 0; i < 5; i += 1) {
        const text = await scrape(guarded, { authorization: `Bearer ${token}` });
        expect(text).toContain('sapar_bookings_created_total');
      }
      // The API itself is limited as before.
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await guarded.app.inject({ method: 'GET', url: '/api/news?limit=1' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await guarded.close();
    }
  });
});

describe('readiness', () => {
  it('is ready when the database answers and every migration is applied; Redis is not configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not_configured', migrations: 'ok' },
    });
  });

  it('answers 503 naming the migrations the database lacks, in the request language', async () => {
    const other = await createTestContext();
    try {
      // The last migration as if this database had never applied it: the code expects a newer schema.
      await other.app.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const pending = await other.database.pendingMigrations();
      expect(pending).toHaveLength(1);
      const en = await other.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'en' },
      });
      expect(en.statusCode).toBe(503);
      expect(en.json()).toMatchObject({
        code: 'not_ready',
        checks: { database: 'ok', redis: 'not_configured', migrations: 'pending' },
        pending_migrations: pending,
      });
      expect(en.json().detail).toBe(
        `The service is not ready to take requests: database migrations are not applied (${pending[0]}).`,
      );
      expect(en.json().errors).toEqual({ migrations: `database migrations are not applied (${pending[0]})` });
      const ky = await other.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'ky' },
      });
      expect(ky.json().detail).toContain('миграциялары');
      expect(ky.json().detail).toContain(pending[0]);
      // Liveness does not care: the process is alive and reaches its database.
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the database does not answer, without internals; Redis not answering is only degraded', async () => {
    const down = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1' });
    const { ping, pendingMigrations } = down.database;
    const refuse = async (): Promise<never> => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
    };
    down.database.ping = refuse;
    down.database.pendingMigrations = refuse;
    try {
      const res = await down.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'tr' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'failing', redis: 'degraded', migrations: 'failing' });
      expect(Object.keys(res.json().errors).sort()).toEqual(['database', 'migrations']);
      expect(res.json().detail).toContain('veritabanı yanıt vermiyor');
      expect(res.json().detail).not.toContain('Redis');
      expect(res.body).not.toContain('10.0.0.7');
    } finally {
      Object.assign(down.database, { ping, pendingMigrations });
      await down.close();
    }
  });
});

describe('request ids', () => {
  it('answers every request with its id, keeping a proxy id that looks like one', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(again.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\u0000<script>' },
    });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('development log', () => {
  it('turns pino JSON lines into short readable lines, errors with their stack', async () => {
    let written = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString('utf8');
        done();
      },
    });
    const stream = humanLogStream(out);
    const time = new Date(2026, 0, 5, 14, 3, 9).getTime();
    const request = {
      level: 30,
      time,
      pid: 7,
      hostname: 'h',
      reqId: 'r-1',
      method: 'GET',
      path: '/api/news',
      route: '/api/news',
      status: 200,
      ms: 4.2,
      msg: 'GET /api/news 200 4.2 ms',
    };
    const failure = {
      level: 50,
      time,
      pid: 7,
      hostname: 'h',
      orderId: 'o-9',
      err: { message: 'boom', stack: 'Error: boom\n    at mail.ts:1' },
      msg: 'mail outbox: sending failed',
    };
    // Lines may arrive split across writes.
    const text = `${JSON.stringify(request)}\n${JSON.stringify(failure)}\n`;
    stream.write(text.slice(0, 40));
    stream.write(text.slice(40));
    await new Promise<void>((resolve) => stream.end(resolve));
    expect(written.split('\n')).toEqual([
      '14:03:09 INFO  GET /api/news 200 4.2 ms',
      '14:03:09 ERROR mail outbox: sending failed orderId=o-9',
      'Error: boom',
      '    at mail.ts:1',
      '',
    ]);
  });
});

describe('OpenAPI operations', () => {
  type Operation = {
    operationId?: string;
    security?: unknown[];
    responses: Record<string, unknown>;
    parameters?: { in: string }[];
    requestBody?: unknown;
  };

  it('gives every operation a unique operationId, its security and its error answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const ids = new Set<string>();
    let count = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        count += 1;
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        expect(ids.has(op.operationId!), `${where}: ${op.operationId} twice`).toBe(false);
        ids.add(op.operationId!);
        expect(op.security, where).toBeDefined();
        const codes = Object.keys(op.responses);
        expect(
          codes.some((code) => code.startsWith('4')),
          where,
        ).toBe(true);
        if (path.includes('{')) expect(codes, where).toContain('404');
        if (op.requestBody || op.parameters?.length) expect(codes, where).toContain('400');
        if (op.security!.length > 0) expect(codes, where).toContain('401');
        // The one public staff route: accepting an invitation (the invited person has no session yet).
        if (path.startsWith('/api/staff/') && path !== '/api/staff/users/accept/') {
          expect(op.security, where).toEqual([{ jwt: [] }]);
          expect(codes, where).toContain('403');
        }
      }
    }
    expect(count).toBeGreaterThan(40);
    expect(doc.paths['/api/news']!.get!.operationId).toBe('getNews');
    expect(doc.paths['/api/booking/{order_number}/receipt.pdf']!.get!.operationId).toBe(
      'getBookingByOrderNumberReceiptPdf',
    );
    expect(doc.paths['/api/news']!.get!.security).toEqual([]);
    expect(doc.paths['/api/staff/users/accept/']!.post!.security).toEqual([]);
    expect(doc.paths['/api/users/me/']!.get!.security).toEqual([{ jwt: [] }]);
    expect(doc.paths['/api/users/me/']!.get!.responses).toHaveProperty('401');
    expect(doc.paths['/api/health/ready']!.get!.responses).toHaveProperty('503');
    expect(doc.paths).not.toHaveProperty('/metrics');
  });
});
