import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sapar/contracts';
import { AIRCRAFT, AIRCRAFT_BY_CODE } from './aircraft.js';
import { AIRLINES, AIRLINES_BY_CODE } from './airlines.js';
import { AIRPORTS, AIRPORTS_BY_CODE, type AirportData } from './locations.js';
import { ROUTES, type RouteData } from './routes.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const CJK = /[\u4E00-\u9FFF]/;

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

function routeLabel(route: RouteData): string {
  return `${route.carrier}${route.flightNumber} ${route.from}-${route.to}`;
}

function offsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
  if (!match) throw new Error(`no offset for ${timeZone}`);
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

describe('airports', () => {
  it('have unique keys, ICAO codes and search aliases', () => {
    expect(duplicates(AIRPORTS.map((a) => a.iata))).toEqual([]);
    expect(duplicates(AIRPORTS.map((a) => a.icao))).toEqual([]);
    const allCodes = AIRPORTS.flatMap((a) => [a.iata, ...(a.aliases ?? [])]);
    expect(duplicates(allCodes)).toEqual([]);
  });

  it('use well-formed codes', () => {
    for (const airport of AIRPORTS) {
      expect(airport.icao, airport.iata).toMatch(/^[A-Z]{4}$/);
      expect(airport.country, airport.iata).toMatch(/^[A-Z]{2}$/);
      expect(airport.cityCode, airport.iata).toMatch(/^[A-Z]{3,4}$/);
      if (airport.codeStatus === 'icao-key') {
        expect(airport.iata, 'airports without an IATA code are keyed by their ICAO code').toBe(airport.icao);
      } else {
        expect(airport.iata, airport.iata).toMatch(/^[A-Z]{3}$/);
      }
    }
  });

  it('have coordinates with at most 4 decimals', () => {
    for (const { iata, lat, lon } of AIRPORTS) {
      expect(Math.abs(lat), iata).toBeLessThanOrEqual(90);
      expect(Math.abs(lon), iata).toBeLessThanOrEqual(180);
      expect(Math.round(lat * 1e4) / 1e4, iata).toBe(lat);
      expect(Math.round(lon * 1e4) / 1e4, iata).toBe(lon);
    }
  });

  it('have valid IANA time zones', () => {
    for (const { iata, timeZone } of AIRPORTS) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone }), iata).not.toThrow();
      expect(new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone, iata).toBeTruthy();
    }
  });

  it('have names and city names in all five languages', () => {
    const check = (airport: AirportData, field: 'name' | 'city') => {
      const text = airport[field];
      const label = `${airport.iata}.${field}`;
      for (const language of LANGUAGES) expect(text[language]?.trim(), `${label}.${language}`).toBeTruthy();
      expect(text.ru, label).toMatch(CYRILLIC);
      expect(text.ky, label).toMatch(CYRILLIC);
      expect(text.zh, label).toMatch(CJK);
      expect(text.en, label).not.toMatch(CYRILLIC);
      expect(text.tr, label).not.toMatch(CYRILLIC);
      expect(text.zh, label).not.toBe(text.en);
      expect(text.zh, label).not.toBe(text.ky);
      expect(text.tr, label).not.toBe(text.ky);
    };
    for (const airport of AIRPORTS) {
      check(airport, 'name');
      check(airport, 'city');
    }
  });

  it('Bishkek Manas is BSZ, still found by FRU, ICAO UCFM', () => {
    const manas = AIRPORTS_BY_CODE.get('BSZ');
    expect(manas).toBeDefined();
    expect(manas?.icao).toBe('UCFM');
    expect(manas?.cityCode).toBe('BSZ');
    expect(manas?.aliases).toContain('FRU');
    expect(manas?.timeZone).toBe('Asia/Bishkek');
    expect(AIRPORTS_BY_CODE.has('FRU')).toBe(false);
  });

  it('puts the Kyrgyz airports in Asia/Bishkek and Xinjiang on Beijing time', () => {
    for (const airport of AIRPORTS.filter((a) => a.country === 'KG'))
      expect(airport.timeZone, airport.iata).toBe('Asia/Bishkek');
    expect(AIRPORTS_BY_CODE.get('URC')?.timeZone).toBe('Asia/Shanghai');
    expect(AIRPORTS_BY_CODE.get('KHG')?.timeZone).toBe('Asia/Shanghai');
  });

  it('groups metropolitan airports under one city code', () => {
    const cityOf = (code: string) => AIRPORTS_BY_CODE.get(code)?.cityCode;
    expect([cityOf('SVO'), cityOf('VKO'), cityOf('DME')]).toEqual(['MOW', 'MOW', 'MOW']);
    expect([cityOf('IST'), cityOf('SAW')]).toEqual(['IST', 'IST']);
  });

  it('runs Kazakhstan on UTC+5 (tzdata 2024a or newer)', () => {
    const summer = new Date(Date.UTC(2025, 6, 1));
    for (const code of ['ALA', 'NQZ', 'CIT']) {
      expect(offsetMinutes(AIRPORTS_BY_CODE.get(code)?.timeZone ?? '', summer), code).toBe(300);
    }
  });

  it('ranks about ten popular destinations 1..n without gaps', () => {
    const ranks = AIRPORTS.flatMap((a) => (a.popular === undefined ? [] : [a.popular])).sort((a, b) => a - b);
    expect(ranks.length).toBeGreaterThanOrEqual(8);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
  });
});

describe('airlines and aircraft', () => {
  it('have unique, well-formed codes', () => {
    expect(duplicates(AIRLINES.map((a) => a.iata))).toEqual([]);
    for (const airline of AIRLINES) expect(airline.iata).toMatch(/^[A-Z0-9]{2}$/);
    expect(duplicates(AIRCRAFT.map((a) => a.code))).toEqual([]);
    for (const aircraft of AIRCRAFT) expect(aircraft.code).toMatch(/^[A-Z0-9]{3}$/);
  });

  it('name every airline in all five languages', () => {
    for (const airline of AIRLINES) {
      for (const language of LANGUAGES)
        expect(airline.name[language]?.trim(), `${airline.iata}.${language}`).toBeTruthy();
    }
  });

  it('give every aircraft a positive economy cabin', () => {
    for (const { code, seats } of AIRCRAFT) {
      expect(seats.economy, code).toBeGreaterThan(0);
      expect(seats.business, code).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('routes', () => {
  it('refer to known airports, carriers and aircraft', () => {
    for (const route of ROUTES) {
      const label = routeLabel(route);
      expect(AIRPORTS_BY_CODE.has(route.from), label).toBe(true);
      expect(AIRPORTS_BY_CODE.has(route.to), label).toBe(true);
      expect(route.from, label).not.toBe(route.to);
      expect(AIRLINES_BY_CODE.has(route.carrier), label).toBe(true);
      expect(AIRCRAFT_BY_CODE.has(route.aircraft), label).toBe(true);
    }
  });

  it('never reuse a flight number of a carrier, including the +1 return numbers', () => {
    const numbers = ROUTES.flatMap((r) => [`${r.carrier}${r.flightNumber}`, `${r.carrier}${r.flightNumber + 1}`]);
    expect(duplicates(numbers)).toEqual([]);
    for (const route of ROUTES) {
      expect(Number.isInteger(route.flightNumber), routeLabel(route)).toBe(true);
      expect(route.flightNumber, routeLabel(route)).toBeGreaterThan(0);
      expect(route.flightNumber + 1, routeLabel(route)).toBeLessThanOrEqual(9999);
    }
  });

  it('have valid local times and ISO weekdays in both directions', () => {
    for (const route of ROUTES) {
      const label = routeLabel(route);
      expect(route.departures.length, label).toBeGreaterThan(0);
      expect(route.returnDepartures.length, label).toBeGreaterThan(0);
      for (const departure of [...route.departures, ...route.returnDepartures]) {
        expect(departure.localTime, label).toMatch(HH_MM);
        expect(departure.days.length, label).toBeGreaterThan(0);
        expect(duplicates(departure.days), label).toEqual([]);
        for (const day of departure.days) {
          expect(Number.isInteger(day), label).toBe(true);
          expect(day, label).toBeGreaterThanOrEqual(1);
          expect(day, label).toBeLessThanOrEqual(7);
        }
      }
    }
  });

  it('have plausible durations, fares and seasons', () => {
    for (const route of ROUTES) {
      const label = routeLabel(route);
      expect(Number.isInteger(route.durationMin), label).toBe(true);
      expect(route.durationMin, label).toBeGreaterThanOrEqual(30);
      expect(route.durationMin, label).toBeLessThanOrEqual(12 * 60);
      expect(Number.isInteger(route.economyFareKgs), label).toBe(true);
      expect(route.economyFareKgs, label).toBeGreaterThan(0);
      if (route.businessFareKgs !== undefined) {
        expect(Number.isInteger(route.businessFareKgs), label).toBe(true);
        expect(route.businessFareKgs, label).toBeGreaterThan(route.economyFareKgs);
        expect(
          AIRCRAFT_BY_CODE.get(route.aircraft)?.seats.business,
          `${label}: business fare needs a business cabin`,
        ).toBeGreaterThan(0);
      }
      if (route.pensionerDiscount !== undefined) {
        expect(route.pensionerDiscount, label).toBeGreaterThan(0);
        expect(route.pensionerDiscount, label).toBeLessThan(1);
      }
      if (route.season) {
        for (const month of [route.season.fromMonth, route.season.toMonth]) {
          expect(Number.isInteger(month) && month >= 1 && month <= 12, label).toBe(true);
        }
      }
    }
  });

  it('connect Bishkek with the required destinations', () => {
    const served = new Set(ROUTES.flatMap((r) => (r.from === 'BSZ' ? [r.to] : r.to === 'BSZ' ? [r.from] : [])));
    for (const code of [
      'OSS',
      'SVO',
      'VKO',
      'DME',
      'OVB',
      'SVX',
      'KZN',
      'KJA',
      'LED',
      'IST',
      'SAW',
      'AYT',
      'DXB',
      'SHJ',
      'ALA',
      'NQZ',
      'TAS',
      'URC',
      'KHG',
      'GYD',
      'KWI',
      'JED',
      'ICN',
      'DEL',
      'IKG',
      'UCFT',
      'UCFB',
      'UCFJ',
      'IKU',
    ]) {
      expect(served.has(code), code).toBe(true);
    }
  });

  it('keeps the seasonal routes seasonal', () => {
    const seasonOf = (to: string) =>
      ROUTES.filter((r) => r.from === to || r.to === to).filter((r) => r.from === 'BSZ' || r.to === 'BSZ');
    for (const route of seasonOf('AYT')) expect(route.season, routeLabel(route)).toEqual({ fromMonth: 5, toMonth: 10 });
    for (const route of seasonOf('IKU')) expect(route.season, routeLabel(route)).toBeDefined();
  });
});
