#!/usr/bin/env node
// API throughput on the embedded database: GET /api/health and GET /api/news?limit=5; then the health
// check's latency (one client) while four clients fetch the privacy PDF, which is drawn once per version
// and language and then served from memory.
// Usage: node bench/api.mjs [seconds=10] [connections=20]
import os from 'node:os';
import { printHeader, printRow, runLoad } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const server = await startServer();
try {
  console.log(`Sapar API benchmark: ${seconds}s per route, PGlite, Node ${process.version}, ${os.cpus().length} cores`);
  printHeader();
  for (const path of ['/api/health', '/api/news?limit=5']) {
    await runLoad({ url: server.base + path, connections, seconds: 2 }); // warm-up, discarded
    printRow(`GET ${path}`, connections, await runLoad({ url: server.base + path, connections, seconds }));
  }
  const health = server.base + '/api/health';
  const pdf = server.base + '/api/pages/privacy/pdf?lang=en';
  const alone = await runLoad({ url: health, connections: 1, seconds });
  const [pdfs, beside] = await Promise.all([
    runLoad({ url: pdf, connections: 4, seconds }),
    runLoad({ url: health, connections: 1, seconds }),
  ]);
  printRow('GET /api/pages/privacy/pdf', 4, pdfs);
  const p90 = (r) => `${r.p90.toFixed(1)} ms`;
  console.log(`health check p90, one client: ${p90(alone)} alone, ${p90(beside)} beside 4 clients fetching the PDF`);
} finally {
  await server.stop();
}
