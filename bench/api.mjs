#!/usr/bin/env node
// API throughput on the embedded database: GET /api/health and GET /api/news?limit=5.
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
} finally {
  await server.stop();
}
