/** The picker's dates and prices in all five languages, as CLDR writes them. */
import { describe, expect, it } from 'vitest';
import { formatFlightDay, shiftIsoDate } from './format-flight-date';
import {
  dateToIso,
  formatCompactPrice,
  formatFieldDate,
  formatFullDate,
  formatMonthCaption,
  formatWeekdayShort,
  isoToDate,
} from './calendar-format';

const THURSDAY = isoToDate('2026-03-05');
const MONDAY = isoToDate('2026-03-02');

describe('calendar formatting', () => {
  it('keeps days as local calendar days', () => {
    expect(dateToIso(isoToDate('2026-12-31'))).toBe('2026-12-31');
    expect(isoToDate('2026-03-05').getDate()).toBe(5);
  });

  it.each([
    ['ru', 'чт, 5 мар.', 'Март 2026', 'пн', 'четверг, 5 марта 2026 г.'],
    ['ky', '5-мар., бейш.', '2026-ж., март', 'дүй.', '2026-ж., 5-март, бейшемби'],
    ['en', 'Thu, Mar 5', 'March 2026', 'Mon', 'Thursday, March 5, 2026'],
    ['tr', '5 Mar Per', 'Mart 2026', 'Pzt', '5 Mart 2026 Perşembe'],
    ['zh', '3月5日周四', '2026年3月', '周一', '2026年3月5日星期四'],
  ] as const)('%s: %s, %s, %s', (language, field, caption, weekday, full) => {
    expect(formatFieldDate('2026-03-05', language)).toBe(field);
    expect(formatMonthCaption(THURSDAY, language)).toBe(caption);
    expect(formatWeekdayShort(MONDAY, language)).toBe(weekday);
    expect(formatFullDate(THURSDAY, language)).toBe(full);
  });

  it.each([
    [950, 'ru', '950'],
    [8900, 'ru', '8,9\u00a0тыс.'],
    [30_100, 'ru', '30,1\u00a0тыс.'],
    [8900, 'en', '8.9K'],
    [12_000, 'zh', '1.2万'],
    [12_340, 'tr', '12,3\u00a0B'],
    [125_400, 'ky', '125\u00a0миң'],
  ] as const)('%i som in a %s cell: %s', (price, language, text) => {
    expect(formatCompactPrice(price, language)).toBe(text);
  });
});

describe('flight days in the results', () => {
  it.each([
    ['ru', 'пт, 20 дек.'],
    ['ky', '20-дек., жума'],
    ['en', 'Fri, Dec 20'],
    ['tr', '20 Ara Cum'],
    ['zh', '12月20日周五'],
  ] as const)('%s: %s', (language, text) => {
    expect(formatFlightDay('2030-12-20', language)).toBe(text);
  });

  it('shifts across months and years', () => {
    expect(shiftIsoDate('2030-12-30', 3)).toBe('2031-01-02');
    expect(shiftIsoDate('2031-03-01', -1)).toBe('2031-02-28');
  });
});
