/** The ticket search form: route, dates (ISO `yyyy-MM-dd` strings, so the store stays serialisable) and passengers. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchCriteria } from './search-query';
import type { CityChoice, PassengerSelection, TripType } from './types';

export type DateRange = [string | null, string | null];

export interface SearchFormState {
  type: TripType;
  city_from: CityChoice;
  city_to: CityChoice;
  when_date: string;
  back_date: string;
  flight_date: DateRange;
  passengers: PassengerSelection;
}

export const DEFAULT_PASSENGERS: PassengerSelection = {
  type: 'ekonom',
  label: '',
  kids: 0,
  adults: 1,
  babies_without_sit: 0,
  babies_with_sit: 0,
  pensioners: 0,
};

export const searchFormInitialState: SearchFormState = {
  type: 'one_way',
  city_from: { title: '' },
  city_to: { title: '' },
  when_date: '',
  back_date: '',
  flight_date: [null, null],
  passengers: DEFAULT_PASSENGERS,
};

const sameCity = (a: CityChoice, b: CityChoice) => a.title === b.title && a.code === b.code;

export const searchFormSlice = createSlice({
  name: 'searchForm',
  initialState: searchFormInitialState,
  reducers: {
    setTripType: (state, action: PayloadAction<TripType>) => {
      state.type = action.payload;
      if (action.payload === 'one_way') {
        state.back_date = '';
        state.flight_date[1] = null;
      }
    },
    // A city set again as it is changes nothing (a route page the server filled sets its route again as it hydrates).
    setCityFrom: (state, action: PayloadAction<CityChoice>) => {
      if (!sameCity(state.city_from, action.payload)) state.city_from = action.payload;
    },
    setCityTo: (state, action: PayloadAction<CityChoice>) => {
      if (!sameCity(state.city_to, action.payload)) state.city_to = action.payload;
    },
    swapCities: (state) => {
      [state.city_from, state.city_to] = [state.city_to, state.city_from];
    },
    setFlightDates: (state, action: PayloadAction<DateRange>) => {
      const [when, back] = action.payload;
      state.flight_date = action.payload;
      state.when_date = when ?? '';
      state.back_date = back ?? '';
    },
    setPassengers: (state, action: PayloadAction<Partial<PassengerSelection>>) => {
      state.passengers = { ...state.passengers, ...action.payload };
    },
    /**
     * Fills the form from a search in the URL; a city keeps its title while its code is unchanged. Field by field, so
     * the same search again (the browser hydrating a search page the server filled) changes nothing.
     */
    fillSearchForm: (state, action: PayloadAction<SearchCriteria>) => {
      const { type, from, to, date, back, cabin, passengers } = action.payload;
      state.type = type;
      if (state.city_from.code !== from) state.city_from = { title: from, code: from };
      if (state.city_to.code !== to) state.city_to = { title: to, code: to };
      state.when_date = date;
      state.back_date = back ?? '';
      state.flight_date[0] = date;
      state.flight_date[1] = back;
      Object.assign(state.passengers, passengers);
      state.passengers.type = cabin;
    },
    /** The city name for a code that came without one (a shared link), once /locations/ knows it. */
    nameCity: (state, action: PayloadAction<{ field: 'city_from' | 'city_to'; code: string; title: string }>) => {
      const { field, code, title } = action.payload;
      if (state[field].code === code) state[field].title = title;
    },
    resetSearchForm: () => searchFormInitialState,
  },
});

export const {
  setTripType,
  setCityFrom,
  setCityTo,
  swapCities,
  setFlightDates,
  setPassengers,
  fillSearchForm,
  nameCity,
  resetSearchForm,
} = searchFormSlice.actions;

export const selectSearchForm = (state: { searchForm: SearchFormState }) => state.searchForm;
