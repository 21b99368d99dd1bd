/**
 * Asking outside suppliers for a search, each within its own time budget, after the search has
 * answered with what arrived at once: each answer is put on the stored search when it comes, so the
 * search's pages (on any process) show it. A supplier that fails, runs out of time or refuses (429)
 * never fails the search: it is marked unanswered, and a retry asks it again
 * (docs/architecture.md, "Flight supply").
 */
import type { SupplierOrders } from '../../providers/flights/supplier-orders.js';
import type { SearchLeg } from '@sapar/contracts';
import {
  SupplierError,
  type OutsideFlightSupplier,
  type SupplierOffer,
  type SupplierSearchRequest,
} from '../../providers/flights/flight-supplier.js';
import type { LiveSearchStore, SupplierAnswer } from './live-search-store.js';
import type { StoredOffer } from './own-inventory.supplier.js';
import { toCabin } from './pricing.js';
import type { StoredSearchParams } from './flights.service.js';
import {
  toStoredOffer,
  toSupplierPassengers,
  type OfferPricing,
  type OfferPricingSnapshot,
} from './supplier-offers.js';

/** An outside supplier as configured: the adapter and how long a search waits for it. */
export interface ConfiguredSupplier {
  supplier: OutsideFlightSupplier;
  timeoutMs: number;
  /** Its orders side: without it the supplier's offers are shown but not sold (`offer_not_bookable`). */
  orders?: SupplierOrders;
}

export type SupplierOperation = 'search' | 'reprice';
export type SupplierOutcome = 'ok' | 'timeout' | 'rate_limited' | 'unavailable' | 'failed' | 'gone' | 'changed';

/** Counts supplier calls (`sapar_supplier_requests_total`) and logs failures without showing them to anyone. */
export interface SupplierCallRecorder {
  count(supplier: string, operation: SupplierOperation, outcome: SupplierOutcome, seconds: number): void;
  failed(supplier: string, operation: SupplierOperation, error: unknown): void;
}

export interface SupplierSearchContext {
  searches: LiveSearchStore;
  outside: readonly ConfiguredSupplier[];
  /** Null: no pricing rules wired, so no outside offer can be priced in som and none is shown. */
  pricing: OfferPricing | null;
  calls: SupplierCallRecorder;
}

/** How long after its budget an attempt still pending is taken as lost (the process that asked it stopped). */
export const LOST_ANSWER_GRACE_MS = 5_000;

class BudgetExceeded extends Error {}

export function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BudgetExceeded()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The outcome a failure is counted under. */
export function outcomeOf(error: unknown): SupplierOutcome {
  if (error instanceof BudgetExceeded) return 'timeout';
  if (error instanceof SupplierError) {
    if (error.kind === 'unavailable') return error.retryAfterMs !== null ? 'rate_limited' : 'unavailable';
    if (error.kind === 'offer_expired' || error.kind === 'sold_out') return 'gone';
  }
  return 'failed';
}

/** The one-way request of a leg: a round trip asks each leg on its own, so each compares with our own fares. */
function legRequest(
  params: StoredSearchParams,
  leg: SearchLeg,
  searchId: string,
  timeoutMs: number,
): SupplierSearchRequest {
  const [origin, destination, departureDate] =
    leg === 'there'
      ? [params.city_from, params.city_to, params.when_date]
      : [params.city_to, params.city_from, params.back_date!];
  return {
    slices: [{ origin, destination, departureDate }],
    passengers: toSupplierPassengers(params.passengers),
    cabin: toCabin(params.passengers.type),
    timeoutMs,
    clientRef: `${searchId}:${leg}`,
  };
}

/** The stored offers of a supplier's answer; ids are unique per supplier and attempt ('T2-1-14'). */
export function storeAnswer(
  offersByLeg: ReadonlyArray<readonly [SearchLeg, readonly SupplierOffer[]]>,
  context: {
    params: StoredSearchParams;
    supplierIndex: number;
    attempt: number;
    pricing: OfferPricingSnapshot;
    now: number;
  },
): StoredOffer[] {
  const cabin = toCabin(context.params.passengers.type);
  return offersByLeg.flatMap(([leg, offers]) => {
    const prefix = `${leg === 'there' ? 'T' : 'B'}${context.supplierIndex}-${context.attempt}-`;
    let n = 0;
    return offers.flatMap((offer) => {
      const stored = toStoredOffer(offer, {
        leg,
        cabin,
        passengers: context.params.passengers,
        pricing: context.pricing,
        now: context.now,
      });
      if (!stored) return [];
      n += 1;
      return [{ id: `${prefix}${n}`, ...stored }];
    });
  });
}

/**
 * Asks one supplier for every leg of a stored search and puts its answer on the search. Never throws:
 * whatever goes wrong ends as 'unanswered'. `stored` resolves once the search itself is stored.
 */
export async function askSupplier(
  ctx: SupplierSearchContext,
  search: { id: string; params: StoredSearchParams },
  configured: ConfiguredSupplier,
  attempt: { number: number; askedAt: number },
  stored: Promise<unknown>,
): Promise<SupplierAnswer> {
  const { supplier, timeoutMs } = configured;
  const legs: SearchLeg[] = search.params.type === 'round_trip' ? ['there', 'back'] : ['there'];
  const base = { askedAt: attempt.askedAt, budgetMs: timeoutMs, attempt: attempt.number };
  let answer: SupplierAnswer;
  try {
    const pricing = ctx.pricing?.snapshot(attempt.askedAt);
    // A snapshot that fails must not be an unhandled rejection while the supplier is being asked.
    pricing?.catch(() => undefined);
    const answers = await withinBudget(
      Promise.all(legs.map((leg) => supplier.search(legRequest(search.params, leg, search.id, timeoutMs)))),
      timeoutMs,
    );
    const snapshot = pricing ? await pricing : null;
    const offers = snapshot
      ? storeAnswer(
          legs.map((leg, i) => [leg, answers[i]!] as const),
          {
            params: search.params,
            supplierIndex: ctx.outside.indexOf(configured) + 1,
            attempt: attempt.number,
            pricing: snapshot,
            now: Date.now(),
          },
        )
      : [];
    ctx.calls.count(supplier.name, 'search', 'ok', (Date.now() - attempt.askedAt) / 1000);
    answer = { ...base, status: 'answered', offers };
  } catch (error) {
    ctx.calls.count(supplier.name, 'search', outcomeOf(error), (Date.now() - attempt.askedAt) / 1000);
    ctx.calls.failed(supplier.name, 'search', error);
    answer = { ...base, status: 'unanswered', offers: [] };
  }
  try {
    await stored;
    await ctx.searches.putSupplierAnswer(search.id, supplier.name, answer);
  } catch (error) {
    // The search could not be stored, or its store is out: its pages show the supplier as lost after its budget.
    ctx.calls.failed(supplier.name, 'search', error);
  }
  return answer;
}

/** A supplier's state as a traveller's page reports it: an attempt pending past its budget and grace was lost. */
export function supplierState(answer: SupplierAnswer, now: number): 'pending' | 'answered' | 'unanswered' {
  if (answer.status === 'pending' && now > answer.askedAt + answer.budgetMs + LOST_ANSWER_GRACE_MS) return 'unanswered';
  return answer.status;
}

/** Pending and unanswered suppliers of a stored search, by name in the configured order. */
export function supplierProgress(suppliers: Record<string, SupplierAnswer> | undefined, now: number) {
  const entries = Object.entries(suppliers ?? {});
  return {
    pending_suppliers: entries.filter(([, a]) => supplierState(a, now) === 'pending').map(([name]) => name),
    unanswered_suppliers: entries.filter(([, a]) => supplierState(a, now) === 'unanswered').map(([name]) => name),
  };
}
