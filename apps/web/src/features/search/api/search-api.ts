/**
 * Flight search endpoints. The language is part of each cache key: city and airline names come
 * back in it. The search itself is a POST kept as a query, so the same criteria share one answer
 * and `refetch()` starts a fresh search when the old one has expired.
 */
import type {
  Location,
  SearchLeg,
  SearchRequest,
  SearchResponse,
  SearchSort,
  calendarResponseSchema,
  searchPageResponseSchema,
  searchRetryResponseSchema,
} from '@sapar/contracts';
import type { z } from 'zod';
import { baseApi } from '@/shared/api/base-api';
import type { Language } from '@/shared/i18n/language';

export type SearchPageResponse = z.infer<typeof searchPageResponseSchema>;
export type SearchRetry = z.infer<typeof searchRetryResponseSchema>;
export type PriceCalendar = z.infer<typeof calendarResponseSchema>;

export interface LocationsArgs {
  q: string;
  language: Language;
}

export interface SearchFlightsArgs {
  request: SearchRequest;
  language: Language;
}

export interface SearchPageArgs {
  searchId: string;
  leg: SearchLeg;
  page: number;
  direct: boolean;
  withoutBaggage: boolean;
  sort: SearchSort | null;
  maxStops?: number | null;
  airlines?: string[];
  maxDuration?: number | null;
  maxLayover?: number | null;
  baggage?: boolean;
  refundable?: boolean;
  /** Local hours at the leg's airports, [from, to). */
  departure?: { from: number; to: number } | null;
  arrival?: { from: number; to: number } | null;
  language: Language;
}

export interface PriceCalendarArgs {
  cityFrom: string;
  cityTo: string;
  /** yyyy-MM */
  month: string;
  cabin: string;
  language: Language;
}

function toSearchPageRequest({
  searchId,
  leg,
  page,
  direct,
  withoutBaggage,
  sort,
  maxStops,
  airlines,
  maxDuration,
  maxLayover,
  baggage,
  refundable,
  departure,
  arrival,
}: SearchPageArgs) {
  return {
    url: `/flights/search/${encodeURIComponent(searchId)}/`,
    params: {
      leg,
      page,
      direct: direct || undefined,
      without_baggage: withoutBaggage || undefined,
      sort,
      max_stops: maxStops ?? undefined,
      airlines: airlines && airlines.length > 0 ? airlines.join(',') : undefined,
      max_duration: maxDuration ?? undefined,
      max_layover: maxLayover ?? undefined,
      baggage: baggage || undefined,
      refundable: refundable || undefined,
      departure_from: departure?.from,
      departure_to: departure?.to,
      arrival_from: arrival?.from,
      arrival_to: arrival?.to,
    },
  };
}

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<Location[], LocationsArgs>({
      query: ({ q }) => ({ url: '/locations/', params: { q } }),
      keepUnusedDataFor: 300,
    }),
    searchFlights: build.query<SearchResponse, SearchFlightsArgs>({
      query: ({ request }) => ({ url: '/flights/search/', method: 'POST', body: request }),
    }),
    getSearchPage: build.query<SearchPageResponse, SearchPageArgs>({ query: toSearchPageRequest }),
    /**
     * The same page asked again while suppliers are still answering. A cache entry of its own: the page on screen
     * stays as the traveller reads it until they choose to see what arrived.
     */
    pollSearchPage: build.query<SearchPageResponse, SearchPageArgs>({
      query: toSearchPageRequest,
      keepUnusedDataFor: 0,
    }),
    /** Asks the suppliers that did not answer once more; their offers arrive in the stored search. */
    retrySuppliers: build.mutation<SearchRetry, { searchId: string }>({
      query: ({ searchId }) => ({ url: `/flights/search/${encodeURIComponent(searchId)}/retry/`, method: 'POST' }),
    }),
    getPriceCalendar: build.query<PriceCalendar, PriceCalendarArgs>({
      query: ({ cityFrom, cityTo, month, cabin }) => ({
        url: '/flights/calendar/',
        params: { city_from: cityFrom, city_to: cityTo, month, cabin },
      }),
    }),
  }),
});

export const {
  useGetLocationsQuery,
  useSearchFlightsQuery,
  useGetSearchPageQuery,
  useLazyPollSearchPageQuery,
  useRetrySuppliersMutation,
  useGetPriceCalendarQuery,
} = searchApi;
