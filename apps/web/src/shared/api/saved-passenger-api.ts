/**
 * The one passenger a signed-in user keeps (docs/product.md#passenger-form-rules: only one may be saved): read and saved by the
 * personal cabinet and by the purchase forms, so both share one cache entry and one tag.
 */
import type { SavedPassengerInput, SavedPassengerResponse } from '@sapar/contracts';
import { isApiError } from './api-error';
import { API_TAGS, baseApi } from './base-api';

export const savedPassengerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The saved passenger, or null when there is none (the API answers 404). */
    getSavedPassenger: build.query<SavedPassengerResponse | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/users/me/passenger/' });
        if (result.error) {
          return isApiError(result.error) && result.error.status === 404 ? { data: null } : { error: result.error };
        }
        return { data: result.data as SavedPassengerResponse };
      },
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
