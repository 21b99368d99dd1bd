/** The cheapest fare to every destination served from a city: the globe's markers. */
import type { CheapestFaresResponse } from './types';
import { baseApi } from '@/shared/api/base-api';
import type { Language } from '@/shared/i18n/language';

export const destinationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheapestFares: build.query<CheapestFaresResponse, { from: string; language: Language }>({
      query: ({ from }) => ({ url: '/flights/cheapest/', params: { from } }),
    }),
  }),
});

export const { useGetCheapestFaresQuery } = destinationsApi;
