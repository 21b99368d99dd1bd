/** Airports, cities, airlines and aircraft, held in memory: small, read on every search. */
import type { Language, LocalizedText, Location } from '@sapar/contracts';
import { pickLocalized } from '@sapar/contracts';

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

export interface City {
  code: string;
  name: LocalizedText;
  country: string;
  airports: AirportInfo[];
  popular: number | null;
  /** Every code and name in every language, lowercased, for autocomplete. */
  searchTerms: string[];
}

const countryNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, language: Language): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    countryNames.set(language, names);
  }
  return names.of(code) ?? code;
}

export function normalizeSearchText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ё/g, 'е').trim();
}

export class FlightCatalog {
  readonly airports = new Map<string, AirportInfo>();
  readonly cities = new Map<string, City>();
  readonly airlines = new Map<string, AirlineInfo>();
  readonly aircraft = new Map<string, AircraftInfo>();
  /** toLocation answers, per city and language (every search answers two). */
  private readonly locations = new Map<string, Location>();

  constructor(airports: AirportInfo[], airlines: AirlineInfo[], aircraft: AircraftInfo[]) {
    for (const airline of airlines) this.airlines.set(airline.code, airline);
    for (const plane of aircraft) this.aircraft.set(plane.code, plane);
    for (const airport of airports) {
      this.airports.set(airport.code, airport);
      let city = this.cities.get(airport.cityCode);
      if (!city) {
        city = { code: airport.cityCode, name: airport.city, country: airport.country, airports: [], popular: null, searchTerms: [] };
        this.cities.set(city.code, city);
      }
      city.airports.push(airport);
      if (airport.popular !== null) city.popular = Math.min(city.popular ?? Infinity, airport.popular);
      const terms = [airport.code, airport.icao, city.code, ...airport.aliases, ...Object.values(airport.name), ...Object.values(airport.city)];
      for (const term of terms) if (term) city.searchTerms.push(normalizeSearchText(term));
    }
  }

  /** A city code, an airport code or an alias (FRU) -> the city. */
  resolveCity(code: string): City | null {
    const upper = code.trim().toUpperCase();
    const direct = this.cities.get(upper) ?? this.cities.get(this.airports.get(upper)?.cityCode ?? '');
    if (direct) return direct;
    for (const airport of this.airports.values()) if (airport.aliases.includes(upper)) return this.cities.get(airport.cityCode) ?? null;
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
      const airports = city.airports.map((a) => Object.freeze({ code: a.code, title: pickLocalized(a.name, language) }));
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

  /** Autocomplete: prefix matches of codes and names first, then substring matches; popular first. */
  findCities(query: string, limit = 10): City[] {
    const q = normalizeSearchText(query);
    const cities = [...this.cities.values()];
    if (!q) {
      return cities.filter((c) => c.popular !== null).sort((a, b) => a.popular! - b.popular!).slice(0, limit);
    }
    const scored: Array<{ city: City; score: number }> = [];
    for (const city of cities) {
      let score = 0;
      for (const term of city.searchTerms) {
        if (term === q) score = Math.max(score, 3);
        else if (term.startsWith(q)) score = Math.max(score, 2);
        else if (q.length >= 3 && term.includes(q)) score = Math.max(score, 1);
      }
      if (score > 0) scored.push({ city, score });
    }
    return scored
      .sort((a, b) => b.score - a.score || (a.city.popular ?? 99) - (b.city.popular ?? 99) || a.city.code.localeCompare(b.city.code))
      .slice(0, limit)
      .map((entry) => entry.city);
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
