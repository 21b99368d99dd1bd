/**
 * What an attacker tried on the running system: text with NUL bytes and lone
 * surrogates, markup in passenger names, Fastify's and the HTTP parser's own errors, Redis or the
 * database going away, slow clients and too many connections. Every answer is the API's error
 * body with a translated `detail`, never a 500.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createContainer } from '../src/container.js';
import { openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { RedisOutage } from '../src/shared/rate-limit-store.js';
import { PASSWORD, registerUser, type TestUser } from './accounts-fixtures.js';
import { createSiblingApp, createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let user: TestUser;
const tempDirs: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  user = await registerUser(ctx);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Another app on the test database with some settings changed. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-hard-'));
  tempDirs.push(dataDir);
  return createSiblingApp(ctx, { ...env, DATA_DIR: dataDir });
}

/** A fresh client address per use, so limits from other tests (or runs, in Redis) do not mix in. */
const freshIp = () => `172.${16 + (randomBytes(1)[0]! % 16)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('NUL bytes and lone surrogates', () => {
  it('are refused in a JSON body with the field named and a translated message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/token/',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ email: 'a\u0000b@example.kg', password: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Please check the data you entered.',
      code: 'validation_failed',
      errors: { email: 'The value contains characters that are not allowed.' },
    });

    const surrogate = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search/',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
      payload:
        '{"type":"one_way","city_from":"BSZ\\ud800","city_to":"OSS","when_date":"2030-01-01","passengers":{"adults":1}}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().errors).toEqual({ city_from: 'Недопустимые символы в значении.' });
  });

  it('are refused deep in arrays and in keys', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'zh',
        'idempotency-key': randomBytes(16).toString('hex'),
      },
      payload: JSON.stringify({ passengers: [{ first_name: 'Ok' }, { last_name: 'x\uDFFFy' }], ['k\u0000']: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'passengers.1.last_name': '内容包含不允许的字符。' });
  });

  it('are refused in the query, the path and the headers, before any handler runs', async () => {
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/api/news?limit=1&q=a%00b',
      headers: { 'accept-language': 'en' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      code: 'validation_failed',
      errors: { q: 'The value contains characters that are not allowed.' },
    });

    const param = await ctx.app.inject({
      method: 'GET',
      url: '/api/news/ab%00cd',
      headers: { 'accept-language': 'tr' },
    });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject({
      code: 'validation_failed',
      errors: { slug: 'Değer izin verilmeyen karakterler içeriyor.' },
    });

    const header = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { 'content-type': 'application/json', 'accept-language': 'ky', 'idempotency-key': 'abcdefgh\u0000' },
      payload: '{}',
    });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({
      code: 'validation_failed',
      errors: { 'idempotency-key': 'Мааниде жол берилбеген белгилер бар.' },
    });
  });

  it('leave real surrogate pairs alone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/news?limit=1&q=${encodeURIComponent('😀')}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('passenger names', () => {
  it('take letters of any script, spaces, hyphens and apostrophes, and refuse markup and line breaks', async () => {
    const passenger = {
      type: 'ADLT',
      gender: 'female',
      birth_date: '01.01.1990',
      citizenship: 'KG',
      document_type: 'passport_kg',
      document_number: 'AN1234567',
    };
    const put = (first_name: string, last_name: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me/passenger/',
        headers: { authorization: `JWT ${user.access}`, 'accept-language': 'en' },
        payload: { ...passenger, first_name, last_name },
      });

    for (const [first, last] of [
      ['<b>Aida</b>', 'Asanova'],
      ['Aida', 'Asan\nova'],
      ['Aida', 'Asanova<script>'],
      ['A1da', 'Asanova'],
    ]) {
      const res = await put(first!, last!);
      expect(res.statusCode, `${first} ${last}`).toBe(400);
      expect(Object.values(res.json().errors)).toContain('Letters, spaces, hyphens and apostrophes only');
    }
    const ok = await put('Айгерим', "O'Neil-Çağrı");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: 'Айгерим', last_name: "O'Neil-Çağrı" });
  });
});

describe("Fastify's own errors answer with a detail", () => {
  it('bad URL encoding, too long parameters, too large and unknown bodies, bad JSON, unknown routes and methods', async () => {
    const cases: Array<[string, InjectOptions, number, string]> = [
      ['bad percent-encoding', { method: 'GET', url: '/api/news/%E0%A4%A' }, 400, 'The request address is malformed.'],
      [
        'too long parameter',
        { method: 'GET', url: `/api/news/${'a'.repeat(300)}` },
        414,
        'A part of the request address is too long.',
      ],
      [
        'body too large',
        {
          method: 'POST',
          url: '/api/flights/search/',
          headers: { 'content-type': 'application/json' },
          payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
        },
        413,
        'The request is too large.',
      ],
      [
        'unsupported media type',
        { method: 'POST', url: '/api/flights/search/', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
        415,
        'This request body format is not supported: send JSON.',
      ],
      [
        'bad JSON',
        {
          method: 'POST',
          url: '/api/flights/search/',
          headers: { 'content-type': 'application/json' },
          payload: '{"a":',
        },
        400,
        'The request body contains invalid JSON.',
      ],
      ['unknown route', { method: 'GET', url: '/api/nothing/here' }, 404, 'This API endpoint does not exist.'],
      ['unknown method', { method: 'PROPFIND' as 'GET', url: '/api/health' }, 404, 'This API endpoint does not exist.'],
    ];
    for (const [name, request, status, detail] of cases) {
      const res = await ctx.app.inject({ ...request, headers: { ...request.headers, 'accept-language': 'en' } });
      expect(res.statusCode, name).toBe(status);
      expect(res.headers['content-type'], name).toContain('application/json');
      expect(res.json().detail, name).toBe(detail);
    }
  });
});

describe('with the web build served', () => {
  it('a too long API parameter still answers 414, an unknown API path 404 in JSON, and a page the SPA', async () => {
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'sapar-web-'));
    tempDirs.push(webDist);
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Sapar</title><div id="root"></div>');
    const app = await appWith({ WEB_DIST_DIR: webDist });
    try {
      const long = await app.inject({
        method: 'GET',
        url: `/api/news/${'a'.repeat(300)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toMatchObject({ code: 'uri_too_long', detail: 'A part of the request address is too long.' });
      const unknown = await app.inject({ method: 'GET', url: '/api/nothing/here' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('route_not_found');
      const page = await app.inject({ method: 'GET', url: '/flights/bishkek-osh' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    } finally {
      await app.close();
    }
  });
});

/** Sends raw bytes on a real socket and collects everything until the server closes it. */
function rawExchange(port: number, write: (socket: Socket) => void): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('connect', () => write(socket));
    setTimeout(() => reject(new Error(`socket still open: ${text}`)), 15_000).unref();
  });
}

const bodyOf = (text: string) =>
  JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { detail: string; code: string };

describe('the HTTP parser and the server limits, on a real socket', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await appWith({ HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1500', MAX_CONNECTIONS: '3' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('answers headers too large with 431 and a translated detail', async () => {
    const { text } = await rawExchange(port, (socket) =>
      socket.write(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
      ),
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(text)).toEqual({ detail: 'The request headers are too large.', code: 'headers_too_large' });
  });

  it('answers a malformed request with 400 and a detail', async () => {
    const { text } = await rawExchange(port, (socket) => socket.write('NOT A REQUEST\r\n\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(text).detail).toBe('Некорректный запрос.');
  });

  it('cuts a client that drips its headers (slow loris) after the headers timeout', async () => {
    let drip: NodeJS.Timeout | undefined;
    const { text, ms } = await rawExchange(port, (socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n');
      drip = setInterval(() => socket.writable && socket.write(`X-Drip-${Date.now()}: 1\r\n`), 100);
    });
    clearInterval(drip);
    expect(ms).toBeLessThan(3000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    // Node hands a timed-out request over without its bytes: the default language answers.
    expect(bodyOf(text)).toEqual({ detail: 'Запрос передавался слишком долго.', code: 'request_timeout' });
  });

  it('accepts no more than MAX_CONNECTIONS connections at once', async () => {
    const open: Socket[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const socket = connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        open.push(socket);
      }
      // Let the server register them before the one too many arrives.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { text } = await rawExchange(port, (socket) => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'));
      expect(text).toBe('');
    } finally {
      for (const socket of open) socket.destroy();
    }
    // Once they are gone, requests are served again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('rate limits never switch off', () => {
  /** 45 sign-ins at once from one address, each for another account (no per-account lockout). */
  async function parallelSignIns(app: FastifyInstance, ip: string) {
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/users/token/',
          remoteAddress: ip,
          payload: { email: `nobody-${i}-${ip}@example.kg`, password: PASSWORD },
        }),
      ),
    );
    return answers.map((res) => (res.statusCode === 429 ? 'limited' : res.statusCode));
  }

  it('with Redis unreachable: the sign-in, form and global limits count in memory', async () => {
    const app = await appWith({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '40' });
    try {
      const outcomes = await parallelSignIns(app, freshIp());
      expect(outcomes.filter((o) => o === 'limited')).toHaveLength(15);
      expect(outcomes.filter((o) => o === 401 || o === 400)).toHaveLength(30);

      const ip = freshIp();
      const forms = await Promise.all(
        Array.from({ length: 8 }, () =>
          app.inject({ method: 'POST', url: '/api/requests/tour/', remoteAddress: ip, payload: {} }),
        ),
      );
      expect(forms.filter((res) => res.statusCode === 429)).toHaveLength(3);
      expect(forms.find((res) => res.statusCode === 429)!.json()).toMatchObject({ code: 'rate_limited' });

      const other = freshIp();
      const reads = await Promise.all(
        Array.from({ length: 45 }, () => app.inject({ method: 'GET', url: '/api/countries/', remoteAddress: other })),
      );
      expect(reads.filter((res) => res.statusCode === 429)).toHaveLength(5);
    } finally {
      await app.close();
    }
  });

  it('without Redis: the limits hold in parallel in memory', async () => {
    const outcomes = await parallelSignIns(ctx.app, freshIp());
    expect(outcomes.filter((o) => o === 'limited')).toHaveLength(15);
  });

  it('with Redis up: the limits hold in parallel and are kept in Redis', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
    } catch {
      console.warn('no Redis on 127.0.0.1:6379: the shared-limit test is skipped');
      return;
    }
    const app = await appWith({ REDIS_URL: 'redis://127.0.0.1:6379' });
    try {
      const ip = freshIp();
      const outcomes = await parallelSignIns(app, ip);
      expect(outcomes.filter((o) => o === 'limited')).toHaveLength(15);
      const keys = await redis.keys(`sapar:rl:*${ip}`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await app.close();
      redis.disconnect();
    }
  });

  it('warns once per outage, and again only after Redis came back and went away', () => {
    const warnings: string[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(String(args.at(-1))) } as unknown as FastifyBaseLogger;
    const outage = new RedisOutage(log);
    outage.failed(new Error('ECONNREFUSED'), 0);
    outage.failed(new Error('ECONNREFUSED'), 10);
    expect(outage.shouldTry(500)).toBe(false);
    expect(outage.shouldTry(1010)).toBe(true);
    outage.succeeded();
    outage.succeeded();
    outage.failed(new Error('ECONNREFUSED'), 2000);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/unreachable/);
    expect(warnings[1]).toMatch(/again/);
  });
});

describe('the database going away', () => {
  it('answers 503 with Retry-After and a translated detail when PostgreSQL refuses connections', async () => {
    const dead = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing', poolSize: 1 });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-hard-'));
    tempDirs.push(dataDir);
    const { app } = await createContainer({
      config: loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir }),
      database: dead,
      inventory: ctx.app.flights.inventory,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/news?limit=1', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        detail: 'The service is temporarily unavailable. Please try again in 5 s.',
        code: 'service_unavailable',
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await app.close();
      await dead.close();
    }
  });

  it('answers 503 when the embedded database has been closed', async () => {
    const database = await openDatabase({ pgliteSnapshot: new Blob([await readFile(inject('pgliteSnapshotPath'))]) });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-hard-'));
    tempDirs.push(dataDir);
    const { app } = await createContainer({
      config: loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir }),
      database,
      inventory: ctx.app.flights.inventory,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/news?limit=1' })).statusCode).toBe(200);
      await database.close();
      for (const url of ['/api/news?limit=1', '/api/faq/']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ru' } });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json().detail).toBe('Сервис временно недоступен. Повторите попытку через 5 с.');
      }
    } finally {
      await app.close();
    }
  });
});
