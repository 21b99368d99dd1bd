/** FAQ and pages. The language is part of each cache key, so switching language refetches the texts. */
import type { ContentPage, ContentPageSlug, FaqResponse } from '@sapar/contracts';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import type { Language } from '@/shared/i18n/language';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFaq: build.query<FaqResponse, { language: Language }>({
      query: () => ({ url: '/faq/' }),
      providesTags: [API_TAGS.publicFaq],
    }),
    getContentPage: build.query<ContentPage, { slug: ContentPageSlug; language: Language }>({
      query: ({ slug }) => ({ url: `/pages/${slug}/` }),
      providesTags: [API_TAGS.publicPages],
    }),
  }),
});

export const { useGetFaqQuery, useGetContentPageQuery } = contentApi;
