#!/usr/bin/env node
// API throughput on the embedded database: starts the real server (PGlite in a temporary
// DATA_DIR, rate limit raised so it measures the API, not the limiter), then runs autocannon
// against GET /api/health and GET /api/news?limit=5 and prints requests/s and latency percentiles.
// Usage: node bench/api.mjs [seconds=10] [connections=20]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sapar-bench-'));
const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test', RATE_LIMIT_MAX: '100000000', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitUntilUp() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function measure(url, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + url, connections, duration, headers: { 'accept-language': 'ru' } }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

try {
  await waitUntilUp();
  console.log(`Sapar API benchmark: ${seconds}s per route, ${connections} connections, PGlite, Node ${process.version}, ${os.cpus().length} cores`);
  console.log('route                     req/s (avg)   p50 ms   p90 ms   p99 ms   non-2xx');
  for (const url of ['/api/health', '/api/news?limit=5']) {
    await measure(url, 3); // warm-up pass, discarded
    const r = await measure(url);
    console.log(
      `${url.padEnd(24)} ${String(Math.round(r.requests.average)).padStart(12)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p90).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx).padStart(9)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
