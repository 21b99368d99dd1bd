import { describe, expect, it } from 'vitest';
import { formatFlightDate } from './format-date-intl';

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
});
