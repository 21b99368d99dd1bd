/**
 * Prices outside suppliers' offers in som for travellers, and keeps what that needs: the National Bank's (NBKR) rates,
 * fetched by a background job, and the agency's pricing rules, edited by admins (each edit audited). The rules of a
 * price, its precedence and its rounding are written in docs/pricing.md.
 *
 * A search takes one snapshot (the rules and the latest rates, two small queries) and prices every offer from it
 * synchronously; nothing is cached between snapshots, so an edit made on any process prices the next search.
 */
import {
  bishkekToday,
  daysBetween,
  EXCHANGE_RATE_STALE_DAYS,
  PRICING_SHOWN_CURRENCIES,
  type ExchangeRate,
  type PricingRule,
  type PricingRuleKind,
  type PricingRuleList,
  type PricingRuleValues,
} from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { SupplierOffer } from '../../providers/flights/flight-supplier.js';
import { fetchNbkrRates, type NbkrRates } from '../../providers/rates/nbkr.js';
import { AppError } from '../../shared/app-error.js';
import type { Job } from '../../shared/job-runner.js';
import { recordUnpricedOffer, setExchangeRateAges } from '../../shared/metrics.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { isUniqueViolation } from '../users/index.js';
import { formatDecimal, parseDecimal, percentOfSom, somPerUnit, toWholeSom, type Decimal } from './pricing-math.js';
import {
  deleteRule,
  findLastFetch,
  findLatestRates,
  findRule,
  insertRule,
  listRules,
  storeRates,
  updateRule,
  type RuleValues,
} from './pricing.repository.js';
import type { ExchangeRateRow, PricingRuleRow } from './pricing.schema.js';

/** The traveller's price of one supplier offer, in whole som, with how it was made. */
export interface SomPrice {
  /** Whole som the traveller pays: fare + taxes + fee. */
  total: number;
  /** The supplier's base fare in som. */
  fare: number;
  /** The supplier's taxes in som (0 when the supplier gives none separately). */
  taxes: number;
  /** The agency's service fee + markup, som. */
  fee: number;
  rate: {
    currency: string;
    /** Som per unit with the buffer added, 4 decimals, exactly the rate the offer was priced at. */
    somPerUnit: string;
    /** yyyy-MM-dd of the NBKR rate. */
    date: string;
    bufferPct: number;
  };
  supplierTotal: { amount: string; currency: string };
}

export interface PricedTrip {
  origin: string;
  destination: string;
  cabin: 'economy' | 'business';
}

export interface PricingSnapshot {
  /** null when there is no current rate for the offer's currency (or its amount cannot be read): the offer is not sold. */
  price(offer: SupplierOffer, trip: PricedTrip): SomPrice | null;
  /** Currencies without a current rate, for the staff alert and logs. */
  missingCurrencies(): string[];
}

export interface SupplierPricing {
  /** Loaded once per search (rules + latest rates); pricing each offer is then synchronous. */
  snapshot(now: number): Promise<PricingSnapshot>;
}

/**
 * The currencies outside suppliers price in (Duffel sells in the account's currency): without a current rate for one
 * of them the staff dashboard shows an alert, even before a search asks.
 */
export const SUPPLIER_CURRENCIES = ['USD', 'EUR'] as const;
const SOM = 'KGS';

/** The start of a Bishkek calendar day (UTC+6, no daylight saving) in milliseconds. */
const bishkekDayStart = (isoDate: string) => Date.parse(`${isoDate}T00:00:00+06:00`);

/** A rate is current while its date is at most EXCHANGE_RATE_STALE_DAYS days before today (Bishkek). */
export const isRateCurrent = (rateDate: string, today: string) =>
  daysBetween(rateDate, today) <= EXCHANGE_RATE_STALE_DAYS;

interface RuleScope {
  supplier: string;
  airline: string;
  origin: string;
  destination: string;
  cabin: string;
}

/**
 * How specific a rule is: first the number of things it names, then, between rules naming as many, airline over
 * origin over destination over cabin over supplier (docs/pricing.md, "Which rule applies").
 */
export function specificity(rule: Pick<PricingRuleRow, keyof RuleScope>): number {
  const named = [rule.airline, rule.origin, rule.destination, rule.cabin, rule.supplier];
  const count = named.filter((value) => value !== null).length;
  const weights = named.reduce((sum, value, index) => sum + (value !== null ? 16 >> index : 0), 0);
  return count * 32 + weights;
}

const matches = (rule: PricingRuleRow, scope: RuleScope) =>
  (rule.supplier === null || rule.supplier === scope.supplier) &&
  (rule.airline === null || rule.airline === scope.airline) &&
  (rule.origin === null || rule.origin === scope.origin) &&
  (rule.destination === null || rule.destination === scope.destination) &&
  (rule.cabin === null || rule.cabin === scope.cabin);

/** Rules of each kind, most specific first (the first one that matches an offer applies). */
function orderRules(rows: readonly PricingRuleRow[]): Map<PricingRuleKind, PricingRuleRow[]> {
  const byKind = new Map<PricingRuleKind, PricingRuleRow[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  for (const list of byKind.values())
    list.sort((a, b) => specificity(b) - specificity(a) || a.createdAt.getTime() - b.createdAt.getTime());
  return byKind;
}

/** A fee rule on the supplier's price in som: percent and fixed som, rounded up, then kept within its min and max. */
function feeOf(rule: PricingRuleRow | undefined, supplierSom: number): number {
  if (!rule) return 0;
  let fee = percentOfSom(supplierSom, rule.percentBp) + rule.fixedSom;
  if (rule.minSom !== null) fee = Math.max(fee, rule.minSom);
  if (rule.maxSom !== null) fee = Math.min(fee, rule.maxSom);
  return fee;
}

interface CurrentRate {
  value: Decimal;
  nominal: number;
  date: string;
}

export function createSupplierPricing({ db }: { db: Database }): SupplierPricing {
  return {
    async snapshot(now) {
      const today = bishkekToday(now);
      const [ruleRows, rateRows] = await Promise.all([listRules(db), findLatestRates(db, today)]);
      return makeSnapshot(orderRules(ruleRows), rateRows, today);
    },
  };
}

function makeSnapshot(
  rules: Map<PricingRuleKind, PricingRuleRow[]>,
  rateRows: readonly ExchangeRateRow[],
  today: string,
): PricingSnapshot {
  const current = new Map<string, CurrentRate>();
  for (const row of rateRows) {
    const value = parseDecimal(row.value);
    if (value && isRateCurrent(row.date, today))
      current.set(row.currency.trim(), { value, nominal: row.nominal, date: row.date });
  }
  const missing = new Set<string>(SUPPLIER_CURRENCIES.filter((currency) => !current.has(currency)));
  const ruleFor = (kind: PricingRuleKind, scope: RuleScope) => rules.get(kind)?.find((rule) => matches(rule, scope));

  return {
    price(offer, trip) {
      const currency = offer.total.currency.trim().toUpperCase();
      const total = parseDecimal(offer.total.amount);
      if (!total) return null;
      const scope: RuleScope = {
        supplier: offer.supplier,
        airline: offer.owner.code.toUpperCase(),
        origin: trip.origin.toUpperCase(),
        destination: trip.destination.toUpperCase(),
        cabin: trip.cabin,
      };
      let rate: Decimal;
      let bufferBp = 0;
      let rateDate = today;
      if (currency === SOM) {
        // Som needs no conversion and carries no currency risk.
        rate = { units: 1n, scale: 0 };
      } else {
        const bank = current.get(currency);
        if (!bank) {
          missing.add(currency);
          recordUnpricedOffer(currency);
          return null;
        }
        bufferBp = ruleFor('exchange_buffer', scope)?.percentBp ?? 0;
        rate = somPerUnit(bank.value, bank.nominal, bufferBp);
        rateDate = bank.date;
      }
      const supplierSom = toWholeSom(total, rate);
      const tax =
        offer.tax && offer.tax.currency.trim().toUpperCase() === currency ? parseDecimal(offer.tax.amount) : null;
      // Taxes rounded up on their own; the fare is the rest, so fare + taxes is the supplier's total in som.
      const taxes = tax ? Math.min(toWholeSom(tax, rate), supplierSom) : 0;
      const fee = feeOf(ruleFor('service_fee', scope), supplierSom) + feeOf(ruleFor('markup', scope), supplierSom);
      return {
        total: supplierSom + fee,
        fare: supplierSom - taxes,
        taxes,
        fee,
        rate: {
          currency,
          somPerUnit: currency === SOM ? '1.0000' : formatDecimal(rate),
          date: rateDate,
          bufferPct: bufferBp / 100,
        },
        supplierTotal: { amount: offer.total.amount, currency },
      };
    },
    missingCurrencies: () => [...missing].sort(),
  };
}

// ---------------------------------------------------------------------------------------------
// The National Bank's rates.

export interface ExchangeRatesJobOptions {
  db: Database;
  url: string;
  timeoutMs: number;
  log: { info(obj: object, msg: string): void };
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/** How often the job looks; it asks the bank only when the last fetch is older than FETCH_AGAIN_MS or out of date. */
const JOB_EVERY_MS = 60 * 60_000;
const FETCH_AGAIN_MS = 12 * 60 * 60_000;

/**
 * Stores the bank's latest file (at start, then about twice a day; hourly until a fetch succeeds). On one process at
 * a time (a lease). A bank that does not answer or a file that does not read stores nothing and fails the run: it is
 * logged and counted in /metrics (sapar_job_runs_total{job="exchange-rates",outcome="failed"}), and once the rates
 * grow stale the dashboard and sapar_exchange_rate_age_seconds say so.
 */
export function exchangeRatesJob({ db, url, timeoutMs, log, fetch, now = Date.now }: ExchangeRatesJobOptions): Job {
  return {
    name: 'exchange-rates',
    everyMs: JOB_EVERY_MS,
    runAtStart: true,
    leaseMs: 5 * 60_000,
    run: async () => {
      const at = now();
      const last = await findLastFetch(db);
      if (last && last.date >= bishkekToday(at) && at - last.fetchedAt.getTime() < FETCH_AGAIN_MS) return;
      const file = await fetchNbkrRates({ url, timeoutMs, ...(fetch ? { fetch } : {}) });
      await storeBankRates(db, file);
      log.info({ date: file.date, currencies: file.rates.length }, 'exchange rates: stored the NBKR rates');
    },
  };
}

export const storeBankRates = (db: Database, file: NbkrRates): Promise<void> =>
  db.transaction((tx) => storeRates(tx, file.date, file.rates, 'nbkr'));

/**
 * The embedded demo's rates (no network there): stored for today as `source = 'demo'`, never over the bank's own.
 * Round figures of late 2026, for the demo only; production never seeds them.
 */
const DEMO_RATES = [
  { currency: 'USD', nominal: 1, value: '87.4500' },
  { currency: 'EUR', nominal: 1, value: '101.9000' },
  { currency: 'GBP', nominal: 1, value: '116.8000' },
  { currency: 'RUB', nominal: 1, value: '1.1200' },
  { currency: 'KZT', nominal: 1, value: '0.1680' },
  { currency: 'CNY', nominal: 1, value: '12.1500' },
  { currency: 'TRY', nominal: 1, value: '2.0500' },
];

export const seedDemoRates = (db: Executor, now = Date.now()): Promise<void> =>
  storeRates(db, bishkekToday(now), DEMO_RATES, 'demo');

/** Rates as the back office shows them: the currencies it shows first, then the rest by code. */
function toExchangeRates(rows: readonly ExchangeRateRow[], today: string): ExchangeRate[] {
  const order = (currency: string) => {
    const index = (PRICING_SHOWN_CURRENCIES as readonly string[]).indexOf(currency);
    return index === -1 ? PRICING_SHOWN_CURRENCIES.length : index;
  };
  return rows
    .map((row) => ({
      currency: row.currency.trim(),
      nominal: row.nominal,
      value: row.value,
      date: row.date,
      is_stale: !isRateCurrent(row.date, today),
      is_demo: row.source === 'demo',
    }))
    .sort((a, b) => order(a.currency) - order(b.currency) || a.currency.localeCompare(b.currency));
}

/** Supplier currencies without a current rate: the staff dashboard's alert. */
export async function findMissingRates(db: Executor, now = Date.now()): Promise<string[]> {
  const today = bishkekToday(now);
  const rows = await findLatestRates(db, today);
  const current = new Set(rows.filter((row) => isRateCurrent(row.date, today)).map((row) => row.currency.trim()));
  return SUPPLIER_CURRENCIES.filter((currency) => !current.has(currency));
}

/**
 * Sets sapar_exchange_rate_age_seconds{currency} from the latest rates, read at each scrape: the time since the start
 * (Bishkek) of the day each rate was set for; +Inf for a supplier currency with no rate at all.
 */
export async function reportExchangeRateAges(db: Executor, now = Date.now()): Promise<void> {
  const rows = await findLatestRates(db, bishkekToday(now));
  const ages: Record<string, number> = {};
  for (const currency of SUPPLIER_CURRENCIES) ages[currency] = Number.POSITIVE_INFINITY;
  for (const row of rows) ages[row.currency.trim()] = Math.max(0, Math.round((now - bishkekDayStart(row.date)) / 1000));
  setExchangeRateAges(ages);
}

// ---------------------------------------------------------------------------------------------
// The rules, edited by admins.

function toRule(row: PricingRuleRow): PricingRule {
  return {
    id: row.id,
    kind: row.kind,
    supplier: row.supplier,
    airline: row.airline,
    origin: row.origin,
    destination: row.destination,
    cabin: row.cabin,
    percent: row.percentBp / 100,
    fixed: row.fixedSom,
    min: row.minSom,
    max: row.maxSom,
    updated_at: row.updatedAt.toISOString(),
  };
}

const toValues = (input: PricingRuleValues): RuleValues => ({
  kind: input.kind,
  supplier: input.supplier,
  airline: input.airline,
  origin: input.origin,
  destination: input.destination,
  cabin: input.cabin,
  percentBp: Math.round(input.percent * 100),
  fixedSom: input.kind === 'exchange_buffer' ? 0 : input.fixed,
  minSom: input.kind === 'exchange_buffer' ? null : input.min,
  maxSom: input.kind === 'exchange_buffer' ? null : input.max,
});

/** What an audit entry keeps of a rule: its values, without the timestamps. */
const audited = (rule: PricingRule) => {
  const { updated_at: _updated, ...values } = rule;
  return values;
};

export async function listPricingRules(db: Database, now = Date.now()): Promise<PricingRuleList> {
  const today = bishkekToday(now);
  const [rows, rates] = await Promise.all([listRules(db), findLatestRates(db, today)]);
  const ordered = [...orderRules(rows).entries()].flatMap(([, list]) => list);
  const kinds = ['service_fee', 'markup', 'exchange_buffer'];
  ordered.sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind));
  const current = new Set(rates.filter((row) => isRateCurrent(row.date, today)).map((row) => row.currency.trim()));
  return {
    results: ordered.map(toRule),
    rates: toExchangeRates(rates, today),
    rates_missing: SUPPLIER_CURRENCIES.filter((currency) => !current.has(currency)),
  };
}

const duplicate = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError('pricing_rule_duplicate');
  throw error;
};

export async function createPricingRule(
  db: Database,
  actor: StaffActor,
  input: PricingRuleValues,
): Promise<PricingRule> {
  return db
    .transaction(async (tx) => {
      const rule = toRule(await insertRule(tx, toValues(input)));
      await recordStaffAction(tx, actor, {
        entity: 'pricing_rule',
        entityId: rule.id,
        action: 'created',
        after: audited(rule),
      });
      return rule;
    })
    .catch(duplicate);
}

export async function updatePricingRule(
  db: Database,
  actor: StaffActor,
  id: string,
  input: PricingRuleValues,
): Promise<PricingRule> {
  return db
    .transaction(async (tx) => {
      const before = await findRule(tx, id);
      const row = before && (await updateRule(tx, id, toValues(input)));
      if (!before || !row) throw new AppError('pricing_rule_not_found');
      const rule = toRule(row);
      await recordStaffAction(tx, actor, {
        entity: 'pricing_rule',
        entityId: id,
        action: 'updated',
        before: audited(toRule(before)),
        after: audited(rule),
      });
      return rule;
    })
    .catch(duplicate);
}

export async function deletePricingRule(db: Database, actor: StaffActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteRule(tx, id);
    if (!row) throw new AppError('pricing_rule_not_found');
    await recordStaffAction(tx, actor, {
      entity: 'pricing_rule',
      entityId: id,
      action: 'deleted',
      before: audited(toRule(row)),
    });
  });
}
