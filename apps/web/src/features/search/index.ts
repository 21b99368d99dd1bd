/** Public face of the flight search: the form, the (lazy) results and what a page needs to place them. */
import { useSearchParams } from 'react-router';
import type { SearchRequest } from '@sapar/contracts';
import { preloadableLazy } from '@/shared/lib/preloadable-lazy';
import { DEFAULT_PASSENGERS } from './model/search-form-slice';
import { buildSearchQuery, parseSearchCriteria, toSearchRequest } from './model/search-query';
import type { SearchResultsProps } from './components/results/search-results';

export { SearchForm, type SearchFormHandle, type SearchFormProps } from './components/search-form';
export { SearchSummary } from './components/search-summary';
export type { ChosenTrip, OfferGoneState, SearchResultsProps } from './components/results/search-results';

/**
 * The results with date-fns and the rest load only once a search is in the URL; a search page the server drew loads
 * them before it is hydrated (main.tsx).
 */
export const SearchResults = preloadableLazy<SearchResultsProps>(
  async () => (await import('./components/results/search-results')).SearchResults,
);

/** Whether the URL holds a search to show results for. */
export function useHasSearch(): boolean {
  const [params] = useSearchParams();
  return parseSearchCriteria(params) !== null;
}

/** The API request of a search URL's parameters (null when they hold no search): a purchase repeats it when its offer expires. */
export function searchRequestFromParams(params: Record<string, string> | null): SearchRequest | null {
  const criteria = params ? parseSearchCriteria(new URLSearchParams(params)) : null;
  return criteria ? toSearchRequest(criteria) : null;
}

/** The query string of a one-way economy search for one adult (a route page's day): /search?{query}. */
export function oneWaySearchQuery(from: string, to: string, date: string): string {
  const { type: cabin, label: _label, ...passengers } = DEFAULT_PASSENGERS;
  return buildSearchQuery({ type: 'one_way', from, to, date, back: null, cabin, passengers });
}
