/**
 * Flight search: locations, search, offers (tickets), paging and filters, price calendar and the
 * cheapest fares per destination. These calls are the API's own design; this is their contract.
 *
 * One search asks every supplier at once (the agency's own inventory, outside suppliers such as
 * Duffel): the answer carries what has arrived, `pending_suppliers` still being asked, and
 * `unanswered_suppliers` that failed; the stored search grows as the slower ones answer
 * (docs/architecture.md, "Flight supply"). Fields added for outside offers are optional in the
 * types so answers and fixtures written before stay valid; the API always sends them.
 */
import { z } from 'zod';
import {
  CABIN_CLASSES,
  DAY_PARTS,
  MAX_SEATS_PER_BOOKING,
  PASSENGER_TYPES,
  SEARCH_LEGS,
  SEARCH_SORTS,
  SEARCH_TYPES,
  type DayPart,
} from './constants.js';

/** An airport under its city, as autocomplete shows it. */
export const locationAirportSchema = z.object({ code: z.string(), title: z.string() });
export const locationSchema = z
  .object({
    code: z.string().describe('City code (IATA metropolitan code, or the airport code for one-airport cities)'),
    title: z.string().describe('City name in the request language'),
    country: z.string().describe('Country name in the request language'),
    country_code: z.string(),
    airports: z.array(locationAirportSchema),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;
export const locationQuerySchema = z.object({ q: z.string().trim().max(60).optional() });
export const locationListSchema = z.array(locationSchema);

export const searchPassengersSchema = z
  .object({
    type: z.enum(CABIN_CLASSES).default('ekonom'),
    adults: z.coerce.number().int().min(0).max(MAX_SEATS_PER_BOOKING).default(1),
    kids: z.coerce.number().int().min(0).max(MAX_SEATS_PER_BOOKING).default(0),
    babies_with_sit: z.coerce.number().int().min(0).max(MAX_SEATS_PER_BOOKING).default(0),
    babies_without_sit: z.coerce.number().int().min(0).max(MAX_SEATS_PER_BOOKING).default(0),
    pensioners: z.coerce.number().int().min(0).max(MAX_SEATS_PER_BOOKING).default(0),
  })
  .meta({ id: 'SearchPassengers' });
export type SearchPassengers = z.infer<typeof searchPassengersSchema>;

export const searchRequestSchema = z
  .object({
    type: z.enum(SEARCH_TYPES).default('one_way'),
    city_from: z.string().trim().min(2).max(8),
    city_to: z.string().trim().min(2).max(8),
    when_date: z.string().trim().min(8).max(10).describe('yyyy-MM-dd, dd.MM.yyyy or dd-MM-yyyy'),
    back_date: z.string().trim().max(10).optional().nullable(),
    passengers: searchPassengersSchema,
  })
  .meta({ id: 'SearchRequest' });
export type SearchRequest = z.input<typeof searchRequestSchema>;

const carrierSchema = z.object({ code: z.string(), name: z.string() });
const placeSchema = z.object({ code: z.string(), city: z.string(), airport: z.string(), country_code: z.string() });
const timeSchema = z.object({
  local: z.string().describe("Local date and time at the airport, 'yyyy-MM-ddTHH:mm'"),
  utc_offset: z.string().describe("'+06:00'"),
  utc: z.string().describe('ISO 8601 instant'),
});
export const segmentSchema = z
  .object({
    flight_id: z.string(),
    carrier: z.object({ code: z.string(), name: z.string() }),
    flight_number: z.string().describe("'TK 347'"),
    from: placeSchema,
    to: placeSchema,
    departure: timeSchema,
    arrival: timeSchema,
    duration_min: z.number().int(),
    aircraft: z.object({ code: z.string(), name: z.string() }),
    operated_by: carrierSchema
      .nullable()
      .optional()
      .describe('The airline that flies it when it is not the one that sells it ("operated by …"); null otherwise'),
  })
  .meta({ id: 'Segment' });
export type Segment = z.infer<typeof segmentSchema>;

export const FARE_FAMILIES = ['light', 'standard', 'flex'] as const;
export type FareFamily = (typeof FARE_FAMILIES)[number];

/** Where an offer comes from: the agency's own inventory, or an outside supplier by its configured name. */
export const OWN_SUPPLIER = 'own';

/**
 * A refund or change rule as the airline states it. `unknown` when the airline does not say: never
 * shown or filtered as allowed (`allowed` is false then).
 */
export const FARE_CONDITION_STATUSES = ['allowed', 'not_allowed', 'unknown'] as const;
export type FareConditionStatus = (typeof FARE_CONDITION_STATUSES)[number];
const conditionSchema = z.object({
  allowed: z.boolean().describe('True only when the airline says it is allowed'),
  fee: z.number().int().nullable().describe('Som, when allowed and the penalty is known'),
  status: z.enum(FARE_CONDITION_STATUSES).optional(),
});

/** Baggage included in a fare, per passenger. `unknown` when the supplier does not say (never shown as included). */
export const BAGGAGE_STATUSES = ['included', 'not_included', 'unknown'] as const;
export type BaggageStatus = (typeof BAGGAGE_STATUSES)[number];
const checkedBaggageSchema = z.object({
  included: z.boolean(),
  weight_kg: z.number().int().nullable(),
  pieces: z.number().int().nullable().optional().describe('Pieces per passenger, when the supplier counts pieces'),
  status: z.enum(BAGGAGE_STATUSES).optional(),
});
const handBaggageSchema = z.object({
  weight_kg: z.number().int().nullable().describe('Null when the supplier gives no weight'),
  pieces: z.number().int().nullable().optional(),
  status: z.enum(BAGGAGE_STATUSES).optional(),
});

/**
 * How an outside supplier's price became som: the supplier's total, the rate it was converted at
 * (National Bank rate of `date` plus a buffer), and the parts of our total. Null for the agency's own fares.
 */
export const priceDetailSchema = z
  .object({
    fare: z.number().int().describe('Som: the airline fare'),
    taxes: z.number().int().describe('Som: taxes and charges'),
    fee: z.number().int().describe("Som: the agency's service fee"),
    supplier_total: z.object({ amount: z.string(), currency: z.string() }).describe('As the supplier priced it'),
    rate: z.object({
      currency: z.string(),
      som_per_unit: z.string().describe('Som per unit with the buffer, decimal as priced ("89.4512")'),
      date: z.string().describe('yyyy-MM-dd of the rate'),
      buffer_pct: z.number(),
    }),
  })
  .meta({ id: 'PriceDetail' });
export type PriceDetail = z.infer<typeof priceDetailSchema>;

/** What a fare says about where it comes from and until when it is sold. */
const offerOriginShape = {
  supplier: z
    .string()
    .optional()
    .describe(`'${OWN_SUPPLIER}' for the agency's own inventory, else the supplier's name`),
  expires_at: z
    .string()
    .nullable()
    .optional()
    .describe("ISO 8601: the supplier's own deadline for this offer (the countdown); null for the agency's own fares"),
  fare_brand: z.string().nullable().optional().describe('The airline\'s name of the fare ("Economy Light")'),
};

export const priceLineSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  pensioner: z.boolean(),
  with_seat: z.boolean(),
  count: z.number().int(),
  unit_amount: z.number().int(),
  amount: z.number().int(),
});
export const ticketSchema = z
  .object({
    id: z.string().describe('Offer id, valid while its search lives'),
    leg: z.enum(SEARCH_LEGS),
    segments: z.array(segmentSchema),
    layovers: z.array(z.object({ airport: z.string(), city: z.string(), duration_min: z.number().int() })),
    stops: z.number().int(),
    duration_min: z.number().int(),
    cabin: z.enum(CABIN_CLASSES),
    fare_family: z.enum(FARE_FAMILIES),
    baggage: checkedBaggageSchema,
    hand_baggage: handBaggageSchema,
    refund: conditionSchema,
    change: conditionSchema,
    non_refundable: z.boolean().describe('True unless a refund is known to be allowed'),
    seats_left: z.number().int().nullable().describe('Null when the supplier does not say'),
    price: z.object({
      total: z.number().int(),
      currency: z.literal('KGS'),
      breakdown: z.array(priceLineSchema),
      detail: priceDetailSchema.nullable().optional(),
    }),
    ...offerOriginShape,
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * One fare family of an itinerary, as the traveller compares them side by side (Light / Standard /
 * Flex): its terms, seats and price. `offer_id` is what the booking is made with.
 */
export const fareSchema = z
  .object({
    offer_id: z.string().describe('Offer id of this fare, valid while its search lives: book with it'),
    fare_family: z.enum(FARE_FAMILIES),
    baggage: checkedBaggageSchema,
    hand_baggage: handBaggageSchema,
    refund: conditionSchema,
    change: conditionSchema,
    non_refundable: z.boolean().describe('True unless a refund is known to be allowed'),
    seats_left: z.number().int().nullable().describe('Null when the supplier does not say'),
    price: z.object({
      total: z.number().int().describe('All passengers of the search'),
      per_adult: z.number().int().nullable().describe('One adult (not a pensioner); null when the search has no adult'),
      currency: z.literal('KGS'),
      breakdown: z.array(priceLineSchema),
      detail: priceDetailSchema.nullable().optional(),
    }),
    ...offerOriginShape,
  })
  .meta({ id: 'Fare' });
export type Fare = z.infer<typeof fareSchema>;

/**
 * One itinerary of a search: the flights once, with every fare family sold on them in `fares`
 * (cheapest first). The ticket fields outside `fares` (id, price, baggage, terms…) describe the
 * cheapest fare that passes the filters, so a result can be booked and shown as a ticket as it is.
 */
export const searchResultSchema = ticketSchema
  .extend({
    price: z.object({
      total: z.number().int(),
      per_adult: z.number().int().nullable(),
      currency: z.literal('KGS'),
      breakdown: z.array(priceLineSchema),
      detail: priceDetailSchema.nullable().optional(),
    }),
    fares: z.array(fareSchema).min(1),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** What a leg's results hold, before any filter: the filters offer only these, with their counts. */
const dayPartFacetSchema = z.object({
  part: z.enum(DAY_PARTS.map((p) => p.part) as [DayPart, ...DayPart[]]),
  from: z.number().int(),
  to: z.number().int(),
  count: z.number().int(),
  min_price: z.number().int().nullable(),
});

export const searchFacetsSchema = z
  .object({
    total: z.number().int().describe('Itineraries of the leg'),
    stops: z.array(z.object({ stops: z.number().int(), count: z.number().int(), min_price: z.number().int() })),
    airlines: z.array(
      z.object({ code: z.string(), name: z.string(), count: z.number().int(), min_price: z.number().int() }),
    ),
    price: z.object({ min: z.number().int(), max: z.number().int() }).describe('Totals for all passengers'),
    duration: z.object({ min: z.number().int(), max: z.number().int() }).describe('Minutes'),
    layover: z
      .object({ min: z.number().int(), max: z.number().int() })
      .describe('Longest layover per itinerary with stops, in minutes; 0 and 0 when all are direct'),
    baggage_included: z.number().int().describe('Itineraries with a fare that includes checked baggage'),
    refundable: z.number().int().describe('Itineraries with a refundable fare'),
    departure_times: z
      .array(dayPartFacetSchema)
      .describe('Itineraries per part of the local day at the first departure (every part, 0 where none)'),
    arrival_times: z
      .array(dayPartFacetSchema)
      .describe('Itineraries per part of the local day at the last arrival (every part, 0 where none)'),
  })
  .meta({ id: 'SearchFacets' });
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const pageDataSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
/** Hours of the local day at the airport: [from, to) with 0 <= from < to <= 24. */
export const HOURS_IN_DAY = 24;
export const searchFiltersSchema = z.object({
  direct: z.boolean(),
  without_baggage: z.boolean(),
  sort: z.enum(SEARCH_SORTS),
  max_stops: z.number().int().nullable().optional(),
  airlines: z.array(z.string()).optional(),
  max_duration: z.number().int().nullable().optional(),
  max_layover: z.number().int().nullable().optional(),
  departure_from: z.number().int().nullable().optional(),
  departure_to: z.number().int().nullable().optional(),
  arrival_from: z.number().int().nullable().optional(),
  arrival_to: z.number().int().nullable().optional(),
  baggage: z.boolean().optional(),
  refundable: z.boolean().optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** A route like the one searched, from or to a city nearby, with flights on the same date. */
export const nearbyRouteSchema = z
  .object({
    from: locationSchema,
    to: locationSchema,
    changed: z.enum(['from', 'to']).describe('Which end of the route is the nearby city'),
    distance_km: z.number().int().describe('From the city searched to the nearby one'),
    min_price: z.number().int().describe('The cheapest result for all passengers on the same date'),
  })
  .meta({ id: 'NearbyRoute' });
export type NearbyRoute = z.infer<typeof nearbyRouteSchema>;
export const NEARBY_RADIUS_KM = 800;
/** Days either side of an empty date that the search tries on the same route. */
export const NEARBY_DAYS = 3;
export const nearbyDateSchema = z
  .object({
    date: z.string().describe('yyyy-MM-dd'),
    min_price: z.number().int().describe('The cheapest result for all passengers'),
    per_adult: z.number().int().nullable().describe('One adult of that cheapest result'),
  })
  .meta({ id: 'NearbyDate' });
export type NearbyDate = z.infer<typeof nearbyDateSchema>;

/** Who is still being asked and who did not answer: the page polls while `pending_suppliers` is not empty. */
const supplierProgressShape = {
  pending_suppliers: z
    .array(z.string())
    .optional()
    .describe('Suppliers still being asked: ask GET /flights/search/{id}/ again for their offers'),
  unanswered_suppliers: z
    .array(z.string())
    .optional()
    .describe(
      'Suppliers that failed, did not answer in time or refused (429): POST /flights/search/{id}/retry/ asks them again',
    ),
};

export const searchResponseSchema = z
  .object({
    search_id: z.string(),
    ...supplierProgressShape,
    time_limit: z.number().int().describe('Seconds the offers stay valid'),
    expires_at: z.string(),
    search: z.object({
      type: z.enum(SEARCH_TYPES),
      city_from: z.string(),
      city_to: z.string(),
      when_date: z.string(),
      back_date: z.string().nullable(),
      passengers: searchPassengersSchema,
    }),
    search_data: z.object({ departure: locationSchema, arrival: locationSchema }),
    tickets: z.array(searchResultSchema),
    returned_tickets: z.array(searchResultSchema),
    filters: searchFiltersSchema,
    pageData: pageDataSchema,
    returnedPageData: pageDataSchema,
    facets: searchFacetsSchema,
    returned_facets: searchFacetsSchema,
    nearby_dates: z
      .array(nearbyDateSchema)
      .describe(
        `Only when a leg found nothing: the same route up to ${NEARBY_DAYS} days either side of that leg's date, where flights exist`,
      ),
    nearby: z
      .array(nearbyRouteSchema)
      .describe(
        `Only when the outbound leg found nothing: the same date from or to the nearest cities (within ${NEARBY_RADIUS_KM} km) that have flights`,
      ),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

const queryBoolean = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
  z.boolean().optional(),
);
const queryHour = z.coerce.number().int().min(0).max(HOURS_IN_DAY).optional();
const queryCodes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean)
      : v,
  z
    .array(z.string().regex(/^[A-Z0-9]{2,3}$/))
    .max(30)
    .optional(),
);
export const searchPageQuerySchema = z.object({
  leg: z.enum(SEARCH_LEGS).default('there'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  direct: queryBoolean,
  without_baggage: queryBoolean,
  sort: z.enum(SEARCH_SORTS).default('cheapest'),
  max_stops: z.coerce.number().int().min(0).max(5).optional(),
  airlines: queryCodes.describe('Carrier codes, comma-separated: itineraries with a flight of any of them'),
  max_duration: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional()
    .describe('Minutes'),
  max_layover: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional()
    .describe('Minutes'),
  departure_from: queryHour.describe('Local hour at the departure airport, inclusive'),
  departure_to: queryHour.describe('Local hour at the departure airport, exclusive'),
  arrival_from: queryHour.describe('Local hour at the arrival airport, inclusive'),
  arrival_to: queryHour.describe('Local hour at the arrival airport, exclusive'),
  baggage: queryBoolean.describe('Only fares with checked baggage'),
  refundable: queryBoolean.describe('Only refundable fares'),
});
export type SearchPageQuery = z.output<typeof searchPageQuerySchema>;
export const searchPageResponseSchema = z
  .object({
    search_id: z.string(),
    ...supplierProgressShape,
    leg: z.enum(SEARCH_LEGS),
    time_limit: z.number().int(),
    tickets: z.array(searchResultSchema),
    filters: searchFiltersSchema,
    pageData: pageDataSchema,
    facets: searchFacetsSchema,
  })
  .meta({ id: 'SearchPage' });

export const calendarQuerySchema = z.object({
  city_from: z.string().trim().min(2).max(8),
  city_to: z.string().trim().min(2).max(8),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  cabin: z.enum(CABIN_CLASSES).default('ekonom'),
});
export const calendarResponseSchema = z
  .object({
    month: z.string(),
    currency: z.literal('KGS'),
    days: z.array(z.object({ date: z.string(), price: z.number().int().nullable() })),
  })
  .meta({ id: 'PriceCalendar' });

export const cheapestQuerySchema = z.object({ from: z.string().trim().min(2).max(8).default('BSZ') });
export const cheapestResponseSchema = z
  .object({
    from: locationSchema,
    currency: z.literal('KGS'),
    results: z.array(
      z.object({
        destination: locationSchema,
        lat: z.number(),
        lon: z.number(),
        date: z.string(),
        price: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'CheapestFares' });

export const searchIdParamsSchema = z.object({ search_id: z.string().regex(/^[0-9a-f]{32}$/) });
export const searchOfferParamsSchema = searchIdParamsSchema.extend({ offer_id: z.string().min(1).max(80) });

/** The answer of a retry: who is being asked again; their offers arrive in the stored search. */
export const searchRetryResponseSchema = z
  .object({ search_id: z.string(), ...supplierProgressShape })
  .meta({ id: 'SearchRetry' });

/**
 * An offer read again from its supplier just before the passenger step. `changed`: the new price
 * (in som) the traveller must accept before going on; the stored offer already carries it. An offer
 * the supplier no longer sells answers 410 offer_gone. The agency's own fares answer `unchanged`
 * (booking prices them again under lock).
 */
export const repriceResponseSchema = z
  .object({
    offer_id: z.string(),
    status: z.enum(['unchanged', 'changed']),
    previous_total: z.number().int().describe('Som: the total the traveller saw'),
    fare: fareSchema.describe('The fare as priced now'),
  })
  .meta({ id: 'RepricedOffer' });
export type RepricedOfferAnswer = z.infer<typeof repriceResponseSchema>;
