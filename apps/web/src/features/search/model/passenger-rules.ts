/**
 * Who may fly on one booking: at least one adult (a pensioner is an adult on a pensioner fare),
 * no more infants on laps than adults, and at most MAX_SEATS_PER_BOOKING seats (an infant on a
 * lap takes none). The picker only offers changes that keep these true.
 */
import { MAX_SEATS_PER_BOOKING } from '@sapar/contracts';
import type { PassengerCountKey, PassengerCounts } from './types';

export const PASSENGER_COUNT_KEYS: readonly PassengerCountKey[] = [
  'adults',
  'pensioners',
  'kids',
  'babies_with_sit',
  'babies_without_sit',
];

export type PassengerProblem = 'no_adult' | 'too_many_seats' | 'infants_exceed_adults';

export const countAdults = (p: PassengerCounts) => p.adults + p.pensioners;
export const countSeats = (p: PassengerCounts) => p.adults + p.pensioners + p.kids + p.babies_with_sit;
export const countPassengers = (p: PassengerCounts) => countSeats(p) + p.babies_without_sit;

export function checkPassengers(p: PassengerCounts): PassengerProblem | null {
  if (countAdults(p) < 1) return 'no_adult';
  if (p.babies_without_sit > countAdults(p)) return 'infants_exceed_adults';
  if (countSeats(p) > MAX_SEATS_PER_BOOKING) return 'too_many_seats';
  return null;
}

/** Whether one step of `delta` on `key` is allowed; a step that fixes a broken selection always is. */
export function canChangeCount(p: PassengerCounts, key: PassengerCountKey, delta: 1 | -1): boolean {
  const next = { ...p, [key]: p[key] + delta };
  if (next[key] < 0 || next[key] > MAX_SEATS_PER_BOOKING) return false;
  if (checkPassengers(next) === null) return true;
  // A selection that is already broken (say, from a hand-edited URL) may always shrink.
  return delta < 0 && checkPassengers(p) !== null;
}

/** Why the next step up on `key` is refused, for the hint under the picker. */
export function whyCannotAdd(p: PassengerCounts, key: PassengerCountKey): PassengerProblem | null {
  if (canChangeCount(p, key, 1)) return null;
  return checkPassengers({ ...p, [key]: p[key] + 1 });
}
