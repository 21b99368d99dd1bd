/**
 * The National Bank of the Kyrgyz Republic's (NBKR) official exchange rates, read from the XML file the bank
 * publishes every business day (https://www.nbkr.kg/XML/daily.xml):
 *
 *   <CurrencyRates Name="Daily Exchange Rates" Date="07.12.2026">
 *     <Currency ISOCode="USD"><Nominal>1</Nominal><Value>87,4500</Value></Currency> …
 *   </CurrencyRates>
 *
 * `Value` is som for `Nominal` units (10 or 100 for currencies worth little), with a decimal comma; `Date` is the day
 * the rates are set for (dd.mm.yyyy). The values are kept as the bank wrote them, as decimal strings with a point:
 * nothing here turns money into a float. A file that is not this shape is refused whole (NbkrRatesError), so a
 * half-read file never stores some rates and not others.
 */
import { XMLParser } from 'fast-xml-parser';

export interface NbkrRate {
  currency: string;
  nominal: number;
  /** Som for `nominal` units, with a decimal point ("87.4500"). */
  value: string;
}

export interface NbkrRates {
  /** yyyy-MM-dd. */
  date: string;
  rates: NbkrRate[];
}

export class NbkrRatesError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`NBKR rates: ${message}`, options);
    this.name = 'NbkrRatesError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Values stay text: "87,4500" must not become a number (nor "0010" lose its zeros).
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  isArray: (name) => name === 'Currency',
});

const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const VALUE = /^\d{1,10}(?:[.,]\d{1,4})?$/;
const CURRENCY = /^[A-Z]{3}$/;

const text = (node: unknown): string =>
  typeof node === 'string' || typeof node === 'number' ? String(node).trim() : '';

/** Reads the bank's file; throws NbkrRatesError for anything that is not a well-formed list of rates. */
export function parseNbkrRates(xml: string): NbkrRates {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new NbkrRatesError('the file is not well-formed XML', { cause: error });
  }
  const root = (document as { CurrencyRates?: { '@Date'?: unknown; Currency?: unknown[] } }).CurrencyRates;
  if (!root || typeof root !== 'object') throw new NbkrRatesError('no <CurrencyRates> element');
  const dateMatch = DATE.exec(text(root['@Date']));
  if (!dateMatch) throw new NbkrRatesError(`the date "${text(root['@Date'])}" is not dd.mm.yyyy`);
  const [, day, month, year] = dateMatch;
  const date = `${year}-${month}-${day}`;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).getUTCDate() !== Number(day))
    throw new NbkrRatesError(`the date "${text(root['@Date'])}" does not exist`);

  const rates: NbkrRate[] = [];
  for (const node of root.Currency ?? []) {
    const entry = node as { '@ISOCode'?: unknown; Nominal?: unknown; Value?: unknown };
    const currency = text(entry['@ISOCode']).toUpperCase();
    const nominalText = text(entry.Nominal);
    const valueText = text(entry.Value);
    if (!CURRENCY.test(currency)) throw new NbkrRatesError(`a currency code "${currency}" is not ISO 4217`);
    if (!/^\d{1,6}$/.test(nominalText) || Number(nominalText) < 1)
      throw new NbkrRatesError(`${currency}: the nominal "${nominalText}" is not a positive whole number`);
    if (!VALUE.test(valueText) || !/[1-9]/.test(valueText))
      throw new NbkrRatesError(`${currency}: the value "${valueText}" is not a positive decimal`);
    rates.push({ currency, nominal: Number(nominalText), value: valueText.replace(',', '.') });
  }
  if (rates.length === 0) throw new NbkrRatesError('the file lists no currency');
  return { date, rates };
}

export interface NbkrFetchOptions {
  url: string;
  timeoutMs: number;
  /** The tests' and scripts' own fetch; the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** Downloads and reads the bank's file; throws NbkrRatesError when the bank does not answer well. */
export async function fetchNbkrRates({
  url,
  timeoutMs,
  fetch = globalThis.fetch,
}: NbkrFetchOptions): Promise<NbkrRates> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml' } });
  } catch (error) {
    throw new NbkrRatesError(`the bank did not answer (${url})`, { cause: error });
  }
  if (!response.ok) throw new NbkrRatesError(`the bank answered ${response.status} (${url})`);
  // The bank writes windows-1251 in older files; the rates themselves are ASCII either way.
  return parseNbkrRates(await response.text());
}
