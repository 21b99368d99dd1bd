/** News endpoints. The language is part of each cache key, so switching language refetches the texts. */
import type { NewsDetail, NewsListResponse, NewsListItem } from '@sapar/contracts';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import type { Language } from '@/shared/i18n/language';

export interface NewsListArgs {
  limit: number;
  language: Language;
}

export interface NewsDetailArgs {
  slug: string;
  language: Language;
}

export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestNews: build.query<NewsListItem[], NewsListArgs>({
      query: ({ limit }) => ({ url: '/news', params: { limit } }),
      transformResponse: (response: NewsListResponse) => response.results,
      providesTags: [API_TAGS.publicNews],
    }),
    getNewsBySlug: build.query<NewsDetail, NewsDetailArgs>({
      query: ({ slug }) => ({ url: `/news/${encodeURIComponent(slug)}` }),
      providesTags: [API_TAGS.publicNews],
    }),
  }),
});

export const { useGetLatestNewsQuery, useGetNewsBySlugQuery } = newsApi;
