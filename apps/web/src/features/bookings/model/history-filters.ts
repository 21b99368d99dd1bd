/**
 * The history's filters: the group tab, the departure date range, the booking reference, a passenger's
 * name and the page. Empty ones never reach the API (docs/product.md#bookings-history: empty query parameters are dropped).
 */
import { HISTORY_GROUPS, type HistoryGroup } from '@sapar/contracts';
import type { QueryValue } from '@/shared/api/api-client';

/** The tabs of the history: every order, then the four groups (docs/product.md#bookings-history). */
export const HISTORY_TABS = ['all', ...HISTORY_GROUPS] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export const isHistoryTab = (value: string | null): value is HistoryTab => HISTORY_TABS.some((tab) => tab === value);

export interface HistoryFilters {
  group: HistoryTab;
  /** yyyy-MM-dd, or '' */
  date_from: string;
  date_to: string;
  order_number: string;
  passenger: string;
  page: number;
}

/** The form part of the filters (what the user types, applied together). */
export type HistorySearch = Pick<HistoryFilters, 'date_from' | 'date_to' | 'order_number' | 'passenger'>;

export const EMPTY_HISTORY_SEARCH: HistorySearch = { date_from: '', date_to: '', order_number: '', passenger: '' };
export const INITIAL_HISTORY_FILTERS: HistoryFilters = { group: 'all', ...EMPTY_HISTORY_SEARCH, page: 1 };

export const hasHistorySearch = (search: HistorySearch) =>
  (Object.keys(EMPTY_HISTORY_SEARCH) as (keyof HistorySearch)[]).some((key) => search[key].trim() !== '');

/** The query of GET /booking/my/: trimmed, 'all' and the first page left out, nothing empty. */
export function toHistoryParams(filters: HistoryFilters): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {
    group: filters.group === 'all' ? undefined : (filters.group satisfies HistoryGroup),
    date_from: filters.date_from.trim(),
    date_to: filters.date_to.trim(),
    order_number: filters.order_number.trim().toUpperCase(),
    passenger: filters.passenger.trim(),
    page: filters.page > 1 ? filters.page : undefined,
  };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}
