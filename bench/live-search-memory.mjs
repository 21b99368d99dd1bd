#!/usr/bin/env node
// Memory of live searches held in memory (no REDIS_URL), here on the embedded database: starts the API on a temporary DATA_DIR (PGlite,
// migrated and seeded as `npm start` does), runs N random searches over HTTP at concurrency 8, and
// prints RSS and heap before and after (after a full GC), with the searches held in memory, their
// estimated bytes and the budget (LIVE_SEARCH_MEMORY_MB, default 64). The server runs in this
// process so the figures are the server's own (the load generator adds a few MB at most).
// Usage: npm run build:server && node bench/live-search-memory.mjs [searches=20000] [LIVE_SEARCH_MEMORY_MB=64]
// (it loads the compiled API, apps/api/dist, as production runs it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (typeof globalThis.gc !== 'function') {
  // Run again with a callable GC.
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
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
