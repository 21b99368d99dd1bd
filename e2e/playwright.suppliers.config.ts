/**
 * Browser tests of results from outside suppliers: the same site as playwright.config.ts, asking the agency's own
 * inventory and Duffel (FLIGHT_SUPPLIERS=own,duffel), with Duffel played by its local fake
 * (apps/api/test/fakes/duffel-fake.ts, answering 2.5 s late, so the first answer of a search has Duffel pending) and
 * the National Bank's rates file by a small server of its own (a dollar at 87.45 som), so Duffel's dollar prices
 * can be priced in som.
 *
 * npm run build && npx playwright test --config e2e/playwright.suppliers.config.ts
 */
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

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
process.env.E2E_DUFFEL_PORT ??= String(await findFreePort());
process.env.E2E_NBKR_PORT ??= String(await findFreePort());
process.env.E2E_SUPPLIERS = 'own,duffel';
const duffelPort = Number(process.env.E2E_DUFFEL_PORT);
const nbkrPort = Number(process.env.E2E_NBKR_PORT);
const DUFFEL_TOKEN = 'duffel_test_e2e';

// The bank's daily file as it serves it (windows-1251; these rates are ASCII), dated today.
const ratesServer = `
const http = require('node:http');
const day = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
const body = '<?xml version="1.0" encoding="windows-1251"?>\\r\\n<CurrencyRates Name="Daily Exchange Rates" Date="' + day + '">\\r\\n'
  + '  <Currency ISOCode="USD">\\r\\n    <Nominal>1</Nominal>\\r\\n    <Value>87,4500</Value>\\r\\n  </Currency>\\r\\n'
  + '  <Currency ISOCode="EUR">\\r\\n    <Nominal>1</Nominal>\\r\\n    <Value>101,2000</Value>\\r\\n  </Currency>\\r\\n</CurrencyRates>\\r\\n';
http.createServer((req, res) => {
  if (req.url !== '/XML/daily.xml') return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/xml; charset=windows-1251' }).end(body);
}).listen(${nbkrPort}, '127.0.0.1');
`;

const app = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testMatch: 'supplier-results.spec.ts',
  webServer: [
    {
      command: `npx tsx apps/api/test/fakes/duffel-fake.ts --port ${duffelPort} --latency 2500 --token ${DUFFEL_TOKEN}`,
      cwd: '..',
      port: duffelPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `node -e ${JSON.stringify(ratesServer.replace(/\n/g, ' '))}`,
      cwd: '..',
      url: `http://127.0.0.1:${nbkrPort}/XML/daily.xml`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      ...app,
      env: {
        ...app.env,
        FLIGHT_SUPPLIERS: 'own,duffel',
        DUFFEL_URL: `http://127.0.0.1:${duffelPort}`,
        DUFFEL_TOKEN,
        NBKR_RATES_URL: `http://127.0.0.1:${nbkrPort}/XML/daily.xml`,
      },
    },
  ],
});
