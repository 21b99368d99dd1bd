import { describe, expect, it } from 'vitest';
import { makeTicket } from '@/test/flights';
import { closeMobileSearchSheet, mobileSearchSheetSlice, openMobileSearchSheet } from './mobile-search-sheet-slice';
import {
  fillSearchForm,
  resetSearchForm,
  searchFormSlice,
  setCityFrom,
  setCityTo,
  setFlightDates,
  setPassengers,
  setTripType,
  swapCities,
} from './search-form-slice';
import {
  chooseTicket,
  clearChosenTickets,
  resetSearchResults,
  searchResultsSlice,
  setActiveResultsTab,
  setFilter,
  setPageData,
  setSearchData,
  setSearchStatus,
  setVisibleTickets,
} from './search-results-slice';

const init = { type: '@@init' };

describe('search form slice', () => {
  const reduce = searchFormSlice.reducer;

  it('defaults to one adult in economy and empty route', () => {
    expect(reduce(undefined, init)).toEqual({
      type: 'one_way',
      city_from: { title: '' },
      city_to: { title: '' },
      when_date: '',
      back_date: '',
      flight_date: [null, null],
      passengers: {
        type: 'ekonom',
        label: '',
        kids: 0,
        adults: 1,
        babies_without_sit: 0,
        babies_with_sit: 0,
        pensioners: 0,
      },
    });
  });

  it('sets and swaps cities, sets dates and passengers, then resets', () => {
    let state = reduce(undefined, setCityFrom({ title: 'Бишкек', code: 'FRU' }));
    state = reduce(state, setCityTo({ title: 'Стамбул', code: 'IST' }));
    state = reduce(state, swapCities());
    expect(state.city_from.title).toBe('Стамбул');
    expect(state.city_to.title).toBe('Бишкек');

    state = reduce(state, setTripType('round_trip'));
    state = reduce(state, setFlightDates(['2025-07-01', '2025-07-10']));
    expect(state.when_date).toBe('2025-07-01');
    expect(state.back_date).toBe('2025-07-10');

    state = reduce(state, setTripType('one_way'));
    expect(state.back_date).toBe('');
    expect(state.flight_date).toEqual(['2025-07-01', null]);

    state = reduce(state, setPassengers({ adults: 2, kids: 1 }));
    expect(state.passengers).toMatchObject({ adults: 2, kids: 1, type: 'ekonom' });

    expect(reduce(state, resetSearchForm())).toEqual(reduce(undefined, init));
  });

  it('fills from a search, and the same search again changes nothing (a search page the server filled, hydrated)', () => {
    const criteria = {
      type: 'round_trip' as const,
      from: 'FRU',
      to: 'IST',
      date: '2030-12-20',
      back: '2030-12-27',
      cabin: 'business' as const,
      passengers: { adults: 2, kids: 1, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    };
    const filled = reduce(reduce(undefined, setPassengers({ label: '3 пассажира, бизнес' })), fillSearchForm(criteria));
    expect(filled).toMatchObject({
      type: 'round_trip',
      city_from: { code: 'FRU' },
      flight_date: ['2030-12-20', '2030-12-27'],
      passengers: { adults: 2, kids: 1, type: 'business', label: '3 пассажира, бизнес' },
    });
    expect(reduce(filled, fillSearchForm(criteria))).toBe(filled);
    // A route page sets its cities again as it hydrates: as they are, nothing changes.
    const routed = reduce(
      reduce(filled, setCityFrom({ code: 'FRU', title: 'Бишкек' })),
      setCityTo({ code: 'IST', title: 'Стамбул' }),
    );
    expect(
      reduce(
        reduce(routed, setCityFrom({ code: 'FRU', title: 'Бишкек' })),
        setCityTo({ code: 'IST', title: 'Стамбул' }),
      ),
    ).toBe(routed);
    expect(reduce(routed, setCityFrom({ title: 'Бишкек' })).city_from).toEqual({ title: 'Бишкек' });
    expect(reduce(filled, fillSearchForm({ ...criteria, back: null, type: 'one_way' })).flight_date).toEqual([
      '2030-12-20',
      null,
    ]);
  });
});

describe('search results slice', () => {
  const reduce = searchResultsSlice.reducer;

  it('starts waiting on the outbound tab, page 1 of 1', () => {
    const state = reduce(undefined, init);
    expect(state.status).toBe('wait');
    expect(state.activeResultsTab).toBe('there');
    expect(state.pageData).toEqual({ currentPage: 1, totalPages: 1 });
    expect(state.searchData.filters).toEqual({
      direct: false,
      fastest: false,
      cheapest: false,
      without_baggage: false,
    });
    expect(state.searchData.search_data).toEqual({ departure: null, arrival: null });
    expect(state.visibleTickets).toEqual([]);
    expect(state.returnedTickets).toEqual([]);
  });

  it('updates on a search and resets to the initial state', () => {
    let state = reduce(undefined, setSearchStatus('success'));
    state = reduce(state, setSearchData({ tickets: [makeTicket({ id: 't1' })], time_limit: 900 }));
    state = reduce(state, setPageData({ currentPage: 2, totalPages: 3 }));
    state = reduce(state, setActiveResultsTab('back'));
    state = reduce(state, setVisibleTickets([makeTicket({ id: 't1' })]));
    state = reduce(state, setFilter({ filter: 'direct', enabled: true }));
    expect(state.searchData.filters.direct).toBe(true);
    expect(state.pageData.currentPage).toBe(1);
    expect(state.activeResultsTab).toBe('back');

    // Clearing what is already clear leaves the state as it was (nothing is drawn again).
    const clear = reduce(state, clearChosenTickets());
    expect(reduce(clear, clearChosenTickets())).toBe(clear);
    expect(reduce(clear, chooseTicket(makeTicket({ id: 't1' }))).chosenTickets.there?.id).toBe('t1');

    const reset = reduce(state, resetSearchResults());
    expect(reset).toEqual(reduce(undefined, init));
    expect(reset.status).toBe('wait');
  });
});

describe('mobile search sheet slice', () => {
  const reduce = mobileSearchSheetSlice.reducer;

  it('is closed on city_from by default, opens on a variant and closes', () => {
    expect(reduce(undefined, init)).toEqual({ isOpen: false, variant: 'city_from' });
    const open = reduce(undefined, openMobileSearchSheet('city_to'));
    expect(open).toEqual({ isOpen: true, variant: 'city_to' });
    expect(reduce(open, closeMobileSearchSheet())).toEqual({ isOpen: false, variant: 'city_to' });
  });
});
