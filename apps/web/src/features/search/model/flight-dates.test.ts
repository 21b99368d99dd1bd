/** What a click on a day does to the trip's dates. */
import { describe, expect, it } from 'vitest';
import { pickFlightDate } from './flight-dates';

const none = { when: null, back: null };

describe('picking flight dates', () => {
  it('one way: the day is the date, and the picker closes', () => {
    expect(pickFlightDate('one_way', none, 'when', '2030-12-20')).toEqual({
      when: '2030-12-20',
      back: null,
      picking: 'when',
      isDone: true,
    });
  });

  it('round trip: the departure, then the return', () => {
    const first = pickFlightDate('round_trip', none, 'when', '2030-12-20');
    expect(first).toEqual({ when: '2030-12-20', back: null, picking: 'back', isDone: false });
    expect(pickFlightDate('round_trip', first, first.picking, '2030-12-27')).toEqual({
      when: '2030-12-20',
      back: '2030-12-27',
      picking: 'back',
      isDone: true,
    });
  });

  it('a return before the departure starts again from that day', () => {
    expect(pickFlightDate('round_trip', { when: '2030-12-20', back: null }, 'back', '2030-12-18')).toEqual({
      when: '2030-12-18',
      back: null,
      picking: 'back',
      isDone: false,
    });
  });

  it('a new departure keeps a return that still follows it, and drops one that does not', () => {
    const dates = { when: '2030-12-20', back: '2030-12-27' };
    expect(pickFlightDate('round_trip', dates, 'when', '2030-12-22')).toEqual({
      when: '2030-12-22',
      back: '2030-12-27',
      picking: 'back',
      isDone: true,
    });
    expect(pickFlightDate('round_trip', dates, 'when', '2030-12-28')).toEqual({
      when: '2030-12-28',
      back: null,
      picking: 'back',
      isDone: false,
    });
  });
});
