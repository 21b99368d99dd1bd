/** The currency prices are shown in: a code string, empty until the server or the user picks one. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type CurrencyState = string;

/** The som: what an empty currency means for a Kyrgyz agency. */
export const DEFAULT_CURRENCY_CODE = 'KGS';

const initialState = '' as CurrencyState;

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    setCurrency: (_state, action: PayloadAction<string>) => action.payload.trim().toUpperCase(),
    resetCurrency: () => initialState,
  },
});

export const { setCurrency, resetCurrency } = currencySlice.actions;

export const selectCurrencyCode = (state: { currency: CurrencyState }): string =>
  state.currency || DEFAULT_CURRENCY_CODE;
