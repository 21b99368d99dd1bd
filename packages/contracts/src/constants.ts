/** Business constants shared by the web app and the API (docs/product.md#constants). */
export const COOKIE_PREFIX = 'sapar_';
export const ACCESS_TOKEN_COOKIE = `${COOKIE_PREFIX}access_token`;
export const REFRESH_TOKEN_COOKIE = `${COOKIE_PREFIX}refresh_token`;

export const MOBILE_BREAKPOINT_PX = 768;
export const NEWS_BLOCK_SIZE = 5;
export const NEWS_LIST_MAX_LIMIT = 50;
export const NOTIFICATION_AUTO_HIDE_MS = 2000;
export const NOTIFICATION_HIDE_DELAY_MS = 300;
export const DEFAULT_PAYMENT_TIME_LIMIT = 999;
export const DATE_DISPLAY_FORMAT = 'dd MMM yyyy';
export const DATE_PARSE_FORMATS = ['dd.MM.yyyy', 'dd-MM-yyyy'] as const;

export const PASSENGER_TYPES = ['ADLT', 'CHLD', 'INFT'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
export const CABIN_CLASSES = ['ekonom', 'business'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

/** Age bounds in whole years on the flight date. */
export const AGE_BOUNDS = {
  adultMin: 12,
  childMin: 2,
  childMaxExclusive: 12,
  infantMaxExclusive: 2,
  pensionerMin: 65,
} as const;

/** The parts of the local day the time filters offer, [from, to) in hours. */
export const DAY_PARTS = [
  { part: 'night', from: 0, to: 6 },
  { part: 'morning', from: 6, to: 12 },
  { part: 'day', from: 12, to: 18 },
  { part: 'evening', from: 18, to: 24 },
] as const;
export type DayPart = (typeof DAY_PARTS)[number]['part'];

/** Flight search (flights.ts holds its schemas; these stay here, free of zod, for the web app's first load). */
export const MAX_SEATS_PER_BOOKING = 9;
export const SEARCH_TTL_SECONDS = 20 * 60;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_TYPES = ['one_way', 'round_trip'] as const;
export const SEARCH_LEGS = ['there', 'back'] as const;
export type SearchLeg = (typeof SEARCH_LEGS)[number];
/** cheapest: by price; fastest: by travel time; best: price and time weighed together; earliest: by departure. */
export const SEARCH_SORTS = ['cheapest', 'fastest', 'best', 'earliest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
