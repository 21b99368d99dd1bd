/**
 * The process's Prometheus metrics (prom-client): HTTP request durations, the business events the
 * domain modules count where they happen, the job queues read at each scrape, and Node's own process
 * metrics. Platform code: it knows no domain module; domain code calls the `record…` functions.
 *
 * One registry per process (like the process metrics it carries): several apps built in one process
 * (the tests) share the counters, so a reader compares values before and after, never absolutes.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

const httpRequestDuration = new Histogram({
  name: 'sapar_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const searches = new Counter({ name: 'sapar_flight_searches_total', help: 'Flight searches made', registers });
const bookings = new Counter({
  name: 'sapar_bookings_created_total',
  help: 'Orders booked (replays of the same Idempotency-Key not counted)',
  registers,
});
const payments = new Counter({
  name: 'sapar_payments_settled_total',
  help: 'Payments that reached an outcome: paid, failed (declined, refused, too many codes), expired (code expired) or not_kept (charged but given back)',
  labelNames: ['outcome'] as const,
  registers,
});
const refunds = new Counter({ name: 'sapar_refunds_completed_total', help: 'Refunds paid back and closed', registers });

const queueDepth = new Gauge({
  name: 'sapar_job_queue_depth',
  help: 'Work waiting for the job runner, read at each scrape: due mail outbox rows (mail_outbox), payments whose outcome the provider is deciding (payments_to_poll)',
  labelNames: ['queue'] as const,
  registers,
});
const outboxAge = new Gauge({
  name: 'sapar_mail_outbox_oldest_unsent_seconds',
  help: 'Age of the oldest mail outbox row not sent yet (0 when none waits), read at each scrape',
  registers,
});

/** A request answered: `route` is the pattern it matched (`/api/news/:slug`), or `unmatched`. */
export function recordHttpRequest(
  method: string,
  route: string | undefined,
  statusCode: number,
  seconds: number,
): void {
  httpRequestDuration.observe({ method, route: route ?? 'unmatched', status_code: String(statusCode) }, seconds);
}

export const recordSearch = (): void => searches.inc();
export const recordBookingCreated = (): void => bookings.inc();
export const recordRefundCompleted = (): void => refunds.inc();

const PAYMENT_OUTCOMES = new Set(['paid', 'failed', 'expired', 'not_kept']);

/**
 * Counts a payment's status change when it is an outcome and took effect (the guarded update won);
 * answers `changed` so a call can wrap the update: `recordPaymentSettled(status, await settle(...))`.
 */
export function recordPaymentSettled(status: string, changed: boolean): boolean {
  if (changed && PAYMENT_OUTCOMES.has(status)) payments.inc({ outcome: status });
  return changed;
}

const jobRuns = new Counter({
  name: 'sapar_job_runs_total',
  help: 'Background job runs by job and outcome: ok, failed, or skipped (another process held its lease)',
  labelNames: ['job', 'outcome'] as const,
  registers,
});
const jobDuration = new Histogram({
  name: 'sapar_job_run_duration_seconds',
  help: 'How long background job runs took, by job (runs skipped for a lease not counted)',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});

/** One run of a background job (shared/job-runner.ts). */
export function recordJobRun(job: string, outcome: 'ok' | 'failed' | 'skipped', seconds: number): void {
  jobRuns.inc({ job, outcome });
  if (outcome !== 'skipped') jobDuration.observe({ job }, seconds);
}

/** What the job runner has waiting, read by the /metrics route just before it answers. */
export interface JobQueues {
  mailDue: number;
  paymentsToPoll: number;
  oldestUnsentMailSeconds: number;
}

const queuesRead = new Gauge({
  name: 'sapar_job_queues_read',
  help: '1 when the job queue gauges were read at this scrape, 0 when the database did not answer (they keep their last values)',
  registers,
});

/** The queues as read just now, or null when they could not be read. */
export function setJobQueues(queues: JobQueues | null): void {
  queuesRead.set(queues ? 1 : 0);
  if (!queues) return;
  queueDepth.set({ queue: 'mail_outbox' }, queues.mailDue);
  queueDepth.set({ queue: 'payments_to_poll' }, queues.paymentsToPoll);
  outboxAge.set(queues.oldestUnsentMailSeconds);
}

const exchangeRateAge = new Gauge({
  name: 'sapar_exchange_rate_age_seconds',
  help: "Time since the start (Bishkek) of the day of each currency's latest National Bank rate, read at each scrape; +Inf for a supplier currency without any rate. Offers are not sold in a currency whose rate is older than 4 days",
  labelNames: ['currency'] as const,
  registers,
});
const unpricedOffers = new Counter({
  name: 'sapar_supplier_offers_unpriced_total',
  help: "Outside suppliers' offers not sold because their currency had no current National Bank rate",
  labelNames: ['currency'] as const,
  registers,
});

/** Each currency's latest rate's age in seconds, as read just now. */
export function setExchangeRateAges(ages: Readonly<Record<string, number>>): void {
  for (const [currency, seconds] of Object.entries(ages)) exchangeRateAge.set({ currency }, seconds);
}

export const recordUnpricedOffer = (currency: string): void => unpricedOffers.inc({ currency });

const supplierRequests = new Counter({
  name: 'sapar_supplier_requests_total',
  help: 'Calls to outside flight suppliers by supplier, operation (create_offer_request, list_offers, get_offer…) and outcome: ok, or the failure kind (unavailable, offer_expired, auth_failed…)',
  labelNames: ['supplier', 'operation', 'outcome'] as const,
  registers,
});
const supplierDuration = new Histogram({
  name: 'sapar_supplier_request_duration_seconds',
  help: 'How long outside flight suppliers took to answer (or until we gave up), by supplier and operation',
  labelNames: ['supplier', 'operation'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
  registers,
});

/** One HTTP call to an outside flight supplier, answered or not. */
export function recordSupplierRequest(supplier: string, operation: string, outcome: string, seconds: number): void {
  supplierRequests.inc({ supplier, operation, outcome });
  supplierDuration.observe({ supplier, operation }, seconds);
}

const supplierSignals = new Counter({
  name: 'sapar_supplier_signals_total',
  help: 'Pushed signals (webhooks) from outside flight suppliers by supplier and outcome: accepted, bad_signature, stale (signed more than five minutes away from now) or unreadable',
  labelNames: ['supplier', 'outcome'] as const,
  registers,
});

/** One pushed signal checked: counted whether it was trusted or refused. */
export function recordSupplierSignal(
  supplier: string,
  outcome: 'accepted' | 'bad_signature' | 'stale' | 'unreadable',
): void {
  supplierSignals.inc({ supplier, outcome });
}
