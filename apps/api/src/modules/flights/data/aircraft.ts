/**
 * Aircraft types flown on the network, keyed by IATA aircraft type code.
 * Seat counts are one typical two-class layout per type; a carrier that sells no business cabin on
 * a route (route without `businessFareKgs`) sells the whole cabin as economy.
 */
export interface AircraftData {
  /** IATA aircraft type code, e.g. '320', '32N', '738', '7M8', 'SU9'. */
  code: string;
  name: string;
  seats: { economy: number; business: number };
}

export const AIRCRAFT: AircraftData[] = [
  { code: '320', name: 'Airbus A320', seats: { economy: 150, business: 8 } },
  { code: '321', name: 'Airbus A321', seats: { economy: 154, business: 16 } },
  { code: '32N', name: 'Airbus A320neo', seats: { economy: 180, business: 0 } },
  { code: '32Q', name: 'Airbus A321neo', seats: { economy: 166, business: 16 } },
  { code: '333', name: 'Airbus A330-300', seats: { economy: 268, business: 28 } },
  { code: '223', name: 'Airbus A220-300', seats: { economy: 145, business: 0 } },
  { code: '733', name: 'Boeing 737-300', seats: { economy: 148, business: 0 } },
  { code: '738', name: 'Boeing 737-800', seats: { economy: 162, business: 12 } },
  { code: '7M8', name: 'Boeing 737 MAX 8', seats: { economy: 150, business: 10 } },
  { code: '763', name: 'Boeing 767-300ER', seats: { economy: 228, business: 24 } },
  { code: '77W', name: 'Boeing 777-300ER', seats: { economy: 310, business: 42 } },
  { code: 'E90', name: 'Embraer 190', seats: { economy: 88, business: 9 } },
  { code: 'SU9', name: 'Sukhoi Superjet 100', seats: { economy: 75, business: 12 } },
  { code: 'M83', name: 'McDonnell Douglas MD-83', seats: { economy: 165, business: 0 } },
  { code: 'AR8', name: 'Avro RJ85', seats: { economy: 95, business: 0 } },
  { code: 'DH4', name: 'De Havilland Canada Dash 8-400', seats: { economy: 74, business: 0 } },
];

export const AIRCRAFT_BY_CODE: ReadonlyMap<string, AircraftData> = new Map(AIRCRAFT.map((a) => [a.code, a]));
