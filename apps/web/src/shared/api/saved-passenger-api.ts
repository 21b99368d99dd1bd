/**
 * The one passenger a signed-in user keeps (docs/product.md#passenger-form-rules: only one may be saved): read and saved by the
 * personal cabinet and by the purchase forms, so both share one cache entry and one tag.
 */
import type { SavedPassengerInput, SavedPassengerResponse } from '@sapar/contracts';
import { API_TAGS, baseApi } from './base-api';

export const savedPassengerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The saved passenger, or null when there is none (the API answers null). */
    getSavedPassenger: build.query<SavedPassengerResponse | null, void>({
      query: () => ({ url: '/users/me/passenger/' }),
      providesTags: [API_TAGS.savedPassenger],
    }),
    saveSavedPassenger: build.mutation<SavedPassengerResponse, SavedPassengerInput>({
      query: (body) => ({ url: '/users/me/passenger/', method: 'PUT', body }),
      invalidatesTags: [API_TAGS.savedPassenger],
    }),
    deleteSavedPassenger: build.mutation<void, void>({
      query: () => ({ url: '/users/me/passenger/', method: 'DELETE' }),
      invalidatesTags: [API_TAGS.savedPassenger],
    }),
  }),
});

export const { useGetSavedPassengerQuery, useSaveSavedPassengerMutation, useDeleteSavedPassengerMutation } =
  savedPassengerApi;
