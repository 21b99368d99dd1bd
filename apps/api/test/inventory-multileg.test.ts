/**
 * A multi-leg SSIM flight: QH 7601 Bishkek–Osh–Moscow under one flight number, two type 3 records
 * with leg sequence 01 and 02. Each leg becomes a dated flight of the inventory leaving its own airport, sold
 * alone (Osh–Moscow) and, through the schedule's connections, Bishkek–Moscow on both legs. The dry run counts
 * them and changes nothing; applying puts them in search; a broken chain is refused with its line number.
 * Runs on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSsim, ssimDate, type FixtureLeg } from '../src/modules/inventory/fixtures/ssim-builder.js';
import { findOffer, type OfferView } from './aftersales-fixtures.js';
import { searchFlights } from './booking-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let inventory: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  inventory = await createStaff(ctx, ['inventory']);
}, 120_000);
afterAll(async () => ctx?.close());

function upload(content: string, options: { dryRun?: boolean; name?: string; lang?: string } = {}) {
  const boundary = `----sapar${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'upload'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/staff/inventory/import/${options.dryRun ? '?dry_run=1' : ''}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': options.lang ?? 'en',
      authorization: `JWT ${inventory.access}`,
    },
    payload,
  });
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await ctx.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

const FARES = [
  'carrier,origin,destination,cabin,family,base_fare,child_pct,infant_seat_pct,infant_lap_pct,pensioner_discount_pct,baggage_kg,hand_baggage_kg,change_fee,refund_fee',
  'QH,BSZ,OSS,economy,standard,4500,75,75,10,0,20,7,1000,1500',
  'QH,OSS,DME,economy,standard,16000,75,75,10,0,23,10,2500,4000',
].join('\n');

// Every day for two weeks from a week ahead.
const FROM = inDays(7);
const TO = inDays(20);
const DAYS = 14;
const leg = (overrides: Partial<FixtureLeg>): FixtureLeg => ({
  number: 7601,
  periodFrom: ssimDate(FROM),
  periodTo: ssimDate(TO),
  days: '1234567',
  aircraft: '320',
  dateVariation: '00',
  origin: 'BSZ',
  std: '0700',
  departureVariation: '+0600',
  destination: 'OSS',
  sta: '0800',
  arrivalVariation: '+0600',
  ...overrides,
});
const first = leg({ legSequence: 1 });
const second = leg({
  legSequence: 2,
  origin: 'OSS',
  std: '0910',
  departureVariation: '+0600',
  destination: 'DME',
  sta: '1050',
  arrivalVariation: '+0300',
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
const legs7601 = () =>
  count(sql`select count(*)::int as n from flight where carrier = 'QH' and number = 7601 and not is_cancelled`);

describe('a multi-leg SSIM flight', () => {
  it('a dry run counts every leg and changes nothing; applied, each leg is a flight in search, alone and connected', async () => {
    expect((await upload(FARES, { name: 'fares.csv' })).statusCode).toBe(200);
    const file = season([first, second]);

    const dry = await upload(file, { dryRun: true, name: 'qh.ssim' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      format: 'ssim',
      dry_run: true,
      applied: false,
      schedules: 2,
      flights_added: 2 * DAYS,
      errors: [],
      conflicts: [],
    });
    expect(await legs7601()).toBe(0);

    const applied = await upload(file, { name: 'qh.ssim' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, flights_added: 2 * DAYS });
    expect(await legs7601()).toBe(2 * DAYS);
    // One flight number, one date, two legs: one from Bishkek, one from Osh.
    const date = inDays(10);
    expect(
      await count(
        sql`select count(distinct origin)::int as n from flight where carrier = 'QH' and number = 7601 and service_date = ${date}`,
      ),
    ).toBe(2);

    // Osh–Moscow sold alone, at the leg's local time.
    const osh = await searchFlights(ctx, { from: 'OSS', to: 'DME', days: 10 });
    const alone = await findOffer(
      ctx,
      osh.searchId,
      (o) =>
        o.segments.length === 1 && (o.segments[0] as unknown as { flight_number: string }).flight_number === 'QH 7601',
    );
    expect((alone.segments[0] as unknown as { departure: { local: string } }).departure.local).toBe(`${date}T09:10`);
    // Bishkek–Moscow on both legs of the same flight number.
    const through = await searchFlights(ctx, { from: 'BSZ', to: 'DME', days: 10 });
    const both = await findOffer(
      ctx,
      through.searchId,
      (o: OfferView) =>
        o.segments.length === 2 &&
        o.segments.every((s) => (s as unknown as { flight_number: string }).flight_number === 'QH 7601'),
    );
    expect(
      both.segments.map((s) => (s as unknown as { from: { code: string }; to: { code: string } }).from.code),
    ).toEqual(['BSZ', 'OSS']);

    // Applying the same file again changes nothing.
    const again = await upload(file, { dryRun: true, name: 'qh.ssim' });
    expect(again.json()).toMatchObject({ flights_added: 0, flights_changed: 0, flights_removed: 0 });
  });

  it('a leg that does not start where the previous one ended is refused with its line, in the buyer’s language; nothing applied', async () => {
    const before = await legs7601();
    const broken = season([first, { ...second, origin: 'IST', departureVariation: '+0300' }]);
    const res = await upload(broken, { name: 'qh.ssim', lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      line: 12,
      message:
        'Рейс QH7601, участок 02: участки нумеруются 01, 02, … без пропусков, и каждый начинается там, где закончился предыдущий.',
    });
    expect(await legs7601()).toBe(before);
  });
});
