/** Route page endpoints. The language is part of each cache key, so switching language refetches the city names. */
import type { RouteList, RoutePage } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import type { Language } from '@/shared/i18n/language';

export const routePagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRoutePage: build.query<RoutePage, { slug: string; language: Language }>({
      query: ({ slug }) => ({ url: `/flights/routes/${encodeURIComponent(slug)}/` }),
    }),
    /** The popular routes alone: the whole list is for the sitemap, not for a page. */
    getPopularRoutes: build.query<RouteList, { language: Language }>({
      query: () => ({ url: '/flights/routes/', params: { popular: true } }),
    }),
  }),
});

export const { useGetRoutePageQuery, useGetPopularRoutesQuery } = routePagesApi;
