import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bishkekToday, boardStatusAt, type BoardRow } from '@sapar/contracts';
import { getBoard } from '../src/modules/board/board.service.js';
import { ScheduleStatusSource, disruptionOf } from '../src/modules/board/flight-status-source.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = () => bishkekToday();
const MINUTE = 60_000;

/** The board as it looks at a fixed instant. */
function boardAt(
  instant: number,
  query: { airport: 'BSZ' | 'OSS'; direction: 'departures' | 'arrivals'; date?: string },
  language = 'en' as const,
) {
  const now = () => new Date(instant);
  return getBoard({ source: new ScheduleStatusSource(ctx.app.flights.inventory, now), now }, query, language);
}

describe('GET /api/board/', () => {
  it('answers today’s departures from Manas in local time with airline, city, terminal and status', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/board/?airport=BSZ&direction=departures',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ airport: 'BSZ', direction: 'departures', date: today(), time_zone: 'Asia/Bishkek' });
    expect(body.rows.length).toBeGreaterThan(5);
    const row: BoardRow = body.rows[0];
    expect(row.flight_number).toMatch(/^[A-Z0-9]{2} \d+$/);
    expect(row.scheduled_time).toMatch(/^\d{2}:\d{2}$/);
    expect(row.airline).not.toBe('');
    expect(['A', 'B']).toContain(row.terminal);
    const times = body.rows.map((r: BoardRow) => r.timeline!.scheduled_departure);
    expect([...times].sort()).toEqual(times);
    // Domestic flights leave from terminal B, international ones from A.
    const osh = body.rows.find((r: BoardRow) => r.airport_code === 'OSS');
    if (osh) expect(osh.terminal).toBe('B');
  });

  it('answers arrivals at Osh for tomorrow, translated', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/board/?airport=OSS&direction=arrivals&date=${addDays(today(), 1)}`,
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(200);
    const rows: BoardRow[] = res.json().rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.city === 'Бишкек')).toBe(true);
    expect(rows.every((r) => r.gate === null)).toBe(true);
  });

  it('rejects other airports, directions and dates outside yesterday–tomorrow', async () => {
    for (const query of ['airport=ALA', 'direction=sideways', `date=${addDays(today(), 5)}`, 'date=tomorrow']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/board/?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
    }
    const far = await ctx.app.inject({
      method: 'GET',
      url: `/api/board/?date=${addDays(today(), 5)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(far.json().errors.date).toBe('The board shows flights for yesterday, today and tomorrow.');
  });

  it('moves a flight through its statuses with the clock', async () => {
    const date = addDays(today(), 1);
    const probe = await boardAt(Date.now(), { airport: 'BSZ', direction: 'departures', date });
    const onTime = probe.rows.find(
      (r) => r.timeline!.estimated_departure === r.timeline!.scheduled_departure && !r.timeline!.cancelled,
    )!;
    const departure = Date.parse(onTime.timeline!.scheduled_departure);
    const statusAt = async (instant: number) =>
      (await boardAt(instant, { airport: 'BSZ', direction: 'departures', date })).rows.find((r) => r.id === onTime.id)!
        .status;
    expect(await statusAt(departure - 4 * 60 * MINUTE)).toBe('scheduled');
    expect(await statusAt(departure - 2 * 60 * MINUTE)).toBe('check_in');
    expect(await statusAt(departure - 30 * MINUTE)).toBe('boarding');
    expect(await statusAt(departure + MINUTE)).toBe('departed');

    const arrivals = await boardAt(Date.now(), { airport: 'BSZ', direction: 'arrivals', date });
    const landing = arrivals.rows.find((r) => !r.timeline!.cancelled)!;
    const arrivalStatus = async (instant: number) =>
      (await boardAt(instant, { airport: 'BSZ', direction: 'arrivals', date })).rows.find((r) => r.id === landing.id)!
        .status;
    expect(await arrivalStatus(Date.parse(landing.timeline!.estimated_departure) - MINUTE)).toMatch(
      /^(scheduled|delayed)$/,
    );
    expect(await arrivalStatus(Date.parse(landing.timeline!.estimated_departure) + MINUTE)).toBe('departed');
    expect(await arrivalStatus(Date.parse(landing.timeline!.estimated_arrival) + MINUTE)).toBe('arrived');
  });

  it('shows a delayed flight as delayed until boarding at the new time', () => {
    const timeline = {
      scheduled_departure: '2026-07-01T10:00:00.000Z',
      scheduled_arrival: '2026-07-01T13:00:00.000Z',
      estimated_departure: '2026-07-01T10:45:00.000Z',
      estimated_arrival: '2026-07-01T13:45:00.000Z',
      cancelled: false,
    };
    const at = (iso: string) => boardStatusAt(timeline, 'departures', Date.parse(iso));
    expect(at('2026-07-01T09:55:00Z')).toBe('delayed');
    expect(at('2026-07-01T10:10:00Z')).toBe('boarding');
    expect(at('2026-07-01T10:46:00Z')).toBe('departed');
    expect(boardStatusAt({ ...timeline, cancelled: true }, 'departures', Date.parse('2026-07-01T09:00:00Z'))).toBe(
      'cancelled',
    );
    expect(boardStatusAt(timeline, 'arrivals', Date.parse('2026-07-01T13:50:00Z'))).toBe('arrived');
  });

  it('delays and cancels a small, stable share of flights', () => {
    const flights = Array.from({ length: 2000 }, (_, i) => ({
      carrier: 'KC',
      number: 100 + i,
      serviceDate: '2026-07-01',
    }));
    const outcomes = flights.map(disruptionOf);
    const cancelled = outcomes.filter((o) => o.cancelled).length;
    const delayed = outcomes.filter((o) => o.delayMinutes > 0).length;
    expect(cancelled / flights.length).toBeGreaterThan(0.005);
    expect(cancelled / flights.length).toBeLessThan(0.05);
    expect(delayed / flights.length).toBeGreaterThan(0.05);
    expect(delayed / flights.length).toBeLessThan(0.25);
    expect(outcomes.every((o) => o.delayMinutes === 0 || (o.delayMinutes >= 15 && o.delayMinutes <= 60))).toBe(true);
    expect(flights.map(disruptionOf)).toEqual(outcomes);
  });
});
