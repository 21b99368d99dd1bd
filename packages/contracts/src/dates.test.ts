import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE, addDays, bishkekToday, calendarDateOf, daysBetween, isoWeekday, todayIn } from './dates.js';

describe('today in a time zone', () => {
  it('turns the day in Bishkek at 18:00 UTC (midnight at +06:00)', () => {
    expect(AGENCY_TIME_ZONE).toBe('Asia/Bishkek');
    expect(bishkekToday(new Date('2026-03-14T17:59:59.999Z'))).toBe('2026-03-14');
    expect(bishkekToday(new Date('2026-03-14T18:00:00.000Z'))).toBe('2026-03-15');
    expect(bishkekToday(Date.parse('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
    expect(calendarDateOf(new Date('2026-03-14T18:00:00Z'))).toEqual({ year: 2026, month: 3, day: 15 });
    // Still the 14th in London, Istanbul and Moscow; already the 15th in Shanghai.
    expect(todayIn('Europe/London', new Date('2026-03-14T18:00:00Z'))).toBe('2026-03-14');
    expect(todayIn('Europe/Istanbul', new Date('2026-03-14T18:00:00Z'))).toBe('2026-03-14');
    expect(todayIn('Europe/Moscow', new Date('2026-03-14T18:00:00Z'))).toBe('2026-03-14');
    expect(todayIn('Asia/Shanghai', new Date('2026-03-14T18:00:00Z'))).toBe('2026-03-15');
  });

  it("counts Bishkek's today from its fixed +06:00 exactly as the runtime's time-zone data does", () => {
    // Every 7 hours from the change to +06:00 all year (12 August 2005) to 2040, and the hours around each midnight.
    const checks: number[] = [];
    for (let time = Date.UTC(2005, 7, 12); time < Date.UTC(2040, 0, 1); time += 7 * 3_600_000) checks.push(time);
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000)
      checks.push(day + 18 * 3_600_000 - 1, day + 18 * 3_600_000);
    const differing = checks.filter((time) => bishkekToday(time) !== todayIn(AGENCY_TIME_ZONE, time));
    expect(differing.map((time) => new Date(time).toISOString())).toEqual([]);
    // Before it, the runtime's rules: summer 2004 was +06:00 (summer time of +05:00), winter +05:00.
    expect(bishkekToday(new Date('2004-07-10T18:00:00Z'))).toBe('2004-07-11');
    expect(bishkekToday(new Date('2004-01-10T18:00:00Z'))).toBe('2004-01-10');
  });

  it('follows the zones whose offset changed: Istanbul, Moscow, Almaty', () => {
    // Istanbul, +03:00 all year (no summer time since 2016): the day turns at 21:00 UTC in winter and summer.
    expect(todayIn('Europe/Istanbul', new Date('2026-01-10T20:59:00Z'))).toBe('2026-01-10');
    expect(todayIn('Europe/Istanbul', new Date('2026-01-10T21:00:00Z'))).toBe('2026-01-11');
    expect(todayIn('Europe/Istanbul', new Date('2026-07-10T21:00:00Z'))).toBe('2026-07-11');
    // Moscow in summer 2010 (+04:00) turned at 20:00 UTC; today (+03:00) at 21:00 UTC.
    expect(todayIn('Europe/Moscow', new Date('2010-07-10T20:00:00Z'))).toBe('2010-07-11');
    expect(todayIn('Europe/Moscow', new Date('2026-07-10T20:00:00Z'))).toBe('2026-07-10');
    expect(todayIn('Europe/Moscow', new Date('2026-07-10T21:00:00Z'))).toBe('2026-07-11');
    // Almaty went from +06:00 to +05:00 on 1 March 2024: 29 February lasted until 19:00 UTC.
    expect(todayIn('Asia/Almaty', new Date('2024-02-28T18:00:00Z'))).toBe('2024-02-29');
    expect(todayIn('Asia/Almaty', new Date('2024-02-29T18:30:00Z'))).toBe('2024-02-29');
    expect(todayIn('Asia/Almaty', new Date('2024-02-29T19:00:00Z'))).toBe('2024-03-01');
    expect(todayIn('Asia/Almaty', new Date('2025-06-01T18:30:00Z'))).toBe('2025-06-01');
  });

  it('crosses a summer-time change in Europe', () => {
    // Berlin moves to +02:00 at 01:00 UTC on 29 March 2026.
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('counts days between dates and names the weekday', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-30')).toBe(-1);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });
});
