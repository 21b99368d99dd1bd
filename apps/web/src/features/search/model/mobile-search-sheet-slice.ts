/** The bottom sheet where a phone user picks a city; one sheet serves both ends of the route. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type MobileSearchSheetVariant = 'city_from' | 'city_to';

export interface MobileSearchSheetState {
  isOpen: boolean;
  variant: MobileSearchSheetVariant;
}

const initialState: MobileSearchSheetState = { isOpen: false, variant: 'city_from' };

export const mobileSearchSheetSlice = createSlice({
  name: 'mobileSearchSheet',
  initialState,
  reducers: {
    openMobileSearchSheet: (state, action: PayloadAction<MobileSearchSheetVariant>) => {
      state.isOpen = true;
      state.variant = action.payload;
    },
    closeMobileSearchSheet: (state) => {
      state.isOpen = false;
    },
  },
});

export const { openMobileSearchSheet, closeMobileSearchSheet } = mobileSearchSheetSlice.actions;
