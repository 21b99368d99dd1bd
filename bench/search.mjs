#!/usr/bin/env node
// Flight search latency on the embedded database: random realistic queries (Bishkek and Osh to the
// network, one-way and round trips, 1-4 passengers, dates in the next 60 days) at concurrency 1
// and 16, beside GET /api/health in the same run. Target: search p95 within 3x of health's p95,
// and under 30 ms at concurrency 16.
// Usage: node bench/search.mjs [seconds=10]
import os from 'node:os';
import { printHeader, printRow, runLoad } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

const seconds = Number(process.argv[2] ?? 10);
const ORIGINS = ['BSZ', 'BSZ', 'BSZ', 'OSS'];
const DESTINATIONS = ['MOW', 'IST', 'OSS', 'DXB', 'ALA', 'TAS', 'LED', 'OVB', 'SVX', 'KZN', 'SHJ', 'URC', 'GYD', 'KWI', 'ICN', 'DEL', 'AYT', 'NQZ', 'KJA', 'JED'];
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
    passengers: { type: Math.random() < 0.1 ? 'business' : 'ekonom', adults: 1 + Math.floor(Math.random() * 2), kids: Math.floor(Math.random() * 2), babies_with_sit: 0, babies_without_sit: Math.floor(Math.random() * 2), pensioners: 0 },
  });
}

const server = await startServer();
try {
  console.log(`Sapar search benchmark: ${seconds}s per run, PGlite, Node ${process.version}, ${os.cpus().length} cores`);
  printHeader();
  const results = {};
  for (const connections of [1, 16]) {
    for (const [name, path, options] of [
      ['GET /api/health', '/api/health', {}],
      ['POST /api/flights/search/ (random)', '/api/flights/search/', { method: 'POST', body: randomSearch }],
    ]) {
      await runLoad({ url: server.base + path, connections, seconds: 2, ...options }); // warm-up
      const r = await runLoad({ url: server.base + path, connections, seconds, ...options });
      results[`${name}@${connections}`] = r;
      printRow(name, connections, r);
    }
  }
  const ratio = (c) => (results[`POST /api/flights/search/ (random)@${c}`].p95 / results[`GET /api/health@${c}`].p95).toFixed(2);
  console.log(`search p95 / health p95: ${ratio(1)}x at 1 connection, ${ratio(16)}x at 16 connections`);
  const search16 = results['POST /api/flights/search/ (random)@16'].p95;
  const met = Number(ratio(16)) <= 3 && search16 < 30;
  console.log(`target (at 16 connections, search p95 within 3x of health's and under 30 ms): ${met ? 'met' : 'NOT met'} (${search16.toFixed(1)} ms, ${ratio(16)}x)`);
} finally {
  await server.stop();
}
