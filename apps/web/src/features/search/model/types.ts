/**
 * Client-side shapes of the search. The flight search API is not specified yet, so tickets and
 * search parameters are kept as open records until its contract lands in @sapar/contracts.
 */
import type { CabinClass } from '@sapar/contracts';

export type TripType = 'one_way' | 'round_trip';

export interface CityChoice {
  title: string;
  /** IATA code of the city or airport, once a city is picked from the list. */
  code?: string;
}

export interface PassengerSelection {
  type: CabinClass;
  label: string;
  kids: number;
  adults: number;
  babies_without_sit: number;
  babies_with_sit: number;
  pensioners: number;
}

export type FoundTicket = Record<string, unknown>;
export type SearchMeta = Record<string, unknown>;
