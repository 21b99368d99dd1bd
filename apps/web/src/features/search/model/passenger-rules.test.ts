import { describe, expect, it } from 'vitest';
import { canChangeCount, checkPassengers, countPassengers, countSeats, whyCannotAdd } from './passenger-rules';
import type { PassengerCounts } from './types';

const party = (counts: Partial<PassengerCounts> = {}): PassengerCounts => ({
  adults: 1,
  kids: 0,
  babies_with_sit: 0,
  babies_without_sit: 0,
  pensioners: 0,
  ...counts,
});

describe('passenger rules', () => {
  it('accepts the default of one adult', () => {
    expect(checkPassengers(party())).toBeNull();
  });

  it('needs at least one adult; a pensioner counts as one', () => {
    expect(checkPassengers(party({ adults: 0 }))).toBe('no_adult');
    expect(checkPassengers(party({ adults: 0, kids: 2 }))).toBe('no_adult');
    expect(checkPassengers(party({ adults: 0, pensioners: 1, kids: 1 }))).toBeNull();
    expect(canChangeCount(party(), 'adults', -1)).toBe(false);
    expect(canChangeCount(party({ pensioners: 1 }), 'adults', -1)).toBe(true);
  });

  it('allows no more infants on laps than adults', () => {
    expect(canChangeCount(party(), 'babies_without_sit', 1)).toBe(true);
    expect(canChangeCount(party({ babies_without_sit: 1 }), 'babies_without_sit', 1)).toBe(false);
    expect(whyCannotAdd(party({ babies_without_sit: 1 }), 'babies_without_sit')).toBe('infants_exceed_adults');
    // The adult an infant sits with cannot be taken away.
    expect(canChangeCount(party({ adults: 2, babies_without_sit: 2 }), 'adults', -1)).toBe(false);
  });

  it('counts at most 9 seats; infants on laps take none', () => {
    const full = party({ adults: 5, kids: 3, babies_with_sit: 1 });
    expect(countSeats(full)).toBe(9);
    expect(checkPassengers(full)).toBeNull();
    expect(canChangeCount(full, 'kids', 1)).toBe(false);
    expect(whyCannotAdd(full, 'adults')).toBe('too_many_seats');
    expect(canChangeCount(full, 'babies_without_sit', 1)).toBe(true);
    expect(countPassengers({ ...full, babies_without_sit: 1 })).toBe(10);
  });

  it('never goes below zero, and lets a broken selection shrink', () => {
    expect(canChangeCount(party(), 'kids', -1)).toBe(false);
    const tooMany = party({ adults: 9, kids: 3 });
    expect(checkPassengers(tooMany)).toBe('too_many_seats');
    expect(canChangeCount(tooMany, 'kids', -1)).toBe(true);
  });
});
