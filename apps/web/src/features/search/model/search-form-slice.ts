/** The ticket search form: route, dates (ISO `yyyy-MM-dd` strings, so the store stays serialisable) and passengers. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
    setCityFrom: (state, action: PayloadAction<CityChoice>) => {
      state.city_from = action.payload;
    },
    setCityTo: (state, action: PayloadAction<CityChoice>) => {
      state.city_to = action.payload;
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
    resetSearchForm: () => searchFormInitialState,
  },
});

export const { setTripType, setCityFrom, setCityTo, swapCities, setFlightDates, setPassengers, resetSearchForm } =
  searchFormSlice.actions;
