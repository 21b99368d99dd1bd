/** Client-side shapes of the flight search; the wire shapes come from @sapar/contracts. */
import type { CabinClass, SearchResponse, SearchResult } from '@sapar/contracts';

export type TripType = 'one_way' | 'round_trip';

export interface CityChoice {
  title: string;
  /** City or airport code from /locations/, once a city is picked from the list. */
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

/** The passenger counts alone, as the search request and the URL carry them. */
export type PassengerCounts = Omit<PassengerSelection, 'type' | 'label'>;
export type PassengerCountKey = keyof PassengerCounts;

/** One itinerary of the results with its fares; its own fields are those of the fare picked (the cheapest at first). */
export type FoundTicket = SearchResult;
export type SearchMeta = SearchResponse['search'];
