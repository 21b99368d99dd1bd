/**
 * Local wall-clock times at airports <-> instants, with IANA zones from the runtime's Intl (Node's
 * ICU, the browser's): no time-zone data of our own, so the web bundle stays light. Calendar days
 * and "today" are in dates.ts.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function offsetFromIntl(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

// formatToParts is slow and searches render hundreds of times a second; zones change their
// offset at most on the hour, so one answer per zone and hour is exact. Most days have no change
// at all: when a zone has the same offset at both ends of a UTC day (no zone changes twice within
// a day), that one answer serves the whole day.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hourOffsets = new Map<string, Map<number, number>>();
/** Per zone and UTC day: the day's offset, or null when it changes during the day. */
const dayOffsets = new Map<string, Map<number, number | null>>();
let cachedAnswers = 0;

function cacheOf<V>(caches: Map<string, Map<number, V>>, timeZone: string): Map<number, V> {
  let cache = caches.get(timeZone);
  if (!cache) {
    cache = new Map();
    caches.set(timeZone, cache);
  }
  return cache;
}

function offsetAtHour(hour: number, timeZone: string): number {
  const cache = cacheOf(hourOffsets, timeZone);
  let offset = cache.get(hour);
  if (offset === undefined) {
    offset = offsetFromIntl(new Date(hour * HOUR), timeZone);
    cache.set(hour, offset);
  }
  return offset;
}

/** Minutes the zone is ahead of UTC at that instant. */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const time = instant.getTime();
  const day = Math.floor(time / DAY);
  const days = cacheOf(dayOffsets, timeZone);
  let offset = days.get(day);
  if (offset === undefined) {
    if (++cachedAnswers > 200_000) {
      cachedAnswers = 0;
      hourOffsets.clear();
      dayOffsets.clear();
    }
    const atStart = offsetAtHour(day * 24, timeZone);
    offset = atStart === offsetAtHour(day * 24 + 24, timeZone) ? atStart : null;
    cacheOf(dayOffsets, timeZone).set(day, offset);
  }
  return offset ?? offsetAtHour(Math.floor(time / HOUR), timeZone);
}

/** Wall-clock fields of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string) {
  const local = new Date(instant.getTime() + utcOffsetMinutes(instant, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The instant of a local date and time in a zone. Two passes settle the offset around DST
 * changes; none of the network's zones observe DST today, but the hubs' history did.
 */
export function localToUtc(isoDate: string, time: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  let instant = naive - utcOffsetMinutes(new Date(naive), timeZone) * 60_000;
  instant = naive - utcOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-ddTHH:mm' wall clock in the zone (at an airport: its local time). */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** 'yyyy-MM-dd': the instant's calendar day in the zone. */
export function formatLocalDate(instant: Date, timeZone: string): string {
  return formatLocalDateTime(instant, timeZone).slice(0, 10);
}

/** '+06:00' */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
