/** Small factories of flight search answers for component tests. */
import type { Location, SearchResponse, Ticket } from '@sapar/contracts';

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
}

export function makeTicket({
  id,
  leg = 'there',
  price = 25_000,
  stops = 0,
  seatsLeft = 9,
  departure = '2030-12-20T23:40',
  arrival = '2030-12-21T01:50',
}: TicketOptions): Ticket {
  const [from, to] = leg === 'there' ? (['BSZ', 'SVO'] as const) : (['SVO', 'BSZ'] as const);
  const city = { BSZ: 'Бишкек', SVO: 'Москва', IST: 'Стамбул' };
  const airport = { BSZ: 'Манас', SVO: 'Шереметьево', IST: 'Стамбул' };
  const place = (code: 'BSZ' | 'SVO' | 'IST') => ({ code, city: city[code], airport: airport[code], country_code: 'XX' });
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
  return {
    id,
    leg,
    segments,
    layovers: stops === 0 ? [] : [{ airport: 'IST', city: 'Стамбул', duration_min: 130 }],
    stops,
    duration_min: stops === 0 ? 250 : 660,
    cabin: 'ekonom',
    fare_family: 'standard',
    baggage: { included: stops === 0, weight_kg: stops === 0 ? 23 : null },
    hand_baggage: { weight_kg: 10 },
    refund: { allowed: true, fee: 3000 },
    change: { allowed: false, fee: null },
    non_refundable: stops !== 0,
    seats_left: seatsLeft,
    price: {
      total: price,
      currency: 'KGS',
      breakdown: [
        { type: 'ADLT', pensioner: false, with_seat: true, count: 1, unit_amount: price - 5000, amount: price - 5000 },
        { type: 'CHLD', pensioner: false, with_seat: true, count: 1, unit_amount: 5000, amount: 5000 },
      ],
    },
  };
}

export function makeSearchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  const tickets = overrides.tickets ?? [makeTicket({ id: 't1' }), makeTicket({ id: 't2', stops: 1, price: 19_500, seatsLeft: 3 })];
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
    ...overrides,
  };
}
