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
    const query = buildSearchQuery(roundTrip, { page: 2, direct: true, without_baggage: false, sort: 'fastest' });
    expect(query).toBe(
      'from=BSZ&to=MOW&date=2030-12-20&back=2030-12-27&adults=2&kids=1&infants=1&infants_seat=0&pensioners=1&cabin=business&type=round_trip&page=2&direct=true&sort=fastest',
    );
    const params = new URLSearchParams(query);
    expect(parseSearchCriteria(params)).toEqual(roundTrip);
    expect(parseResultsView(params)).toEqual({ page: 2, direct: true, without_baggage: false, sort: 'fastest' });
  });

  it('leaves the default view and a one-way back date out', () => {
    const oneWay: SearchCriteria = { ...roundTrip, type: 'one_way', back: null };
    const query = buildSearchQuery(oneWay);
    expect(query).not.toMatch(/back=|page=|direct=|sort=/);
    expect(parseSearchCriteria(new URLSearchParams(query))).toEqual(oneWay);
    expect(parseResultsView(new URLSearchParams(query))).toEqual(DEFAULT_RESULTS_VIEW);
  });

  it('is no search without a route and a real date', () => {
    expect(parseSearchCriteria(new URLSearchParams(''))).toBeNull();
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=MOW'))).toBeNull();
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=MOW&date=2030-02-30'))).toBeNull();
  });

  it('fills missing or broken values with the spec defaults', () => {
    const criteria = parseSearchCriteria(new URLSearchParams('from=bsz&to=ist&date=2030-12-20&adults=x&kids=42&cabin=first'));
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
    expect(parseSearchCriteria(new URLSearchParams('from=BSZ&to=IST&date=2030-12-20&back=2030-12-22'))?.type).toBe('round_trip');
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
