/** Airports, cities, airlines and aircraft, held in memory: small, read on every search. */
import type { Language, LocalizedText, Location } from '@sapar/contracts';
import { pickLocalized } from '@sapar/contracts';
import { CITY_ALIASES } from './data/city-aliases.js';
import { COUNTRY_NAMES } from './data/countries.js';
import { LocationMatcher, type MatchableCity } from './location-matcher.js';

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
}

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
  private readonly matcher: LocationMatcher<City>;

  constructor(airports: AirportInfo[], airlines: AirlineInfo[], aircraft: AircraftInfo[]) {
    for (const airline of airlines) this.airlines.set(airline.code, airline);
    for (const plane of aircraft) this.aircraft.set(plane.code, plane);
    for (const airport of airports) {
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
        };
        this.cities.set(city.code, city);
      }
      city.airports.push(airport);
      if (airport.popular !== null) city.popular = Math.min(city.popular ?? Infinity, airport.popular);
      city.codes.push(airport.code, airport.icao, ...airport.aliases);
      for (const name of [...Object.values(airport.city), ...Object.values(airport.name)])
        if (name && !city.names.includes(name)) city.names.push(name);
    }
    this.matcher = new LocationMatcher([...this.cities.values()]);
  }

  /** A city code, an airport code or an alias (FRU) -> the city. */
  resolveCity(code: string): City | null {
    const upper = code.trim().toUpperCase();
    const direct = this.cities.get(upper) ?? this.cities.get(this.airports.get(upper)?.cityCode ?? '');
    if (direct) return direct;
    for (const airport of this.airports.values())
      if (airport.aliases.includes(upper)) return this.cities.get(airport.cityCode) ?? null;
    return null;
  }

  /** Airport codes a search from `code` covers: every airport of a city, or just the one asked for. */
  resolveAirports(code: string): string[] {
    const upper = code.trim().toUpperCase();
    const city = this.cities.get(upper);
    if (city) return city.airports.map((a) => a.code);
    const airport = this.airports.get(upper) ?? [...this.airports.values()].find((a) => a.aliases.includes(upper));
    return airport ? [airport.code] : [];
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
    return this.matcher.find(query, limit);
  }
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
