#!/usr/bin/env node
// One search over the own inventory and Duffel: starts the local Duffel fake (its command line) answering searches in
// L ms, and the API from its TypeScript source on PGlite in a temporary DATA_DIR with FLIGHT_SUPPLIERS=own,duffel.
// At 16 connections, each worker runs whole searches: POST /api/flights/search/ (answered with the own offers and
// Duffel pending), then GET of the search every 20 ms until no supplier is pending. Printed per L (300 and 2000 ms):
// p50/p95/p99 of the first answer and of the complete search (Duffel's offers in), beside the fake's own latency
// measured in the same run (POST /air/offer_requests straight to the fake at 16 connections).
// Target: complete search p95 within L + 150 ms (the fake's measured p95 + 150 ms).
// Usage: node bench/supplier-search.mjs [seconds=10] [latencies=300,2000]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const seconds = Number(process.argv[2] ?? 10);
const latencies = (process.argv[3] ?? '300,2000').split(',').map(Number);
const CONNECTIONS = 16;
const POLL_MS = 20;
const DESTINATIONS = ['IST', 'DXB', 'ALA', 'TAS'];
const children = [];
process.once('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
};
const fmt = (s) =>
  `n=${String(s.n).padStart(5)}  p50 ${s.p50.toFixed(0).padStart(5)} ms  p95 ${s.p95.toFixed(0).padStart(5)} ms  p99 ${s.p99.toFixed(0).padStart(5)} ms`;

async function startFake(latencyMs) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/test/fakes/duffel-fake.ts',
      '--port',
      String(port),
      '--latency',
      String(latencyMs),
      '--rate-limit',
      '100000000',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  const settings = {};
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Duffel fake exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^(DUFFEL_URL|DUFFEL_TOKEN)=(.*)$/.exec(line);
      if (match) settings[match[1]] = match[2];
      if (settings.DUFFEL_URL && settings.DUFFEL_TOKEN) resolve();
    });
  });
  return { ...settings, stop: () => child.kill('SIGTERM') };
}

async function startApi(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sapar-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=sapar-source', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error('the API exited before it answered');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 1500) throw new Error('the API did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Closed loop: `connections` workers each run `work` again as soon as it finished, for `seconds`. */
async function closedLoop(work, connections, runSeconds) {
  const until = Date.now() + runSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await work();
    }),
  );
}

const searchBody = () =>
  JSON.stringify({
    type: 'one_way',
    city_from: 'BSZ',
    city_to: pick(DESTINATIONS),
    when_date: day(2 + Math.floor(Math.random() * 50)),
    passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
  });

async function measure(latencyMs) {
  const fake = await startFake(latencyMs);
  const api = await startApi({
    FLIGHT_SUPPLIERS: 'own,duffel',
    DUFFEL_URL: fake.DUFFEL_URL,
    DUFFEL_TOKEN: fake.DUFFEL_TOKEN,
    DUFFEL_TIMEOUT_MS: String(latencyMs + 3000),
  });
  try {
    // Warm-up: compile paths, fill caches.
    await closedLoop(
      async () =>
        void (
          await fetch(`${api.base}/api/flights/search/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: searchBody(),
          })
        ).text(),
      4,
      2,
    );

    const fakeTimes = [];
    await closedLoop(
      async () => {
        const started = performance.now();
        const res = await fetch(`${fake.DUFFEL_URL}/air/offer_requests?return_offers=false&supplier_timeout=10000`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${fake.DUFFEL_TOKEN}`,
            'duffel-version': 'v2',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            data: {
              slices: [
                {
                  origin: 'BSZ',
                  destination: pick(DESTINATIONS),
                  departure_date: day(2 + Math.floor(Math.random() * 50)),
                },
              ],
              passengers: [{ type: 'adult' }],
              cabin_class: 'economy',
            },
          }),
        });
        await res.text();
        if (res.ok) fakeTimes.push(performance.now() - started);
      },
      CONNECTIONS,
      Math.max(3, seconds / 2),
    );

    const first = [];
    const complete = [];
    let unanswered = 0;
    await closedLoop(
      async () => {
        const started = performance.now();
        const res = await fetch(`${api.base}/api/flights/search/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: searchBody(),
        });
        const made = await res.json();
        if (res.status !== 200) return;
        first.push(performance.now() - started);
        let pending = made.pending_suppliers ?? [];
        let page = made;
        while (pending.length > 0) {
          await new Promise((r) => setTimeout(r, POLL_MS));
          page = await (await fetch(`${api.base}/api/flights/search/${made.search_id}/?leg=there`)).json();
          pending = page.pending_suppliers ?? [];
        }
        if ((page.unanswered_suppliers ?? []).length > 0) unanswered += 1;
        complete.push(performance.now() - started);
      },
      CONNECTIONS,
      seconds,
    );
    return { fake: summary(fakeTimes), first: summary(first), complete: summary(complete), unanswered };
  } finally {
    await api.stop();
    fake.stop();
  }
}

console.log(`One search over the own inventory and the Duffel fake, ${CONNECTIONS} connections, ${seconds} s each`);
for (const latencyMs of latencies) {
  const r = await measure(latencyMs);
  const target = r.fake.p95 + 150;
  console.log(`\nL = ${latencyMs} ms`);
  console.log(`  fake alone (POST /air/offer_requests)   ${fmt(r.fake)}`);
  console.log(`  search, first answer (own offers)       ${fmt(r.first)}`);
  console.log(`  search, complete (Duffel offers in)     ${fmt(r.complete)}  unanswered: ${r.unanswered}`);
  console.log(
    `  target: complete p95 <= fake p95 + 150 ms = ${target.toFixed(0)} ms -> ${r.complete.p95 <= target ? 'met' : 'NOT met'}`,
  );
}
process.exit(0);
