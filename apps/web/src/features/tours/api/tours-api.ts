/** The tour catalogue; the language is part of the cache key. */
import type { TourDetail, TourListItem, TourListResponse } from '@sapar/contracts';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import type { Language } from '@/shared/i18n/language';

export const toursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTours: build.query<TourListItem[], { language: Language }>({
      query: () => ({ url: '/tours/' }),
      transformResponse: (response: TourListResponse) => response.results,
      providesTags: [API_TAGS.publicTours],
    }),
    getTour: build.query<TourDetail, { slug: string; language: Language }>({
      query: ({ slug }) => ({ url: `/tours/${encodeURIComponent(slug)}/` }),
      providesTags: [API_TAGS.publicTours],
    }),
  }),
});

export const { useGetToursQuery, useGetTourQuery } = toursApi;
