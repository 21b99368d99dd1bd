import { useDispatch, useSelector } from 'react-redux';
import type { Location } from '@sapar/contracts';
import { useLanguage } from '@/shared/lib/use-language';
import { useServerEffect } from '@/shared/lib/use-server-effect';
import { useGetLocationsQuery } from '../api/search-api';
import { nameCity, selectSearchForm } from '../model/search-form-slice';
import { useDebouncedValue } from './use-debounced-value';

export const LOCATIONS_DEBOUNCE_MS = 250;
const NO_LOCATIONS: Location[] = [];

/** Autocomplete options for what is typed; popular destinations while the field is empty. */
export function useLocationOptions(text: string, isActive: boolean) {
  const language = useLanguage();
  const q = useDebouncedValue(text.trim(), LOCATIONS_DEBOUNCE_MS);
  const query = useGetLocationsQuery({ q, language }, { skip: !isActive });
  const isSettling = q !== text.trim();
  return {
    options: query.currentData ?? NO_LOCATIONS,
    isLoading: query.isFetching || isSettling,
    isError: query.isError,
  };
}

/** The name of a city or airport code as /locations/ writes it: 'Москва', or 'Москва (Шереметьево)'. */
export function nameOfCode(locations: readonly Location[], code: string): string | null {
  for (const location of locations) {
    if (location.code === code) return location.title;
    const airport = location.airports.find((a) => a.code === code);
    if (airport) return location.airports.length > 1 ? `${location.title} (${airport.title})` : location.title;
  }
  return null;
}

function useNameForCode(field: 'city_from' | 'city_to') {
  const dispatch = useDispatch();
  const language = useLanguage();
  const city = useSelector(selectSearchForm)[field];
  // A city that came from a link has its code for a title until the API names it.
  const needsName = Boolean(city.code && city.title === city.code);
  const { currentData } = useGetLocationsQuery({ q: city.code ?? '', language }, { skip: !needsName });
  useServerEffect(() => {
    if (!needsName || !city.code || !currentData) return;
    const title = nameOfCode(currentData, city.code);
    if (title) dispatch(nameCity({ field, code: city.code, title }));
  }, [needsName, city.code, currentData, dispatch, field]);
}

/** Names the form's cities that arrived as bare codes in the URL. */
export function useCityNames() {
  useNameForCode('city_from');
  useNameForCode('city_to');
}
