import { describe, expect, it, vi } from 'vitest';
import {
  formatCompactNumber,
  formatDay,
  formatDuration,
  formatDayAndTime,
  formatMoment,
  formatMoney,
  formatNumber,
  weekdayShort,
} from './formatting.js';
import { LANGUAGES, type Language } from './languages.js';

/** The ICU locale each language is checked against: plain 'en' is American English, as the site's pages write it. */
const ICU: Record<Language, string> = { ru: 'ru', ky: 'ky', en: 'en', tr: 'tr', zh: 'zh-Hans' };

const everyDay = function* () {
  for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) yield time;
};

describe('formatDay', () => {
  const LOCAL = '2030-12-20T23:40';

  it('writes a day in each language, Kyrgyz and Chinese in their own patterns', () => {
    expect(formatDay(LOCAL, 'ru')).toBe('пт, 20 дек. 2030 г.');
    expect(formatDay(LOCAL, 'ky')).toBe('2030-ж. 20-дек., жума');
    expect(formatDay(LOCAL, 'en')).toBe('Fri, Dec 20, 2030');
    expect(formatDay(LOCAL, 'tr')).toBe('20 Ara 2030 Cum');
    expect(formatDay(LOCAL, 'zh')).toBe('2030年12月20日周五');
    expect(formatDay('2026-03-05', 'ru', { month: 'long', withWeekday: false })).toBe('5 марта 2026 г.');
    expect(formatDay('2026-03-05', 'ky', { month: 'long' })).toBe('2026-ж., 5-март, бейш.');
  });

  it("keeps the airport's own calendar day whatever the reader's time zone", () => {
    expect(formatDay('2030-01-01T00:05', 'en', { withWeekday: false })).toBe('Jan 1, 2030');
  });

  it("writes every day of three years as Node's ICU (CLDR) does, in every language, month form and pattern", () => {
    const ours: string[] = [];
    const icu: string[] = [];
    for (const language of LANGUAGES) {
      for (const month of ['short', 'long'] as const) {
        for (const withYear of [true, false]) {
          for (const withWeekday of [true, false]) {
            const format = new Intl.DateTimeFormat(ICU[language], {
              timeZone: 'UTC',
              ...(withWeekday ? { weekday: 'short' } : {}),
              day: 'numeric',
              month,
              ...(withYear ? { year: 'numeric' } : {}),
            });
            for (const time of everyDay()) {
              ours.push(
                formatDay(new Date(time).toISOString().slice(0, 16), language, { withYear, withWeekday, month }),
              );
              icu.push(format.format(time));
            }
          }
        }
      }
    }
    expect(ours.length).toBe(1096 * 40);
    expect(ours).toEqual(icu);
  });

  it('makes no Intl formatter', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    for (const language of LANGUAGES) {
      formatDay('2031-05-03T10:00', language);
      formatMoney(1234567, language);
      formatCompactNumber(30100, language);
      formatMoment('2026-12-07T16:31:00Z', language);
    }
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('names a weekday standing alone as ICU does, ISO-numbered', () => {
    for (const language of LANGUAGES) {
      const format = new Intl.DateTimeFormat(ICU[language], { weekday: 'short', timeZone: 'UTC' });
      // 2024-01-01 was a Monday: ISO weekday n is January n.
      for (let day = 1; day <= 7; day += 1)
        expect(weekdayShort(day, language)).toBe(format.format(Date.UTC(2024, 0, day)));
      expect(weekdayShort(0, language)).toBe(weekdayShort(7, language));
    }
  });
});

describe('moments in the agency time', () => {
  it('shows a moment in Bishkek time with a 24-hour clock, as ICU does in every language', () => {
    for (const language of LANGUAGES) {
      const format = new Intl.DateTimeFormat(ICU[language], {
        timeZone: 'Asia/Bishkek',
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      });
      for (const time of everyDay()) {
        const instant = new Date(time + 16 * 3_600_000 + 31 * 60_000);
        expect(formatMoment(instant.toISOString(), language)).toBe(format.format(instant));
      }
    }
    expect(formatMoment('2026-12-07T16:31:00Z', 'ru')).toBe('7 дек. 2026 г., 22:31');
    expect(formatMoment('2026-12-07T16:31:00Z', 'en')).toBe('Dec 7, 2026, 22:31');
  });

  it('writes a local airport time as it is, and a missing moment as a dash', () => {
    expect(formatDayAndTime('2026-01-14T08:40', 'ru')).toBe('14 янв. 2026 г., 08:40');
    expect(formatMoment(null, 'en')).toBe('—');
    expect(formatMoment('not a date', 'en')).toBe('not a date');
  });
});

describe('numbers and money', () => {
  const SAMPLES = [0, 7, 999, 1000, 1234, 4210, 20900, 25400, 99999, 100000, 1234567, 1e9 + 7, -3000, -1234567];

  it("groups thousands as Node's ICU does in every language", () => {
    for (const language of LANGUAGES) {
      const format = new Intl.NumberFormat(ICU[language], { maximumFractionDigits: 0 });
      for (const value of SAMPLES) expect(formatNumber(value, language)).toBe(format.format(value));
      const decimals = new Intl.NumberFormat(ICU[language], { maximumFractionDigits: 2 });
      for (const value of [0.5, 1234.56, 24660.5, 3.14159, 1000.004]) {
        expect(formatNumber(value, language, 2)).toBe(decimals.format(value));
      }
    }
  });

  it('writes amounts with the currency as the site names it', () => {
    expect(formatMoney(20900, 'ru')).toBe('20\u00a0900\u00a0сом');
    expect(formatMoney(4210, 'en')).toBe('4,210\u00a0som');
    expect(formatMoney(4210, 'tr')).toBe('4.210\u00a0som');
    expect(formatMoney(25400, 'zh')).toBe('25,400\u00a0索姆');
    expect(formatMoney(99, 'en', 'USD')).toBe('99\u00a0USD');
  });

  it("shortens a calendar cell's price as ICU's compact notation does", () => {
    for (const language of LANGUAGES) {
      const units = language === 'zh' ? [1e4, 1e8] : [1e3, 1e6];
      for (const value of [
        950, 1000, 8900, 12000, 30100, 99949, 125000, 125400, 999000, 1500000, 23456789, 150000000,
      ]) {
        // One decimal while the number of units is below a hundred ('30,1 тыс.'), none above ('125 тыс.').
        const unit = units.filter((size) => value >= size).at(-1) ?? 1;
        const format = new Intl.NumberFormat(ICU[language], {
          notation: 'compact',
          maximumFractionDigits: value / unit < 100 ? 1 : 0,
        });
        // ICU's compact notation uses a plain space where its grouping uses a no-break one; ours keeps the unit on
        // its number's line.
        expect(formatCompactNumber(value, language).replace(/\u00a0/g, ' '), `${language} ${value}`).toBe(
          format.format(value).replace(/\u00a0/g, ' '),
        );
      }
    }
    expect(formatCompactNumber(30100, 'ru')).toBe('30,1\u00a0тыс.');
  });

  it('writes durations with the units of the language', () => {
    expect(formatDuration(130, 'ru')).toBe('2\u00a0ч 10\u00a0мин');
    expect(formatDuration(45, 'en')).toBe('45m');
    expect(formatDuration(180, 'zh')).toBe('3小时');
  });
});
