/** Results of the last search: status, outbound/return tab, paging, filters and the tickets on screen. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FoundTicket, SearchMeta } from './types';

export type SearchStatus = 'wait' | 'loading' | 'success' | 'empty' | 'error';
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
  search_data: { departure: string | null; arrival: string | null };
}

export interface SearchResultsState {
  status: SearchStatus;
  activeResultsTab: ResultsTab;
  pageData: { currentPage: number; totalPages: number };
  searchData: SearchData;
  visibleTickets: FoundTicket[];
  returnedTickets: FoundTicket[];
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
  resetSearchResults,
} = searchResultsSlice.actions;
