#!/usr/bin/env node
// Flight search latency on both databases in one run: the embedded database (PGlite) always, and a
// PostgreSQL server when DATABASE_URL is set (in a fresh database created for the run and dropped
// after it). Random realistic queries (Bishkek and Osh to the network, one-way and round trips, 1-4
// passengers, dates in the next 60 days) at concurrency 1 and 16, beside GET /api/health in the same
// run on the same server. Live searches are kept in memory, or in Redis on PostgreSQL when REDIS_URL
// is set (as several production processes would). Target on each database: search p95 within 3x of
// health's p95 at 16 connections.
// Usage: [DATABASE_URL=postgres://...] [REDIS_URL=redis://...] node bench/search.mjs [seconds=10]
import os from 'node:os';
import { printHeader, printRow, runLoad } from './lib/load.mjs';
import { createFreshDatabase } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';

const seconds = Number(process.argv[2] ?? 10);
if (!(seconds > 0)) {
  console.error('Usage: [DATABASE_URL=postgres://...] [REDIS_URL=redis://...] node bench/search.mjs [seconds=10]');
  process.exit(2);
}
const postgresUrl = process.env.DATABASE_URL || null;
const redisUrl = process.env.REDIS_URL || '';
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

const HEALTH = 'GET /api/health';
const SEARCH = 'POST /api/flights/search/ (random)';

/** Health and search at concurrency 1 and 16 on one server; answers the p95 figures. */
async function measure(base) {
  const results = {};
  for (const connections of [1, 16]) {
    for (const [name, path, options] of [
      [HEALTH, '/api/health', {}],
      [SEARCH, '/api/flights/search/', { method: 'POST', body: randomSearch }],
    ]) {
      await runLoad({ url: base + path, connections, seconds: 2, ...options }); // warm-up
      const r = await runLoad({ url: base + path, connections, seconds, ...options });
      results[`${name}@${connections}`] = r;
      printRow(name, connections, r);
    }
  }
  return results;
}

const backends = [
  // PGlite is one process: its searches stay in its memory.
  { name: 'PGlite', store: 'memory', env: { REDIS_URL: '' } },
  ...(postgresUrl
    ? [{ name: 'PostgreSQL', store: redisUrl ? 'Redis' : 'memory', env: { REDIS_URL: redisUrl }, postgres: true }]
    : []),
];
const cleanups = [];
process.once('SIGINT', () => {
  void Promise.allSettled(cleanups.map((c) => c())).then(() => process.exit(130));
});

console.log(
  `Sapar search benchmark: ${seconds}s per run, ${backends.map((b) => `${b.name} (live searches in ${b.store})`).join(' and ')}, Node ${process.version}, ${os.cpus().length} cores`,
);
const summary = [];
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
    if (backend.postgres) database = await createFreshDatabase(postgresUrl);
    server = await startServer({ ...backend.env, ...(database ? { DATABASE_URL: database.url } : {}) });
    console.log(`\n${backend.name}`);
    printHeader();
    const results = await measure(server.base);
    const p95 = (name, c) => results[`${name}@${c}`].p95;
    const ratio = (c) => p95(SEARCH, c) / p95(HEALTH, c);
    summary.push({
      backend,
      ratio1: ratio(1),
      ratio16: ratio(16),
      search16: p95(SEARCH, 16),
      health16: p95(HEALTH, 16),
    });
  } finally {
    await cleanup();
  }
}

console.log('');
for (const { backend, ratio1, ratio16, search16, health16 } of summary) {
  const met = ratio16 <= 3;
  console.log(
    `${backend.name.padEnd(10)} search p95 / health p95: ${ratio1.toFixed(2)}x at 1 connection, ${ratio16.toFixed(2)}x at 16 connections ` +
      `(${search16.toFixed(1)} ms / ${health16.toFixed(1)} ms) — target (within 3x at 16): ${met ? 'met' : 'NOT met'}`,
  );
}
