/**
 * Runs the search the URL asks for and keeps the searchResults state in step with it:
 * the POST answers the first page of each leg; another page, filter or sort is a GET on the
 * search id. A 410, or the clock passing `expires_at`, turns the results into 'expired'.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { SearchFacets, SearchResponse } from '@sapar/contracts';
import { isApiError } from '@/shared/api';
import { useLanguage } from '@/shared/lib/use-language';
import { useGetSearchPageQuery, useSearchFlightsQuery, type SearchPageArgs } from '../api/search-api';
import {
  criteriaKey,
  isDefaultView,
  toSearchRequest,
  type ResultsView,
  type SearchCriteria,
} from '../model/search-query';
import {
  applySearchResults,
  clearChosenTickets,
  selectActiveResultsTab,
  setActiveResultsTab,
  type SearchStatus,
} from '../model/search-results-slice';
import type { FoundTicket } from '../model/types';

const SEARCH_EXPIRED_STATUS = 410;
/** One empty list, so the store is not updated on every render with a new `[]`. */
const NO_TICKETS: FoundTicket[] = [];

export interface FlightSearch {
  status: SearchStatus;
  response: SearchResponse | undefined;
  /** Results of the active tab on the current page. */
  tickets: FoundTicket[];
  /** What the active tab's leg holds before any filter. */
  facets: SearchFacets | null;
  pageData: { currentPage: number; totalPages: number; total: number };
  errorMessage: string | null;
  /** A fresh search with the same criteria (after expiry or a failure). */
  refresh: () => void;
}

function useExpiredByClock(response: SearchResponse | undefined): boolean {
  const [expiredId, setExpiredId] = useState<string | null>(null);
  useEffect(() => {
    if (!response) return;
    const left = Date.parse(response.expires_at) - Date.now();
    if (!Number.isFinite(left)) return;
    const timer = setTimeout(() => setExpiredId(response.search_id), Math.max(left, 0));
    return () => clearTimeout(timer);
  }, [response]);
  return Boolean(response && expiredId === response.search_id);
}

export function useFlightSearch(criteria: SearchCriteria | null, view: ResultsView): FlightSearch {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = useLanguage();
  const activeResultsTab = useSelector(selectActiveResultsTab);
  const key = criteria ? criteriaKey(criteria) : null;
  const tab = criteria?.type === 'round_trip' ? activeResultsTab : 'there';

  // A new search starts on the outbound tab with nothing chosen.
  useEffect(() => {
    dispatch(setActiveResultsTab('there'));
    dispatch(clearChosenTickets());
  }, [key, dispatch]);

  const request = useMemo(() => (criteria ? toSearchRequest(criteria) : null), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const search = useSearchFlightsQuery(request ? { request, language } : skipToken);
  const response = search.currentData;

  const pageArgs: SearchPageArgs | typeof skipToken =
    response && !isDefaultView(view)
      ? {
          searchId: response.search_id,
          leg: tab,
          page: view.page,
          direct: view.direct,
          withoutBaggage: view.without_baggage,
          sort: view.sort,
          maxStops: view.max_stops,
          airlines: view.airlines,
          maxDuration: view.max_duration,
          maxLayover: view.max_layover,
          baggage: view.baggage,
          refundable: view.refundable,
          departure: view.times[tab].departure,
          arrival: view.times[tab].arrival,
          language,
        }
      : skipToken;
  const page = useGetSearchPageQuery(pageArgs);
  const isExpiredByClock = useExpiredByClock(response);

  const error = search.error ?? (pageArgs === skipToken ? undefined : page.error);
  const isLoading = search.isFetching || (pageArgs !== skipToken && page.isFetching);

  let status: SearchStatus;
  let tickets = NO_TICKETS;
  let pageData = { currentPage: 1, totalPages: 1, total: 0 };
  let errorMessage: string | null = null;
  // The leg's facets come with the search and stay while a page loads, so the filters do not flicker.
  const facets: SearchFacets | null = response ? (tab === 'back' ? response.returned_facets : response.facets) : null;
  if (!criteria) status = 'wait';
  else if (isLoading) status = 'loading';
  else if (error) {
    const apiError = isApiError(error) ? error : null;
    // A search the server no longer knows (404 on a page) is as stale as an expired one: both need a new search.
    const isStale = apiError?.status === SEARCH_EXPIRED_STATUS || (apiError?.status === 404 && !search.error);
    status = isStale ? 'expired' : 'error';
    errorMessage = apiError?.messageKey
      ? t(apiError.messageKey)
      : apiError?.errors
        ? Object.values(apiError.errors).join(' ')
        : (apiError?.detail ?? null);
  } else if (!response) status = 'loading';
  else if (response.pageData.total === 0 || (criteria.type === 'round_trip' && response.returnedPageData.total === 0)) {
    status = 'empty';
  } else if (isExpiredByClock) status = 'expired';
  else {
    status = 'success';
    if (pageArgs !== skipToken && page.currentData) {
      tickets = page.currentData.tickets;
      pageData = page.currentData.pageData;
    } else {
      tickets = tab === 'back' ? response.returned_tickets : response.tickets;
      pageData = tab === 'back' ? response.returnedPageData : response.pageData;
    }
  }

  useEffect(() => {
    dispatch(
      applySearchResults({
        status,
        errorMessage,
        pageData: { currentPage: pageData.currentPage, totalPages: pageData.totalPages },
        visibleTickets: tab === 'there' ? tickets : (response?.tickets ?? NO_TICKETS),
        returnedTickets: tab === 'back' ? tickets : (response?.returned_tickets ?? NO_TICKETS),
        searchData: {
          tickets: response?.tickets ?? NO_TICKETS,
          filters: {
            direct: view.direct,
            without_baggage: view.without_baggage,
            cheapest: view.sort === 'cheapest',
            fastest: view.sort === 'fastest',
          },
          search: response?.search ?? null,
          time_limit: response?.time_limit ?? null,
          search_data: {
            departure: response?.search_data.departure ?? null,
            arrival: response?.search_data.arrival ?? null,
          },
        },
      }),
    );
  }, [dispatch, status, errorMessage, pageData.currentPage, pageData.totalPages, tickets, tab, response, view]);

  return { status, response, tickets, facets, pageData, errorMessage, refresh: () => void search.refetch() };
}
