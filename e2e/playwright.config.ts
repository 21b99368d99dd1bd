/**
 * Browser tests: Debian's Chromium against the production build, served by the same server
 * `npm start` runs, on a free port with a temporary DATA_DIR (a fresh embedded database).
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF_ADMIN, E2E_STAFF_INVENTORY } from './staff-admin';

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Worker processes load this file again: they inherit the values the main process chose.
process.env.E2E_PORT ??= String(await findFreePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'sapar-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  // 20 s: the first search of a cold embedded server can take over 10 s on this 2-core machine while the other specs run beside it.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The first staff admin is made on the command line (as in production) before the server opens the database.
    command: `node apps/api/dist/scripts/staff-create.js ${E2E_STAFF_ADMIN.email} && node apps/api/dist/scripts/staff-create.js ${E2E_STAFF_INVENTORY.email} && npm start -w @sapar/api`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    // A fresh embedded database is created, migrated and seeded with a year of flights first: about 20 s on an idle
    // 2-core machine, minutes on a busy one.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_ENV: 'test',
      PUBLIC_URL: baseURL,
      RATE_LIMIT_MAX: '100000',
      // Every spec's traveller books from 127.0.0.1, in parallel: one address stands for many clients here.
      BOOKING_RATE_LIMIT_MAX: '100000',
      HOLD_SEATS_PER_IP: '1000',
      // The tests draw many pages and PDFs from one address within a minute.
      PAGE_RATE_LIMIT_MAX: '100000',
      PDF_RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
      STAFF_PASSWORD: E2E_STAFF_ADMIN.password,
    },
  },
});
