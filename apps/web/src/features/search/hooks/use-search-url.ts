import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useServerEffect } from '@/shared/lib/use-server-effect';
import {
  buildSearchQuery,
  criteriaKey,
  parseResultsView,
  parseSearchCriteria,
  type ResultsView,
  type SearchCriteria,
} from '../model/search-query';
import { fillSearchForm } from '../model/search-form-slice';

/** The search criteria and results view in the current URL (null criteria: no search asked). */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const criteria = useMemo(() => parseSearchCriteria(new URLSearchParams(query)), [query]);
  const view = useMemo(() => parseResultsView(new URLSearchParams(query)), [query]);

  /** A new page, filter or date is a new history entry, so Back undoes it. */
  const changeView = useCallback(
    (next: Partial<ResultsView>, nextCriteria?: Partial<SearchCriteria>) => {
      if (!criteria) return;
      setParams(new URLSearchParams(buildSearchQuery({ ...criteria, ...nextCriteria }, { ...view, ...next })));
    },
    [criteria, view, setParams],
  );
  return { criteria, view, changeView };
}

/** Keeps the form showing the search in the URL, on load and on Back/Forward. */
export function useFillFormFromUrl(criteria: SearchCriteria | null) {
  const dispatch = useDispatch();
  const key = criteria ? criteriaKey(criteria) : null;
  // The key says when the criteria really changed; the object is new on every URL change.
  useServerEffect(() => {
    if (criteria) dispatch(fillSearchForm(criteria));
  }, [key, dispatch]);
}
