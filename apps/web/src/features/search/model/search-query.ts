/**
 * The search lives in the URL (/search?from=BSZ&to=MOW&date=…), so it can be shared, reloaded and
 * walked with the back button. This module turns the query string into search criteria plus the
 * results view (page, filters, sort) and back, and criteria into the API request.
 */
import {
  CABIN_CLASSES,
  MAX_SEATS_PER_BOOKING,
  SEARCH_SORTS,
  parseIsoDate,
  type CabinClass,
  type SearchRequest,
  type SearchSort,
} from '@sapar/contracts';
import type { PassengerCounts, TripType } from './types';

export interface SearchCriteria {
  type: TripType;
  from: string;
  to: string;
  /** yyyy-MM-dd */
  date: string;
  /** yyyy-MM-dd for a round trip, otherwise null. */
  back: string | null;
  cabin: CabinClass;
  passengers: PassengerCounts;
}

/** A window of local hours at an airport, [from, to). */
export interface HourWindow {
  from: number;
  to: number;
}

/** The time windows of one leg: departure from its origin, arrival at its destination. */
export interface LegWindows {
  departure: HourWindow | null;
  arrival: HourWindow | null;
}

export interface ResultsView {
  page: number;
  direct: boolean;
  without_baggage: boolean;
  /** null: the API's default order (cheapest first). */
  sort: SearchSort | null;
  /** null: any number of stops. */
  max_stops: number | null;
  /** Carrier codes; empty: every airline. */
  airlines: string[];
  /** Minutes; null: no limit. */
  max_duration: number | null;
  max_layover: number | null;
  /** Only fares with checked baggage; only refundable fares. */
  baggage: boolean;
  refundable: boolean;
  /** Time windows per leg: the outbound's and the return's. */
  times: { there: LegWindows; back: LegWindows };
}

const NO_WINDOWS: LegWindows = { departure: null, arrival: null };

export const DEFAULT_RESULTS_VIEW: ResultsView = {
  page: 1,
  direct: false,
  without_baggage: false,
  sort: null,
  max_stops: null,
  airlines: [],
  max_duration: null,
  max_layover: null,
  baggage: false,
  refundable: false,
  times: { there: NO_WINDOWS, back: NO_WINDOWS },
};

/** The view with no filter and the default order on its first page. */
export const isDefaultView = (view: ResultsView) => buildViewParams(view).toString() === '';

/** URL names of the time windows: 'dep=6-12' for the outbound, 'back_dep=18-24' for the return. */
const WINDOW_PARAMS = {
  there: { departure: 'dep', arrival: 'arr' },
  back: { departure: 'back_dep', arrival: 'back_arr' },
} as const;

function readWindow(value: string | null): HourWindow | null {
  const match = value ? /^(\d{1,2})-(\d{1,2})$/.exec(value) : null;
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return from >= 0 && to <= 24 && from < to ? { from, to } : null;
}

const readMinutes = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 7 * 24 * 60 ? n : null;
};

/** URL parameter of each passenger count: short names people can read in a shared link. */
const PASSENGER_PARAMS = {
  adults: 'adults',
  kids: 'kids',
  babies_without_sit: 'infants',
  babies_with_sit: 'infants_seat',
  pensioners: 'pensioners',
} as const satisfies Record<keyof PassengerCounts, string>;

const CODE = /^[A-Za-z0-9\u0400-\u04FF]{2,8}$/;

function readCount(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) ? Math.min(Math.max(value, 0), MAX_SEATS_PER_BOOKING) : fallback;
}

/** dd.MM.yyyy and dd-MM-yyyy, the dates people write (docs/product.md#constants), besides the URL's own yyyy-MM-dd. */
const WRITTEN_DATE = /^(\d{2})[.-](\d{2})[.-](\d{4})$/;
function readDate(value: string | null): string | null {
  const written = value ? WRITTEN_DATE.exec(value.trim()) : null;
  const iso = written ? `${written[3]}-${written[2]}-${written[1]}` : value;
  return iso && parseIsoDate(iso) ? iso : null;
}
const readFlag = (value: string | null) => value === 'true' || value === '1';

/** Criteria from the query string, or null when it does not name a route and a date. */
export function parseSearchCriteria(params: URLSearchParams): SearchCriteria | null {
  const from = params.get('from')?.trim().toUpperCase() ?? '';
  const to = params.get('to')?.trim().toUpperCase() ?? '';
  const date = readDate(params.get('date'));
  if (!CODE.test(from) || !CODE.test(to) || !date) return null;
  const back = readDate(params.get('back'));
  const typeParam = params.get('type');
  const type: TripType = typeParam === 'round_trip' || (typeParam !== 'one_way' && back) ? 'round_trip' : 'one_way';
  const cabinParam = params.get('cabin');
  const cabin = CABIN_CLASSES.find((c) => c === cabinParam) ?? 'ekonom';
  return {
    type,
    from,
    to,
    date,
    back: type === 'round_trip' ? back : null,
    cabin,
    passengers: {
      adults: readCount(params, PASSENGER_PARAMS.adults, 1),
      kids: readCount(params, PASSENGER_PARAMS.kids, 0),
      babies_without_sit: readCount(params, PASSENGER_PARAMS.babies_without_sit, 0),
      babies_with_sit: readCount(params, PASSENGER_PARAMS.babies_with_sit, 0),
      pensioners: readCount(params, PASSENGER_PARAMS.pensioners, 0),
    },
  };
}

export function parseResultsView(params: URLSearchParams): ResultsView {
  const page = Number(params.get('page'));
  const sortParam = params.get('sort');
  const maxStops = Number(params.get('max_stops'));
  const windows = (leg: 'there' | 'back'): LegWindows => ({
    departure: readWindow(params.get(WINDOW_PARAMS[leg].departure)),
    arrival: readWindow(params.get(WINDOW_PARAMS[leg].arrival)),
  });
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    direct: readFlag(params.get('direct')),
    without_baggage: readFlag(params.get('without_baggage')),
    sort: SEARCH_SORTS.find((s) => s === sortParam && s !== 'cheapest') ?? null,
    max_stops:
      params.get('max_stops') !== null && Number.isInteger(maxStops) && maxStops >= 0 && maxStops <= 3
        ? maxStops
        : null,
    airlines: (params.get('airlines') ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter((c) => /^[A-Z0-9]{2,3}$/.test(c)),
    max_duration: readMinutes(params.get('max_duration')),
    max_layover: readMinutes(params.get('max_layover')),
    baggage: readFlag(params.get('baggage')),
    refundable: readFlag(params.get('refundable')),
    times: { there: windows('there'), back: windows('back') },
  };
}

/** The view's URL parameters, only those that differ from the default. */
function buildViewParams(view: ResultsView, params = new URLSearchParams()): URLSearchParams {
  if (view.page > 1) params.set('page', String(view.page));
  if (view.direct) params.set('direct', 'true');
  if (view.without_baggage) params.set('without_baggage', 'true');
  if (view.sort && view.sort !== 'cheapest') params.set('sort', view.sort);
  if (view.max_stops !== null) params.set('max_stops', String(view.max_stops));
  if (view.airlines.length > 0) params.set('airlines', view.airlines.join(','));
  if (view.max_duration !== null) params.set('max_duration', String(view.max_duration));
  if (view.max_layover !== null) params.set('max_layover', String(view.max_layover));
  if (view.baggage) params.set('baggage', 'true');
  if (view.refundable) params.set('refundable', 'true');
  for (const leg of ['there', 'back'] as const) {
    for (const end of ['departure', 'arrival'] as const) {
      const window = view.times[leg][end];
      if (window) params.set(WINDOW_PARAMS[leg][end], `${window.from}-${window.to}`);
    }
  }
  return params;
}

/** The query string of a search; the view parameters are written only when they differ from the default. */
export function buildSearchQuery(criteria: SearchCriteria, view: ResultsView = DEFAULT_RESULTS_VIEW): string {
  const params = new URLSearchParams();
  params.set('from', criteria.from);
  params.set('to', criteria.to);
  params.set('date', criteria.date);
  if (criteria.type === 'round_trip' && criteria.back) params.set('back', criteria.back);
  for (const [key, name] of Object.entries(PASSENGER_PARAMS) as [keyof PassengerCounts, string][]) {
    params.set(name, String(criteria.passengers[key]));
  }
  params.set('cabin', criteria.cabin);
  params.set('type', criteria.type);
  return buildViewParams(view, params).toString();
}

/** A stable key of what the API is asked, so a change of page or filter does not start a new search. */
export const criteriaKey = (criteria: SearchCriteria) => buildSearchQuery(criteria);

export function toSearchRequest(criteria: SearchCriteria): SearchRequest {
  return {
    type: criteria.type,
    city_from: criteria.from,
    city_to: criteria.to,
    when_date: criteria.date,
    ...(criteria.type === 'round_trip' && criteria.back ? { back_date: criteria.back } : {}),
    passengers: { type: criteria.cabin, ...criteria.passengers },
  };
}
