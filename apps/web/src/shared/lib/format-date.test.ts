import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './format-date';

const ISO = '2025-05-15T10:00:00.000Z';

describe('formatDisplayDate', () => {
  it('formats dd MMM yyyy in every language', () => {
    expect(formatDisplayDate(ISO, 'en')).toBe('15 May 2025');
    expect(formatDisplayDate(ISO, 'ru')).toBe('15 мая 2025');
    expect(formatDisplayDate(ISO, 'ky')).toBe('15 май 2025');
    expect(formatDisplayDate('2025-01-15T10:00:00.000Z', 'ky')).toBe('15 янв. 2025');
    expect(formatDisplayDate(ISO, 'tr')).toBe('15 May 2025');
    expect(formatDisplayDate(ISO, 'zh')).toMatch(/^15 5月 2025$/);
  });

  it('returns an empty string for a value that is not a date', () => {
    expect(formatDisplayDate('soon', 'ru')).toBe('');
  });
});
