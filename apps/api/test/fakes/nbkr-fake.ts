/**
 * A local stand-in for the National Bank of the Kyrgyz Republic's rates file, a real HTTP server on 127.0.0.1 with a
 * random port, written from the bank's published format: GET `/XML/daily.xml` answers
 * `<CurrencyRates Name="Daily Exchange Rates" Date="dd.mm.yyyy">` with one `<Currency ISOCode="…">` per currency, each
 * with `<Nominal>` (1, or 10 and 100 for currencies worth little) and `<Value>` (som for that many units, with a
 * decimal comma), in windows-1251 as the bank serves it (the rates themselves are ASCII).
 *
 * The test sets the day and the rates (`publish`), and the faults of the next requests: HTTP 503 with an HTML page
 * (the bank's site down), a body cut off mid-document, an HTML page with 200 (a maintenance page), a rate with a
 * value that is not a number, or no answer at all (a timeout).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type NbkrFault = '5xx' | 'truncated' | 'html' | 'bad_value' | 'timeout';

export interface NbkrFakeRate {
  currency: string;
  nominal: number;
  /** As the bank writes it, with a decimal comma ("87,4500"). */
  value: string;
}

export interface NbkrFake {
  /** The daily file's address, for NBKR_RATES_URL. */
  url: string;
  /** The day (yyyy-MM-dd) and rates the file answers from now on. */
  publish(date: string, rates: NbkrFakeRate[]): void;
  /** Faults for the next requests, in order. */
  fail(...faults: NbkrFault[]): void;
  /** Requests for the daily file so far. */
  readonly requests: number;
  close(): Promise<void>;
}

const dotted = (isoDate: string) => isoDate.split('-').reverse().join('.');

function document(date: string, rates: readonly NbkrFakeRate[]): string {
  const currencies = rates
    .map(
      (rate) =>
        `  <Currency ISOCode="${rate.currency}">\r\n    <Nominal>${rate.nominal}</Nominal>\r\n    <Value>${rate.value}</Value>\r\n  </Currency>`,
    )
    .join('\r\n');
  return `<?xml version="1.0" encoding="windows-1251"?>\r\n<CurrencyRates Name="Daily Exchange Rates" Date="${dotted(date)}">\r\n${currencies}\r\n</CurrencyRates>\r\n`;
}

export async function startNbkrFake(): Promise<NbkrFake> {
  let published: { date: string; rates: NbkrFakeRate[] } = { date: '2026-12-07', rates: [] };
  const faults: NbkrFault[] = [];
  let requests = 0;
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/XML/daily.xml') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
      return;
    }
    requests += 1;
    const fault = faults.shift();
    const xml = { 'content-type': 'text/xml; charset=windows-1251' };
    switch (fault) {
      case '5xx':
        res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>Технические работы</p></body></html>');
        return;
      case 'truncated': {
        const full = document(published.date, published.rates);
        res.writeHead(200, xml).end(full.slice(0, Math.floor(full.length / 2)));
        return;
      }
      case 'bad_value': {
        const [first, ...rest] = published.rates;
        res
          .writeHead(200, xml)
          .end(document(published.date, [...(first ? [{ ...first, value: 'н/д' }] : []), ...rest]));
        return;
      }
      case 'timeout':
        // Never answers; closed with the server.
        hanging.add(res);
        return;
      default:
        res.writeHead(200, xml).end(document(published.date, published.rates));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/XML/daily.xml`,
    publish: (date, rates) => {
      published = { date, rates };
    },
    fail: (...next) => faults.push(...next),
    get requests() {
      return requests;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
