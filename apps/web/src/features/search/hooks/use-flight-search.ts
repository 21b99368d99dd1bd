/**
 * Runs the search the URL asks for and keeps the searchResults state in step with it:
 * the POST answers the first page of each leg; another page, filter or sort is a GET on the
 * search id. A 410, or the clock passing `expires_at`, turns the results into 'expired'.
 * While suppliers are still answering, the stored search is asked again in the background; what
 * arrives waits until the traveller asks to see it (model/arriving-offers.ts).
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { SearchFacets, SearchResponse } from '@sapar/contracts';
import { isApiError } from '@/shared/api';
import { useLanguage } from '@/shared/lib/use-language';
import {
  useGetSearchPageQuery,
  useLazyPollSearchPageQuery,
  useRetrySuppliersMutation,
  useSearchFlightsQuery,
  type SearchPageArgs,
} from '../api/search-api';
import {
  ARRIVING_MAX_POLLS,
  ARRIVING_POLL_MS,
  canShowAtOnce,
  countArrivedOffers,
  pendingSuppliersOf,
  unansweredSuppliersOf,
  type LegAnswer,
} from '../model/arriving-offers';
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
  type ResultsTab,
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
  arriving: ArrivingOffers;
}

/** Suppliers still answering, what they sent that is not on screen yet, and those that did not answer. */
export interface ArrivingOffers {
  /** The stored search is being asked again: more airlines may still answer. */
  isAsking: boolean;
  /** Options that arrived and are not shown yet (0 when none). */
  count: number;
  /** Shows what arrived: the newest answer replaces the one on screen. */
  show: () => void;
  /** How many the last 'show' added on this view (null before any): said until more arrive. */
  shownCount: number | null;
  hasUnanswered: boolean;
  isRetrying: boolean;
  /** Asks the suppliers that did not answer once more. */
  retry: () => void;
}

const legOf = (response: SearchResponse, leg: 'there' | 'back'): LegAnswer => ({
  tickets: leg === 'back' ? response.returned_tickets : response.tickets,
  pageData: leg === 'back' ? response.returnedPageData : response.pageData,
  facets: leg === 'back' ? response.returned_facets : response.facets,
  pending_suppliers: response.pending_suppliers,
  unanswered_suppliers: response.unanswered_suppliers,
});

/** The view's arguments without the language: the same view in another language is the same list. */
const viewKeyOf = ({ language: _language, ...args }: SearchPageArgs) => JSON.stringify(args);

/**
 * Asks for the view again every ARRIVING_POLL_MS while suppliers are pending (in the newest answer, else in the one
 * on screen), at most ARRIVING_MAX_POLLS times; stops when nothing is pending, the view changes or the page is left.
 */
function useArrivingPolls(args: SearchPageArgs | null, isReady: boolean, shown: LegAnswer | null) {
  const [poll, polled] = useLazyPollSearchPageQuery();
  const [gaveUpKey, setGaveUpKey] = useState<string | null>(null);
  const key = args ? viewKeyOf(args) : null;
  const latest =
    polled.currentData && polled.originalArgs && key === viewKeyOf(polled.originalArgs) ? polled.currentData : null;
  const isRunning = isReady && key !== null && gaveUpKey !== key && pendingSuppliersOf(latest ?? shown).length > 0;
  useEffect(() => {
    if (!isRunning || !args) return;
    let polls = 0;
    let isLeft = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => {
        polls += 1;
        void poll(args).finally(() => {
          if (isLeft) return;
          if (polls >= ARRIVING_MAX_POLLS) setGaveUpKey(viewKeyOf(args));
          else next();
        });
      }, ARRIVING_POLL_MS);
    };
    next();
    return () => {
      isLeft = true;
      clearTimeout(timer);
    };
  }, [isRunning, key]); // eslint-disable-line react-hooks/exhaustive-deps
  /** Asks once now (after a retry), and lets the polls run again for this view. */
  const askNow = useCallback(async () => {
    if (!args) return;
    setGaveUpKey(null);
    await poll(args);
  }, [args, poll]);
  return { latest, isRunning, askNow };
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

  // The view on screen as a GET of the stored search: what polling asks for again.
  const viewArgs: SearchPageArgs | null = response
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
    : null;
  const viewKey = viewArgs ? viewKeyOf(viewArgs) : null;
  // Answers the traveller chose to see ('N more options'), per view: they stay on screen until asked again.
  const [adopted, setAdopted] = useState<{ searchId: string; answers: Record<string, LegAnswer> }>({
    searchId: '',
    answers: {},
  });
  const adoptedAnswer =
    viewKey && response && adopted.searchId === response.search_id ? adopted.answers[viewKey] : undefined;
  const requested: LegAnswer | null =
    pageArgs !== skipToken ? (page.currentData ?? null) : response ? legOf(response, tab) : null;
  const shown: LegAnswer | null = adoptedAnswer ?? requested;

  const error = search.error ?? (pageArgs === skipToken ? undefined : page.error);
  const isLoading = search.isFetching || (pageArgs !== skipToken && page.isFetching && !adoptedAnswer);
  const isReady = Boolean(response) && !isLoading && !error && !isExpiredByClock;

  const polls = useArrivingPolls(viewArgs, isReady, shown);
  const latest = polls.latest;
  // What the search knows of its suppliers: the newest answer's, else the one on screen's.
  const progress = latest ?? shown;
  const isPending = polls.isRunning;

  // The newest facets each leg's polls brought, kept when the view changes.
  const [arrivedFacetsOf, setArrivedFacetsOf] = useState<{
    searchId: string;
    there?: SearchFacets;
    back?: SearchFacets;
  }>({ searchId: '' });
  const arrivedFacets: Partial<Record<ResultsTab, SearchFacets>> =
    response && arrivedFacetsOf.searchId === response.search_id ? arrivedFacetsOf : {};
  useEffect(() => {
    if (!latest || !response) return;
    setArrivedFacetsOf((current) => ({
      ...(current.searchId === response.search_id ? current : {}),
      searchId: response.search_id,
      [tab]: latest.facets,
    }));
  }, [latest, response, tab]);

  const adopt = useCallback(
    (answer: LegAnswer) => {
      if (!response || !viewKey) return;
      setAdopted((current) => ({
        searchId: response.search_id,
        answers: { ...(current.searchId === response.search_id ? current.answers : {}), [viewKey]: answer },
      }));
    },
    [response, viewKey],
  );
  // Nothing on screen yet: the first options that arrive are shown at once.
  useEffect(() => {
    if (canShowAtOnce(shown, latest) && latest) adopt(latest);
  }, [shown, latest, adopt]);

  const [lastShown, setLastShown] = useState<{ viewKey: string; count: number } | null>(null);
  const [retrySuppliers] = useRetrySuppliersMutation();
  const [isRetrying, setIsRetrying] = useState(false);
  const retry = () => {
    if (!response || isRetrying) return;
    setIsRetrying(true);
    // The retry answers at once; the stored search, asked right after, says who is being asked again.
    void retrySuppliers({ searchId: response.search_id })
      .unwrap()
      .then(() => polls.askNow())
      .catch(() => undefined)
      .finally(() => setIsRetrying(false));
  };

  let status: SearchStatus;
  let tickets = NO_TICKETS;
  let pageData = { currentPage: 1, totalPages: 1, total: 0 };
  let errorMessage: string | null = null;
  // The leg's facets come with the search and stay while a page loads, so the filters do not flicker; what arrived
  // from suppliers since is counted in the newest answer's (they count the leg before any filter).
  const facets: SearchFacets | null =
    latest?.facets ?? arrivedFacets[tab] ?? (response ? legOf(response, tab).facets : null);
  // A leg with nothing found yet while suppliers are still answering is not empty: it is still being searched.
  const legTotal = (leg: 'there' | 'back') =>
    leg === tab && shown ? (facets?.total ?? 0) : response ? legOf(response, leg).facets.total : 0;
  const isLegEmpty = (leg: 'there' | 'back') =>
    legTotal(leg) === 0 && !(leg === tab ? isPending : pendingSuppliersOf(response).length > 0);
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
  } else if (!response || !shown) status = 'loading';
  else if (isLegEmpty('there') || (criteria.type === 'round_trip' && isLegEmpty('back'))) {
    status = 'empty';
  } else if (isExpiredByClock) status = 'expired';
  else if (shown.tickets.length === 0 && legTotal(tab) === 0 && isPending) status = 'loading';
  else {
    status = 'success';
    tickets = shown.tickets;
    pageData = shown.pageData;
  }

  const arrivedCount = status === 'success' ? countArrivedOffers(shown, latest) : 0;
  const arriving: ArrivingOffers = {
    isAsking: isPending && (status === 'success' || status === 'loading'),
    count: arrivedCount,
    show: () => {
      if (!latest || !viewKey) return;
      setLastShown({ viewKey, count: arrivedCount });
      adopt(latest);
    },
    shownCount: lastShown && lastShown.viewKey === viewKey ? lastShown.count : null,
    hasUnanswered:
      (status === 'success' || status === 'empty') && !isPending && unansweredSuppliersOf(progress).length > 0,
    isRetrying,
    retry,
  };

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

  return {
    status,
    response,
    tickets,
    facets,
    pageData,
    errorMessage,
    refresh: () => void search.refetch(),
    arriving,
  };
}
