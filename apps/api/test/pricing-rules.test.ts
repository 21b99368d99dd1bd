/**
 * The agency's pricing rules: which rule applies (the most specific), percent and fixed fees kept between a minimum and
 * a maximum, the exchange buffer on the National Bank's rate, whole som rounded up; edited by admins only, validated
 * in the reader's language, audited, and priced by the very next snapshot.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PricingRuleInput } from '@sapar/contracts';
import { createSupplierPricing, type PricedTrip } from '../src/modules/pricing/index.js';
import { call } from './accounts-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { setRates, supplierOffer, TRIP } from './pricing-fixtures.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let admin: TestStaff;
let agent: TestStaff;
let editor: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, agent, editor] = await Promise.all([
    createStaff(ctx, ['admin']),
    createStaff(ctx, ['agent']),
    createStaff(ctx, ['editor']),
  ]);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from pricing_rule`);
  // 87.45 som per dollar: 100.00 USD is 8 745 som before any rule.
  await setRates(ctx, [
    { date: inDays(0), currency: 'USD', value: '87.4500' },
    { date: inDays(0), currency: 'EUR', value: '101.9000' },
  ]);
});

const ANY = { supplier: null, airline: null, origin: null, destination: null, cabin: null };
const rule = (fields: Partial<PricingRuleInput> & Pick<PricingRuleInput, 'kind'>): PricingRuleInput => ({
  ...ANY,
  percent: 0,
  fixed: 0,
  min: null,
  max: null,
  ...fields,
});

async function createRule(fields: Partial<PricingRuleInput> & Pick<PricingRuleInput, 'kind'>) {
  const res = await call(ctx, 'POST', '/api/staff/pricing-rules/', rule(fields), { token: admin.access });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const snapshot = () => createSupplierPricing({ db: ctx.database.db }).snapshot(Date.now());
const usd = (total: string, fields: { airline?: string; tax?: string; supplier?: string } = {}) =>
  supplierOffer({ total, ...fields });

describe('which rule applies', () => {
  it('the rule naming more of the offer wins; between as many, airline over origin over destination over cabin over supplier', async () => {
    await createRule({ kind: 'service_fee', fixed: 100 });
    await createRule({ kind: 'service_fee', airline: 'TK', fixed: 200 });
    await createRule({ kind: 'service_fee', airline: 'TK', destination: 'IST', fixed: 300 });
    await createRule({ kind: 'service_fee', origin: 'FRU', destination: 'IST', fixed: 400 });
    await createRule({ kind: 'service_fee', destination: 'DXB', fixed: 500 });
    await createRule({ kind: 'service_fee', origin: 'FRU', fixed: 600 });
    await createRule({ kind: 'service_fee', cabin: 'business', fixed: 700 });
    await createRule({ kind: 'service_fee', supplier: 'duffel', fixed: 800 });
    const pricing = await snapshot();
    const fee = (offer: ReturnType<typeof usd>, trip: Partial<PricedTrip> = {}) =>
      pricing.price(offer, { ...TRIP, ...trip })!.fee;

    // Two named: airline + destination and origin + destination tie on count; the airline decides.
    expect(fee(usd('100.00', { airline: 'TK' }))).toBe(300);
    // Origin + destination (two) beats the origin alone, and any one-field rule.
    expect(fee(usd('100.00', { airline: 'PC' }))).toBe(400);
    // One named each: the airline beats the destination and the origin.
    expect(fee(usd('100.00', { airline: 'TK' }), { destination: 'DXB' })).toBe(200);
    // The origin beats the destination.
    expect(fee(usd('100.00', { airline: 'PC' }), { destination: 'DXB' })).toBe(600);
    // The destination beats the cabin and the supplier.
    expect(fee(usd('100.00', { airline: 'PC' }), { origin: 'OSS', destination: 'DXB', cabin: 'business' })).toBe(500);
    // The cabin beats the supplier.
    expect(fee(usd('100.00', { airline: 'PC' }), { origin: 'OSS', cabin: 'business' })).toBe(700);
    expect(fee(usd('100.00', { airline: 'PC' }), { origin: 'OSS' })).toBe(800);
    // Nothing named matches another supplier's offer from elsewhere: the "any" rule.
    expect(fee(usd('100.00', { airline: 'PC', supplier: 'travelport' }), { origin: 'OSS' })).toBe(100);
  });

  it('a service fee and a markup each apply their own most specific rule, and add up', async () => {
    await createRule({ kind: 'service_fee', fixed: 250 });
    await createRule({ kind: 'markup', percent: 1 });
    await createRule({ kind: 'markup', airline: 'TK', percent: 3 });
    const pricing = await snapshot();
    expect(pricing.price(usd('100.00', { airline: 'TK' }), TRIP)).toMatchObject({ fee: 250 + 263, total: 8745 + 513 });
    expect(pricing.price(usd('100.00', { airline: 'PC' }), TRIP)).toMatchObject({ fee: 250 + 88, total: 8745 + 338 });
  });

  it('without any rule the traveller pays the supplier price at the bank rate', async () => {
    expect((await snapshot()).price(usd('100.00'), TRIP)).toEqual({
      total: 8745,
      fare: 8745,
      taxes: 0,
      fee: 0,
      rate: { currency: 'USD', somPerUnit: '87.4500', date: inDays(0), bufferPct: 0 },
      supplierTotal: { amount: '100.00', currency: 'USD' },
    });
  });
});

describe('amounts', () => {
  it('percent and fixed som add up, rounded up to a whole som, then kept between the minimum and the maximum', async () => {
    await createRule({ kind: 'service_fee', percent: 2.5, fixed: 100, min: 400, max: 3000 });
    const pricing = await snapshot();
    // 2.5 % of 8 745 = 218.625 -> 219, + 100 = 319 -> the minimum 400.
    expect(pricing.price(usd('100.00'), TRIP)!.fee).toBe(400);
    // 2.5 % of 26 235 = 655.875 -> 656, + 100 = 756.
    expect(pricing.price(usd('300.00'), TRIP)!.fee).toBe(756);
    // 2.5 % of 174 900 = 4 372.5 -> 4 373, + 100 -> the maximum 3 000.
    expect(pricing.price(usd('2000.00'), TRIP)!.fee).toBe(3000);
  });

  it('the exchange buffer raises the bank rate, rounded up to 4 decimals, and is recorded on the price', async () => {
    await createRule({ kind: 'exchange_buffer', percent: 2 });
    await createRule({ kind: 'exchange_buffer', supplier: 'duffel', percent: 1.25 });
    const pricing = await snapshot();
    // 87.45 x 1.0125 = 88.543125 -> 88.5432; 100.00 USD -> 8 854.32 -> 8 855 som.
    expect(pricing.price(usd('100.00'), TRIP)).toMatchObject({
      total: 8855,
      rate: { currency: 'USD', somPerUnit: '88.5432', bufferPct: 1.25 },
    });
    // Another supplier: the "any" buffer, 87.45 x 1.02 = 89.199.
    expect(pricing.price(usd('100.00', { supplier: 'amadeus' }), TRIP)).toMatchObject({
      total: 8920,
      rate: { somPerUnit: '89.1990', bufferPct: 2 },
    });
  });

  it('whole som for the traveller: the supplier total rounded up once, taxes rounded up, the fare the rest', async () => {
    const price = (await snapshot()).price(usd('123.45', { tax: '23.45' }), TRIP)!;
    // 123.45 x 87.45 = 10 795.7025 -> 10 796; taxes 23.45 x 87.45 = 2 050.7025 -> 2 051.
    expect(price).toMatchObject({ total: 10796, taxes: 2051, fare: 8745, fee: 0 });
    expect(price.fare + price.taxes + price.fee).toBe(price.total);
  });

  it('an offer in som is not converted; an amount that does not read is not sold', async () => {
    const pricing = await snapshot();
    expect(pricing.price(supplierOffer({ total: '12500', currency: 'KGS' }), TRIP)).toMatchObject({
      total: 12500,
      rate: { currency: 'KGS', somPerUnit: '1.0000', bufferPct: 0 },
    });
    expect(pricing.price(usd('-5.00'), TRIP)).toBeNull();
    expect(pricing.price(usd('1e3'), TRIP)).toBeNull();
  });
});

describe('editing the rules', () => {
  it('an edit prices the next snapshot; a snapshot taken before keeps its prices', async () => {
    const { id } = await createRule({ kind: 'markup', percent: 1 });
    const before = await snapshot();
    expect(before.price(usd('100.00'), TRIP)!.total).toBe(8745 + 88);

    const res = await call(ctx, 'PUT', `/api/staff/pricing-rules/${id}/`, rule({ kind: 'markup', percent: 2 }), {
      token: admin.access,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, percent: 2 });
    expect((await snapshot()).price(usd('100.00'), TRIP)!.total).toBe(8745 + 175);
    expect(before.price(usd('100.00'), TRIP)!.total).toBe(8745 + 88);

    expect(
      (await call(ctx, 'DELETE', `/api/staff/pricing-rules/${id}/`, undefined, { token: admin.access })).statusCode,
    ).toBe(204);
    expect((await snapshot()).price(usd('100.00'), TRIP)!.total).toBe(8745);
  });

  it('lists the rules most specific first with the current bank rates', async () => {
    await createRule({ kind: 'service_fee', fixed: 100 });
    await createRule({ kind: 'service_fee', airline: 'tk', destination: 'ist', fixed: 300 });
    await createRule({ kind: 'exchange_buffer', percent: 1.5 });
    const list = (await call(ctx, 'GET', '/api/staff/pricing-rules/', undefined, { token: admin.access })).json();
    expect(
      list.results.map((r: { kind: string; airline: string | null; destination: string | null }) => [
        r.kind,
        r.airline,
        r.destination,
      ]),
    ).toEqual([
      ['service_fee', 'TK', 'IST'],
      ['service_fee', null, null],
      ['exchange_buffer', null, null],
    ]);
    expect(list.rates).toEqual([
      { currency: 'USD', nominal: 1, value: '87.4500', date: inDays(0), is_stale: false, is_demo: false },
      { currency: 'EUR', nominal: 1, value: '101.9000', date: inDays(0), is_stale: false, is_demo: false },
    ]);
    expect(list.rates_missing).toEqual([]);
  });

  it('every change is in the audit log with the values before and after', async () => {
    const { id } = await createRule({ kind: 'service_fee', airline: 'TK', percent: 1, min: 200 });
    await call(
      ctx,
      'PUT',
      `/api/staff/pricing-rules/${id}/`,
      rule({ kind: 'service_fee', airline: 'TK', percent: 1.5, min: 200 }),
      {
        token: admin.access,
      },
    );
    await call(ctx, 'DELETE', `/api/staff/pricing-rules/${id}/`, undefined, { token: admin.access });
    const audit = await call(ctx, 'GET', `/api/staff/audit/?entity=pricing_rule&id=${id}`, undefined, {
      token: admin.access,
    });
    const entries = (
      audit.json().results as Array<{ action: string; staff: { email: string }; before: unknown; after: unknown }>
    ).reverse();
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    expect(entries.every((entry) => entry.staff.email === admin.email)).toBe(true);
    expect(entries[1]).toMatchObject({ before: { percent: 1 }, after: { percent: 1.5, airline: 'TK', min: 200 } });
    expect(entries[2]).toMatchObject({ before: { percent: 1.5 }, after: null });
  });
});

describe('who may edit and what is refused', () => {
  it('admins only: 403 for agents and editors, 401 without a sign-in, on every route', async () => {
    const { id } = await createRule({ kind: 'markup', percent: 1 });
    const routes = [
      ['GET', '/api/staff/pricing-rules/'],
      ['POST', '/api/staff/pricing-rules/'],
      ['PUT', `/api/staff/pricing-rules/${id}/`],
      ['DELETE', `/api/staff/pricing-rules/${id}/`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' || method === 'PUT' ? rule({ kind: 'markup', percent: 5 }) : undefined;
      expect((await call(ctx, method, url, body, { token: agent.access })).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(ctx, method, url, body, { token: editor.access })).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(ctx, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed.
    expect((await snapshot()).price(usd('100.00'), TRIP)!.fee).toBe(88);
  });

  it('refuses wrong values field by field in the reader language', async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/staff/pricing-rules/',
      rule({ kind: 'service_fee', airline: 'TURK', percent: 101, min: 500, max: 100 }),
      { token: admin.access, lang: 'ru' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', detail: 'Проверьте введённые данные.' });
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['airline', 'percent']));
    for (const message of Object.values(res.json().errors as Record<string, string>))
      expect(message).toMatch(/[а-яё]/i);

    const buffer = await call(
      ctx,
      'POST',
      '/api/staff/pricing-rules/',
      rule({ kind: 'exchange_buffer', percent: 1, fixed: 100, min: 5, max: 10 }),
      { token: admin.access, lang: 'zh' },
    );
    expect(buffer.statusCode).toBe(400);
    expect(buffer.json().detail).toBe('请检查您输入的信息。');
    expect(Object.keys(buffer.json().errors)).toEqual(expect.arrayContaining(['fixed', 'min', 'max']));

    const reversed = await call(
      ctx,
      'POST',
      '/api/staff/pricing-rules/',
      rule({ kind: 'markup', min: 500, max: 100 }),
      {
        token: admin.access,
        lang: 'tr',
      },
    );
    expect(Object.keys(reversed.json().errors)).toEqual(['max']);
  });

  it('a second rule of the same kind and scope is refused (409), an unknown rule is 404, both translated', async () => {
    await createRule({ kind: 'markup', airline: 'TK', percent: 1 });
    const twice = await call(
      ctx,
      'POST',
      '/api/staff/pricing-rules/',
      rule({ kind: 'markup', airline: 'tk', percent: 2 }),
      {
        token: admin.access,
        lang: 'ky',
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'pricing_rule_duplicate' });
    expect(twice.json().detail).toMatch(/эреже/);
    // Another kind of the same scope is a rule of its own.
    await createRule({ kind: 'service_fee', airline: 'TK', percent: 1 });

    const missing = await call(
      ctx,
      'PUT',
      '/api/staff/pricing-rules/00000000-0000-4000-8000-000000000000/',
      rule({ kind: 'markup', percent: 1 }),
      { token: admin.access, lang: 'en' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'pricing_rule_not_found',
      detail: 'Pricing rule not found: it may have been deleted.',
    });
  });
});
