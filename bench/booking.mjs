#!/usr/bin/env node
// Booking throughput and latency: POST /api/booking/ on the embedded database (PGlite) and, when
// DATABASE_URL is set or --postgres is given, on a PostgreSQL server (in a fresh database created
// for the run and dropped after it). Before each run, live searches (Bishkek and Osh to and from
// the network, 1-2 adults, dates 2-330 days out) fill a pool of offers that share no flight, so
// the run measures booking itself, not one flight running out of seats or re-pricing as it fills;
// each booking takes the next offer with a fresh Idempotency-Key. Only the bookings are timed.
// Usage: node bench/booking.mjs [seconds=10] [connections=1,16] [--postgres[=URL]] [--no-pglite]
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { runLoad } from './lib/load.mjs';
import { createFreshDatabase } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const flags = args.filter((a) => a.startsWith('--'));
const seconds = Number(positional[0] ?? 10);
const connectionsList = String(positional[1] ?? '1,16')
  .split(',')
  .map(Number);
const postgresFlag = flags.find((f) => f === '--postgres' || f.startsWith('--postgres='));
const postgresUrl = postgresFlag?.startsWith('--postgres=')
  ? postgresFlag.slice('--postgres='.length)
  : postgresFlag || process.env.DATABASE_URL
    ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
    : null;
const backends = [...(flags.includes('--no-pglite') ? [] : ['pglite']), ...(postgresUrl ? ['postgres'] : [])];
if (!(seconds > 0) || connectionsList.some((c) => !(c >= 1)) || backends.length === 0) {
  console.error('Usage: node bench/booking.mjs [seconds=10] [connections=1,16] [--postgres[=URL]] [--no-pglite]');
  process.exit(2);
}

const PLACES = ['BSZ', 'OSS'];
const DESTINATIONS = [
  'MOW',
  'IST',
  'DXB',
  'ALA',
  'TAS',
  'LED',
  'OVB',
  'SVX',
  'KZN',
  'SHJ',
  'URC',
  'GYD',
  'KWI',
  'ICN',
  'DEL',
  'AYT',
  'NQZ',
  'KJA',
  'JED',
];
const FIRST_NAMES = ['Aibek', 'Aigerim', 'Nurlan', 'Aizada', 'Bakyt', 'Cholpon', 'Daniyar', 'Elnura'];
const LAST_NAMES = ['Osmonov', 'Asanova', 'Toktogulov', 'Mamytova', 'Sadykov', 'Beishenova'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** A date N days from today in Bishkek (UTC+6 all year), as the API counts days. */
const bishkekDay = (offset) => new Date(Date.now() + 6 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const display = (iso) => iso.split('-').reverse().join('.');
const yearsBefore = (iso, years) => `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`.replace(/-02-29$/, '-02-28');

function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Offers of live searches, no two sharing a flight (across the whole benchmark of one server). */
function createOfferPool(base) {
  const queries = new Map();
  for (const place of PLACES) {
    for (const other of [...DESTINATIONS, ...PLACES.filter((p) => p !== place)]) {
      for (let day = 2; day <= 330; day += 1) {
        for (const [from, to] of [
          [place, other],
          [other, place],
        ])
          queries.set(`${from}-${to}-${day}`, { from, to, day });
      }
    }
  }
  const pending = shuffled([...queries.values()]);
  const usedFlights = new Set();
  const offers = [];

  async function searchOnce(query) {
    const when = bishkekDay(query.day);
    const adults = Math.random() < 0.7 ? 1 : 2;
    const res = await fetch(`${base}/api/flights/search/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'one_way',
        city_from: query.from,
        city_to: query.to,
        when_date: when,
        passengers: { type: 'ekonom', adults, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
      }),
    });
    if (!res.ok) throw new Error(`search failed: ${res.status} ${await res.text()}`);
    const body = await res.json();
    for (const ticket of body.tickets) {
      const flights = ticket.segments.map((s) => String(s.flight_id));
      if (flights.some((f) => usedFlights.has(f))) continue;
      for (const f of flights) usedFlights.add(f);
      offers.push({ searchId: body.search_id, offerId: ticket.id, when, adults });
    }
  }

  return {
    get size() {
      return offers.length;
    },
    /** Searches (4 at a time) until the pool holds `target` offers or every query was asked. */
    async fill(target) {
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (offers.length < target && pending.length > 0) await searchOnce(pending.pop());
        }),
      );
    },
    take: () => offers.shift() ?? null,
  };
}

function passenger(when, i) {
  return {
    type: 'ADLT',
    first_name: pick(FIRST_NAMES),
    last_name: pick(LAST_NAMES),
    gender: i % 2 === 0 ? 'male' : 'female',
    birth_date: display(yearsBefore(when, 25 + Math.floor(Math.random() * 30))),
    citizenship: 'KG',
    document_type: 'international_passport',
    document_number: `AC${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    document_expiry: display(bishkekDay(2000)),
  };
}

let sequence = 0;
function bookingBody(pool) {
  const offer = pool.take();
  if (!offer) return null;
  sequence += 1;
  return JSON.stringify({
    search_id: offer.searchId,
    outbound_ticket: offer.offerId,
    return_ticket: null,
    passengers: Array.from({ length: offer.adults }, (_, i) => passenger(offer.when, i)),
    contact: { email: `buyer${sequence}@example.com`, phone: '+996555123456' },
  });
}

const samples = {};
function classify(status, text) {
  if (status === 200) return 'ok';
  let label = `http ${status}`;
  if (status === 409) {
    try {
      label = JSON.parse(text).code ?? label;
    } catch {
      /* not JSON */
    }
  }
  samples[label] ??= text.slice(0, 300);
  return label;
}

/** One timed run: a warm-up sizes the pool (twice what the warm-up rate needs), then `seconds` of bookings. */
async function measure(base, pool, connections) {
  const load = {
    url: `${base}/api/booking/`,
    method: 'POST',
    body: () => bookingBody(pool),
    headers: () => ({ 'idempotency-key': randomUUID() }),
    classify,
    connections,
  };
  await pool.fill(Math.max(100, connections * 30));
  const warm = await runLoad({ ...load, seconds: 2 });
  await pool.fill(Math.ceil(warm.rps * seconds * 2) + connections * 10);
  const offered = pool.size;
  const result = await runLoad({ ...load, seconds });
  return { ...result, offered };
}

function printHeader() {
  console.log('backend    conn  bookings/s   p50 ms   p95 ms   p99 ms     ok  409 no_seats  409 price_changed  other');
}

function printRow(backend, connections, r) {
  const f = (n) => n.toFixed(1).padStart(8);
  const o = r.outcomes;
  const other = r.requests - (o.ok ?? 0) - (o.no_seats ?? 0) - (o.price_changed ?? 0);
  console.log(
    `${backend.padEnd(10)} ${String(connections).padStart(4)} ${r.rps.toFixed(1).padStart(11)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(o.ok ?? 0).padStart(6)} ${String(o.no_seats ?? 0).padStart(13)} ${String(o.price_changed ?? 0).padStart(18)} ${String(other).padStart(6)}` +
      (r.ranOut ? `  (offers ran out after ${r.elapsed.toFixed(1)} s)` : ''),
  );
}

const cleanups = [];
process.once('SIGINT', () => {
  void Promise.allSettled(cleanups.map((c) => c())).then(() => process.exit(130));
});

console.log(
  `Sapar booking benchmark: ${seconds}s per run, connections ${connectionsList.join(', ')}, ${backends.join(' and ')}, Node ${process.version}, ${os.cpus().length} cores`,
);
printHeader();
for (const backend of backends) {
  let database = null;
  let server = null;
  const cleanup = async () => {
    await server?.stop();
    server = null;
    await database?.drop();
    database = null;
  };
  cleanups.push(cleanup);
  try {
    if (backend === 'postgres') database = await createFreshDatabase(postgresUrl);
    server = await startServer(database ? { DATABASE_URL: database.url } : {});
    const pool = createOfferPool(server.base);
    for (const connections of connectionsList) {
      const result = await measure(server.base, pool, connections);
      printRow(backend, connections, result);
    }
  } finally {
    await cleanup();
  }
}
for (const [label, text] of Object.entries(samples)) {
  if (label !== 'no_seats' && label !== 'price_changed') console.log(`first ${label} answer: ${text}`);
}
