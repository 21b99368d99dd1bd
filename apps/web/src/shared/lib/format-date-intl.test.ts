import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@/shared/i18n/language';
import { formatFlightDate, weekdayShort } from './format-date-intl';

describe('formatFlightDate', () => {
  const LOCAL = '2030-12-20T23:40';

  it('writes a flight day in each language, Kyrgyz and Chinese in their own patterns', () => {
    expect(formatFlightDate(LOCAL, 'ru')).toBe('пт, 20 дек. 2030 г.');
    expect(formatFlightDate(LOCAL, 'ky')).toBe('2030-ж. 20-дек., жума');
    expect(formatFlightDate(LOCAL, 'en')).toBe('Fri, Dec 20, 2030');
    expect(formatFlightDate(LOCAL, 'zh')).toBe('2030年12月20日周五');
    expect(formatFlightDate(LOCAL, 'tr')).toMatch(/^20 Ara 2030 Cum$/);
  });

  it('leaves out the year on request, and never shows Russian months on a Kyrgyz page', () => {
    expect(formatFlightDate(LOCAL, 'ru', { withYear: false })).toBe('пт, 20 дек.');
    expect(formatFlightDate(LOCAL, 'ky', { withYear: false })).toBe('20-дек., жума');
    expect(formatFlightDate(LOCAL, 'zh', { withYear: false })).toBe('12月20日周五');
    expect(formatFlightDate('2030-03-05T08:00', 'ky', { withYear: false })).not.toMatch(/марта|чт/);
  });

  it("keeps the airport's own calendar day whatever the reader's time zone", () => {
    expect(formatFlightDate('2030-01-01T00:05', 'en', { withWeekday: false })).toBe('Jan 1, 2030');
  });

  it("writes every day of three years as Node's ICU (CLDR) does, in every language and pattern", () => {
    const ours: string[] = [];
    const icu: string[] = [];
    const formats = new Map<string, Intl.DateTimeFormat>();
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const local = new Date(time).toISOString().slice(0, 16);
      for (const language of LANGUAGES) {
        for (const withYear of [true, false]) {
          for (const withWeekday of [true, false]) {
            ours.push(formatFlightDate(local, language, { withYear, withWeekday }));
            const key = `${language}${withYear}${withWeekday}`;
            if (!formats.has(key)) {
              const options: Intl.DateTimeFormatOptions = {
                timeZone: 'UTC',
                ...(withWeekday ? { weekday: 'short' } : {}),
                day: 'numeric',
                month: 'short',
                ...(withYear ? { year: 'numeric' } : {}),
              };
              formats.set(key, new Intl.DateTimeFormat(language === 'zh' ? 'zh-Hans' : language, options));
            }
            icu.push(formats.get(key)!.format(time));
          }
        }
      }
    }
    expect(ours.length).toBe(1096 * 20);
    expect(ours).toEqual(icu);
  });

  it('makes no Intl formatter', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (const language of LANGUAGES) formatFlightDate('2031-05-03T10:00', language);
    expect(made).not.toHaveBeenCalled();
  });

  it('names a weekday standing alone as ICU does, ISO-numbered', () => {
    for (const language of LANGUAGES) {
      const format = new Intl.DateTimeFormat(language === 'zh' ? 'zh-Hans' : language, {
        weekday: 'short',
        timeZone: 'UTC',
      });
      // 2024-01-01 was a Monday: ISO weekday n is January n.
      for (let day = 1; day <= 7; day += 1)
        expect(weekdayShort(day, language)).toBe(format.format(Date.UTC(2024, 0, day)));
      // Date.getDay()'s Sunday is 0.
      expect(weekdayShort(0, language)).toBe(weekdayShort(7, language));
    }
  });
});
