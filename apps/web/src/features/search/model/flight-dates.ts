/**
 * What a click on a day of the date picker does to the trip's dates (ISO yyyy-MM-dd, as the form
 * keeps them): one way, the day is the date; a round trip picks the departure, then the return,
 * and a return before the departure starts again from that day.
 */
import type { TripType } from './types';

export type DatePart = 'when' | 'back';

export interface FlightDates {
  when: string | null;
  back: string | null;
}

export interface DatePick extends FlightDates {
  /** Which date the next click picks. */
  picking: DatePart;
  /** The dates are complete: the picker closes. */
  isDone: boolean;
}

export function pickFlightDate(type: TripType, dates: FlightDates, picking: DatePart, day: string): DatePick {
  if (type === 'one_way') return { when: day, back: null, picking: 'when', isDone: true };
  // yyyy-MM-dd strings compare as dates.
  if (picking === 'when') {
    // A new departure keeps a return that still follows it, and then the dates are complete.
    const back = dates.back && dates.back >= day ? dates.back : null;
    return { when: day, back, picking: 'back', isDone: back !== null };
  }
  if (!dates.when || day < dates.when) return { when: day, back: null, picking: 'back', isDone: false };
  return { when: dates.when, back: day, picking: 'back', isDone: true };
}
