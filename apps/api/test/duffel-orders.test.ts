/**
 * Duffel's booking side against the local Duffel fake (test/fakes/duffel-fake.ts): holds paid later and instant
 * orders, tickets at once or late, a 202 finished by webhook, the ambiguous failures reconciled by our reference
 * without a second order, balance and price failures, cancellation quotes, changes, airline-initiated changes,
 * signed webhooks and the fake's delivery controls, and the order state derived for every state.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DuffelSupplier } from '../src/providers/flights/duffel.js';
import {
  checkSupplierName,
  deriveDuffelOrderState,
  DuffelOrders,
  SIGNATURE_TOLERANCE_MS,
} from '../src/providers/flights/duffel-orders.js';
import { SupplierError, type SupplierOffer, type SupplierPassenger } from '../src/providers/flights/flight-supplier.js';
import type { SupplierTraveller } from '../src/providers/flights/supplier-orders.js';
import { metricsRegistry } from '../src/shared/metrics.js';
import { startDuffelFake, type DuffelFake } from './fakes/duffel-fake.js';

type Json = Record<string, unknown>;

let fake: DuffelFake;
let webhookSecret: string;
const logs: Array<{ level: 'info' | 'warn'; entry: Json; message: string }> = [];
const logger = {
  info: (entry: Json, message: string) => logs.push({ level: 'info', entry, message }),
  warn: (entry: Json, message: string) => logs.push({ level: 'warn', entry, message }),
} as unknown as ConstructorParameters<typeof DuffelOrders>[0]['logger'];

/** Webhook deliveries as our endpoint received them: raw bytes and headers. */
interface Received {
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  event: Json & { id: string; type: string; data: { object: Json } };
}
const received: Received[] = [];
let receiverStatus: () => number = () => 200;
let receiver: http.Server;

const orders = (overrides: Partial<ConstructorParameters<typeof DuffelOrders>[0]> = {}) =>
  new DuffelOrders({
    baseUrl: fake.url,
    token: fake.token,
    logger,
    timeoutMs: 3_000,
    webhookSecret,
    now: () => fake.clock.now(),
    ...overrides,
  });
const supplier = () => new DuffelSupplier({ baseUrl: fake.url, token: fake.token, logger, timeoutMs: 3_000 });

const ADULT: SupplierPassenger = { kind: 'adult' };
const DATE = '2026-12-20';
let refCounter = 0;
const clientRef = () => `SPR-${Date.now().toString(36)}-${++refCounter}`;

/** A Duffel Airways offer of the brand asked (ZZ can always be held). */
async function zzOffer(
  brand: 'Basic' | 'Standard' | 'Flex',
  route: [string, string] = ['BSZ', 'OSS'],
  passengers: SupplierPassenger[] = [ADULT],
): Promise<SupplierOffer> {
  const offers = await supplier().search({
    slices: [{ origin: route[0], destination: route[1], departureDate: DATE }],
    passengers,
    cabin: 'economy',
    timeoutMs: 8_000,
    clientRef: 'orders-test',
  });
  const offer = offers.find((o) => o.owner.code === 'ZZ' && o.slices[0]!.fareBrand === brand);
  expect(offer).toBeDefined();
  return offer!;
}

const BORN: Record<string, string> = { adult: '1990-03-15', child7: '2019-06-01', infant1: '2025-08-01' };

function travellers(
  offer: SupplierOffer,
  kinds: Array<'adult' | 'child7' | 'infant1'> = ['adult'],
): SupplierTraveller[] {
  const infantIndex = kinds.indexOf('infant1');
  return offer.passengerRefs.map((ref, i) => ({
    passengerRef: ref,
    title: i % 2 ? 'ms' : 'mr',
    gender: i % 2 ? 'f' : 'm',
    givenName: ['Azamat', 'Aigerim', 'Bektur'][i] ?? 'Nurlan',
    familyName: 'Usenov',
    bornOn: BORN[kinds[i] ?? 'adult']!,
    email: 'azamat@example.kg',
    phone: '+996555123456',
    document: offer.identityDocumentsRequired
      ? { type: 'passport', number: `AC${1234567 + i}`, issuingCountry: 'KG', expiresOn: '2031-01-01' }
      : null,
    infantRef: i === 0 && infantIndex > 0 ? offer.passengerRefs[infantIndex]! : null,
  }));
}

async function failureOf(promise: Promise<unknown>): Promise<SupplierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

/** A call to the fake as Duffel's own client would make it (for the fake's contract). */
async function duffel(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(fake.url + path, {
    method,
    headers: {
      authorization: `Bearer ${fake.token}`,
      'duffel-version': 'v2',
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} };
}
const errorCode = (json: Json) => ((json.errors as Json[])[0] as Json).code;

const postOrders = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/air/orders').length;
const ordersOf = (offerRef: string) => [...fake.state.orders.values()].filter((o) => o.offerId === offerRef);

async function counter(operation: string, outcome: string): Promise<number> {
  const values = (await metricsRegistry.getSingleMetric('sapar_supplier_requests_total')!.get()).values;
  return (
    values.find(
      (v) => v.labels.supplier === 'duffel' && v.labels.operation === operation && v.labels.outcome === outcome,
    )?.value ?? 0
  );
}

beforeAll(async () => {
  fake = await startDuffelFake({ latencyMs: 0 });
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      received.push({ headers: req.headers, raw, event: JSON.parse(raw.toString('utf8')) as Received['event'] });
      res.writeHead(receiverStatus()).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const created = await duffel('POST', '/air/webhooks', {
    data: {
      url: `http://127.0.0.1:${port}/webhooks/duffel`,
      events: [
        'order.created',
        'order.creation_failed',
        'payment.created',
        'order.airline_initiated_change_detected',
        'order.updated',
        'order_cancellation.confirmed',
      ],
    },
  });
  expect(created.status).toBe(201);
  webhookSecret = (created.json.data as Json).secret as string;
});
afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});
beforeEach(async () => {
  fake.setRateLimit(10_000);
  fake.setBalance('100000.00');
  fake.setOrderCreation({ async: false, asyncOutcome: 'created', asyncDelayMs: 30_000, lateDocumentsMs: null });
  fake.webhooks.control({ hold: false, duplicate: false, reverse: false, delayMs: 0 });
  await fake.webhooks.flush();
  receiverStatus = () => 200;
  received.length = 0;
  fake.requests.length = 0;
  logs.length = 0;
});

describe('hold, pay, tickets', () => {
  it('holds with our reference in the metadata, then pays exactly the total and answers the tickets', async () => {
    const offer = await zzOffer('Standard');
    const ref = clientRef();
    const booking = await orders().book(offer, travellers(offer), 'hold', ref);
    expect(booking.status).toBe('created');
    if (booking.status !== 'created') return;
    const held = booking.order;
    expect(held).toMatchObject({
      supplier: 'duffel',
      clientRef: ref,
      state: 'held',
      total: offer.total,
      documents: [],
    });
    expect(held.orderRef).toMatch(/^ord_/);
    expect(held.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
    expect(held.paymentRequiredBy).toBe(fake.state.orders.get(held.orderRef)!.paymentRequiredBy);
    expect(held.priceGuaranteedUntil).toBeGreaterThan(fake.clock.now());
    expect(held.actions).toEqual(['cancel']);
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/air/orders')!.body as Json;
    expect(sent).toMatchObject({
      data: { type: 'hold', selected_offers: [offer.offerRef], metadata: { sapar_ref: ref } },
    });
    expect((sent.data as Json).payments).toBeUndefined();

    const before = Number(fake.balance());
    const paid = await orders().payHold(held.orderRef, offer.total);
    expect(paid.state).toBe('ticketed');
    expect(paid.documents).toHaveLength(1);
    expect(paid.documents[0]!.type).toBe('ticket');
    expect(paid.documents[0]!.number).toMatch(/^\d{13}$/);
    expect(paid.documents[0]!.passengerRefs).toEqual(offer.passengerRefs);
    expect(paid.paymentRequiredBy).toBeNull();
    expect(paid.actions).toEqual(['cancel', 'change']);
    expect(Number(fake.balance())).toBeCloseTo(before - Number(offer.total.amount), 2);
    // The order was read before paying, and the payment sent the order's own amount.
    const calls = fake.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(calls.slice(-3)).toEqual([
      `GET /air/orders/${held.orderRef}`,
      'POST /air/payments',
      `GET /air/orders/${held.orderRef}`,
    ]);
    expect(fake.requests.find((r) => r.path === '/air/payments')!.body).toEqual({
      data: { order_id: held.orderRef, payment: { type: 'balance', ...offer.total } },
    });
  });

  it('answers paid, awaiting documents, while the airline is late with the tickets, then ticketed', async () => {
    fake.setOrderCreation({ lateDocumentsMs: 10 * 60_000 });
    const offer = await zzOffer('Standard');
    const booking = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    const paid = await orders().payHold(booking.order.orderRef, offer.total);
    expect(paid.state).toBe('paid_awaiting_documents');
    expect(paid.documents).toEqual([]);
    fake.clock.advance(10 * 60_000);
    const ticketed = await orders().getOrder(paid.orderRef);
    expect(ticketed.state).toBe('ticketed');
    expect(ticketed.documents[0]!.number).toMatch(/^\d{13}$/);

    // Or at once, by the fake's control API.
    const second = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (second.status !== 'created') throw new Error('not created');
    expect((await orders().payHold(second.order.orderRef, offer.total)).state).toBe('paid_awaiting_documents');
    const admin = await fetch(`${fake.url}/_fake/orders/${second.order.orderRef}/documents`, { method: 'POST' });
    expect(admin.status).toBe(200);
    expect((await orders().getOrder(second.order.orderRef)).state).toBe('ticketed');
  });

  it('books at once, paid from the balance, with passports, a child and an infant on a lap', async () => {
    const offer = await zzOffer(
      'Standard',
      ['BSZ', 'IST'],
      [ADULT, { kind: 'young', age: 7, seat: true }, { kind: 'young', age: 1, seat: false }],
    );
    expect(offer.identityDocumentsRequired).toBe(true);
    const before = Number(fake.balance());
    const booking = await orders().book(
      offer,
      travellers(offer, ['adult', 'child7', 'infant1']),
      'instant',
      clientRef(),
    );
    if (booking.status !== 'created') throw new Error('not created');
    expect(booking.order.state).toBe('ticketed');
    expect(booking.order.documents).toHaveLength(3);
    expect(Number(fake.balance())).toBeCloseTo(before - Number(offer.total.amount), 2);
    const sent = (fake.requests.find((r) => r.path === '/air/orders')!.body as { data: Json }).data;
    expect(sent.payments).toEqual([{ type: 'balance', ...offer.total }]);
    const passengers = sent.passengers as Json[];
    expect(passengers[0]).toMatchObject({
      infant_passenger_id: offer.passengerRefs[2],
      identity_documents: [{ type: 'passport', issuing_country_code: 'KG' }],
    });
  });

  it('refuses names outside Duffel’s letters before asking Duffel', async () => {
    expect(checkSupplierName("O'Brien-Smith")).toEqual({ ok: true });
    expect(checkSupplierName('Jürgen Müller')).toEqual({ ok: true });
    expect(checkSupplierName('Şükrü Çağlar')).toEqual({ ok: true });
    expect(checkSupplierName('Asel')).toEqual({ ok: true });
    expect(checkSupplierName('Асель')).toEqual({ ok: false, reason: 'characters' });
    expect(checkSupplierName('Ærø')).toEqual({ ok: false, reason: 'characters' });
    expect(checkSupplierName('Zhang.Wei')).toEqual({ ok: false, reason: 'characters' });
    expect(checkSupplierName('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkSupplierName('Abdyrakhmanovakyzyzyz')).toEqual({ ok: false, reason: 'too_long' });
    const offer = await zzOffer('Basic');
    const [traveller] = travellers(offer);
    const refused = await failureOf(
      orders().book(offer, [{ ...traveller!, givenName: 'Азамат' }], 'hold', clientRef()),
    );
    expect(refused.kind).toBe('validation_failed');
    expect(postOrders()).toBe(0);
  });

  it("the fake checks passengers as Duffel does: born_on against the searched age, passports, the infant's adult", async () => {
    const offer = await zzOffer('Basic', ['BSZ', 'IST'], [ADULT, { kind: 'young', age: 1, seat: false }]);
    const good = travellers(offer, ['adult', 'infant1']);
    const young = await failureOf(
      orders().book(offer, [{ ...good[0]!, bornOn: '2012-01-01' }, good[1]!], 'hold', clientRef()),
    );
    expect(young.kind).toBe('validation_failed');
    expect(young.message).toContain('born_on');
    const noPassport = await failureOf(
      orders().book(
        offer,
        good.map((t) => ({ ...t, document: null })),
        'hold',
        clientRef(),
      ),
    );
    expect(noPassport.kind).toBe('validation_failed');
    const base = { type: 'hold', selected_offers: [offer.offerRef] };
    const wire = (t: SupplierTraveller, extra: Json = {}) => ({
      id: t.passengerRef,
      title: t.title,
      gender: t.gender,
      given_name: t.givenName,
      family_name: t.familyName,
      born_on: t.bornOn,
      email: t.email,
      phone_number: t.phone,
      identity_documents: [
        { type: 'passport', unique_identifier: 'AC1', issuing_country_code: 'KG', expires_on: '2031-01-01' },
      ],
      ...extra,
    });
    const unattached = await duffel('POST', '/air/orders', { data: { ...base, passengers: good.map((t) => wire(t)) } });
    expect(unattached.status).toBe(422);
    expect(((unattached.json.errors as Json[])[0]!.source as Json).field).toBe('passengers');
    const tooMuch = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const metadata = await duffel('POST', '/air/orders', {
      data: {
        ...base,
        passengers: [wire(good[0]!, { infant_passenger_id: good[1]!.passengerRef }), wire(good[1]!)],
        metadata: tooMuch,
      },
    });
    expect(metadata.status).toBe(422);
    expect(((metadata.json.errors as Json[])[0]!.source as Json).field).toBe('metadata');
    expect(ordersOf(offer.offerRef)).toHaveLength(0);
  });
});

describe('accepted (202), then webhook or poll', () => {
  it('answers accepted, and the order created later is found by our reference and told by a signed webhook', async () => {
    fake.setOrderCreation({ async: true, asyncOutcome: 'created', asyncDelayMs: 30_000 });
    const offer = await zzOffer('Standard');
    const ref = clientRef();
    const booking = await orders().book(offer, travellers(offer), 'hold', ref);
    expect(booking).toEqual({ status: 'accepted', clientRef: ref });
    expect(await orders().findByClientRef(ref, { offerRef: offer.offerRef })).toBeNull();
    fake.clock.advance(30_000);
    await fake.webhooks.flush();
    const created = received.find((r) => r.event.type === 'order.created')!;
    expect(created).toBeDefined();
    const signal = orders().verifySignal(created.headers, created.raw, fake.clock.now());
    expect(signal).toMatchObject({ type: 'order_created', clientRef: ref, eventId: created.event.id });
    const found = await orders().findByClientRef(ref);
    expect(found?.orderRef).toBe(signal!.orderRef);
    expect(found?.state).toBe('held');
  });

  it('tells a creation that failed after a 202, with our reference, and makes no order', async () => {
    fake.setOrderCreation({ async: true, asyncOutcome: 'failed', asyncDelayMs: 5_000 });
    const offer = await zzOffer('Basic');
    const ref = clientRef();
    expect((await orders().book(offer, travellers(offer), 'hold', ref)).status).toBe('accepted');
    fake.clock.advance(5_000);
    await fake.webhooks.flush();
    const failed = received.find((r) => r.event.type === 'order.creation_failed')!;
    expect(orders().verifySignal(failed.headers, failed.raw, fake.clock.now())).toMatchObject({
      type: 'order_creation_failed',
      orderRef: null,
      clientRef: ref,
    });
    expect(ordersOf(offer.offerRef)).toHaveLength(0);
  });
});

describe('ambiguous and clean failures', () => {
  it('answers ambiguous on a 500 after the order was made, never posts again, and finds exactly that order', async () => {
    const offer = await zzOffer('Standard');
    fake.failNext('create_order', 'internal_error_after_create', { offerId: offer.offerRef });
    const ref = clientRef();
    const failure = await failureOf(orders().book(offer, travellers(offer), 'instant', ref));
    expect(failure.kind).toBe('ambiguous');
    expect(failure.requestId).toBeTruthy();
    expect(postOrders()).toBe(1);
    expect(ordersOf(offer.offerRef)).toHaveLength(1);
    const byOffer = await orders().findByClientRef(ref, { offerRef: offer.offerRef });
    const byScan = await orders().findByClientRef(ref);
    expect(byOffer?.orderRef).toBe(ordersOf(offer.offerRef)[0]!.id);
    expect(byScan?.orderRef).toBe(byOffer?.orderRef);
    expect(byOffer?.state).toBe('ticketed');
    expect(postOrders()).toBe(1);
    expect(await orders().findByClientRef('SPR-never-booked')).toBeNull();
  });

  it('answers ambiguous when the booking answer never comes, and the order is found', async () => {
    const offer = await zzOffer('Basic');
    fake.failNext('create_order', 'timeout_after_create', { offerId: offer.offerRef });
    const ref = clientRef();
    const failure = await failureOf(orders({ timeoutMs: 800 }).book(offer, travellers(offer), 'hold', ref));
    expect(failure.kind).toBe('ambiguous');
    expect((await orders().findByClientRef(ref, { offerRef: offer.offerRef }))?.clientRef).toBe(ref);
    expect(ordersOf(offer.offerRef)).toHaveLength(1);
  });

  it('a second POST of the same booking makes a second order: Duffel has no idempotency key', async () => {
    const offer = await zzOffer('Basic');
    const body = fake.requests.length;
    const ref = clientRef();
    await orders().book(offer, travellers(offer), 'hold', ref);
    const sent = fake.requests.slice(body).find((r) => r.path === '/air/orders')!.body;
    expect((await duffel('POST', '/air/orders', sent)).status).toBe(201);
    expect(ordersOf(offer.offerRef)).toHaveLength(2);
    // The reconciliation answers the first one.
    expect((await orders().findByClientRef(ref))?.orderRef).toBe(
      ordersOf(offer.offerRef).sort((a, b) => a.createdAt - b.createdAt)[0]!.id,
    );
  });

  it('reads 502 order_not_created as unavailable with nothing booked, and a payment 500 as ambiguous', async () => {
    const offer = await zzOffer('Basic');
    fake.failNext('create_order', 'order_not_created');
    const failure = await failureOf(orders().book(offer, travellers(offer), 'hold', clientRef()));
    expect(failure.kind).toBe('unavailable');
    expect(ordersOf(offer.offerRef)).toHaveLength(0);
    const booking = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    fake.failNext('create_payment', 'internal_error_after_create', { orderId: booking.order.orderRef });
    const payment = await failureOf(orders().payHold(booking.order.orderRef, offer.total));
    expect(payment.kind).toBe('ambiguous');
    expect(fake.requests.filter((r) => r.path === '/air/payments')).toHaveLength(1);
    // Reading the order settles it: it was paid.
    expect((await orders().getOrder(booking.order.orderRef)).state).toBe('ticketed');
  });

  it("answers Duffel's scripted routes: an airline failure on LHR-LGW, an empty balance on LGW-STN", async () => {
    const lgw = await zzOffer('Basic', ['LHR', 'LGW']);
    expect((await failureOf(orders().book(lgw, travellers(lgw), 'hold', clientRef()))).kind).toBe('ambiguous');
    expect(ordersOf(lgw.offerRef)).toHaveLength(0);
    const stn = await zzOffer('Basic', ['LGW', 'STN']);
    expect((await failureOf(orders().book(stn, travellers(stn), 'instant', clientRef()))).kind).toBe(
      'insufficient_funds',
    );
  });

  it('answers insufficient_funds when the balance is too low, taking nothing', async () => {
    const offer = await zzOffer('Standard');
    fake.setBalance('10.00');
    const instant = await failureOf(orders().book(offer, travellers(offer), 'instant', clientRef()));
    expect(instant.kind).toBe('insufficient_funds');
    expect(ordersOf(offer.offerRef)).toHaveLength(0);
    const hold = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (hold.status !== 'created') throw new Error('not created');
    expect((await failureOf(orders().payHold(hold.order.orderRef, offer.total))).kind).toBe('insufficient_funds');
    expect(fake.balance()).toBe('10.00');
    expect((await orders().getOrder(hold.order.orderRef)).state).toBe('held');
  });

  it('answers sold out at booking as offer_expired', async () => {
    const offer = await zzOffer('Basic');
    fake.failNext('create_order', 'offer_no_longer_available', { offerId: offer.offerRef });
    expect((await failureOf(orders().book(offer, travellers(offer), 'hold', clientRef()))).kind).toBe('offer_expired');
  });
});

describe('prices and deadlines of a hold', () => {
  it('after the price guarantee the hold is unguaranteed, the old amount is refused, the new one pays', async () => {
    const offer = await zzOffer('Standard');
    const booking = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    fake.clock.advance(48 * 3_600_000 + 1_000);
    const unguaranteed = await orders().getOrder(booking.order.orderRef);
    expect(unguaranteed.state).toBe('held_price_unguaranteed');
    expect(Number(unguaranteed.total.amount)).toBeCloseTo(Number(offer.total.amount) + 10, 2);
    const refused = await failureOf(orders().payHold(booking.order.orderRef, offer.total));
    expect(refused.kind).toBe('price_changed');
    expect(fake.requests.filter((r) => r.path === '/air/payments')).toHaveLength(0);
    // Duffel itself refuses the stale amount with price_changed.
    const stale = await duffel('POST', '/air/payments', {
      data: { order_id: booking.order.orderRef, payment: { type: 'balance', ...offer.total } },
    });
    expect([stale.status, errorCode(stale.json)]).toEqual([422, 'price_changed']);
    expect((await orders().payHold(booking.order.orderRef, unguaranteed.total)).state).toBe('ticketed');
    fake.clock.advance(-(48 * 3_600_000 + 1_000));
  });

  it('past payment_required_by the hold has expired and is not paid', async () => {
    const offer = await zzOffer('Basic');
    const booking = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    fake.clock.advance(72 * 3_600_000 + 1_000);
    try {
      const expired = await orders().getOrder(booking.order.orderRef);
      expect(expired.state).toBe('hold_expired');
      expect(expired.actions).toEqual([]);
      expect((await failureOf(orders().payHold(booking.order.orderRef, expired.total))).kind).toBe('offer_expired');
    } finally {
      fake.clock.advance(-(72 * 3_600_000 + 1_000));
    }
  });

  it('the fake refuses a wrong amount and a payment on an instant order, as Duffel does', async () => {
    const offer = await zzOffer('Basic');
    const wrong = await failureOf(
      orders().book({ ...offer, total: { ...offer.total, amount: '1.00' } }, travellers(offer), 'instant', clientRef()),
    );
    expect(wrong.kind).toBe('price_changed');
    expect(wrong.message).toContain('payment_amount_does_not_match_order_amount');
    // On Duffel's LHR-STN the price rises with every read: the booking's own read makes the amount stale.
    const rising = await zzOffer('Basic', ['LHR', 'STN']);
    const stale = await failureOf(orders().book(rising, travellers(rising), 'instant', clientRef()));
    expect(stale.kind).toBe('price_changed');
    expect(stale.message).toContain('HTTP 422 price_changed');
    expect(ordersOf(offer.offerRef).concat(ordersOf(rising.offerRef))).toHaveLength(0);
    const booking = await orders().book(offer, travellers(offer), 'instant', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    const again = await duffel('POST', '/air/payments', {
      data: { order_id: booking.order.orderRef, payment: { type: 'balance', ...offer.total } },
    });
    expect([again.status, errorCode(again.json)]).toEqual([422, 'order_type_not_eligible_for_payment']);
    const mismatch = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (mismatch.status !== 'created') throw new Error('not created');
    const short = await duffel('POST', '/air/payments', {
      data: {
        order_id: mismatch.order.orderRef,
        payment: { type: 'balance', amount: '1.00', currency: offer.total.currency },
      },
    });
    expect([short.status, errorCode(short.json)]).toEqual([422, 'payment_amount_does_not_match_order_amount']);
  });

  it('finds orders by booking reference and updates their metadata only', async () => {
    const offer = await zzOffer('Basic');
    const booking = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    const listed = await duffel('GET', `/air/orders?booking_reference=${booking.order.bookingReference}`);
    expect((listed.json.data as Json[]).map((o) => o.id)).toEqual([booking.order.orderRef]);
    const patched = await duffel('PATCH', `/air/orders/${booking.order.orderRef}`, {
      data: { metadata: { sapar_ref: booking.order.clientRef, note: 'x' } },
    });
    expect((patched.json.data as Json).metadata).toEqual({ sapar_ref: booking.order.clientRef, note: 'x' });
    const refused = await duffel('PATCH', `/air/orders/${booking.order.orderRef}`, { data: { type: 'instant' } });
    expect(refused.status).toBe(422);
  });
});

describe('cancellation', () => {
  it('quotes the refund the fare allows, confirms it once, and gives the money back to the balance', async () => {
    const offer = await zzOffer('Flex');
    const booking = await orders().book(offer, travellers(offer), 'instant', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    const quote = await orders().quoteCancellation(booking.order.orderRef);
    expect(quote).toMatchObject({ orderRef: booking.order.orderRef, refundTo: 'balance', confirmedAt: null });
    expect(Number(quote.refund!.amount)).toBeCloseTo(Number(offer.total.amount) - 40, 2);
    expect(quote.expiresAt).toBeGreaterThan(fake.clock.now());
    const before = Number(fake.balance());
    const confirmed = await orders().confirmCancellation(quote.ref);
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(Number(fake.balance())).toBeCloseTo(before + Number(quote.refund!.amount), 2);
    const cancelled = await orders().getOrder(booking.order.orderRef);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.actions).toEqual([]);
    const twice = await failureOf(orders().confirmCancellation(quote.ref));
    expect(twice.kind).toBe('not_allowed');
    expect(twice.message).toContain('already_cancelled');
    expect((await failureOf(orders().quoteCancellation(booking.order.orderRef))).message).toContain(
      'already_cancelled',
    );
  });

  it('refuses a quote past its expiry, and quotes an unpaid hold at zero to awaiting_payment', async () => {
    const offer = await zzOffer('Flex');
    const booking = await orders().book(offer, travellers(offer), 'instant', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    const quote = await orders().quoteCancellation(booking.order.orderRef);
    fake.clock.advance(16 * 60_000);
    expect((await failureOf(orders().confirmCancellation(quote.ref))).kind).toBe('offer_expired');
    expect((await orders().getOrder(booking.order.orderRef)).state).toBe('ticketed');
    const basic = await zzOffer('Basic');
    const hold = await orders().book(basic, travellers(basic), 'hold', clientRef());
    if (hold.status !== 'created') throw new Error('not created');
    const zero = await orders().quoteCancellation(hold.order.orderRef);
    expect(zero).toMatchObject({ refund: { amount: '0.00' }, refundTo: 'awaiting_payment' });
  });
});

describe('changes', () => {
  it('requests a change, confirms an offer paying the difference, and refuses a second change', async () => {
    const offer = await zzOffer('Standard');
    const booking = await orders().book(offer, travellers(offer), 'instant', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    const offers = await orders().requestChange(booking.order.orderRef, {
      removeSliceIndex: 0,
      add: { origin: 'BSZ', destination: 'OSS', departureDate: '2026-12-22' },
    });
    expect(offers.length).toBeGreaterThan(0);
    const chosen = offers[0]!;
    expect(chosen.ref).toMatch(/^oco_/);
    expect(chosen.penalty).toEqual({ amount: '40.00', currency: offer.total.currency });
    expect(chosen.slices[0]!.segments[0]!.departingAtLocal.slice(0, 10)).toBe('2026-12-22');
    expect(Number(chosen.newTotal.amount)).toBeCloseTo(
      Number(offer.total.amount) + Number(chosen.changeTotal.amount),
      2,
    );
    const before = Number(fake.balance());
    const changed = await orders().confirmChange(chosen.ref, chosen.changeTotal);
    expect(changed.slices[0]!.segments[0]!.departingAtLocal.slice(0, 10)).toBe('2026-12-22');
    expect(changed.total).toEqual(chosen.newTotal);
    expect(changed.state).toBe('ticketed');
    expect(changed.actions).toEqual(['cancel']);
    expect(Number(fake.balance())).toBeCloseTo(before - Number(chosen.changeTotal.amount), 2);
    const second = await failureOf(
      orders().requestChange(booking.order.orderRef, {
        removeSliceIndex: 0,
        add: { origin: 'BSZ', destination: 'OSS', departureDate: '2026-12-23' },
      }),
    );
    expect(second.kind).toBe('not_allowed');
    expect(second.message).toContain('order_not_changeable');
  });
});

describe('airline-initiated changes', () => {
  it('shows a schedule change on the order, accepts it, and refuses to accept an older one', async () => {
    const offer = await zzOffer('Standard');
    const booking = await orders().book(offer, travellers(offer), 'instant', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    const departs = booking.order.slices[0]!.segments[0]!.departsAt;
    fake.fireAirlineChange(booking.order.orderRef, 95);
    const moved = await orders().getOrder(booking.order.orderRef);
    expect(moved.airlineChanges).toHaveLength(1);
    const change = moved.airlineChanges[0]!;
    expect(change).toMatchObject({ actionTaken: null, actions: ['accept', 'cancel', 'change'] });
    expect(change.removed[0]!.segments[0]!.departsAt).toBe(departs);
    expect(change.added[0]!.segments[0]!.departsAt).toBe(departs + 95 * 60_000);
    expect(moved.slices[0]!.segments[0]!.departsAt).toBe(departs + 95 * 60_000);
    await fake.webhooks.flush();
    const told = received.find((r) => r.event.type === 'order.airline_initiated_change_detected')!;
    expect(orders().verifySignal(told.headers, told.raw, fake.clock.now())).toMatchObject({
      type: 'airline_change',
      orderRef: booking.order.orderRef,
    });

    const admin = await fetch(`${fake.url}/_fake/orders/${booking.order.orderRef}/airline_change`, {
      method: 'POST',
      body: JSON.stringify({ shift_minutes: 30 }),
    });
    expect(admin.status).toBe(200);
    const stale = await failureOf(orders().acceptAirlineChange(change.ref));
    expect(stale.message).toContain('stale_airline_initiated_change_accept');
    const newest = (await orders().getOrder(booking.order.orderRef)).airlineChanges.at(-1)!;
    const accepted = await orders().acceptAirlineChange(newest.ref);
    expect(accepted.airlineChanges.at(-1)).toMatchObject({ ref: newest.ref, actionTaken: 'accepted', actions: [] });
  });

  it('gives orders on LHR-LTN a schedule change at once, as Duffel’s test route does', async () => {
    const offer = await zzOffer('Basic', ['LHR', 'LTN']);
    const booking = await orders().book(offer, travellers(offer), 'hold', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    expect(booking.order.airlineChanges).toHaveLength(1);
  });
});

describe('webhooks', () => {
  async function onePaidOrder(): Promise<string> {
    const offer = await zzOffer('Basic');
    const booking = await orders().book(offer, travellers(offer), 'instant', clientRef());
    if (booking.status !== 'created') throw new Error('not created');
    await fake.webhooks.flush();
    return booking.order.orderRef;
  }

  it('answers the secret once, keeps one webhook per mode', async () => {
    const listed = await duffel('GET', '/air/webhooks');
    expect((listed.json.data as Json[]).map((w) => w.secret)).toEqual([undefined]);
    const second = await duffel('POST', '/air/webhooks', {
      data: { url: 'http://127.0.0.1:1/x', events: ['order.created'] },
    });
    expect([second.status, errorCode(second.json)]).toEqual([422, 'unsafe_unique']);
  });

  it('checks the signature over the raw bytes: valid, tampered, stale, replayed, unknown secret', async () => {
    const orderRef = await onePaidOrder();
    const delivery = received.find((r) => r.event.type === 'payment.created')!;
    const header = delivery.headers['x-duffel-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const t = Number(/t=(\d+)/.exec(header)![1]);
    const expected = createHmac('sha256', webhookSecret)
      .update(`${t}.${delivery.raw.toString('utf8')}`)
      .digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
    const now = fake.clock.now();
    const signal = orders().verifySignal(delivery.headers, delivery.raw, now);
    expect(signal).toMatchObject({ type: 'payment_created', orderRef, eventId: delivery.event.id });

    const tampered = Buffer.from(delivery.raw.toString('utf8').replace(orderRef, 'ord_0000someoneelse'));
    expect(orders().verifySignal(delivery.headers, tampered, now)).toBeNull();
    // The same bytes re-serialised (spaces) are not the bytes signed.
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(delivery.raw.toString('utf8')), null, 1));
    expect(orders().verifySignal(delivery.headers, reformatted, now)).toBeNull();
    // A replay inside the window reads as the same event (the caller acts on an event id once); later, refused.
    expect(orders().verifySignal(delivery.headers, delivery.raw, now + 60_000)?.eventId).toBe(signal!.eventId);
    expect(orders().verifySignal(delivery.headers, delivery.raw, t * 1000 + SIGNATURE_TOLERANCE_MS + 1_000)).toBeNull();
    // Signed correctly but six minutes old.
    const old = t - 360;
    const oldHeader = `t=${old},v1=${createHmac('sha256', webhookSecret)
      .update(`${old}.${delivery.raw.toString('utf8')}`)
      .digest('hex')}`;
    expect(orders().verifySignal({ 'x-duffel-signature': oldHeader }, delivery.raw, t * 1000)).toBeNull();
    expect(orders({ webhookSecret: 'another-secret' }).verifySignal(delivery.headers, delivery.raw, now)).toBeNull();
    expect(orders().verifySignal({}, delivery.raw, now)).toBeNull();
    expect(orders().verifySignal({ 'x-duffel-signature': 't=abc,v1=zz' }, delivery.raw, now)).toBeNull();
  });

  it('delivers twice when told to duplicate, with the same event id', async () => {
    fake.webhooks.control({ duplicate: true });
    const orderRef = await onePaidOrder();
    const created = received.filter((r) => r.event.type === 'order.created' && r.event.data.object.id === orderRef);
    expect(created).toHaveLength(2);
    expect(created[0]!.event.id).toBe(created[1]!.event.id);
    const signals = created.map((r) => orders().verifySignal(r.headers, r.raw, fake.clock.now())!);
    expect(new Set(signals.map((s) => s.eventId)).size).toBe(1);
  });

  it('holds deliveries and lets them go newest first when told to reorder', async () => {
    fake.webhooks.control({ hold: true, reverse: true });
    const orderRef = await onePaidOrder();
    expect(received).toHaveLength(0);
    await fake.webhooks.release();
    const types = received.map((r) => r.event.type);
    expect(types.indexOf('payment.created')).toBeLessThan(types.indexOf('order.created'));
    for (const r of received)
      expect(orders().verifySignal(r.headers, r.raw, fake.clock.now())?.orderRef).toBe(orderRef);
  });

  it('retries a delivery our endpoint refused, with backoff on the virtual clock, signed anew', async () => {
    let refusals = 1;
    receiverStatus = () => (refusals-- > 0 ? 500 : 200);
    fake.webhooks.control({ hold: true });
    await onePaidOrder();
    fake.webhooks.control({ hold: false });
    // Only the first event goes out now; it is refused.
    const first = fake.state.deliveries.filter((d) => d.status === 'held')[0]!;
    for (const d of fake.state.deliveries.filter((x) => x.status === 'held' && x !== first)) d.status = 'delivered';
    await fake.webhooks.release();
    expect(first.responses).toEqual([500]);
    expect(first.status).toBe('pending');
    await fake.webhooks.flush();
    expect(first.attempts).toBe(1);
    fake.clock.advance(60_000);
    await fake.webhooks.flush();
    expect(first.responses).toEqual([500, 200]);
    expect(first.status).toBe('delivered');
    const attempts = received.filter((r) => r.event.id === first.eventId);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.headers['x-duffel-signature']).not.toBe(attempts[1]!.headers['x-duffel-signature']);
    expect(orders().verifySignal(attempts[1]!.headers, attempts[1]!.raw, fake.clock.now())).not.toBeNull();
  });

  it('delays deliveries by virtual time when told to', async () => {
    fake.webhooks.control({ delayMs: 120_000 });
    await onePaidOrder();
    expect(received).toHaveLength(0);
    fake.clock.advance(120_000);
    await fake.webhooks.flush();
    expect(received.map((r) => r.event.type)).toEqual(expect.arrayContaining(['order.created', 'payment.created']));
  });
});

describe('the derived state', () => {
  const now = Date.parse('2026-12-10T12:00:00Z');
  const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  const hold = (payment: Json) => ({
    cancelled_at: null,
    documents: [],
    payment_status: { awaiting_payment: true, paid_at: null, ...payment },
  });
  it.each([
    ['held', hold({ payment_required_by: at(72), price_guarantee_expires_at: at(48) })],
    ['held_price_unguaranteed', hold({ payment_required_by: at(72), price_guarantee_expires_at: at(-1) })],
    ['held_price_unguaranteed', hold({ payment_required_by: at(72), price_guarantee_expires_at: null })],
    ['hold_expired', hold({ payment_required_by: at(-1), price_guarantee_expires_at: at(-2) })],
    [
      'paid_awaiting_documents',
      { cancelled_at: null, documents: [], payment_status: { awaiting_payment: false, paid_at: at(-1) } },
    ],
    [
      'ticketed',
      {
        cancelled_at: null,
        documents: [{ type: 'electronic_ticket', unique_identifier: '1252106312810', passenger_ids: ['pas_1'] }],
        payment_status: { awaiting_payment: false, paid_at: at(-1) },
      },
    ],
    [
      'cancelled',
      { cancelled_at: at(-1), documents: [], payment_status: { awaiting_payment: false, paid_at: at(-2) } },
    ],
    ['cancelled', { ...hold({ payment_required_by: at(-1) }), cancelled_at: at(-2) }],
  ] as const)('%s', (state, order) => {
    expect(deriveDuffelOrderState(order as Json, now)).toBe(state);
  });

  it('pending_creation is what a 202 leaves: the booking answers accepted, with our reference', async () => {
    fake.setOrderCreation({ async: true });
    const offer = await zzOffer('Basic');
    const ref = clientRef();
    expect(await orders().book(offer, travellers(offer), 'hold', ref)).toEqual({ status: 'accepted', clientRef: ref });
  });
});

describe('logs and metrics', () => {
  it("logs every order call with Duffel's request id and counts it by operation and outcome", async () => {
    const okBefore = await counter('create_order', 'ok');
    const ambiguousBefore = await counter('create_order', 'ambiguous');
    const offer = await zzOffer('Basic');
    await orders().book(offer, travellers(offer), 'hold', clientRef());
    fake.failNext('create_order', 'internal_error');
    await failureOf(orders().book(offer, travellers(offer), 'hold', clientRef()));
    expect(await counter('create_order', 'ok')).toBe(okBefore + 1);
    expect(await counter('create_order', 'ambiguous')).toBe(ambiguousBefore + 1);
    const calls = logs.filter((l) => l.entry.operation === 'create_order');
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.entry.requestId).toBe(fake.requests.find((r) => r.requestId === call.entry.requestId)?.requestId);
      expect(JSON.stringify(call.entry)).not.toContain(fake.token);
    }
  });
});
