import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('ru-RU', { maximumFractionDigits: 0 })).toBe(numberFormat('ru-RU', { maximumFractionDigits: 0 }));
    expect(numberFormat('ru-RU', { maximumFractionDigits: 1 })).not.toBe(numberFormat('ru-RU', { maximumFractionDigits: 0 }));
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 })).not.toBe(numberFormat('ru-RU', { maximumFractionDigits: 0 }));
    expect(dateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' })).toBe(dateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 }).format(25400.4)).toBe('25,400');
    expect(dateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1)))).toBe('Mon');
    expect(relativeTimeFormat('en-GB', { numeric: 'always' }).format(-5, 'minute')).toBe('5 minutes ago');
  });
});
