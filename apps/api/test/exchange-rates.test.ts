/**
 * The National Bank's rates: the daily file read (decimal commas, nominals of 10 and 100), stored by the date the bank
 * set them for, fetched by the background job from a local fake of the bank; a bank that is down or a file that does
 * not read stores nothing and stops nothing; a stale or missing rate leaves supplier offers unpriced and tells staff
 * on the dashboard and in /metrics.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXCHANGE_RATE_STALE_DAYS } from '@sapar/contracts';
import { createSupplierPricing, exchangeRatesJob } from '../src/modules/pricing/index.js';
import { parseNbkrRates, NbkrRatesError } from '../src/providers/rates/nbkr.js';
import { startJobRunner, type JobRunner } from '../src/shared/job-runner.js';
import { call } from './accounts-fixtures.js';
import { startNbkrFake, type NbkrFake, type NbkrFault } from './fakes/nbkr-fake.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { setRates, supplierOffer, TRIP } from './pricing-fixtures.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let bank: NbkrFake;
let agent: TestStaff;
let runner: JobRunner;
const log = { info: vi.fn(), error: vi.fn() };

const BANK_RATES = [
  { currency: 'USD', nominal: 1, value: '87,4500' },
  { currency: 'EUR', nominal: 1, value: '101,9012' },
  { currency: 'KZT', nominal: 100, value: '16,8300' },
  { currency: 'JPY', nominal: 10, value: '5,8100' },
];

beforeAll(async () => {
  ctx = await createTestContext();
  bank = await startNbkrFake();
  agent = await createStaff(ctx, ['agent']);
  runner = startJobRunner([exchangeRatesJob({ db: ctx.database.db, url: bank.url, timeoutMs: 500, log })], {
    db: ctx.database.db,
    log,
  });
  // The run the runner starts with (the fake publishes nothing yet): answered by the run in flight.
  await runner.run('exchange-rates');
});
afterAll(async () => {
  await runner.stop();
  await bank.close();
  await ctx.close();
});
beforeEach(async () => {
  await setRates(ctx, []);
  log.error.mockClear();
});

const storedRates = async () =>
  (
    (await ctx.database.db.execute(
      sql`select to_char(date, 'YYYY-MM-DD') as date, currency, nominal, value::text as value, source from exchange_rate order by date, currency`,
    )) as unknown as { rows: Array<{ date: string; currency: string; nominal: number; value: string; source: string }> }
  ).rows;

const dashboard = async () =>
  (await call(ctx, 'GET', '/api/staff/dashboard/?days=7', undefined, { token: agent.access })).json();

async function metric(name: string, currency: string): Promise<string | undefined> {
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  return new RegExp(`^${name}\\{currency="${currency}"\\} (\\S+)$`, 'm').exec(text)?.[1];
}

describe("reading the bank's file", () => {
  it('reads decimal commas, nominals of 10 and 100 and the dotted date', () => {
    const file = parseNbkrRates(
      `<?xml version="1.0" encoding="windows-1251"?>
      <CurrencyRates Name="Daily Exchange Rates" Date="08.12.2026">
        <Currency ISOCode="USD"><Nominal>1</Nominal><Value>87,4500</Value></Currency>
        <Currency ISOCode="KZT"><Nominal>100</Nominal><Value>16,8300</Value></Currency>
        <Currency ISOCode="JPY"><Nominal>10</Nominal><Value>5,81</Value></Currency>
      </CurrencyRates>`,
    );
    expect(file).toEqual({
      date: '2026-12-08',
      rates: [
        { currency: 'USD', nominal: 1, value: '87.4500' },
        { currency: 'KZT', nominal: 100, value: '16.8300' },
        { currency: 'JPY', nominal: 10, value: '5.81' },
      ],
    });
  });

  it.each([
    ['not XML at all', '<html><body>Технические работы'],
    ['a cut-off document', '<CurrencyRates Date="08.12.2026"><Currency ISOCode="USD"><Nominal>1</Nom'],
    ['another root element', '<Rates Date="08.12.2026"></Rates>'],
    [
      'a date that is not dd.mm.yyyy',
      '<CurrencyRates Date="2026-12-08"><Currency ISOCode="USD"><Nominal>1</Nominal><Value>87,45</Value></Currency></CurrencyRates>',
    ],
    [
      'a day that does not exist',
      '<CurrencyRates Date="31.11.2026"><Currency ISOCode="USD"><Nominal>1</Nominal><Value>87,45</Value></Currency></CurrencyRates>',
    ],
    ['no currency', '<CurrencyRates Date="08.12.2026"></CurrencyRates>'],
    [
      'a value that is not a number',
      '<CurrencyRates Date="08.12.2026"><Currency ISOCode="USD"><Nominal>1</Nominal><Value>н/д</Value></Currency></CurrencyRates>',
    ],
    [
      'a zero value',
      '<CurrencyRates Date="08.12.2026"><Currency ISOCode="USD"><Nominal>1</Nominal><Value>0,0000</Value></Currency></CurrencyRates>',
    ],
    [
      'a zero nominal',
      '<CurrencyRates Date="08.12.2026"><Currency ISOCode="USD"><Nominal>0</Nominal><Value>87,45</Value></Currency></CurrencyRates>',
    ],
  ])('refuses %s whole', (_name, xml) => {
    expect(() => parseNbkrRates(xml)).toThrow(NbkrRatesError);
  });
});

describe('the rates job', () => {
  it("stores the bank's rates by the date it set them for, exactly as written", async () => {
    bank.publish(inDays(1), BANK_RATES);
    await runner.run('exchange-rates');
    expect(await storedRates()).toEqual([
      { date: inDays(1), currency: 'EUR', nominal: 1, value: '101.9012', source: 'nbkr' },
      { date: inDays(1), currency: 'JPY', nominal: 10, value: '5.8100', source: 'nbkr' },
      { date: inDays(1), currency: 'KZT', nominal: 100, value: '16.8300', source: 'nbkr' },
      { date: inDays(1), currency: 'USD', nominal: 1, value: '87.4500', source: 'nbkr' },
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('asks the bank again only when the last fetch is half a day old, and keeps every day', async () => {
    bank.publish(inDays(0), BANK_RATES);
    const before = bank.requests;
    await runner.run('exchange-rates');
    await runner.run('exchange-rates');
    expect(bank.requests).toBe(before + 1);

    await ctx.database.db.execute(sql`update exchange_rate set fetched_at = now() - interval '13 hours'`);
    bank.publish(inDays(1), [{ currency: 'USD', nominal: 1, value: '87,6100' }]);
    await runner.run('exchange-rates');
    expect(bank.requests).toBe(before + 2);
    const usd = (await storedRates()).filter((rate) => rate.currency === 'USD');
    expect(usd.map((rate) => [rate.date, rate.value])).toEqual([
      [inDays(0), '87.4500'],
      [inDays(1), '87.6100'],
    ]);
  });

  it.each<NbkrFault>(['5xx', 'truncated', 'html', 'bad_value', 'timeout'])(
    'a bank answering %s stores nothing, logs the failure and leaves the shop running',
    async (fault) => {
      bank.publish(inDays(0), BANK_RATES);
      bank.fail(fault);
      await expect(runner.run('exchange-rates')).resolves.toBeUndefined();
      expect(await storedRates()).toEqual([]);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ job: 'exchange-rates' }),
        'job exchange-rates failed',
      );
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The next run, with the bank back, stores the day.
      await runner.run('exchange-rates');
      expect((await storedRates()).map((rate) => rate.currency)).toEqual(['EUR', 'JPY', 'KZT', 'USD']);
    },
  );
});

describe('stale and missing rates', () => {
  const offer = supplierOffer({ total: '100.00' });

  it(`a rate up to ${EXCHANGE_RATE_STALE_DAYS} days old prices offers; an older one does not, and staff are told`, async () => {
    await setRates(ctx, [
      { date: inDays(-EXCHANGE_RATE_STALE_DAYS), currency: 'USD', value: '87.4500' },
      { date: inDays(-EXCHANGE_RATE_STALE_DAYS), currency: 'EUR', value: '101.9000' },
    ]);
    const current = await createSupplierPricing({ db: ctx.database.db }).snapshot(Date.now());
    expect(current.price(offer, TRIP)).toMatchObject({
      total: 8745,
      rate: { date: inDays(-EXCHANGE_RATE_STALE_DAYS) },
    });
    expect(current.missingCurrencies()).toEqual([]);
    expect((await dashboard()).exchange_rates_missing).toEqual([]);

    await setRates(ctx, [
      { date: inDays(-EXCHANGE_RATE_STALE_DAYS - 1), currency: 'USD', value: '87.4500' },
      { date: inDays(0), currency: 'EUR', value: '101.9000' },
    ]);
    const stale = await createSupplierPricing({ db: ctx.database.db }).snapshot(Date.now());
    expect(stale.price(offer, TRIP)).toBeNull();
    expect(stale.price(supplierOffer({ total: '100.00', currency: 'EUR' }), TRIP)).not.toBeNull();
    expect(stale.missingCurrencies()).toEqual(['USD']);
    expect((await dashboard()).exchange_rates_missing).toEqual(['USD']);
    expect(Number(await metric('sapar_exchange_rate_age_seconds', 'USD'))).toBeGreaterThan(
      (EXCHANGE_RATE_STALE_DAYS + 1) * 86_400 - 86_400,
    );
  });

  it('without any rate nothing is priced, the dashboard names the currencies and the age is infinite', async () => {
    const snapshot = await createSupplierPricing({ db: ctx.database.db }).snapshot(Date.now());
    expect(snapshot.price(offer, TRIP)).toBeNull();
    expect(snapshot.price(supplierOffer({ total: '80.00', currency: 'GBP' }), TRIP)).toBeNull();
    expect(snapshot.missingCurrencies()).toEqual(['EUR', 'GBP', 'USD']);
    expect((await dashboard()).exchange_rates_missing).toEqual(['USD', 'EUR']);
    expect(await metric('sapar_exchange_rate_age_seconds', 'USD')).toBe('+Inf');
  });

  it('a rate the bank set for tomorrow waits for its day', async () => {
    await setRates(ctx, [{ date: inDays(1), currency: 'USD', value: '90.0000' }]);
    const snapshot = await createSupplierPricing({ db: ctx.database.db }).snapshot(Date.now());
    expect(snapshot.price(offer, TRIP)).toBeNull();
    await setRates(ctx, [
      { date: inDays(0), currency: 'USD', value: '87.4500' },
      { date: inDays(1), currency: 'USD', value: '90.0000' },
    ]);
    const today = await createSupplierPricing({ db: ctx.database.db }).snapshot(Date.now());
    expect(today.price(offer, TRIP)?.rate).toEqual({
      currency: 'USD',
      somPerUnit: '87.4500',
      date: inDays(0),
      bufferPct: 0,
    });
  });

  it('a nominal of 100 is divided out: 1 000 tenge at 16.83 som per 100 is 169 som (168.30 rounded up)', async () => {
    await setRates(ctx, [{ date: inDays(0), currency: 'KZT', nominal: 100, value: '16.8300' }]);
    const snapshot = await createSupplierPricing({ db: ctx.database.db }).snapshot(Date.now());
    expect(snapshot.price(supplierOffer({ total: '1000', currency: 'KZT' }), TRIP)).toMatchObject({
      total: 169,
      rate: { somPerUnit: '0.1683' },
    });
  });
});
