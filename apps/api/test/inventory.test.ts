/**
 * The inventory back office end to end through the API: who may use it; fare sheets (CSV,
 * and XLSX written with exceljs) and SSIM schedules in dry run (nothing changes, checked in SQL) and
 * applied (flights appear in search with the table's fares); a broken line reported with its line
 * number and nothing applied; a change to a flight with a sold seat listed as a conflict and refused;
 * and the SoldFlightChanges port called inside the import's transaction.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '@sapar/contracts';
import type { Executor } from '../src/db/client.js';
import { importInventory } from '../src/modules/inventory/inventory.service.js';
import { buildSsim, ssimDate, type FixtureLeg } from '../src/modules/inventory/fixtures/ssim-builder.js';
import { refuseSoldFlightChanges, type SoldFlightChange } from '../src/modules/inventory/index.js';
import { call } from './accounts-fixtures.js';
import { adult, book, bookingBody, searchFlights } from './booking-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let admin: TestStaff;
let inventory: TestStaff;

beforeAll(async () => {
  // Changes to sold flights refused (the app's default hands them to the disruption path: inventory-disruption.test.ts).
  ctx = await createTestContext({}, { soldFlightChanges: refuseSoldFlightChanges });
  admin = await createStaff(ctx, ['admin']);
  inventory = await createStaff(ctx, ['inventory']);
}, 120_000);
afterAll(async () => ctx?.close());

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]!.n);

function upload(
  staff: TestStaff | null,
  content: Buffer | string,
  options: { dryRun?: boolean; name?: string; lang?: string } = {},
) {
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
      ...(staff ? { authorization: `JWT ${staff.access}` } : {}),
    },
    payload,
  });
}

/** The committed fare sheet: TezJet Bishkek–Istanbul both ways, Light and Standard. */
const FARES_CSV = readFileSync(new URL('../src/modules/inventory/fixtures/qh-fares.csv', import.meta.url), 'utf8');

// The season: from a week ahead for five weeks, every day.
const FROM = inDays(7);
const TO = inDays(42);
const qhLeg = (overrides: Partial<FixtureLeg> = {}): FixtureLeg => ({
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
const returnLeg = (overrides: Partial<FixtureLeg> = {}) =>
  qhLeg({
    number: 7502,
    origin: 'IST',
    std: '1800',
    departureVariation: '+0300',
    destination: 'BSZ',
    sta: '0150',
    arrivalVariation: '+0600',
    dateVariation: '01',
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

const qhFlights = (number: number) =>
  count(sql`select count(*)::int as n from flight where carrier = 'QH' and number = ${number} and not is_cancelled`);
const schedulesCount = () => count(sql`select count(*)::int as n from flight_schedule`);

describe('inventory: who may use it', () => {
  it('admins and the inventory role; agents and editors 403, anonymous 401', async () => {
    const agent = await createStaff(ctx, ['agent']);
    const editor = await createStaff(ctx, ['editor']);
    for (const path of ['schedules', 'fares', 'seat-blocks']) {
      expect((await call(ctx, 'GET', `/api/staff/inventory/${path}/`)).statusCode).toBe(401);
      expect(
        (await call(ctx, 'GET', `/api/staff/inventory/${path}/`, undefined, { token: agent.access })).statusCode,
      ).toBe(403);
      expect(
        (await call(ctx, 'GET', `/api/staff/inventory/${path}/`, undefined, { token: editor.access })).statusCode,
      ).toBe(403);
      expect(
        (await call(ctx, 'GET', `/api/staff/inventory/${path}/?carrier=QH`, undefined, { token: admin.access }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(ctx, 'GET', `/api/staff/inventory/${path}/?carrier=QH`, undefined, { token: inventory.access }))
          .statusCode,
      ).toBe(200);
    }
    expect((await upload(null, FARES_CSV, { dryRun: true })).statusCode).toBe(401);
    expect((await upload(agent, FARES_CSV, { dryRun: true })).statusCode).toBe(403);
    expect((await upload(editor, FARES_CSV, { dryRun: true })).statusCode).toBe(403);
  });

  it('the demo seed put the route table into the schedule and fare tables', async () => {
    const res = await call(ctx, 'GET', '/api/staff/inventory/schedules/?carrier=QH&number=201', undefined, {
      token: inventory.access,
    });
    expect(res.json().results[0]).toMatchObject({
      carrier: 'QH',
      number: 201,
      origin: 'BSZ',
      destination: 'OSS',
      source: 'demo',
    });
    const fares = await call(ctx, 'GET', '/api/staff/inventory/fares/?carrier=QH&airport=OSS', undefined, {
      token: inventory.access,
    });
    expect(fares.json().results.length).toBeGreaterThan(0);
  });
});

describe('inventory: fare sheets', () => {
  it('a CSV in dry run changes nothing; applied, its rows are in the fare table and the import is audited', async () => {
    const before = await count(
      sql`select count(*)::int as n from fare_family where carrier = 'QH' and (origin = 'IST' or destination = 'IST')`,
    );
    expect(before).toBe(0);
    const dry = await upload(inventory, FARES_CSV, { dryRun: true, name: 'fares.csv' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      format: 'fares',
      dry_run: true,
      applied: false,
      fares: 4,
      errors: [],
      conflicts: [],
    });
    expect(
      await count(
        sql`select count(*)::int as n from fare_family where carrier = 'QH' and (origin = 'IST' or destination = 'IST')`,
      ),
    ).toBe(0);
    const applied = await upload(inventory, FARES_CSV, { name: 'fares.csv' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ format: 'fares', applied: true, fares: 4 });
    expect(
      await rows(
        sql`select family, base_fare, baggage_kg, change_fee from fare_family where carrier = 'QH' and origin = 'BSZ' and destination = 'IST' order by base_fare`,
      ),
    ).toEqual([
      { family: 'light', base_fare: 17000, baggage_kg: null, change_fee: null },
      { family: 'standard', base_fare: 21000, baggage_kg: 23, change_fee: 2500 },
    ]);
    expect(
      await count(
        sql`select count(*)::int as n from staff_audit where entity = 'inventory_import' and action = 'import_fares' and staff_id = ${inventory.id}`,
      ),
    ).toBe(1);
  });

  it('an XLSX fare sheet (written with exceljs) is read the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Fares');
    sheet.addRow([
      'Carrier',
      'Origin',
      'Destination',
      'Cabin',
      'Family',
      'Base fare',
      'Baggage kg',
      'Hand baggage kg',
      'Change fee',
      'Refund fee',
    ]);
    sheet.addRow(['QH', 'BSZ', 'IST', 'economy', 'flex', 26000, 23, 10, 0, 0]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const dry = await upload(inventory, data, { dryRun: true, name: 'fares.xlsx' });
    expect(dry.json()).toMatchObject({ format: 'fares', fares: 1, errors: [] });
    expect(
      await count(
        sql`select count(*)::int as n from fare_family where carrier = 'QH' and family = 'flex' and destination = 'IST'`,
      ),
    ).toBe(0);
    expect((await upload(inventory, data, { name: 'fares.xlsx' })).statusCode).toBe(200);
    expect(
      await rows(
        sql`select base_fare, child_pct, refund_fee from fare_family where carrier = 'QH' and family = 'flex' and destination = 'IST'`,
      ),
    ).toEqual([{ base_fare: 26000, child_pct: 75, refund_fee: 0 }]);
  });

  it('a broken row is reported with its sheet row and nothing of the sheet is applied', async () => {
    const csv = `${FARES_CSV.split('\n')[0]}\nQH,BSZ,IST,economy,light,15000,75,75,10,0,,7,,\nQH,BSZ,IST,economy,premium,9000,75,75,10,0,,7,,\nQH,BSZ,XXX,economy,light,9000,75,75,10,0,,7,,`;
    const res = await upload(inventory, csv, { name: 'fares.csv', lang: 'ru' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('inventory_import_invalid');
    expect(body.detail).toBe('В файле есть ошибки: ничего не применено.');
    expect(body.errors).toEqual([
      { line: 3, message: 'Неверное значение в столбце «family»: «premium».' },
      { line: 4, message: 'Неизвестный аэропорт «XXX».' },
    ]);
    expect(
      await rows(
        sql`select base_fare from fare_family where carrier = 'QH' and origin = 'BSZ' and destination = 'IST' and family = 'light'`,
      ),
    ).toEqual([{ base_fare: 17000 }]);
  });

  it('a file over 5 MB is refused (413) and a request without a file gets a clear error', async () => {
    const big = await upload(inventory, Buffer.alloc(5 * 1024 * 1024 + 1, 0x30), { dryRun: true, name: 'big.ssim' });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    const none = await call(
      ctx,
      'POST',
      '/api/staff/inventory/import/?dry_run=1',
      {},
      { token: inventory.access, lang: 'ky' },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'inventory_file_missing', detail: 'Жүктөө үчүн файл тандаңыз.' });
  });

  it('a file of another kind is refused by its content (415)', async () => {
    const res = await upload(inventory, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), { name: 'fares.csv' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('inventory_file_unknown');
  });
});

describe('inventory: SSIM schedules', () => {
  it('a dry run reports the flights and changes nothing; applied, the flights are in search with the table fares', async () => {
    const file = season([qhLeg(), returnLeg()]);
    const schedules = await schedulesCount();
    const qhBefore = await count(
      sql`select count(*)::int as n from flight where carrier = 'QH' and service_date between ${FROM} and ${TO} and not is_cancelled`,
    );
    const dry = await upload(inventory, file, { dryRun: true, name: 'qh.ssim' });
    expect(dry.statusCode).toBe(200);
    const report = dry.json();
    const days = 36;
    // The file is QH's whole schedule for its period: its two flights a day come in, QH's other flights there go.
    expect(report).toMatchObject({
      format: 'ssim',
      dry_run: true,
      applied: false,
      schedules: 2,
      flights_added: 2 * days,
      flights_changed: 0,
      flights_removed: qhBefore,
      errors: [],
      conflicts: [],
    });
    expect(await schedulesCount()).toBe(schedules);
    expect(await qhFlights(7501)).toBe(0);
    expect(await count(sql`select count(*)::int as n from staff_audit where action = 'import_ssim'`)).toBe(0);

    const applied = await upload(inventory, file, { name: 'qh.ssim' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, flights_added: 2 * days, flights_removed: qhBefore });
    expect(await qhFlights(7501)).toBe(days);
    expect(
      await count(sql`select count(*)::int as n from flight_schedule where carrier = 'QH' and source = 'ssim'`),
    ).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from staff_audit where action = 'import_ssim' and staff_id = ${inventory.id}`,
      ),
    ).toBe(1);

    // The overnight return: 18:00 at IST (+03:00) = 15:00Z, 01:50 next day at BSZ (+06:00) = 19:50Z.
    const date = inDays(10);
    const [overnight] = await rows<{ departs_at: Date | string; arrives_at: Date | string }>(
      sql`select departs_at, arrives_at from flight where carrier = 'QH' and number = 7502 and service_date = ${date}`,
    );
    expect(new Date(overnight!.departs_at).toISOString()).toBe(`${date}T15:00:00.000Z`);
    expect(new Date(overnight!.arrives_at).toISOString()).toBe(`${date}T19:50:00.000Z`);

    const { body } = await searchFlights(ctx, { from: 'BSZ', to: 'IST', days: 10 });
    const qh = body.tickets.find(
      (t: { segments: Array<{ flight_number: string }> }) =>
        t.segments.length === 1 && t.segments[0]!.flight_number === 'QH 7501',
    );
    expect(qh).toBeDefined();
    expect(qh.segments[0].departure.local).toBe(`${date}T07:40`);
    expect(qh.fares.map((f: { fare_family: string }) => f.fare_family)).toEqual(['light', 'standard', 'flex']);
    expect(qh.fares[1]).toMatchObject({
      baggage: { included: true, weight_kg: 23 },
      change: { allowed: true, fee: 2500 },
      refund: { allowed: true, fee: 4000 },
    });
    expect(qh.fares[0].baggage.included).toBe(false);
  });

  it('a broken line is reported with its line number and nothing is applied', async () => {
    const lines = season([qhLeg({ std: '0900', sta: '1230' }), returnLeg()]).split('\n');
    lines[10] = `${lines[10]!.slice(0, 28)}12 4X67${lines[10]!.slice(35)}`;
    const res = await upload(inventory, lines.join('\n'), { name: 'qh.ssim' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'inventory_import_invalid',
      applied: false,
      errors: [{ line: 11, message: 'Invalid days of operation "12 4X67".' }],
    });
    const [row] = await rows<{ departs_at: Date | string }>(
      sql`select departs_at from flight where carrier = 'QH' and number = 7501 and service_date = ${inDays(10)}`,
    );
    expect(new Date(row!.departs_at).toISOString()).toBe(`${inDays(10)}T01:40:00.000Z`);
    // A UTC variation that is not the airport's zone is a fault of its line too.
    const wrongZone = await upload(inventory, season([qhLeg({ departureVariation: '+0500' })]), { dryRun: true });
    expect(wrongZone.json().errors).toEqual([
      { line: 11, message: 'The UTC variation +0500 does not match the time zone of BSZ (+0600).' },
    ]);
  });

  it('a sold flight that would be removed or retimed is listed as a conflict and the import refused (409), nothing changed', async () => {
    const date = inDays(12);
    const { body, searchId } = await searchFlights(ctx, { from: 'BSZ', to: 'IST', days: 12 });
    const qh = body.tickets.find(
      (t: { segments: Array<{ flight_number: string }> }) =>
        t.segments.length === 1 && t.segments[0]!.flight_number === 'QH 7501',
    );
    const booked = await book(ctx, bookingBody(searchId, qh.fares[0].offer_id, [adult(date)]));
    expect(booked.statusCode).toBe(200);
    const flightId = Number(qh.segments[0].flight_id);

    const withoutOutbound = season([returnLeg()]);
    const dry = await upload(inventory, withoutOutbound, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().conflicts).toEqual([
      { flight_id: flightId, carrier: 'QH', number: 7501, date, change: 'removed', sold: 1 },
    ]);
    expect(dry.json().flights_removed).toBe(35);

    const refused = await upload(inventory, withoutOutbound);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'inventory_conflicts',
      applied: false,
      conflicts: [{ flight_id: flightId, change: 'removed', sold: 1 }],
    });
    expect(await qhFlights(7501)).toBe(36);

    const retimed = await upload(inventory, season([qhLeg({ std: '0900', sta: '1230' }), returnLeg()]));
    expect(retimed.statusCode).toBe(409);
    expect(retimed.json().conflicts).toEqual([
      { flight_id: flightId, carrier: 'QH', number: 7501, date, change: 'retimed', sold: 1 },
    ]);
    expect(retimed.json().flights_changed).toBe(35);
    const [row] = await rows<{ departs_at: Date | string }>(sql`select departs_at from flight where id = ${flightId}`);
    expect(new Date(row!.departs_at).toISOString()).toBe(`${date}T01:40:00.000Z`);
    expect(await count(sql`select count(*)::int as n from staff_audit where action = 'import_ssim'`)).toBe(1);
  });

  it('a SoldFlightChanges port passed in is called inside the import transaction, and its work commits with it', async () => {
    const calls: Array<{ change: SoldFlightChange; seesNewSchedule: boolean }> = [];
    const port = {
      async apply(tx: Executor, change: SoldFlightChange) {
        // Only the import's own transaction sees the schedule rows it has just written.
        const [seen] = (
          (await tx.execute(
            sql`select count(*)::int as n from flight_schedule where carrier = 'QH' and number = 7501 and departure_time = '09:00'`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows;
        calls.push({ change, seesNewSchedule: Number(seen!.n) === 1 });
        await tx.execute(
          sql`update flight set departs_at = ${change.planned!.departsAt.toISOString()}::timestamptz, arrives_at = ${change.planned!.arrivesAt.toISOString()}::timestamptz where id = ${change.flightId}`,
        );
      },
    };
    const actor = { id: admin.id, email: admin.email, ip: '127.0.0.1' };
    const deps = { db: ctx.database.db, inventory: ctx.app.flights.inventory, soldFlightChanges: port };
    const file = { name: 'qh.ssim', data: Buffer.from(season([qhLeg({ std: '0900', sta: '1230' }), returnLeg()])) };
    const dry = await importInventory(deps, file, { dryRun: true, actor, language: 'en' });
    expect(dry.conflicts).toHaveLength(1);
    expect(calls).toHaveLength(0); // a dry run hands nothing on
    const report = await importInventory(deps, file, { dryRun: false, actor, language: 'en' });
    expect(report).toMatchObject({ applied: true, flights_changed: 35 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      seesNewSchedule: true,
      change: { carrier: 'QH', number: 7501, change: 'retimed', sold: 1 },
    });
    const [row] = await rows<{ departs_at: Date | string }>(
      sql`select departs_at from flight where id = ${calls[0]!.change.flightId}`,
    );
    expect(new Date(row!.departs_at).toISOString()).toBe(`${calls[0]!.change.date}T03:00:00.000Z`);
  });
});

describe('inventory: seat-block sheets', () => {
  it('a CSV of seat blocks sets the allotments (dry run first); one below the seats sold is an error of its row', async () => {
    const [sold] = await rows<{ service_date: string; seats_sold: number }>(
      sql`select f.service_date::text as service_date, c.seats_sold from flight f join flight_cabin c on c.flight_id = f.id and c.cabin = 'economy' where f.carrier = 'QH' and f.number = 7501 and c.seats_sold > 0 limit 1`,
    );
    const csv = `carrier;number;date;cabin;seats\nQH;7502;${inDays(20)};economy;60\nQH;7502;${inDays(90)};economy;30`;
    const dry = await upload(inventory, csv, { dryRun: true, name: 'blocks.csv' });
    expect(dry.json()).toMatchObject({ format: 'seat_blocks', seat_blocks: 2, flights_changed: 1, errors: [] });
    expect(await count(sql`select count(*)::int as n from seat_block`)).toBe(0);
    const applied = await upload(inventory, csv, { name: 'blocks.csv' });
    expect(applied.json()).toMatchObject({ applied: true, seat_blocks: 2, flights_changed: 1 });
    expect(
      await rows(
        sql`select c.seats_total from flight_cabin c join flight f on f.id = c.flight_id where f.carrier = 'QH' and f.number = 7502 and f.service_date = ${inDays(20)} and c.cabin = 'economy'`,
      ),
    ).toEqual([{ seats_total: 60 }]);
    // The block for a date without the flight yet waits for it.
    expect(await rows(sql`select seats from seat_block where number = 7502 and service_date = ${inDays(90)}`)).toEqual([
      { seats: 30 },
    ]);

    const below = `carrier,number,date,cabin,seats\nQH,7502,${inDays(21)},economy,50\nQH,7501,${sold!.service_date},economy,0`;
    const refused = await upload(inventory, below, { name: 'blocks.csv' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { line: 3, message: `The seat block (0) is smaller than the seats already sold (${sold!.seats_sold}).` },
    ]);
    expect(await count(sql`select count(*)::int as n from seat_block where service_date = ${inDays(21)}`)).toBe(0);
  });
});

describe('inventory: table edits', () => {
  it('a seat block sets the allotment of the flight and is audited; below the seats sold it is refused', async () => {
    const date = inDays(15);
    const res = await call(
      ctx,
      'POST',
      '/api/staff/inventory/seat-blocks/',
      { carrier: 'QH', number: 7502, date, cabin: 'economy', seats: 40 },
      { token: inventory.access },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ carrier: 'QH', number: 7502, date, cabin: 'economy', seats: 40, sold: 0 });
    expect(
      await rows(
        sql`select c.seats_total from flight_cabin c join flight f on f.id = c.flight_id where f.carrier = 'QH' and f.number = 7502 and f.service_date = ${date} and c.cabin = 'economy'`,
      ),
    ).toEqual([{ seats_total: 40 }]);
    expect(
      await count(
        sql`select count(*)::int as n from staff_audit where entity = 'seat_block' and action = 'create' and entity_id = ${String(res.json().id)}`,
      ),
    ).toBe(1);
    const booked = await rows<{ service_date: string }>(
      sql`select f.service_date::text as service_date from flight f join flight_cabin c on c.flight_id = f.id where f.carrier = 'QH' and f.number = 7501 and c.seats_sold > 0 limit 1`,
    );
    const refused = await call(
      ctx,
      'POST',
      '/api/staff/inventory/seat-blocks/',
      { carrier: 'QH', number: 7501, date: booked[0]!.service_date, cabin: 'economy', seats: 0 },
      { token: inventory.access },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('inventory_seats_below_sold');
  });

  it('a new schedule adds its flights at once; a bad one gets field errors', async () => {
    const from = inDays(50);
    const weekday = isoWeekday(from);
    const res = await call(
      ctx,
      'POST',
      '/api/staff/inventory/schedules/',
      {
        carrier: 'QH',
        number: 7511,
        origin: 'BSZ',
        destination: 'IST',
        days: [weekday],
        departure_time: '10:00',
        arrival_time: '13:30',
        arrival_day_offset: 0,
        valid_from: from,
        valid_to: addDays(from, 13),
        aircraft: '320',
      },
      { token: admin.access },
    );
    expect(res.statusCode).toBe(201);
    expect(await qhFlights(7511)).toBe(2);
    const bad = await call(
      ctx,
      'POST',
      '/api/staff/inventory/schedules/',
      {
        carrier: 'QH',
        number: 7512,
        origin: 'BSZ',
        destination: 'BSZ',
        days: [8],
        departure_time: '25:00',
        arrival_time: '13:30',
        arrival_day_offset: 0,
        valid_from: from,
        valid_to: from,
        aircraft: '320',
      },
      { token: admin.access },
    );
    expect(bad.statusCode).toBe(400);
    expect(await qhFlights(7512)).toBe(0);
  });
});
