import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatOffset, localToUtc, utcOffsetMinutes } from './time-zones.js';

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

  it('formats offsets', () => {
    expect(formatOffset(360)).toBe('+06:00');
    expect(formatOffset(-210)).toBe('-03:30');
  });

  it('knows the zones whose offsets changed: Istanbul, Moscow and Almaty', () => {
    // Istanbul has kept +03:00 all year since September 2016; before, it had summer time.
    expect(utcOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Europe/Istanbul')).toBe(180);
    expect(utcOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Europe/Istanbul')).toBe(180);
    expect(utcOffsetMinutes(new Date('2015-12-15T12:00:00Z'), 'Europe/Istanbul')).toBe(120);
    // Moscow: +04:00 in summer 2010 (summer time), +04:00 all year 2011-2014, +03:00 since October 2014.
    expect(utcOffsetMinutes(new Date('2010-07-01T12:00:00Z'), 'Europe/Moscow')).toBe(240);
    expect(utcOffsetMinutes(new Date('2010-12-01T12:00:00Z'), 'Europe/Moscow')).toBe(180);
    expect(utcOffsetMinutes(new Date('2013-12-01T12:00:00Z'), 'Europe/Moscow')).toBe(240);
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/Moscow')).toBe(180);
    // Almaty moved from +06:00 to +05:00 at midnight of 1 March 2024 (18:00 UTC on 29 February).
    expect(utcOffsetMinutes(new Date('2024-02-29T17:59:00Z'), 'Asia/Almaty')).toBe(360);
    expect(utcOffsetMinutes(new Date('2024-02-29T18:00:00Z'), 'Asia/Almaty')).toBe(300);
    expect(localToUtc('2024-02-28', '10:00', 'Asia/Almaty').toISOString()).toBe('2024-02-28T04:00:00.000Z');
    expect(localToUtc('2024-03-01', '10:00', 'Asia/Almaty').toISOString()).toBe('2024-03-01T05:00:00.000Z');
    // The hour after the change happens twice in Almaty: 23:30 on 29 February is read as the later one.
    expect(formatLocalDateTime(new Date('2024-02-29T17:30:00Z'), 'Asia/Almaty')).toBe('2024-02-29T23:30');
    expect(formatLocalDateTime(new Date('2024-02-29T18:30:00Z'), 'Asia/Almaty')).toBe('2024-02-29T23:30');
  });
});
