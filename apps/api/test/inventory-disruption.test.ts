/**
 * The app as wired (container.ts): a schedule import that drops a flight with ticketed travellers applies,
 * and the flight goes through the disruption path in the import's transaction — cancelled, the traveller
 * emailed and texted, the order offered a free rebooking or a full refund. A dry run changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_CHANGE_REASON } from '../src/container.js';
import { buildSsim, ssimDate, type FixtureLeg } from '../src/modules/inventory/fixtures/ssim-builder.js';
import { buyTicketed, queryRows } from './aftersales-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let admin: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, ['admin']);
}, 120_000);
afterAll(async () => ctx?.close());

function upload(content: string, dryRun: boolean, name = 'qh.ssim') {
  const boundary = `----sapar${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/staff/inventory/import/${dryRun ? '?dry_run=1' : ''}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'en',
      authorization: `JWT ${admin.access}`,
    },
    payload,
  });
}

/** The committed fare sheet: TezJet Bishkek–Istanbul both ways (the SSIM legs need their route's fares). */
const FARES_CSV = readFileSync(new URL('../src/modules/inventory/fixtures/qh-fares.csv', import.meta.url), 'utf8');

// TezJet's season from a week ahead for five weeks: QH 7501 Bishkek–Istanbul and QH 7502 back, every day.
const FROM = inDays(7);
const TO = inDays(42);
const outbound: FixtureLeg = {
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
};
const back: FixtureLeg = {
  ...outbound,
  number: 7502,
  origin: 'IST',
  std: '1800',
  departureVariation: '+0300',
  destination: 'BSZ',
  sta: '0150',
  arrivalVariation: '+0600',
  dateVariation: '01',
};
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

describe('a schedule import that drops a sold flight', () => {
  it('cancels it through the disruption path: the ticketed traveller is told and may rebook or be refunded', async () => {
    expect((await upload(FARES_CSV, false, 'qh-fares.csv')).statusCode).toBe(200);
    const loaded = await upload(season([outbound, back]), false);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const bought = await buyTicketed(ctx, {
      family: 'light',
      days: 12,
      to: 'IST',
      language: 'ky',
      accept: (offer) => offer.segments.length === 1 && offer.segments[0]!.carrier.code === 'QH',
    });
    const flightId = Number(bought.outbound.segments[0]!.flight_id);

    const dry = await upload(season([back]), true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().conflicts).toEqual([
      expect.objectContaining({ flight_id: flightId, change: 'removed', sold: 1 }),
    ]);
    expect(
      await queryRows(ctx, sql`select count(*)::int as n from flight_disruption where flight_id = ${flightId}`),
    ).toEqual([{ n: 0 }]);

    const applied = await upload(season([back]), false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      applied: true,
      conflicts: [expect.objectContaining({ flight_id: flightId, change: 'removed' })],
    });
    expect(await queryRows(ctx, sql`select is_cancelled from flight where id = ${flightId}`)).toEqual([
      { is_cancelled: true },
    ]);
    expect(await queryRows(ctx, sql`select kind, reason from flight_disruption where flight_id = ${flightId}`)).toEqual(
      [{ kind: 'cancelled', reason: SCHEDULE_CHANGE_REASON }],
    );
    const notices = await queryRows<{ kind: string }>(
      ctx,
      sql`select m.kind from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${bought.orderNumber} and m.kind like 'disruption%' order by m.kind`,
    );
    expect(notices.map((n) => n.kind)).toEqual(['disruption_notice', 'disruption_sms']);

    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking/${bought.orderNumber}/`,
      headers: { 'accept-language': 'ky', 'x-order-token': bought.orderToken },
    });
    expect(view.statusCode, view.body).toBe(200);
    const disruption = view.json().disruption;
    expect(disruption).toMatchObject({ kind: 'cancelled', status: 'open', reason: SCHEDULE_CHANGE_REASON });
    expect(disruption.choices).toEqual(expect.arrayContaining(['rebook', 'refund']));
    // Rebooking offers QH 7501 on other days of the route, never the cancelled one.
    expect(disruption.options.length).toBeGreaterThan(0);
    expect(disruption.options.map((o: { id: string }) => o.id)).not.toContain(String(flightId));
  });
});

describe('a schedule import that retimes a sold flight', () => {
  it('moves the flight and the order to the new time (the old one in the timeline) and opens a disruption; seats untouched', async () => {
    // QH 7501 to Istanbul every day again; a traveller holds a ticket on one of them.
    expect((await upload(season([outbound, back]), false)).statusCode).toBe(200);
    const bought = await buyTicketed(ctx, {
      family: 'light',
      days: 14,
      to: 'IST',
      language: 'en',
      accept: (offer) => offer.segments.length === 1 && offer.segments[0]!.carrier.code === 'QH',
    });
    const flightId = Number(bought.outbound.segments[0]!.flight_id);
    const [before] = await queryRows<{ departs_at: Date | string; arrives_at: Date | string; number: number }>(
      ctx,
      sql`select departs_at, arrives_at, number from flight where id = ${flightId}`,
    );
    const [cabin] = await queryRows<{ seats_sold: number }>(
      ctx,
      sql`select seats_sold from flight_cabin where flight_id = ${flightId} and cabin = 'economy'`,
    );

    // The airline moves QH 7501 three hours later: 10:40 instead of 07:40, arriving 14:10.
    const retimed = season([{ ...outbound, std: '1040', sta: '1410' }, back]);
    const applied = await upload(retimed, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().conflicts).toContainEqual(
      expect.objectContaining({ flight_id: flightId, change: 'retimed' }),
    );

    const moved = new Date(new Date(before!.departs_at).getTime() + 180 * 60_000).toISOString();
    const [after] = await queryRows<{ departs_at: Date | string; is_cancelled: boolean }>(
      ctx,
      sql`select departs_at, is_cancelled from flight where id = ${flightId}`,
    );
    expect(new Date(after!.departs_at).toISOString()).toBe(moved);
    expect(after!.is_cancelled).toBe(false);
    expect(
      await queryRows(
        ctx,
        sql`select seats_sold from flight_cabin where flight_id = ${flightId} and cabin = 'economy'`,
      ),
    ).toEqual([cabin]);

    const view = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/booking/${bought.orderNumber}/`,
        headers: { 'accept-language': 'en', 'x-order-token': bought.orderToken },
      })
    ).json();
    expect(view.itinerary[0].segments[0].departure.utc).toBe(moved);
    expect(view.itinerary[0].segments[0].departure.local).toMatch(/T10:40$/);
    expect(view.disruption).toMatchObject({
      kind: 'retimed',
      status: 'open',
      new_departure: moved,
      reason: SCHEDULE_CHANGE_REASON,
    });
    const entry = view.timeline.find((e: { event: string }) => e.event === 'flight_disrupted');
    expect(entry.detail).toMatch(
      /^Flight QH 7501 moved: departure was [A-Z][a-z]{2} \d{1,2}, \d{4}, 07:40, now [A-Z][a-z]{2} \d{1,2}, \d{4}, 10:40$/,
    );
    // The unsold flights of the route moved with the schedule, without a disruption.
    const others = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from flight f where f.carrier = 'QH' and f.number = 7501 and f.id <> ${flightId} and not f.is_cancelled and to_char(f.departs_at at time zone 'Asia/Bishkek', 'HH24:MI') <> '10:40'`,
    );
    expect(others).toEqual([{ n: 0 }]);
  });
});
