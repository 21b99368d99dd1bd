/**
 * The back office's queues and figures: the requests queue (age, assignee, templates in the request's
 * language, the history of every answer), the dashboard, and partners with their commission report.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bishkekToday } from '@sapar/contracts';
import { call, uniqueEmail } from './accounts-fixtures.js';
import { buyTicketed } from './aftersales-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let admin: TestStaff;
let agent: TestStaff;
let other: TestStaff;

const as = (staff: TestStaff, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(ctx, method, url, payload, { token: staff.access, lang: 'en' });

async function sendTour(language: string, fields: object = {}): Promise<string> {
  const res = await call(
    ctx,
    'POST',
    '/api/requests/tour/',
    {
      name: 'Айгуль',
      phone: '+996700111333',
      email: uniqueEmail('tour'),
      consent: true,
      tour: 'issyk-kul-weekend',
      date: inDays(10),
      people: 2,
      ...fields,
    },
    { lang: language },
  );
  if (res.statusCode !== 201) throw new Error(`tour form: ${res.statusCode} ${res.body}`);
  return res.json().request_number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, ['admin']);
  agent = await createStaff(ctx, ['agent']);
  other = await createStaff(ctx, ['agent']);
});
afterAll(() => ctx.close());

describe('the requests queue', () => {
  it('assigns to me, lists mine and the unassigned oldest first, with their age', async () => {
    const first = await sendTour('ky');
    const second = await sendTour('ru');
    await ctx.database.db.execute(
      sql`update service_request set created_at = now() - interval '2 hours' where number = ${first}`,
    );

    const assigned = await as(agent, 'POST', `/api/staff/requests/${first}/assign/`, {});
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assigned_to).toEqual({ id: agent.id, email: agent.email });
    expect(assigned.json().age_seconds).toBeGreaterThanOrEqual(7200);

    const mine = (await as(agent, 'GET', '/api/staff/requests/?assigned=me')).json();
    expect(mine.results.map((r: { number: string }) => r.number)).toEqual([first]);
    expect((await as(other, 'GET', '/api/staff/requests/?assigned=me')).json().results).toEqual([]);
    const open = (await as(other, 'GET', '/api/staff/requests/?assigned=nobody&sort=oldest')).json();
    expect(open.results.map((r: { number: string }) => r.number)).toContain(second);
    expect(open.results.map((r: { number: string }) => r.number)).not.toContain(first);

    const kyrgyz = (await as(other, 'GET', '/api/staff/requests/?language=ky&kind=tour')).json();
    expect(kyrgyz.results.map((r: { number: string }) => r.number)).toContain(first);
    expect(kyrgyz.results.every((r: { language: string }) => r.language === 'ky')).toBe(true);
    expect((await as(other, 'GET', '/api/staff/requests/?language=fr')).statusCode).toBe(400);

    const released = await as(agent, 'POST', `/api/staff/requests/${first}/assign/`, { assignee: 'nobody' });
    expect(released.json().assigned_to).toBeNull();
    expect((await as(agent, 'POST', `/api/staff/requests/${first}/assign/`, { assignee: 'someone' })).statusCode).toBe(
      400,
    );
    expect((await as(agent, 'POST', '/api/staff/requests/R-NOSUCH/assign/', {})).statusCode).toBe(404);
    const audit = (await as(agent, 'GET', `/api/staff/audit/?entity=service_request&id=${first}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['unassigned', 'assigned']);
  });

  it("offers templates in the request's language and keeps every answer in its history", async () => {
    const number = await sendTour('ky');
    const templates = await as(agent, 'GET', `/api/staff/requests/${number}/templates/`);
    expect(templates.statusCode).toBe(200);
    expect(templates.json().language).toBe('ky');
    expect(templates.json().templates.map((t: { id: string }) => t.id)).toEqual([
      'received',
      'in_progress',
      'need_details',
      'done',
    ]);
    const received = templates.json().templates[0];
    expect(received.title).toBe('Арыз кабыл алынды');
    expect(received.text).toBe(
      `Саламатсызбы, Айгуль! Сиздин ${number} арызыңызды алдык жана жакында сиз менен байланышабыз.`,
    );

    await as(agent, 'POST', `/api/staff/requests/${number}/answer/`, {
      message: `${received.text} (1)`,
      status: 'in_progress',
    });
    const second = await as(other, 'POST', `/api/staff/requests/${number}/answer/`, {
      message: 'Done now.',
      status: 'done',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().answers).toEqual([
      expect.objectContaining({
        message: `${received.text} (1)`,
        status: 'in_progress',
        staff: { id: agent.id, email: agent.email },
      }),
      expect.objectContaining({ message: 'Done now.', status: 'done', staff: { id: other.id, email: other.email } }),
    ]);
    expect((await as(agent, 'GET', `/api/staff/requests/${number}/`)).json().answers).toHaveLength(2);
  });
});

describe('the dashboard', () => {
  it('answers sales by day and the open queues', async () => {
    await buyTicketed(ctx, { family: 'standard' });
    const res = await as(agent, 'GET', '/api/staff/dashboard/?days=30');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'exchange_rates_missing',
      'oldest_age_seconds',
      'payments',
      'queues',
      'sales_by_day',
      'top_routes',
    ]);
    // Supplier currencies without a current National Bank rate (exchange-rates.test.ts drives them).
    for (const code of body.exchange_rates_missing) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(body.sales_by_day).toHaveLength(30);
    expect(body.sales_by_day.at(-1)).toMatchObject({ date: bishkekToday() });
    const today = body.sales_by_day.at(-1);
    expect(Object.keys(today).sort()).toEqual(['date', 'orders', 'refunds', 'revenue', 'tickets']);
    expect(today.orders).toBeGreaterThanOrEqual(1);
    expect(today.tickets).toBeGreaterThanOrEqual(1);
    expect(today.revenue).toBeGreaterThan(0);
    expect(Object.keys(body.queues).sort()).toEqual([
      'exchanges_pending',
      'reconciliation_unmatched',
      'refunds_pending',
      'requests_open',
    ]);
    expect(body.queues.requests_open).toBeGreaterThanOrEqual(2);
    expect(body.queues.reconciliation_unmatched).toBe(0);
    expect(body.oldest_age_seconds.requests_open).toBeGreaterThanOrEqual(0);
    expect(body.top_routes[0]).toMatchObject({ route: expect.stringContaining('→'), orders: expect.any(Number) });
    expect(body.payments.paid).toBeGreaterThanOrEqual(1);
    expect(body.payments.success_rate).toBeGreaterThan(0);

    expect((await as(agent, 'GET', '/api/staff/dashboard/')).json().sales_by_day).toHaveLength(30);
    expect((await as(agent, 'GET', '/api/staff/dashboard/?days=7')).json().sales_by_day).toHaveLength(7);
    expect((await as(agent, 'GET', '/api/staff/dashboard/?days=0')).statusCode).toBe(400);
    expect((await as(agent, 'GET', '/api/staff/dashboard/?days=abc')).statusCode).toBe(400);
  });
});

describe('partners', () => {
  it('lists codes with orders, requests and revenue; admins set the rate; the monthly report computes commission', async () => {
    const { orderNumber, total } = await buyTicketed(ctx, { family: 'standard' });
    await ctx.database.db.execute(sql`update "order" set partner_ref = 'ala-too' where number = ${orderNumber}`);
    await sendTour('ru', { ref: 'ala-too' });

    const list = await as(agent, 'GET', '/api/staff/partners/');
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toContainEqual({
      code: 'ala-too',
      orders: 1,
      ticketed_orders: 1,
      requests: 1,
      revenue: total,
      commission_rate: 0,
    });

    expect((await as(agent, 'PATCH', '/api/staff/partners/ala-too/', { commission_rate: 5 })).statusCode).toBe(403);
    expect((await as(admin, 'PATCH', '/api/staff/partners/ala-too/', { commission_rate: 120 })).statusCode).toBe(400);
    const set = await as(admin, 'PATCH', '/api/staff/partners/ala-too/', { commission_rate: 7.5 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ code: 'ala-too', commission_rate: 7.5 });
    const audit = (await as(agent, 'GET', '/api/staff/audit/?entity=partner&id=ala-too')).json();
    expect(audit.results[0]).toMatchObject({
      action: 'commission_rate_set',
      before: { commission_rate: null },
      after: { commission_rate: 7.5 },
      staff: { id: admin.id },
    });

    const month = bishkekToday().slice(0, 7);
    const report = await as(agent, 'GET', `/api/staff/partners/ala-too/report.csv?month=${month}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...report.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = report.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'partner,month,commission_rate_percent',
      `ala-too,${month},7.5`,
      '',
      'order_number,ticketed_at,status,route,total_price,refunded,kept,currency,commission',
    ]);
    expect(lines[4]).toMatch(
      new RegExp(`^${orderNumber},\\d{4}-.*,ticketed,.+,${total},0,${total},KGS,${Math.round(total * 0.075)}$`),
    );
    expect(lines[5]).toBe(`TOTAL,,,1 orders,,,${total},KGS,${Math.round(total * 0.075)}`);

    expect((await as(agent, 'GET', '/api/staff/partners/ala-too/report.csv?month=2026-13')).statusCode).toBe(400);
    expect((await as(agent, 'GET', '/api/staff/partners/ala-too/report.csv')).statusCode).toBe(400);
    const empty = await as(agent, 'GET', '/api/staff/partners/ala-too/report.csv?month=2020-01');
    expect(empty.rawPayload.toString('utf8').trimEnd().split('\r\n').at(-1)).toBe('TOTAL,,,0 orders,,,0,KGS,0');
  });

  it('counts only what the agency kept: a refunded order is neither ticketed revenue nor commission', async () => {
    const code = 'refund-check';
    const kept = await buyTicketed(ctx, { family: 'standard', days: 36 });
    const refunded = await buyTicketed(ctx, { family: 'flex', days: 37 });
    await ctx.database.db.execute(
      sql`update "order" set partner_ref = ${code} where number in (${kept.orderNumber}, ${refunded.orderNumber})`,
    );
    const access = { orderToken: refunded.orderToken };
    const quote = await call(
      ctx,
      'POST',
      '/api/booking/refund/',
      { order_number: refunded.orderNumber, reason: 'Plans changed' },
      access,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const back = quote.json().amount_back as number;
    expect(back).toBeGreaterThan(0);
    const done = await call(ctx, 'POST', `/api/booking/refund/${quote.json().refund_id}/confirm/`, {}, access);
    expect(done.json(), done.body).toMatchObject({ status: 'refunded' });

    const list = await as(agent, 'GET', '/api/staff/partners/');
    // Both were ticketed; one came back in full: one ticketed order, and the som less what was paid back.
    expect(list.json().results).toContainEqual({
      code,
      orders: 2,
      ticketed_orders: 1,
      requests: 0,
      revenue: kept.total + refunded.total - back,
      commission_rate: 0,
    });

    expect((await as(admin, 'PATCH', `/api/staff/partners/${code}/`, { commission_rate: 10 })).statusCode).toBe(200);
    const report = await as(agent, 'GET', `/api/staff/partners/${code}/report.csv?month=${bishkekToday().slice(0, 7)}`);
    const lines = report.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    const commission = Math.round(kept.total * 0.1);
    expect(lines.find((line) => line.startsWith(`${kept.orderNumber},`))).toMatch(
      new RegExp(`,ticketed,.+,${kept.total},0,${kept.total},KGS,${commission}$`),
    );
    expect(lines.find((line) => line.startsWith(`${refunded.orderNumber},`))).toMatch(
      new RegExp(`,refunded,.+,${refunded.total},${back},${refunded.total - back},KGS,0$`),
    );
    expect(lines.at(-1)).toBe(`TOTAL,,,1 orders,,,${kept.total + refunded.total - back},KGS,${commission}`);
  });
});
