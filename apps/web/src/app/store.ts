/** The Redux store: the client state groups (docs/product.md#client-state-groups) plus the RTK Query cache. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/model/auth-slice';
import { currencySlice } from '@/features/currency/model/currency-slice';
import { paymentSlice } from '@/features/payment/model/payment-slice';
import { mobileSearchSheetSlice } from '@/features/search/model/mobile-search-sheet-slice';
import { searchFormSlice } from '@/features/search/model/search-form-slice';
import { searchResultsSlice } from '@/features/search/model/search-results-slice';
import { baseApi } from '@/shared/api/base-api';

const rootReducer = combineReducers({
  currency: currencySlice.reducer,
  auth: authSlice.reducer,
  searchForm: searchFormSlice.reducer,
  payment: paymentSlice.reducer,
  searchResults: searchResultsSlice.reducer,
  mobileSearchSheet: mobileSearchSheetSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The client state a page the server drew carries to the browser besides the API answers (SsrData.state): what the
 * page filled in from its URL or data while drawn (the search form), so the browser starts where the HTML is.
 */
export const SSR_STATE_SLICES = ['searchForm'] as const satisfies readonly (keyof RootState)[];
export type SsrState = Pick<RootState, (typeof SSR_STATE_SLICES)[number]>;

/** A factory, so every test gets a fresh store and cache. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
