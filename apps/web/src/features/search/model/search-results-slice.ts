/** Results of the last search: status, outbound/return tab, paging, filters and the tickets on screen. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Location } from '@sapar/contracts';
import type { FoundTicket, SearchMeta } from './types';

/** 'empty': the route has no flights on these dates; 'expired': the offers outlived the search (410). */
export type SearchStatus = 'wait' | 'loading' | 'success' | 'empty' | 'expired' | 'error';
/** 'there' is the outbound leg, 'back' the return leg. */
export type ResultsTab = 'there' | 'back';

export interface ResultFilters {
  direct: boolean;
  fastest: boolean;
  cheapest: boolean;
  without_baggage: boolean;
}

export interface SearchData {
  tickets: FoundTicket[];
  filters: ResultFilters;
  search: SearchMeta | null;
  time_limit: number | null;
  search_data: { departure: Location | null; arrival: Location | null };
}

/** The tickets picked with 'Select': the outbound one, then the return one on a round trip. */
export interface ChosenTickets {
  there: FoundTicket | null;
  back: FoundTicket | null;
}

export interface SearchResultsState {
  status: SearchStatus;
  activeResultsTab: ResultsTab;
  pageData: { currentPage: number; totalPages: number };
  searchData: SearchData;
  visibleTickets: FoundTicket[];
  returnedTickets: FoundTicket[];
  chosenTickets: ChosenTickets;
  /** The message of a failed search ('error' and 'expired'), as the API wrote it. */
  errorMessage: string | null;
}

export const searchResultsInitialState: SearchResultsState = {
  status: 'wait',
  activeResultsTab: 'there',
  pageData: { currentPage: 1, totalPages: 1 },
  searchData: {
    tickets: [],
    filters: { direct: false, fastest: false, cheapest: false, without_baggage: false },
    search: null,
    time_limit: null,
    search_data: { departure: null, arrival: null },
  },
  visibleTickets: [],
  returnedTickets: [],
  chosenTickets: { there: null, back: null },
  errorMessage: null,
};

export const searchResultsSlice = createSlice({
  name: 'searchResults',
  initialState: searchResultsInitialState,
  reducers: {
    setSearchStatus: (state, action: PayloadAction<SearchStatus>) => {
      state.status = action.payload;
    },
    setActiveResultsTab: (state, action: PayloadAction<ResultsTab>) => {
      state.activeResultsTab = action.payload;
    },
    setPageData: (state, action: PayloadAction<Partial<SearchResultsState['pageData']>>) => {
      state.pageData = { ...state.pageData, ...action.payload };
    },
    setSearchData: (state, action: PayloadAction<Partial<SearchData>>) => {
      state.searchData = { ...state.searchData, ...action.payload };
    },
    setFilter: (state, action: PayloadAction<{ filter: keyof ResultFilters; enabled: boolean }>) => {
      state.searchData.filters[action.payload.filter] = action.payload.enabled;
      state.pageData.currentPage = 1;
    },
    setVisibleTickets: (state, action: PayloadAction<FoundTicket[]>) => {
      state.visibleTickets = action.payload;
    },
    setReturnedTickets: (state, action: PayloadAction<FoundTicket[]>) => {
      state.returnedTickets = action.payload;
    },
    /** One update per answer, so the store never holds tickets of one search with the paging of another. */
    applySearchResults: (
      state,
      action: PayloadAction<
        Pick<SearchResultsState, 'status' | 'pageData' | 'visibleTickets' | 'returnedTickets' | 'errorMessage'> & {
          searchData: Partial<SearchData>;
        }
      >,
    ) => {
      const { searchData, ...rest } = action.payload;
      Object.assign(state, rest);
      state.searchData = { ...state.searchData, ...searchData };
    },
    chooseTicket: (state, action: PayloadAction<FoundTicket>) => {
      state.chosenTickets[action.payload.leg] = action.payload;
    },
    // Field by field, so clearing what is already clear (a page's first render) changes nothing, and wakes nobody.
    clearChosenTickets: (state) => {
      state.chosenTickets.there = null;
      state.chosenTickets.back = null;
    },
    resetSearchResults: () => searchResultsInitialState,
  },
});

export const {
  setSearchStatus,
  setActiveResultsTab,
  setPageData,
  setSearchData,
  setFilter,
  setVisibleTickets,
  setReturnedTickets,
  applySearchResults,
  chooseTicket,
  clearChosenTickets,
  resetSearchResults,
} = searchResultsSlice.actions;

export const selectSearchResults = (state: { searchResults: SearchResultsState }) => state.searchResults;
/** The parts the results page draws from: a component reading only these is not drawn again when results are copied in. */
export const selectActiveResultsTab = (state: { searchResults: SearchResultsState }) =>
  state.searchResults.activeResultsTab;
export const selectChosenTickets = (state: { searchResults: SearchResultsState }) => state.searchResults.chosenTickets;
