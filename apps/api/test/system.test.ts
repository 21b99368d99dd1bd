import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../src/container.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 with a detail when the database does not', async () => {
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'sapar-h-')) });
    const broken: DatabaseHandle = {
      ...ctx.database,
      ping: async () => {
        throw new Error('connection refused at 10.0.0.1');
      },
    };
    const { app } = await createContainer({ config, database: broken });
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBeTruthy();
    expect(res.body).not.toContain('10.0.0.1');
    await app.close();
  });
});

describe('errors', () => {
  it('answers unknown /api routes with JSON 404 and a detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().detail).toBeTruthy();
    expect(res.json().code).toBe('route_not_found');
  });

  it('answers malformed JSON with 400 and a detail, and a 500 without internals', async () => {
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'sapar-e-')) });
    const { app } = await createContainer({ config, database: ctx.database });
    app.post('/api/__echo', async (request) => request.body as object);
    app.get('/api/__boom', async () => {
      throw new Error('secret stack detail: password=hunter2');
    });
    try {
      const json = await app.inject({
        method: 'POST',
        url: '/api/__echo',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: '{"a":',
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().detail).toBe('The request body contains invalid JSON.');
      expect(json.json().detail).not.toMatch(/Unexpected|position/);

      const boom = await app.inject({ method: 'GET', url: '/api/__boom', headers: { 'accept-language': 'tr' } });
      expect(boom.statusCode).toBe(500);
      expect(boom.json().code).toBe('internal');
      expect(boom.json().detail).toBeTruthy();
      expect(boom.body).not.toContain('hunter2');
      expect(boom.body).not.toContain('stack');
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'[^;]*;/);
      expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it("lets uploaded images be drawn by any origin, the news preview's sandboxed frame included", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/uploads/not-there/480.webp' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('rate limiting', () => {
  it('answers 429 with a translated detail past the limit', async () => {
    const limited = await createTestContext({ RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(
          (await limited.app.inject({ method: 'GET', url: '/api/news?limit=1', headers: { 'accept-language': 'en' } }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({
        method: 'GET',
        url: '/api/news?limit=1',
        headers: { 'accept-language': 'ky' },
      });
      expect(res.json().code).toBe('rate_limited');
      expect(res.json().detail).toMatch(/\d/);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes from the contracts schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/news', '/api/news/{slug}', '/api/health', '/api/countries/']),
    );
    expect(doc.components.schemas).toHaveProperty('NewsDetail');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('reference lists', () => {
  it('lists countries with Kyrgyzstan first, in the request language', async () => {
    const ru = (await ctx.app.inject({ method: 'GET', url: '/api/countries/' })).json();
    expect(ru.length).toBeGreaterThan(200);
    expect(ru[0]).toEqual({ id: 'KG', title: 'Кыргызстан' });
    const zh = (
      await ctx.app.inject({ method: 'GET', url: '/api/countries/', headers: { 'accept-language': 'zh' } })
    ).json();
    expect(zh[0].title).toBe('吉尔吉斯斯坦');
    const ids = new Set(ru.map((c: { id: string }) => c.id));
    expect(ids.size).toBe(ru.length);
  });

  it('lists genders and document types, translated', async () => {
    const genders = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/gender/', headers: { 'accept-language': 'en' } })
    ).json();
    expect(genders.map((g: { id: string }) => g.id)).toEqual(['male', 'female']);
    const docsRu = (await ctx.app.inject({ method: 'GET', url: '/api/users/document-type/' })).json();
    const docsTr = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/document-type/', headers: { 'accept-language': 'tr' } })
    ).json();
    expect(docsRu.map((d: { id: string }) => d.id)).toContain('passport_kg');
    expect(docsRu[0].title).not.toBe(docsTr[0].title);
  });
});

describe('dev outbox', () => {
  it('lists written messages newest first, filtered by address', async () => {
    const { mailer, sms } = ctx.app.messaging;
    await mailer.send({ to: 'a@example.kg', subject: 'first', text: 'one', html: '<p>one</p>' });
    await mailer.send({ to: 'b@example.kg', subject: 'other', text: 'x', html: '' });
    await mailer.send({ to: 'A@example.kg', subject: 'second', text: 'two', html: '<p>two</p>' });
    await sms.send({ to: '+996700000000', text: 'code 123456' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/?to=a@example.kg' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect(results[0]).toMatchObject({ channel: 'email', text: 'two', html: '<p>two</p>' });
    const smsList = (await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/?to=%2B996700000000' })).json()
      .results;
    expect(smsList[0]).toMatchObject({ channel: 'sms', text: 'code 123456' });
  });
});
