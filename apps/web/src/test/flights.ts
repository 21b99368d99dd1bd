/** Small factories of flight search answers for component tests. */
import {
  DAY_PARTS,
  type Fare,
  type FareFamily,
  type Location,
  type SearchFacets,
  type SearchResponse,
  type SearchResult,
} from '@sapar/contracts';

export function makeLocation(code: string, title: string, airports: [string, string][] = [[code, title]]): Location {
  return {
    code,
    title,
    country: code === 'BSZ' || code === 'OSS' ? 'Кыргызстан' : 'Россия',
    country_code: code === 'BSZ' || code === 'OSS' ? 'KG' : 'RU',
    airports: airports.map(([airportCode, airportTitle]) => ({ code: airportCode, title: airportTitle })),
  };
}

export const BISHKEK = makeLocation('BSZ', 'Бишкек', [['BSZ', 'Манас']]);
export const MOSCOW = makeLocation('MOW', 'Москва', [
  ['SVO', 'Шереметьево'],
  ['DME', 'Домодедово'],
  ['VKO', 'Внуково'],
]);

interface TicketOptions {
  id: string;
  leg?: 'there' | 'back';
  price?: number;
  stops?: number;
  seatsLeft?: number;
  departure?: string;
  arrival?: string;
  /** Fare families sold on the itinerary besides its own ('standard' at `price`); each 20% dearer than the one before. */
  families?: FareFamily[];
}

export function makeTicket({
  id,
  leg = 'there',
  price = 25_000,
  stops = 0,
  seatsLeft = 9,
  departure = '2030-12-20T23:40',
  arrival = '2030-12-21T01:50',
  families = ['standard'],
}: TicketOptions): SearchResult {
  const [from, to] = leg === 'there' ? (['BSZ', 'SVO'] as const) : (['SVO', 'BSZ'] as const);
  const city = { BSZ: 'Бишкек', SVO: 'Москва', IST: 'Стамбул' };
  const airport = { BSZ: 'Манас', SVO: 'Шереметьево', IST: 'Стамбул' };
  const place = (code: 'BSZ' | 'SVO' | 'IST') => ({
    code,
    city: city[code],
    airport: airport[code],
    country_code: 'XX',
  });
  const time = (local: string) => ({ local, utc_offset: '+06:00', utc: `${local}:00+06:00` });
  const segments =
    stops === 0
      ? [
          {
            flight_id: `${id}-1`,
            carrier: { code: 'SU', name: 'Аэрофлот' },
            flight_number: 'SU 1883',
            from: place(from),
            to: place(to),
            departure: time(departure),
            arrival: time(arrival),
            duration_min: 250,
            aircraft: { code: '321', name: 'Airbus A321' },
          },
        ]
      : [
          {
            flight_id: `${id}-1`,
            carrier: { code: 'TK', name: 'Turkish Airlines' },
            flight_number: 'TK 347',
            from: place(from),
            to: place('IST'),
            departure: time(departure),
            arrival: time('2030-12-21T03:00'),
            duration_min: 330,
            aircraft: { code: '738', name: 'Boeing 737-800' },
          },
          {
            flight_id: `${id}-2`,
            carrier: { code: 'TK', name: 'Turkish Airlines' },
            flight_number: 'TK 413',
            from: place('IST'),
            to: place(to),
            departure: time('2030-12-21T05:10'),
            arrival: time(arrival),
            duration_min: 200,
            aircraft: { code: '321', name: 'Airbus A321' },
          },
        ];
  const fares = families.map((family, i): Fare => {
    const total = Math.round(price * (1 + 0.2 * i));
    return {
      offer_id: i === 0 ? id : `${id}-${family}`,
      fare_family: family,
      baggage:
        family === 'light' || (family === 'standard' && stops !== 0)
          ? { included: false, weight_kg: null }
          : { included: true, weight_kg: 23 },
      hand_baggage: { weight_kg: 10 },
      refund:
        family === 'flex'
          ? { allowed: true, fee: 0 }
          : family === 'light'
            ? { allowed: false, fee: null }
            : { allowed: true, fee: 3000 },
      change: family === 'flex' ? { allowed: true, fee: 0 } : { allowed: false, fee: null },
      non_refundable: family === 'light' || (family === 'standard' && stops !== 0),
      seats_left: seatsLeft,
      price: {
        total,
        per_adult: total - 5000,
        currency: 'KGS',
        breakdown: [
          {
            type: 'ADLT',
            pensioner: false,
            with_seat: true,
            count: 1,
            unit_amount: total - 5000,
            amount: total - 5000,
          },
          { type: 'CHLD', pensioner: false, with_seat: true, count: 1, unit_amount: 5000, amount: 5000 },
        ],
      },
    };
  });
  const own = fares[0]!;
  return {
    id,
    leg,
    segments,
    layovers: stops === 0 ? [] : [{ airport: 'IST', city: 'Стамбул', duration_min: 130 }],
    stops,
    duration_min: stops === 0 ? 250 : 660,
    cabin: 'ekonom',
    fare_family: own.fare_family,
    baggage: own.baggage,
    hand_baggage: own.hand_baggage,
    refund: own.refund,
    change: own.change,
    non_refundable: own.non_refundable,
    seats_left: seatsLeft,
    price: own.price,
    fares,
  };
}

/** Facets of a leg as the API counts them over `tickets`. */
export function makeFacets(tickets: SearchResult[]): SearchFacets {
  const prices = tickets.map((t) => t.price.total);
  const durations = tickets.map((t) => t.duration_min);
  const stops = [...new Set(tickets.map((t) => t.stops))].sort();
  const carriers = [
    ...new Map(tickets.flatMap((t) => t.segments.map((s) => [s.carrier.code, s.carrier.name] as const))).entries(),
  ];
  const has = (t: SearchResult, code: string) => t.segments.some((s) => s.carrier.code === code);
  const layovers = tickets.filter((t) => t.stops > 0).map((t) => Math.max(...t.layovers.map((l) => l.duration_min)));
  return {
    total: tickets.length,
    stops: stops.map((n) => ({
      stops: n,
      count: tickets.filter((t) => t.stops === n).length,
      min_price: Math.min(...tickets.filter((t) => t.stops === n).map((t) => t.price.total)),
    })),
    airlines: carriers.map(([code, name]) => ({
      code,
      name,
      count: tickets.filter((t) => has(t, code)).length,
      min_price: Math.min(...tickets.filter((t) => has(t, code)).map((t) => t.price.total)),
    })),
    price: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: 0, max: 0 },
    duration: durations.length > 0 ? { min: Math.min(...durations), max: Math.max(...durations) } : { min: 0, max: 0 },
    layover: layovers.length > 0 ? { min: Math.min(...layovers), max: Math.max(...layovers) } : { min: 0, max: 0 },
    baggage_included: tickets.filter((t) => t.fares.some((f) => f.baggage.included)).length,
    refundable: tickets.filter((t) => t.fares.some((f) => f.refund.allowed)).length,
    departure_times: dayParts(tickets, (t) => t.segments[0]!.departure.local),
    arrival_times: dayParts(tickets, (t) => t.segments.at(-1)!.arrival.local),
  };
}

function dayParts(tickets: SearchResult[], localOf: (t: SearchResult) => string): SearchFacets['departure_times'] {
  return DAY_PARTS.map(({ part, from, to }) => {
    const inPart = tickets.filter(
      (t) => Number(localOf(t).slice(11, 13)) >= from && Number(localOf(t).slice(11, 13)) < to,
    );
    return {
      part,
      from,
      to,
      count: inPart.length,
      min_price: inPart.length > 0 ? Math.min(...inPart.map((t) => t.price.total)) : null,
    };
  });
}

export function makeSearchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  const tickets = overrides.tickets ?? [
    makeTicket({ id: 't1' }),
    makeTicket({ id: 't2', stops: 1, price: 19_500, seatsLeft: 3 }),
  ];
  return {
    search_id: 's-1',
    time_limit: 1200,
    expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
    search: {
      type: 'one_way',
      city_from: 'BSZ',
      city_to: 'MOW',
      when_date: '2030-12-20',
      back_date: null,
      passengers: { type: 'ekonom', adults: 1, kids: 1, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    },
    search_data: { departure: BISHKEK, arrival: MOSCOW },
    tickets,
    returned_tickets: [],
    filters: { direct: false, without_baggage: false, sort: 'cheapest' },
    pageData: { currentPage: 1, totalPages: 2, total: 12 },
    returnedPageData: { currentPage: 1, totalPages: 1, total: 0 },
    facets: makeFacets(tickets),
    returned_facets: makeFacets(overrides.returned_tickets ?? []),
    nearby_dates: [],
    nearby: [],
    ...overrides,
  };
}

/**
 * An outside supplier's itinerary, as the API answers it: a fare brand, terms the airline did not state, seats not
 * said, the price detail in som, its own deadline, and a segment sold by one airline and flown by another.
 */
export function makeSupplierTicket({
  id,
  leg = 'there',
  price = 21_000,
  expiresAt = new Date(Date.now() + 15 * 60_000).toISOString(),
}: {
  id: string;
  leg?: 'there' | 'back';
  price?: number;
  expiresAt?: string;
}): SearchResult {
  const base = makeTicket({ id, leg, price, departure: '2030-12-20T10:05', arrival: '2030-12-20T12:35' });
  const segments = base.segments.map((segment) => ({
    ...segment,
    carrier: { code: 'TK', name: 'Turkish Airlines' },
    flight_number: 'TK 7261',
    operated_by: { code: 'PC', name: 'Pegasus' },
  }));
  const fare: Fare = {
    ...base.fares[0]!,
    supplier: 'duffel',
    expires_at: expiresAt,
    fare_brand: 'Economy Light',
    baggage: { included: false, weight_kg: null, pieces: null, status: 'unknown' },
    hand_baggage: { weight_kg: null, pieces: 1, status: 'included' },
    refund: { allowed: false, fee: null, status: 'unknown' },
    change: { allowed: true, fee: null, status: 'allowed' },
    non_refundable: true,
    seats_left: null,
    price: {
      ...base.fares[0]!.price,
      detail: {
        fare: price - 4_000,
        taxes: 3_000,
        fee: 1_000,
        supplier_total: { amount: '229.10', currency: 'USD' },
        rate: { currency: 'USD', som_per_unit: '88.6095', date: '2030-12-18', buffer_pct: 1.5 },
      },
    },
  };
  return {
    ...base,
    segments,
    supplier: fare.supplier,
    expires_at: fare.expires_at,
    fare_brand: fare.fare_brand,
    baggage: fare.baggage,
    hand_baggage: fare.hand_baggage,
    refund: fare.refund,
    change: fare.change,
    non_refundable: fare.non_refundable,
    seats_left: fare.seats_left,
    price: fare.price,
    fares: [fare],
  };
}
