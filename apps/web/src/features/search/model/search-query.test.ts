import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESULTS_VIEW,
  buildSearchQuery,
  parseResultsView,
  parseSearchCriteria,
  toSearchRequest,
  type SearchCriteria,
} from './search-query';

const roundTrip: SearchCriteria = {
  type: 'round_trip',
  from: 'BSZ',
  to: 'MOW',
  date: '2030-12-20',
  back: '2030-12-27',
  cabin: 'business',
  passengers: { adults: 2, kids: 1, babies_without_sit: 1, babies_with_sit: 0, pensioners: 1 },
};

describe('search query', () => {
  it('writes the spec’s parameters and reads them back', () => {
    const query = buildSearchQuery(roundTrip, { ...DEFAULT_RESULTS_VIEW, page: 2, direct: true, sort: 'fastest' });
    expect(query).toBe(
      'from=BSZ&to=MOW&date=2030-12-20&back=2030-12-27&adults=2&kids=1&infants=1&infants_seat=0&pensioners=1&cabin=business&type=round_trip&page=2&direct=true&sort=fastest',
    );
    const params = new URLSearchParams(query);
    expect(parseSearchCriteria(params)).toEqual(roundTrip);
    expect(parseResultsView(params)).toEqual({ ...DEFAULT_RESULTS_VIEW, page: 2, direct: true, sort: 'fastest' });
  });

  it('leaves the default view and a one-way back date out', () => {
    const oneWay: SearchCriteria = { ...roundTrip, type: 'one_way', back: null };
    const query = buildSearchQuery(oneWay);
    expect(query).not.toMatch(/back=|page=|direct=|sort=/);
    expect(parseSearchCriteria(new URLSearchParams(query))).toEqual(oneWay);
    expect(parseResultsView(new URLSearchParams(query))).toEqual(DEFAULT_RESULTS_VIEW);
  });

  it('keeps every filter of the results in the URL: stops, airlines, limits, fare terms and each leg’s time windows', () => {
    const view = {
      ...DEFAULT_RESULTS_VIEW,
      sort: 'best' as const,
      max_stops: 1,
      airlines: ['TK', 'SU'],
      max_duration: 720,
      max_layover: 240,
      baggage: true,
      refundable: true,
      times: {
        there: { departure: { from: 6, to: 12 }, arrival: null },
        back: { departure: null, arrival: { from: 18, to: 24 } },
      },
    };
    const query = buildSearchQuery(roundTrip, view);
    expect(query).toContain(
      'sort=best&max_stops=1&airlines=TK%2CSU&max_duration=720&max_layover=240&baggage=true&refundable=true&dep=6-12&back_arr=18-24',
    );
    expect(parseResultsView(new URLSearchParams(query))).toEqual(view);
    // Broken windows and codes are dropped, 'cheapest' is the default order.
    expect(parseResultsView(new URLSearchParams('dep=12-6&arr=0-25&airlines=TK,$$&sort=cheapest&max_stops=9'))).toEqual(
      { ...DEFAULT_RESULTS_VIEW, airlines: ['TK'] },
    );
  });

  it('is no search without a route and a real date', () => {
    expect(parseSearchCriteria(new URLSearchParams(''))).toBeNull();
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=MOW'))).toBeNull();
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=MOW&date=2030-02-30'))).toBeNull();
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=MOW&date=30.02.2030'))).toBeNull();
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=MOW&date=2030.12.20'))).toBeNull();
  });

  it('reads the dates people write, dd.MM.yyyy and dd-MM-yyyy, as the day they name', () => {
    const criteria = parseSearchCriteria(
      new URLSearchParams('from=BSZ&to=MOW&date=20.12.2030&back=27-12-2030&type=round_trip'),
    );
    expect(criteria).toMatchObject({ type: 'round_trip', date: '2030-12-20', back: '2030-12-27' });
  });

  it('fills missing or broken values with the spec defaults', () => {
    const criteria = parseSearchCriteria(
      new URLSearchParams('from=bsz&to=ist&date=2030-12-20&adults=x&kids=42&cabin=first'),
    );
    expect(criteria).toEqual({
      type: 'one_way',
      from: 'BSZ',
      to: 'IST',
      date: '2030-12-20',
      back: null,
      cabin: 'ekonom',
      passengers: { adults: 1, kids: 9, babies_without_sit: 0, babies_with_sit: 0, pensioners: 0 },
    });
    expect(parseResultsView(new URLSearchParams('page=-3&sort=random'))).toEqual(DEFAULT_RESULTS_VIEW);
    // A back date without a type is a round trip.
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=IST&date=2030-12-20&back=2030-12-22'))?.type).toBe(
      'round_trip',
    );
  });

  it('becomes the API request', () => {
    expect(toSearchRequest(roundTrip)).toEqual({
      type: 'round_trip',
      city_from: 'BSZ',
      city_to: 'MOW',
      when_date: '2030-12-20',
      back_date: '2030-12-27',
      passengers: { type: 'business', adults: 2, kids: 1, babies_without_sit: 1, babies_with_sit: 0, pensioners: 1 },
    });
  });
});
