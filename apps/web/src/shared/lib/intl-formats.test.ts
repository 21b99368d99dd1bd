import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('ru-RU', { maximumFractionDigits: 0 })).toBe(
      numberFormat('ru-RU', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('ru-RU', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('ru-RU', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 })).not.toBe(
      numberFormat('ru-RU', { maximumFractionDigits: 0 }),
    );
    expect(dateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    );
  });

  it('formats as Intl does', () => {
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 }).format(25400.4)).toBe('25,400');
    expect(dateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1)))).toBe(
      'Mon',
    );
    expect(relativeTimeFormat('en-GB', { numeric: 'always' }).format(-5, 'minute')).toBe('5 minutes ago');
  });

  it('writes Kyrgyz as CLDR does, whether or not the runtime has Kyrgyz data (Node has it: the reference)', () => {
    const combos: Intl.DateTimeFormatOptions[] = [
      { weekday: 'short', day: 'numeric', month: 'short' },
      { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
      { day: 'numeric', month: 'short' },
      { day: 'numeric', month: 'short', year: 'numeric' },
      { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      { day: 'numeric', month: 'long', year: 'numeric' },
      { month: 'long', year: 'numeric' },
      { weekday: 'short' },
      { weekday: 'long' },
      { dateStyle: 'medium', timeStyle: 'short' },
      { dateStyle: 'short', timeStyle: 'short' },
      { hour: '2-digit', minute: '2-digit', hour12: false },
    ];
    expect(Intl.DateTimeFormat.supportedLocalesOf(['ky'])).toEqual(['ky']);
    for (let day = 0; day < 40; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day * 9, 15, 7));
      for (const options of combos) {
        for (const timeZone of ['UTC', 'Asia/Bishkek']) {
          const reference = new Intl.DateTimeFormat('ky', { ...options, timeZone }).format(date);
          expect(
            dateTimeFormat('ky', { ...options, timeZone }).format(date),
            `${JSON.stringify(options)} ${timeZone}`,
          ).toBe(reference);
          expect(dateTimeFormat('ky-KG', { ...options, timeZone }).format(date)).toBe(reference);
        }
      }
    }
    expect(numberFormat('ky', { maximumFractionDigits: 1 }).format(24660.5)).toBe(
      new Intl.NumberFormat('ky').format(24660.5),
    );
  });
});

describe('numberFormat without Intl', () => {
  it('writes what Intl writes for the five languages, by hand where no rounding is needed', () => {
    const locales = ['ru', 'ru-RU', 'en', 'en-US', 'en-GB', 'tr', 'tr-TR', 'zh-Hans', 'zh-CN'];
    const values = [
      0, 5, 42, 950, 999, 1000, 4500, 12_345, 25_400, 104_500, 1_234_567, 0.5, 8.9, 12.25, 1234.5, 25_400.4, 99.999,
      1e-7, -0, -4500,
    ];
    for (const locale of locales) {
      for (const maximumFractionDigits of [0, 1, 2, undefined]) {
        const options = maximumFractionDigits === undefined ? {} : { maximumFractionDigits };
        for (const value of values) {
          expect(numberFormat(locale, options).format(value), `${locale} ${maximumFractionDigits} ${value}`).toBe(
            new Intl.NumberFormat(locale, options).format(value),
          );
        }
      }
    }
    // Kyrgyz is grouped as Russian: '24 660,5', '104 500'.
    expect(numberFormat('ky', { maximumFractionDigits: 0 }).format(104_500)).toBe('104\u00a0500');
    expect(numberFormat('ky', { maximumFractionDigits: 1 }).format(24_660.5)).toBe('24\u00a0660,5');
  });

  it('makes no Intl.NumberFormat for a grouped whole number', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(numberFormat('tr', { maximumFractionDigits: 0 }).format(4500)).toBe('4.500');
    expect(numberFormat('zh-Hans', { maximumFractionDigits: 1 }).format(8.9)).toBe('8.9');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
