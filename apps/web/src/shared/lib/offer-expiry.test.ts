import { describe, expect, it } from 'vitest';
import { earliestExpiry } from './offer-expiry';

describe('earliestExpiry', () => {
  it('answers the earliest deadline, leaving out missing and unreadable ones', () => {
    expect(earliestExpiry('2030-12-20T10:20:00.000Z', null, '2030-12-20T10:05:00+00:00', undefined, 'soon')).toBe(
      '2030-12-20T10:05:00+00:00',
    );
    expect(earliestExpiry(null, undefined)).toBeNull();
  });
});
