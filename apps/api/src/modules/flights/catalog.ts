/**
 * Airports, cities, airlines and aircraft, held in memory, read on every search: the agency's network
 * with its curated names, and every other airport of the world with scheduled service.
 */
import type { Language, LocalizedText, Location } from '@sapar/contracts';
import { pickLocalized } from '@sapar/contracts';
import { canonicalAirportCode, retiredCodesOf, type WorldAirport } from '../reference/index.js';
import { CITY_ALIASES } from './data/city-aliases.js';
import { COUNTRY_NAMES } from './data/countries.js';
import {
  compareMatches,
  isFoundAsTyped,
  isTypo,
  LocationMatcher,
  normalizeName,
  type MatchableCity,
} from './location-matcher.js';

export interface AirportInfo {
  code: string;
  icao: string;
  cityCode: string;
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
  name: LocalizedText;
  city: LocalizedText;
  aliases: string[];
  popular: number | null;
  /** Absent for the agency's network; 1–3 (large to small) for the world's other airports. */
  size?: 1 | 2 | 3;
}

export interface AirlineInfo {
  code: string;
  name: LocalizedText;
  lowCost: boolean;
}

export interface AircraftInfo {
  code: string;
  name: string;
}

export interface City extends MatchableCity {
  code: string;
  name: LocalizedText;
  country: string;
  airports: AirportInfo[];
  popular: number | null;
  /** For the city search: every code, every name in every language, and the names people use. */
  codes: string[];
  names: string[];
  aliases: string[];
  /** 0 for the agency's network, then 1–3 by the size of the city's biggest airport. */
  standing: number;
}

/**
 * The world's city index takes seconds to build: it is built once per process and shared by every
 * catalog with the same network (each reload of the inventory builds a new catalog).
 */
const worldMatchers = new WeakMap<readonly WorldAirport[], Map<string, LocationMatcher<City>>>();

const countryNames = new Map<string, Intl.DisplayNames>();
/** Our own names for the network's countries (Кыргызстан, not ICU's Киргизия); ICU's for any other. */
function countryName(code: string, language: Language): string {
  const own = COUNTRY_NAMES[code]?.[language];
  if (own) return own;
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    countryNames.set(language, names);
  }
  return names.of(code) ?? code;
}

export class FlightCatalog {
  readonly airports = new Map<string, AirportInfo>();
  readonly cities = new Map<string, City>();
  readonly airlines = new Map<string, AirlineInfo>();
  readonly aircraft = new Map<string, AircraftInfo>();
  /** toLocation answers, per city and language (every search answers two). */
  private readonly locations = new Map<string, Location>();
  /** The network's cities (with the world's airports that joined them): small, built with the catalog. */
  private readonly matcher: LocationMatcher<City>;
  /** The world's other cities: built once per process on the first search (world-matchers below). */
  private readonly worldCities: City[] = [];
  private readonly worldKey: string;

  /**
   * `airports` are the agency's network (curated names and ranks, kept as they are); `world` adds every
   * other airport with scheduled service. A world airport of a network city (ZIA of Moscow) joins it.
   */
  constructor(
    airports: AirportInfo[],
    airlines: AirlineInfo[],
    aircraft: AircraftInfo[],
    world: readonly WorldAirport[] = [],
  ) {
    for (const airline of airlines) this.airlines.set(airline.code, airline);
    for (const plane of aircraft) this.aircraft.set(plane.code, plane);
    const networkIcao = new Set(airports.map((a) => a.icao));
    for (const airport of airports) this.addAirport(airport, 0);
    const networkCities = new Set(this.cities.keys());
    for (const place of world) {
      if (this.airports.has(place.code) || (place.icao && networkIcao.has(place.icao))) continue;
      // A town whose main airport is in the network belongs to the network's city.
      const cityCode = this.airports.get(place.cityCode)?.cityCode ?? place.cityCode;
      const names = { ru: place.city, en: place.city };
      this.addAirport(
        {
          code: place.code,
          icao: place.icao,
          cityCode,
          country: place.country,
          lat: place.lat,
          lon: place.lon,
          timeZone: place.timeZone,
          name: { ru: shortAirportName(place.name), en: shortAirportName(place.name) },
          city: names,
          aliases: retiredCodesOf(place.code),
          popular: null,
          size: place.size,
        },
        place.size,
      );
    }
    const network: City[] = [];
    for (const city of this.cities.values()) (networkCities.has(city.code) ? network : this.worldCities).push(city);
    this.matcher = new LocationMatcher(network);
    this.worldKey = network.map((c) => `${c.code}:${c.airports.map((a) => a.code).join(',')}`).join(';');
    this.world = world;
  }

  private readonly world: readonly WorldAirport[];

  /** The matcher of the world's cities, shared by every catalog of the same network and world data. */
  private worldMatcher(): LocationMatcher<City> | null {
    if (this.worldCities.length === 0) return null;
    let byNetwork = worldMatchers.get(this.world);
    if (!byNetwork) worldMatchers.set(this.world, (byNetwork = new Map()));
    let matcher = byNetwork.get(this.worldKey);
    if (!matcher) {
      matcher = new LocationMatcher(this.worldCities);
      byNetwork.clear(); // one network at a time: the one the process serves
      byNetwork.set(this.worldKey, matcher);
    }
    return matcher;
  }

  /** Builds the world's city index now (at start, off the first traveller's keystroke). */
  warmUp(): void {
    this.worldMatcher();
  }

  private addAirport(airport: AirportInfo, standing: number): void {
    this.airports.set(airport.code, airport);
    let city = this.cities.get(airport.cityCode);
    if (!city) {
      const aliases = [...(CITY_ALIASES[airport.cityCode] ?? [])];
      city = {
        code: airport.cityCode,
        name: airport.city,
        country: airport.country,
        airports: [],
        popular: null,
        codes: [airport.cityCode],
        names: [],
        aliases,
        standing,
      };
      this.cities.set(city.code, city);
    }
    city.airports.push(airport);
    if (airport.popular !== null) city.popular = Math.min(city.popular ?? Infinity, airport.popular);
    city.standing = Math.min(city.standing, standing);
    for (const code of [airport.code, airport.icao, ...airport.aliases, ...retiredCodesOf(airport.code)])
      if (code && !city.codes.includes(code)) city.codes.push(code);
    for (const name of [...Object.values(airport.city), ...Object.values(airport.name)])
      if (name && !city.names.includes(name)) city.names.push(name);
  }

  /** A city code, an airport code or a retired or other code (FRU) -> the city. */
  resolveCity(code: string): City | null {
    const upper = canonicalAirportCode(code);
    const direct = this.cities.get(upper) ?? this.cities.get(this.airports.get(upper)?.cityCode ?? '');
    if (direct) return direct;
    for (const airport of this.airports.values())
      if (airport.aliases.includes(upper)) return this.cities.get(airport.cityCode) ?? null;
    return null;
  }

  /** Airport codes a search from `code` covers: every airport of a city, or just the one asked for. */
  resolveAirports(code: string): string[] {
    const upper = canonicalAirportCode(code);
    const city = this.cities.get(upper);
    if (city) return city.airports.map((a) => a.code);
    const airport = this.airports.get(upper) ?? [...this.airports.values()].find((a) => a.aliases.includes(upper));
    return airport ? [airport.code] : [];
  }

  /** The IANA time zone of any airport of the world (a retired code reads as the code in force), or null. */
  timeZoneOf(airportCode: string): string | null {
    return this.airports.get(canonicalAirportCode(airportCode))?.timeZone ?? null;
  }

  toLocation(city: City, language: Language): Location {
    const key = `${city.code}|${language}`;
    let location = this.locations.get(key);
    if (!location) {
      const airports = city.airports.map((a) =>
        Object.freeze({ code: a.code, title: pickLocalized(a.name, language) }),
      );
      location = Object.freeze({
        code: city.code,
        title: pickLocalized(city.name, language),
        country: countryName(city.country, language),
        country_code: city.country,
        airports: Object.freeze(airports) as Location['airports'],
      });
      this.locations.set(key, location);
    }
    return location;
  }

  /** Autocomplete, forgiving typos, the other script and the other keyboard layout (location-matcher.ts). */
  findCities(query: string, limit = 10): City[] {
    const world = this.worldMatcher();
    if (!world) return this.matcher.find(query, limit);
    const network = this.matcher.findScored(query, limit);
    if (network.length === 0 && !normalizeName(query)) return this.matcher.find(query, limit);
    const others = world.findScored(query, limit, !network.some(isFoundAsTyped));
    // The world's cities are indexed apart: a query found as typed anywhere leaves typos out everywhere.
    const all = [...network, ...others];
    const asTyped = all.some(isFoundAsTyped);
    return all
      .filter((match) => !asTyped || !isTypo(match))
      .sort(compareMatches)
      .slice(0, limit)
      .map((match) => match.city as City);
  }
}

/** 'Sabiha Gokcen International Airport' → 'Sabiha Gokcen International': the city's name is shown beside it. */
function shortAirportName(name: string): string {
  return name.replace(/\s+Airport$/u, '').trim() || name;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
