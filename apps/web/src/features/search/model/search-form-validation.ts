/** Checks of the search form before it becomes a URL: the messages are translation keys. */
import type { PassengerProblem } from './passenger-rules';
import { checkPassengers } from './passenger-rules';
import type { SearchFormState } from './search-form-slice';

export type SearchFormField = 'city_from' | 'city_to' | 'when_date' | 'back_date' | 'passengers';
/** Field → translation key (ours) or message text (the API's, already translated). */
export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

export const SEARCH_FORM_FIELDS: readonly SearchFormField[] = [
  'city_from',
  'city_to',
  'when_date',
  'back_date',
  'passengers',
];

export const PASSENGER_PROBLEM_KEYS: Record<PassengerProblem, string> = {
  no_adult: 'search.errors.noAdult',
  too_many_seats: 'search.errors.tooManySeats',
  infants_exceed_adults: 'search.errors.infantsExceedAdults',
};

export function validateSearchForm(form: SearchFormState, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  if (!form.city_from.code) errors.city_from = 'search.errors.cityFromRequired';
  if (!form.city_to.code) errors.city_to = 'search.errors.cityToRequired';
  if (form.city_from.code && form.city_from.code === form.city_to.code) errors.city_to = 'search.errors.sameCity';

  // yyyy-MM-dd strings compare as dates.
  if (!form.when_date) errors.when_date = 'search.errors.dateRequired';
  else if (form.when_date < today) errors.when_date = 'search.errors.dateInPast';

  if (form.type === 'round_trip') {
    if (!form.back_date) errors.back_date = 'search.errors.backDateRequired';
    else if (form.when_date && form.back_date < form.when_date) errors.back_date = 'search.errors.backBeforeWhen';
  }

  const problem = checkPassengers(form.passengers);
  if (problem) errors.passengers = PASSENGER_PROBLEM_KEYS[problem];
  return errors;
}
