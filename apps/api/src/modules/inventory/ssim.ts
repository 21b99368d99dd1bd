/**
 * A reader of IATA SSIM Chapter 7 schedule files (fixed-width 200-character records), following the
 * layout in /work/shared/research/ssim-layout.md: type 1 header, type 2 carrier (time mode, season,
 * validity), type 3 flight legs (period and days of operation, passenger STD/STA, UTC variations,
 * aircraft, date variation), type 4 segment data (read past), type 5 trailer (serial check
 * reference). Zero-filled padding records are skipped wherever they are. Each leg becomes a schedule
 * in local times at its airports; errors carry the file's line number and a message key.
 */
import { addDays, daysBetween } from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';
import { canonicalAirportCode } from '../reference/index.js';

export const SSIM_TITLE = 'AIRLINE STANDARD SCHEDULE DATA SET';
const RECORD_LENGTH = 200;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export interface LineError {
  line: number;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** One type 3 record as the file gives it (columns trimmed, dates as ISO, times as HH:MM). */
export interface SsimLeg {
  line: number;
  carrier: string;
  number: number;
  suffix: string;
  itineraryVariation: string;
  legSequence: number;
  serviceType: string;
  periodFrom: string;
  periodTo: string;
  /** ISO weekdays of the period's dates (1 = Monday). */
  days: number[];
  origin: string;
  /** Passenger STD (columns 40–43), in the carrier block's time mode. */
  departureTime: string;
  /** UTC/local variation at departure in minutes (columns 48–52). */
  departureVariation: number;
  destination: string;
  /** Passenger STA (columns 62–65). */
  arrivalTime: string;
  arrivalVariation: number;
  aircraft: string;
  /** Column 193 and 194: days after the period's date (A = −1). */
  departureDateVariation: number;
  arrivalDateVariation: number;
}

export interface SsimCarrier {
  line: number;
  carrier: string;
  timeMode: 'U' | 'L';
  season: string;
  validFrom: string;
  validTo: string;
}

/** A leg as a schedule in local times: what the schedule table stores. */
export interface SsimSchedule {
  line: number;
  carrier: string;
  number: number;
  origin: string;
  destination: string;
  days: number[];
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: number;
  validFrom: string;
  validTo: string;
  aircraft: string;
  /** The UTC variations the file gives, checked against the airports' zones by the importer. */
  departureVariation: number;
  arrivalVariation: number;
}

export interface SsimFile {
  carriers: SsimCarrier[];
  legs: SsimLeg[];
  schedules: SsimSchedule[];
  errors: LineError[];
}

/** DDMMMYY -> yyyy-MM-dd (years 00–99 are 2000–2099), or null. */
export function parseSsimDate(value: string): string | null {
  const match = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(value);
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!);
  const day = Number(match[1]);
  const year = 2000 + Number(match[3]);
  if (month < 0 || day < 1) return null;
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) return null;
  return date.toISOString().slice(0, 10);
}

/** HHMM -> minutes after midnight (24:00 is not a time), or null. */
function parseTime(value: string): number | null {
  if (!/^\d{4}$/.test(value)) return null;
  const hours = Number(value.slice(0, 2));
  const minutes = Number(value.slice(2));
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** ±HHMM -> minutes east of UTC, or null. */
export function parseVariation(value: string): number | null {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 14 || minutes >= 60) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** Columns 29–35: position n holds digit n or a blank. */
export function parseDaysOfOperation(value: string): number[] | null {
  if (value.length !== 7) return null;
  const days: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const c = value[i]!;
    if (c === ' ') continue;
    if (c !== String(i + 1)) return null;
    days.push(i + 1);
  }
  return days.length > 0 ? days : null;
}

/** Column 193 or 194: 0, 1, 2 (days later) or A (a day earlier). */
export function parseDateVariation(value: string): number | null {
  if (value === 'A') return -1;
  if (value === ' ') return 0;
  return /^[0-2]$/.test(value) ? Number(value) : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** 1-based columns, inclusive, as the layout tables give them. */
const cols = (record: string, start: number, end: number) => record.slice(start - 1, end);

/**
 * The local-time schedule of a leg. The period, the days and the times are on the block's clock (UTC
 * for time mode U, local for L); the date variation moves the departure and arrival from the period's
 * date. Local departure date = period date + date variation (+ the day the UTC variation crosses).
 */
export function legToSchedule(leg: SsimLeg, timeMode: 'U' | 'L'): SsimSchedule {
  const toLocal = (time: string, variation: number, dateVariation: number) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    const minutes = dateVariation * 1440 + h * 60 + m + (timeMode === 'U' ? variation : 0);
    const dayShift = Math.floor(minutes / 1440);
    return { dayShift, time: hhmm(minutes - dayShift * 1440) };
  };
  const departure = toLocal(leg.departureTime, leg.departureVariation, leg.departureDateVariation);
  const arrival = toLocal(leg.arrivalTime, leg.arrivalVariation, leg.arrivalDateVariation);
  const shift = departure.dayShift;
  return {
    line: leg.line,
    carrier: leg.carrier,
    number: leg.number,
    origin: leg.origin,
    destination: leg.destination,
    days: leg.days.map((d) => ((((d - 1 + shift) % 7) + 7) % 7) + 1).sort(),
    departureTime: departure.time,
    arrivalTime: arrival.time,
    arrivalDayOffset: arrival.dayShift - departure.dayShift,
    validFrom: addDays(leg.periodFrom, shift),
    validTo: addDays(leg.periodTo, shift),
    aircraft: leg.aircraft,
    departureVariation: leg.departureVariation,
    arrivalVariation: leg.arrivalVariation,
  };
}

function parseLeg(record: string, line: number, errors: LineError[]): SsimLeg | null {
  const before = errors.length;
  const fail = (key: MessageKey, params?: Record<string, string | number>) =>
    errors.push({ line, key, ...(params ? { params } : {}) });
  const numberText = cols(record, 6, 9).trim();
  const number = /^\d{1,4}$/.test(numberText) ? Number(numberText) : NaN;
  if (!(number >= 1 && number <= 9999)) fail('inv_flight_number', { value: cols(record, 6, 9) });
  const periodFrom = parseSsimDate(cols(record, 15, 21));
  const periodTo = parseSsimDate(cols(record, 22, 28));
  if (!periodFrom) fail('inv_ssim_date', { value: cols(record, 15, 21) });
  if (!periodTo) fail('inv_ssim_date', { value: cols(record, 22, 28) });
  if (periodFrom && periodTo && periodTo < periodFrom) fail('inv_ssim_period');
  const days = parseDaysOfOperation(cols(record, 29, 35));
  if (!days) fail('inv_ssim_days', { value: cols(record, 29, 35) });
  const frequency = cols(record, 36, 36);
  if (frequency !== ' ' && frequency !== '1') fail('inv_ssim_frequency', { value: frequency });
  const std = parseTime(cols(record, 40, 43));
  if (std === null) fail('inv_ssim_time', { value: cols(record, 40, 43) });
  const departureVariation = parseVariation(cols(record, 48, 52));
  if (departureVariation === null) fail('inv_ssim_variation', { value: cols(record, 48, 52) });
  const sta = parseTime(cols(record, 62, 65));
  if (sta === null) fail('inv_ssim_time', { value: cols(record, 62, 65) });
  const arrivalVariation = parseVariation(cols(record, 66, 70));
  if (arrivalVariation === null) fail('inv_ssim_variation', { value: cols(record, 66, 70) });
  const departureDateVariation = parseDateVariation(cols(record, 193, 193));
  const arrivalDateVariation = parseDateVariation(cols(record, 194, 194));
  if (departureDateVariation === null || arrivalDateVariation === null)
    fail('inv_ssim_date_variation', { value: cols(record, 193, 194) });
  const legSequence = /^\d{2}$/.test(cols(record, 12, 13)) ? Number(cols(record, 12, 13)) : 0;
  const carrier = cols(record, 3, 5).trim();
  if (legSequence < 1) fail('inv_ssim_multileg', { flight: `${carrier}${numberText}`, leg: cols(record, 12, 13) });
  if (errors.length > before) return null;
  return {
    line,
    carrier,
    number,
    suffix: cols(record, 2, 2).trim(),
    itineraryVariation: cols(record, 10, 11),
    legSequence,
    serviceType: cols(record, 14, 14),
    periodFrom: periodFrom!,
    periodTo: periodTo!,
    days: days!,
    // Schedules still write retired codes (FRU for Manas): the code in force is what is stored.
    origin: canonicalAirportCode(cols(record, 37, 39)),
    departureTime: hhmm(std!),
    departureVariation: departureVariation!,
    destination: canonicalAirportCode(cols(record, 55, 57)),
    arrivalTime: hhmm(sta!),
    arrivalVariation: arrivalVariation!,
    aircraft: cols(record, 73, 75).trim(),
    departureDateVariation: departureDateVariation!,
    arrivalDateVariation: arrivalDateVariation!,
  };
}

/** Whether a text looks like an SSIM file (its first record is the type 1 header). */
export function looksLikeSsim(text: string): boolean {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith(`1${SSIM_TITLE}`);
}

/** Reads a whole SSIM file; the legs come with the schedules they make, every fault with its line. */
export function parseSsim(text: string): SsimFile {
  const result: SsimFile = { carriers: [], legs: [], schedules: [], errors: [] };
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''));
  let expectedSerial = 1;
  let lastSerial = 0;
  let current: SsimCarrier | null = null;
  let sawHeader = false;
  lines.forEach((record, index) => {
    const line = index + 1;
    if (record.trim() === '' || /^0+$/.test(record)) return; // blank lines and zero padding records
    // Every non-zero record takes the next serial number, even a faulty one: one fault is reported once.
    const serialNumber = expectedSerial;
    expectedSerial += 1;
    const previousSerial = lastSerial;
    lastSerial = serialNumber;
    if (record.length !== RECORD_LENGTH) {
      result.errors.push({ line, key: 'inv_ssim_length', params: { length: record.length } });
      return;
    }
    const type = record[0]!;
    const serialText = cols(record, 195, 200);
    if (serialText !== String(serialNumber).padStart(6, '0'))
      result.errors.push({
        line,
        key: 'inv_ssim_serial',
        params: { found: serialText, expected: String(serialNumber).padStart(6, '0') },
      });
    if (!sawHeader) {
      sawHeader = true;
      if (type !== '1' || cols(record, 2, 35) !== SSIM_TITLE) result.errors.push({ line, key: 'inv_ssim_header' });
      if (type === '1') return;
    }
    switch (type) {
      case '1':
        result.errors.push({ line, key: 'inv_ssim_order' });
        return;
      case '2': {
        if (current)
          result.errors.push({
            line: current.line,
            key: 'inv_ssim_trailer_missing',
            params: { carrier: current.carrier },
          });
        const timeMode = cols(record, 2, 2);
        const validFrom = parseSsimDate(cols(record, 15, 21));
        const validTo = parseSsimDate(cols(record, 22, 28));
        if (timeMode !== 'U' && timeMode !== 'L')
          result.errors.push({ line, key: 'inv_ssim_record_type', params: { type: `2${timeMode}` } });
        if (!validFrom) result.errors.push({ line, key: 'inv_ssim_date', params: { value: cols(record, 15, 21) } });
        if (!validTo) result.errors.push({ line, key: 'inv_ssim_date', params: { value: cols(record, 22, 28) } });
        if (validFrom && validTo && validTo < validFrom) result.errors.push({ line, key: 'inv_ssim_period' });
        current = {
          line,
          carrier: cols(record, 3, 5).trim(),
          timeMode: timeMode === 'U' ? 'U' : 'L',
          season: cols(record, 11, 13).trim(),
          validFrom: validFrom ?? '',
          validTo: validTo ?? '',
        };
        result.carriers.push(current);
        return;
      }
      case '3': {
        if (!current || cols(record, 3, 5).trim() !== current.carrier) {
          result.errors.push({ line, key: 'inv_ssim_order' });
          return;
        }
        const leg = parseLeg(record, line, result.errors);
        if (leg) {
          result.legs.push(leg);
          result.schedules.push(legToSchedule(leg, current.timeMode));
        }
        return;
      }
      case '4':
        if (!current) result.errors.push({ line, key: 'inv_ssim_order' });
        return;
      case '5': {
        if (!current || cols(record, 3, 5).trim() !== current.carrier)
          result.errors.push({ line, key: 'inv_ssim_order' });
        const reference = cols(record, 188, 193);
        const expected = String(previousSerial).padStart(6, '0');
        if (reference !== expected)
          result.errors.push({ line, key: 'inv_ssim_serial', params: { found: reference, expected } });
        current = null;
        return;
      }
      default:
        result.errors.push({ line, key: 'inv_ssim_record_type', params: { type } });
    }
  });
  if (!sawHeader) result.errors.push({ line: 1, key: 'inv_ssim_header' });
  if (current)
    result.errors.push({
      line: (current as SsimCarrier).line,
      key: 'inv_ssim_trailer_missing',
      params: { carrier: (current as SsimCarrier).carrier },
    });
  checkLegChains(result);
  // A flight number leaves an airport once a day: two schedules of it from there on the same dates cannot both be kept
  // (the legs of a multi-leg flight leave different airports).
  const byFlight = new Map<string, SsimSchedule[]>();
  for (const schedule of result.schedules) {
    const key = `${schedule.carrier}${schedule.number}`;
    const legKey = `${key}|${schedule.origin}`;
    const others = byFlight.get(legKey) ?? [];
    const clash = others.find(
      (o) =>
        o.validFrom <= schedule.validTo &&
        schedule.validFrom <= o.validTo &&
        o.days.some((d) => schedule.days.includes(d)) &&
        sharesADate(o, schedule),
    );
    if (clash)
      result.errors.push({ line: schedule.line, key: 'inv_ssim_overlap', params: { flight: key, line: clash.line } });
    byFlight.set(legKey, [...others, schedule]);
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}

/**
 * The legs of a multi-leg flight (one flight number and itinerary variation, several type 3 records with leg
 * sequence 01, 02, …) each become a schedule of their own, flown under the same number from their own airport:
 * the inventory keeps every leg as its own dated flight, sold alone or, where the schedule allows, connected.
 * Per the layout, the period and days of operation of every leg are those of the flight's date, and a later leg
 * leaving on a following day says so in its date variation (column 193), which legToSchedule applies. Here the
 * chain is checked: the sequence runs 01, 02, … without a gap, and each leg leaves from where the previous one
 * arrived; a broken leg is reported on its line.
 */
function checkLegChains(result: SsimFile): void {
  const flights = new Map<string, SsimLeg[]>();
  for (const leg of result.legs) {
    const key = `${leg.carrier}|${leg.number}|${leg.suffix}|${leg.itineraryVariation}|${leg.periodFrom}|${leg.periodTo}|${leg.days.join('')}`;
    flights.set(key, [...(flights.get(key) ?? []), leg]);
  }
  for (const legs of flights.values()) {
    const sorted = [...legs].sort((a, b) => a.legSequence - b.legSequence || a.line - b.line);
    sorted.forEach((leg, i) => {
      const previous = sorted[i - 1];
      const chained = leg.legSequence === i + 1 && (!previous || previous.destination === leg.origin);
      if (!chained)
        result.errors.push({
          line: leg.line,
          key: 'inv_ssim_multileg',
          params: { flight: `${leg.carrier}${leg.number}`, leg: String(leg.legSequence).padStart(2, '0') },
        });
    });
  }
}

/** Whether two schedules both operate on some date (checked over at most the first weeks of their common period). */
function sharesADate(a: SsimSchedule, b: SsimSchedule): boolean {
  const from = a.validFrom > b.validFrom ? a.validFrom : b.validFrom;
  const to = a.validTo < b.validTo ? a.validTo : b.validTo;
  const span = Math.min(daysBetween(from, to), 6);
  for (let i = 0; i <= span; i += 1) {
    const date = addDays(from, i);
    const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (a.days.includes(weekday) && b.days.includes(weekday)) return true;
  }
  return false;
}
