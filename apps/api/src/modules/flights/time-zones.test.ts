import { describe, expect, it } from 'vitest';
import { addDays, formatLocalDateTime, formatOffset, isoWeekday, localToUtc, utcOffsetMinutes } from './time-zones.js';

describe('time zones', () => {
  it('converts local airport times to instants and back', () => {
    const departure = localToUtc('2026-12-20', '07:05', 'Asia/Bishkek');
    expect(departure.toISOString()).toBe('2026-12-20T01:05:00.000Z');
    expect(formatLocalDateTime(departure, 'Europe/Istanbul')).toBe('2026-12-20T04:05');
    expect(formatLocalDateTime(departure, 'Asia/Shanghai')).toBe('2026-12-20T09:05');
  });

  it('follows daylight saving where a zone has it, hour by hour', () => {
    // Berlin switches to summer time at 01:00 UTC on 2026-03-29.
    expect(utcOffsetMinutes(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe(120);
    expect(localToUtc('2026-07-01', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    // The days around a change keep one offset all day; New York changes at 06:00 UTC.
    expect(utcOffsetMinutes(new Date('2026-03-28T23:59:00Z'), 'Europe/Berlin')).toBe(60);
    expect(utcOffsetMinutes(new Date('2026-03-30T00:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(utcOffsetMinutes(new Date('2026-11-01T05:59:00Z'), 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(new Date('2026-11-01T06:00:00Z'), 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(new Date('2026-11-01T23:00:00Z'), 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(new Date('2026-11-01T00:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('formats offsets and walks the calendar', () => {
    expect(formatOffset(360)).toBe('+06:00');
    expect(formatOffset(-210)).toBe('-03:30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });
});
