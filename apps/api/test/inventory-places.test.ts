/**
 * Places and schedules as airlines write them, through the API: a schedule that still writes the retired
 * code FRU for Bishkek Manas imports as BSZ; a schedule with a route that has no fare yet is imported,
 * kept off sale and listed to the staff until a fare for the route is added, then sold; and the city
 * search answers any place of the world, and FRU, from the locations endpoint.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSsim, ssimDate, type FixtureLeg } from '../src/modules/inventory/fixtures/ssim-builder.js';
import { refuseSoldFlightChanges } from '../src/modules/inventory/index.js';
import { call } from './accounts-fixtures.js';
import { searchFlights } from './booking-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let staff: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext({}, { soldFlightChanges: refuseSoldFlightChanges });
  staff = await createStaff(ctx, ['inventory']);
  // TezJet's fares Bishkek–Istanbul both ways (and none Bishkek–Kazan).
  const fares = readFileSync(new URL('../src/modules/inventory/fixtures/qh-fares.csv', import.meta.url), 'utf8');
  expect((await upload(fares, { name: 'fares.csv' })).statusCode).toBe(200);
}, 120_000);
afterAll(async () => ctx?.close());

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]!.n);

function upload(content: string, options: { dryRun?: boolean; lang?: string; name?: string } = {}) {
  const boundary = `----sapar${randomUUID()}`;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/staff/inventory/import/${options.dryRun ? '?dry_run=1' : ''}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': options.lang ?? 'en',
      authorization: `JWT ${staff.access}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'qh.ssim'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const FROM = inDays(7);
const TO = inDays(42);
const leg = (overrides: Partial<FixtureLeg>): FixtureLeg => ({
  number: 7501,
  periodFrom: ssimDate(FROM),
  periodTo: ssimDate(TO),
  days: '1234567',
  origin: 'BSZ',
  std: '0740',
  departureVariation: '+0600',
  destination: 'IST',
  sta: '1110',
  arrivalVariation: '+0300',
  aircraft: '320',
  dateVariation: '00',
  ...overrides,
});
const season = (legs: FixtureLeg[]) =>
  buildSsim([
    {
      carrier: 'QH',
      timeMode: 'L',
      season: 'W26',
      validFrom: ssimDate(FROM),
      validTo: ssimDate(TO),
      created: ssimDate(inDays(0)),
      legs,
    },
  ]);
/** Bishkek–Istanbul and back as a schedule system still writes it: FRU for Manas. */
const toIstanbul = leg({ origin: 'FRU' });
const fromIstanbul = leg({
  number: 7502,
  origin: 'IST',
  std: '1800',
  departureVariation: '+0300',
  destination: 'FRU',
  sta: '0150',
  arrivalVariation: '+0600',
  dateVariation: '01',
});
/** Bishkek–Kazan: QH has no fare on it. */
const toKazan = leg({
  number: 7505,
  destination: 'KZN',
  std: '1000',
  sta: '1130',
  arrivalVariation: '+0300',
});

const qhFlights = (number: number) =>
  count(sql`select count(*)::int as n from flight where carrier = 'QH' and number = ${number} and not is_cancelled`);
const qhTickets = async (to: string, flightNumber: string) => {
  const { body } = await searchFlights(ctx, { from: 'BSZ', to, days: 10 });
  return body.tickets.filter((t: { segments: Array<{ flight_number: string }> }) =>
    t.segments.some((s) => s.flight_number === flightNumber),
  );
};

describe('inventory: codes the world still writes', () => {
  it('an SSIM file that writes FRU for Manas imports, stored and sold as BSZ', async () => {
    const res = await upload(season([toIstanbul, fromIstanbul]), { lang: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, schedules: 2, errors: [], routes_without_fares: [] });
    expect(
      await rows(
        sql`select origin, destination from flight_schedule where carrier = 'QH' and source = 'ssim' order by number`,
      ),
    ).toEqual([
      { origin: 'BSZ', destination: 'IST' },
      { origin: 'IST', destination: 'BSZ' },
    ]);
    expect(await qhFlights(7501)).toBe(36);
    expect(await qhTickets('IST', 'QH 7501')).not.toHaveLength(0);
  });
});

describe('inventory: a route without fares', () => {
  it('is imported and kept off sale, listed to the staff, and sold once a fare for it is added', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from fare_family where carrier = 'QH' and origin = 'BSZ' and destination = 'KZN'`,
      ),
    ).toBe(0);
    const file = season([toIstanbul, fromIstanbul, toKazan]);
    const dry = await upload(file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      errors: [],
      schedules: 3,
      routes_without_fares: [{ carrier: 'QH', origin: 'BSZ', destination: 'KZN' }],
    });

    const applied = await upload(file);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, errors: [] });
    expect(
      await count(sql`select count(*)::int as n from flight_schedule where carrier = 'QH' and number = 7505`),
    ).toBe(1);
    // Off sale: no dated flight, nothing offered; the priced routes of the same file are on sale.
    expect(await qhFlights(7505)).toBe(0);
    expect(await qhTickets('KZN', 'QH 7505')).toEqual([]);
    expect(await qhFlights(7501)).toBe(36);

    const listed = await call(ctx, 'GET', '/api/staff/inventory/unpriced/', undefined, { token: staff.access });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      schedules: 1,
      routes: [{ carrier: 'QH', origin: 'BSZ', destination: 'KZN', schedules: 1, valid_from: FROM, valid_to: TO }],
    });
    expect((await call(ctx, 'GET', '/api/staff/inventory/unpriced/')).statusCode).toBe(401);

    const fare = await call(
      ctx,
      'POST',
      '/api/staff/inventory/fares/',
      {
        carrier: 'QH',
        origin: 'BSZ',
        destination: 'KZN',
        cabin: 'economy',
        family: 'light',
        base_fare: 14000,
        baggage_kg: null,
        hand_baggage_kg: 7,
        change_fee: null,
        refund_fee: null,
      },
      { token: staff.access },
    );
    expect(fare.statusCode).toBe(200);
    expect(await qhFlights(7505)).toBe(36);
    const [ticket] = await qhTickets('KZN', 'QH 7505');
    expect(ticket.fares.map((f: { fare_family: string }) => f.fare_family)).toEqual(['light']);
    const after = await call(ctx, 'GET', '/api/staff/inventory/unpriced/', undefined, { token: staff.access });
    expect(after.json()).toEqual({ schedules: 0, routes: [] });
  });
});

describe('places: the city search knows the world', () => {
  const search = async (q: string, lang = 'ru') =>
    (await call(ctx, 'GET', `/api/locations/?q=${encodeURIComponent(q)}`, undefined, { lang })).json() as Array<{
      code: string;
      title: string;
      country: string;
      airports: Array<{ code: string }>;
    }>;

  it('finds Bishkek by its retired code, and places outside the network with their airports', async () => {
    expect((await search('FRU'))[0]).toMatchObject({ code: 'BSZ', title: 'Бишкек' });
    expect((await search('франкфурт'))[0]).toMatchObject({
      title: 'Frankfurt am Main',
      country: 'Германия',
      airports: [{ code: 'FRA' }],
    });
    const [seoul] = await search('сеул', 'zh');
    expect(seoul!.code).toBe('SEL');
    expect(seoul!.airports.map((a) => a.code)).toEqual(expect.arrayContaining(['ICN', 'GMP']));
    expect((await search('бишкек'))[0]!.code).toBe('BSZ');
  });
});
