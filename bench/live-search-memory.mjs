#!/usr/bin/env node
// Memory of live searches held in memory (no REDIS_URL), here on the embedded database: starts the API on a temporary DATA_DIR (PGlite,
// migrated and seeded as `npm start` does), runs N random searches over HTTP at concurrency 8, and
// prints RSS and heap before and after (after a full GC), with the searches held in memory, their
// estimated bytes and the budget (LIVE_SEARCH_MEMORY_MB, default 64). The server runs in this
// process so the figures are the server's own (the load generator adds a few MB at most).
// Usage: npm run build:server && node bench/live-search-memory.mjs [searches=20000] [LIVE_SEARCH_MEMORY_MB=64]
// (it loads the compiled API, apps/api/dist, as production runs it).
// With --outside: the heap of searches that each hold 300 outside supplier offers (one or two segments each, with
// their terms and rate) besides their own, put straight into the memory store (from the TypeScript source), against
// estimateSearchBytes: node bench/live-search-memory.mjs --outside [searches=500]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (typeof globalThis.gc !== 'function') {
  // Run again with a callable GC.
  const outsideMode = process.argv.includes('--outside');
  const result = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      ...(outsideMode ? ['--import', 'tsx', '--conditions=sapar-source'] : []),
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}

/** Searches of 300 outside offers each, held by the memory store: heap measured against the estimate. */
async function measureOutsideOffers(count) {
  const { MemoryLiveSearchStore } = await import('../apps/api/src/modules/flights/live-search-store.ts');
  const store = new MemoryLiveSearchStore({ maxBytes: 4 * 1024 * 1024 * 1024 });
  const now = Date.now();
  const segment = (s, o, i) => ({
    ref: `seg_0000${s}${o}${i}Xq2mYbK1Lp`,
    carrier: ['TK', 'FZ', 'KC', 'HY'][o % 4],
    carrierName: ['Turkish Airlines', 'flydubai', 'Air Astana', 'Uzbekistan Airways'][o % 4],
    number: String(300 + ((o * 7 + i) % 600)),
    operatedBy: o % 9 === 0 ? { code: 'OZ', name: 'Asiana Airlines' } : null,
    origin: i === 0 ? 'BSZ' : 'IST',
    destination: i === 0 ? 'IST' : 'FRA',
    departsAt: now + 86_400_000 + o * 60_000 + i * 7_200_000,
    arrivesAt: now + 86_400_000 + o * 60_000 + i * 7_200_000 + 6 * 3_600_000,
    departsLocal: `2027-01-1${i}T0${i}:${String(o % 60).padStart(2, '0')}`,
    arrivesLocal: `2027-01-1${i}T1${i}:${String(o % 60).padStart(2, '0')}`,
    aircraft: { code: '321', name: 'Airbus A321' },
  });
  const outsideOffer = (s, o) => {
    const segments = Array.from({ length: 1 + (o % 2) }, (_, i) => segment(s, o, i));
    return {
      id: `T1-1-${o + 1}`,
      supplier: 'duffel',
      leg: 'there',
      flightIds: [],
      segments,
      outside: {
        ref: `off_0000${s}${o}AbCdEfGhIjKlMnOp`,
        expiresAt: now + 30 * 60_000,
        fareBrand: o % 3 === 0 ? null : 'Economy Light',
        refund: o % 3 === 0 ? 'unknown' : 'not_allowed',
        change: 'allowed',
        checkedBags: o % 3 === 0 ? null : 1,
        carryOnBags: 1,
        seatsLeft: o % 2 ? 4 : null,
        price: {
          fare: 20_000 + o,
          taxes: 4_000,
          fee: 900,
          supplierTotal: { amount: `${280 + o}.45`, currency: 'USD' },
          rate: { currency: 'USD', somPerUnit: '88.3245', date: '2027-01-01', bufferPct: 1 },
        },
      },
      cabin: 'economy',
      family: o % 3 === 0 ? 'light' : 'standard',
      seatsLeft: 4,
      total: 24_900 + o,
      breakdown: [
        { type: 'ADLT', pensioner: false, with_seat: true, count: 1, unit_amount: 24_900 + o, amount: 24_900 + o },
      ],
      durationMin: 360 + o,
      stops: segments.length - 1,
      departsAt: segments[0].departsAt,
      baggageKg: null,
      handBaggageKg: 0,
      refundFee: null,
      changeFee: 4_400,
    };
  };
  const params = {
    type: 'one_way',
    city_from: 'BSZ',
    city_to: 'IST',
    when_date: '2027-01-10',
    back_date: null,
    passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
  };
  const before = measure();
  for (let s = 0; s < count; s += 1) {
    const id = `${String(s).padStart(32, '0')}`;
    await store.put({
      id,
      params,
      offers: [],
      expiresAt: new Date(now + 20 * 60_000),
      suppliers: { duffel: { status: 'pending', askedAt: now, budgetMs: 8000, attempt: 1, offers: [] } },
    });
    const offers = Array.from({ length: 300 }, (_, o) => outsideOffer(s, o));
    await store.putSupplierAnswer(id, 'duffel', {
      status: 'answered',
      askedAt: now,
      budgetMs: 8000,
      attempt: 1,
      offers,
    });
  }
  const after = measure();
  const { held, heldBytes } = store.memory;
  console.log(
    `Sapar live-search memory, outside offers: ${count} searches of 300 supplier offers each, Node ${process.version}`,
  );
  console.log(`  heap used   before ${mb(before.heapUsed).padStart(10)}   after ${mb(after.heapUsed).padStart(10)}`);
  console.log(
    `  per search: ${((after.heapUsed - before.heapUsed) / held / 1024).toFixed(1)} kB measured, ${(heldBytes / held / 1024).toFixed(1)} kB estimated (estimateSearchBytes)`,
  );
  console.log(
    `  searches of this size within the default 64 MB budget: ${Math.floor((64 * 1024 * 1024) / (heldBytes / held))}`,
  );
}

const searches = Math.min(Number(process.argv[2] ?? 20_000), 200_000);
const budgetMb = process.argv[3] ?? '64';
const CONCURRENCY = 8;
const ORIGINS = ['BSZ', 'BSZ', 'BSZ', 'OSS'];
const DESTINATIONS = [
  'MOW',
  'IST',
  'OSS',
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
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function randomSearch() {
  const from = pick(ORIGINS);
  let to = pick(DESTINATIONS);
  if (to === from) to = 'MOW';
  const out = 1 + Math.floor(Math.random() * 60);
  const roundTrip = Math.random() < 0.5;
  return JSON.stringify({
    type: roundTrip ? 'round_trip' : 'one_way',
    city_from: from,
    city_to: to,
    when_date: day(out),
    back_date: roundTrip ? day(out + 3 + Math.floor(Math.random() * 10)) : undefined,
    passengers: {
      type: Math.random() < 0.1 ? 'business' : 'ekonom',
      adults: 1 + Math.floor(Math.random() * 2),
      kids: Math.floor(Math.random() * 2),
      babies_with_sit: 0,
      babies_without_sit: Math.floor(Math.random() * 2),
      pensioners: 0,
    },
  });
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
function measure() {
  globalThis.gc();
  globalThis.gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

if (process.argv.includes('--outside')) {
  await measureOutsideOffers(Number(process.argv.filter((a) => a !== '--outside')[2] ?? 500));
  process.exit(0);
}

const { loadConfig } = await import('../apps/api/dist/env.js');
const { createContainer } = await import('../apps/api/dist/container.js');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sapar-bench-mem-'));
const config = loadConfig({
  APP_ENV: 'test',
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '100000000',
  PAGE_RATE_LIMIT_MAX: '100000000',
  PDF_RATE_LIMIT_MAX: '100000000',
  LIVE_SEARCH_MEMORY_MB: budgetMb,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'true',
});
// Migrated and seeded in DATA_DIR/pg, as `npm start` does.
const { app, database } = await createContainer({ config });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const url = `http://127.0.0.1:${port}/api/flights/search/`;
  const store = app.flights.searches;

  // A few searches first, so caches and code paths are warm before the baseline.
  const run = async (count) => {
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          next += 1;
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: randomSearch(),
          });
          if (res.status !== 200) failed += 1;
          await res.arrayBuffer();
        }
      }),
    );
    return failed;
  };
  await run(200);
  const before = measure();
  const heldBefore = store.memory.held;
  const started = performance.now();
  const failed = await run(searches);
  const seconds = (performance.now() - started) / 1000;
  const after = measure();
  const { held: heldNow, heldBytes, maxBytes } = store.memory;
  const held = heldNow - heldBefore;

  console.log(
    `Sapar live-search memory: ${searches} searches over HTTP at concurrency ${CONCURRENCY} in ${seconds.toFixed(1)} s (${(searches / seconds).toFixed(0)}/s), PGlite, Node ${process.version}`,
  );
  console.log(`  failed answers:            ${failed}`);
  console.log(
    `  RSS         before ${mb(before.rss).padStart(10)}   after ${mb(after.rss).padStart(10)}   grew ${mb(after.rss - before.rss)}`,
  );
  console.log(
    `  heap used   before ${mb(before.heapUsed).padStart(10)}   after ${mb(after.heapUsed).padStart(10)}   grew ${mb(after.heapUsed - before.heapUsed)}`,
  );
  console.log(`  searches held in memory:   ${heldNow} (older ones were let go past the budget: they answer 410)`);
  console.log(
    `  estimated bytes held:      ${mb(heldBytes)} of the budget ${mb(maxBytes)} (LIVE_SEARCH_MEMORY_MB=${budgetMb})`,
  );
  if (held > 0)
    console.log(
      `  heap growth per held search: ${((after.heapUsed - before.heapUsed) / held / 1024).toFixed(1)} kB measured, ${(heldBytes / heldNow / 1024).toFixed(1)} kB estimated`,
    );
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
