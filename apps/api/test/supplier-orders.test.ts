/**
 * Selling an outside supplier's offer end to end against the local Duffel fake (docs/architecture.md, "Flight
 * supply"): a holdable offer is held when the traveller books and paid from the agency's balance once our charge is
 * confirmed; an offer that must be paid at once is booked once our charge is confirmed; tickets come from the
 * supplier's documents, at once or later; a supplier order that cannot be paid ends as a full automatic refund;
 * an ambiguous answer is reconciled by our reference and never makes a second order.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireOverdueOrders } from '../src/modules/aftersales/index.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import {
  syncSupplierOrderOf,
  syncSupplierOrdersNow,
  type PaymentsContext,
} from '../src/modules/payments/payments.service.js';
import { seedDemoRates } from '../src/modules/pricing/index.js';
import { adult, book, bookingBody, confirm, orderTokenOf, startPayment } from './booking-fixtures.js';
import { startDuffelFake, type DuffelFake } from './fakes/duffel-fake.js';
import { createTestContext, inDays, type TestContext } from './helper.js';

const ONE_ADULT = { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 };
const WHEN = inDays(15);
const WEBHOOK_SECRET = 'whsec_sapar_test';

interface FareView {
  offer_id: string;
  supplier?: string;
  price: { total: number };
}
interface SearchView {
  search_id: string;
  pending_suppliers: string[];
  tickets: Array<{ segments: Array<{ carrier: { code: string } }>; fares: FareView[] }>;
}

let ctx: TestContext;
let fake: DuffelFake;
let payments: PaymentsContext;

beforeAll(async () => {
  fake = await startDuffelFake({ latencyMs: 0 });
  ctx = await createTestContext({
    FLIGHT_SUPPLIERS: 'own,duffel',
    DUFFEL_URL: fake.url,
    DUFFEL_TOKEN: fake.token,
    DUFFEL_TIMEOUT_MS: '5000',
    DUFFEL_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  await seedDemoRates(ctx.database.db);
  payments = createPaymentsContext(ctx.app);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A Duffel fare of this airline on BSZ→IST, once Duffel has answered the search. */
async function duffelFare(carrier: string): Promise<{ searchId: string; fare: FareView }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/flights/search/',
    payload: { type: 'one_way', city_from: 'BSZ', city_to: 'IST', when_date: WHEN, passengers: ONE_ADULT },
  });
  expect(res.statusCode, res.body).toBe(200);
  const searchId = (res.json() as SearchView).search_id;
  const done = await vi.waitFor(
    async () => {
      const page = await ctx.app.inject({ method: 'GET', url: `/api/flights/search/${searchId}/?leg=there` });
      const body = page.json() as SearchView;
      if (body.pending_suppliers.length > 0) throw new Error('Duffel still pending');
      return body;
    },
    { timeout: 10_000, interval: 50 },
  );
  const ticket = done.tickets.find(
    (t) => t.segments.every((s) => s.carrier.code === carrier) && t.fares.some((f) => f.supplier === 'duffel'),
  );
  if (!ticket) throw new Error(`no Duffel fare of ${carrier}`);
  return { searchId, fare: ticket.fares.find((f) => f.supplier === 'duffel')! };
}

interface SupplierRecord {
  state: string;
  mode: string;
  client_ref: string;
  supplier_order_ref: string | null;
  booking_reference: string | null;
  failure_reason: string | null;
}

async function supplierRecord(orderNumber: string): Promise<SupplierRecord> {
  const [row] = await rows<SupplierRecord>(
    sql`select s.state, s.mode, s.client_ref, s.supplier_order_ref, s.booking_reference, s.failure_reason
        from supplier_order s join "order" o on o.id = s.order_id where o.number = ${orderNumber}`,
  );
  return row!;
}

async function orderStatus(orderNumber: string): Promise<string> {
  const [row] = await rows<{ status: string }>(sql`select status from "order" where number = ${orderNumber}`);
  return row!.status;
}

async function ticketNumbers(orderNumber: string): Promise<string[]> {
  const found = await rows<{ ticket_number: string | null }>(
    sql`select p.ticket_number from order_passenger p join "order" o on o.id = p.order_id
        where o.number = ${orderNumber} order by p.position`,
  );
  return found.map((r) => r.ticket_number ?? '');
}

const fakeOrdersOf = (clientRef: string) =>
  [...fake.state.orders.values()].filter((o) => o.metadata.sapar_ref === clientRef);

async function bookFare(carrier: string): Promise<{ orderNumber: string; total: number }> {
  const { searchId, fare } = await duffelFare(carrier);
  const res = await book(ctx, bookingBody(searchId, fare.offer_id, [adult(WHEN)]), { language: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  return { orderNumber: res.json().order_number as string, total: res.json().total_price as number };
}

async function pay(orderNumber: string) {
  const { paymentId, code } = await startPayment(ctx, orderNumber);
  const res = await confirm(ctx, paymentId, code, 'en');
  return { paymentId, res };
}

describe('an outside offer that may be held', () => {
  it('is held at booking, paid from the balance once our charge is confirmed, and ticketed from the documents', async () => {
    const balanceBefore = Number(fake.balance());
    const { orderNumber } = await bookFare('ZZ');
    const held = await supplierRecord(orderNumber);
    expect(held).toMatchObject({ state: 'held', mode: 'hold' });
    const [fakeOrder] = fakeOrdersOf(held.client_ref);
    expect(fakeOrder).toMatchObject({ type: 'hold', paidAt: null });
    expect(fakeOrdersOf(held.client_ref)).toHaveLength(1);

    const { res } = await pay(orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(orderNumber)).toBe('ticketed');
    const record = await supplierRecord(orderNumber);
    expect(record).toMatchObject({ state: 'ticketed', booking_reference: fakeOrder!.bookingReference });
    const documents = fakeOrder!.documents.map((d) => String(d.unique_identifier));
    expect(await ticketNumbers(orderNumber)).toEqual(documents);
    expect(fakeOrder!.paidAt).not.toBeNull();
    const total = Number(fakeOrder!.baseCents + fakeOrder!.taxCents) / 100;
    expect(Number(fake.balance())).toBeCloseTo(balanceBefore - total, 2);
    const [mail] = await rows<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox m join "order" o on o.id = m.order_id
          where o.number = ${orderNumber} and m.kind = 'order_confirmation'`,
    );
    expect(mail!.n).toBe(1);

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking/${orderNumber}/`,
      headers: { 'x-order-token': orderTokenOf(orderNumber), 'accept-language': 'en' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ status: 'ticketed', booking_reference: fakeOrder!.bookingReference });
    expect(page.json().tickets.map((t: { number: string }) => t.number)).toEqual(documents);
  });

  it('tickets issued later are picked up by the polling job', async () => {
    fake.setOrderCreation({ lateDocumentsMs: 60 * 60_000 });
    try {
      const { orderNumber } = await bookFare('ZZ');
      const { res } = await pay(orderNumber);
      expect(res.statusCode, res.body).toBe(200);
      expect(await orderStatus(orderNumber)).toBe('paid');
      const record = await supplierRecord(orderNumber);
      expect(record.state).toBe('paid');
      expect(await ticketNumbers(orderNumber)).toEqual(['']);

      fake.issueDocuments(record.supplier_order_ref!);
      await ctx.database.db.execute(
        sql`update supplier_order set synced_at = now() - interval '1 minute' where client_ref = ${record.client_ref}`,
      );
      await syncSupplierOrdersNow(payments);
      expect(await orderStatus(orderNumber)).toBe('ticketed');
      expect((await supplierRecord(orderNumber)).state).toBe('ticketed');
      const [fakeOrder] = fakeOrdersOf(record.client_ref);
      expect(await ticketNumbers(orderNumber)).toEqual(fakeOrder!.documents.map((d) => String(d.unique_identifier)));
    } finally {
      fake.setOrderCreation({ lateDocumentsMs: null });
    }
  });

  it('a balance too small to pay the hold: the charge is refunded in full, nothing ticketed, the hold given back', async () => {
    const { orderNumber } = await bookFare('ZZ');
    const balance = fake.balance();
    fake.setBalance('0.00');
    try {
      const { paymentId } = await pay(orderNumber);
      expect(await orderStatus(orderNumber)).toBe('refunded');
      const record = await supplierRecord(orderNumber);
      expect(record.state).toBe('failed');
      expect(await ticketNumbers(orderNumber)).toEqual(['']);
      const [payment] = await rows<{ status: string; failure_reason: string; refunded_at: Date | null }>(
        sql`select status, failure_reason, refunded_at from payment where id = ${paymentId}`,
      );
      expect(payment).toMatchObject({ status: 'failed', failure_reason: 'payment_supplier_refunded' });
      expect(payment!.refunded_at).not.toBeNull();
      const [fakeOrder] = fakeOrdersOf(record.client_ref);
      expect(fakeOrder!.paidAt).toBeNull();
      expect(fakeOrder!.cancelledAt).not.toBeNull();
    } finally {
      fake.setBalance(balance);
    }
  });
});

describe('a claim whose caller went quiet', () => {
  it('is taken over by exactly one of many readers at once: the hold is paid once and the order ticketed', async () => {
    const { orderNumber } = await bookFare('ZZ');
    const record = await supplierRecord(orderNumber);
    // As if the process that claimed the payment died at once: our charge confirmed, the claim minutes old.
    await ctx.database.db.execute(sql`update "order" set status = 'paid' where number = ${orderNumber}`);
    await ctx.database.db.execute(
      sql`update supplier_order set state = 'paying', synced_at = now() - interval '5 minutes'
          where client_ref = ${record.client_ref}`,
    );
    const [ours] = await rows<{ id: string }>(sql`select id from "order" where number = ${orderNumber}`);
    const [fakeOrder] = fakeOrdersOf(record.client_ref);
    const paymentsBefore = [...fake.state.payments.values()].filter((p) => p.order_id === fakeOrder!.id).length;
    expect(paymentsBefore).toBe(0);

    const paymentCalls = () =>
      fake.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path.startsWith('/air/payments') &&
          (r.body as { data?: { order_id?: string } } | undefined)?.data?.order_id === fakeOrder!.id,
      ).length;
    await Promise.all(Array.from({ length: 6 }, () => syncSupplierOrderOf(payments, ours!.id)));

    // One reader took the claim over and asked the supplier to pay; the others left it alone.
    expect(paymentCalls()).toBe(1);

    const paid = [...fake.state.payments.values()].filter((p) => p.order_id === fakeOrder!.id);
    expect(paid).toHaveLength(1);
    expect(await orderStatus(orderNumber)).toBe('ticketed');
    expect((await supplierRecord(orderNumber)).state).toBe('ticketed');
  });
});

describe('an unpaid hold', () => {
  it('expires with our order and is cancelled at the supplier; a charge confirmed after that is refunded', async () => {
    const { orderNumber } = await bookFare('ZZ');
    const record = await supplierRecord(orderNumber);
    expect(record.state).toBe('held');
    const { paymentId, code } = await startPayment(ctx, orderNumber);
    await ctx.database.db.execute(
      sql`update "order" set payment_deadline = now() - interval '1 minute' where number = ${orderNumber}`,
    );
    await expireOverdueOrders(payments.booking);
    expect(await orderStatus(orderNumber)).toBe('expired');
    await syncSupplierOrdersNow(payments);
    expect((await supplierRecord(orderNumber)).state).toBe('cancelled');
    const [fakeOrder] = fakeOrdersOf(record.client_ref);
    expect(fakeOrder!.cancelledAt).not.toBeNull();
    expect(fakeOrder!.paidAt).toBeNull();

    const late = await confirm(ctx, paymentId, code, 'en');
    expect(late.statusCode).toBe(410);
    const kept = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment where id = ${paymentId} and status = 'paid'`,
    );
    expect(kept[0]!.n).toBe(0);
  });
});

describe('an outside offer that must be paid at once', () => {
  it('is booked as an instant order only once our charge is confirmed, and ticketed', async () => {
    const { orderNumber } = await bookFare('TK');
    const booked = await supplierRecord(orderNumber);
    expect(booked).toMatchObject({ state: 'booking', mode: 'instant' });
    expect(fakeOrdersOf(booked.client_ref)).toHaveLength(0);

    const { res } = await pay(orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(orderNumber)).toBe('ticketed');
    const orders = fakeOrdersOf(booked.client_ref);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ type: 'instant' });
    expect((await supplierRecord(orderNumber)).booking_reference).toBe(orders[0]!.bookingReference);
  });

  it('an ambiguous 500 after the order was made: found by our reference, exactly one supplier order', async () => {
    const { orderNumber } = await bookFare('TK');
    const booked = await supplierRecord(orderNumber);
    fake.failNext('create_order', 'internal_error_after_create');
    const { res } = await pay(orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    // The answer was lost: the order is read again by our reference before anything else.
    await syncSupplierOrdersNow(payments);
    await ctx.database.db.execute(
      sql`update supplier_order set synced_at = now() - interval '5 minutes' where client_ref = ${booked.client_ref}`,
    );
    await syncSupplierOrdersNow(payments);
    expect(fakeOrdersOf(booked.client_ref)).toHaveLength(1);
    expect(await orderStatus(orderNumber)).toBe('ticketed');
    expect((await supplierRecord(orderNumber)).state).toBe('ticketed');
  });
});

describe('names as the airline takes them', () => {
  it('a name outside the passport rule is refused before anything is written, in the traveller’s language', async () => {
    const { searchId, fare } = await duffelFare('ZZ');
    const res = await book(
      ctx,
      bookingBody(searchId, fare.offer_id, [adult(WHEN, { first_name: 'Aibek Osmonovich Long' })]),
      {
        language: 'en',
      },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain('passengers.0.first_name');
  });
});

/** A Duffel event about one order, signed as Duffel signs (`t=<unix s>,v1=<hex HMAC-SHA256>`). */
function webhook(orderRef: string, options: { eventId?: string; secret?: string; signedAt?: number } = {}) {
  const body = JSON.stringify({
    id: options.eventId ?? `wev_${randomUUID().replaceAll('-', '')}`,
    type: 'order.updated',
    created_at: new Date().toISOString(),
    // The body claims the order is cancelled: never trusted, the order is read again.
    data: { object: { id: orderRef, cancelled_at: new Date().toISOString() } },
  });
  const t = Math.floor((options.signedAt ?? Date.now()) / 1000);
  const v1 = createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
    .update(`${t}.${body}`)
    .digest('hex');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/suppliers/duffel/webhooks/',
    headers: { 'content-type': 'application/json', 'x-duffel-signature': `t=${t},v1=${v1}` },
    payload: body,
  });
}

describe('Duffel webhooks', () => {
  it('a valid event makes us read the order again: late tickets land; duplicates, forged and stale events change nothing', async () => {
    fake.setOrderCreation({ lateDocumentsMs: 60 * 60_000 });
    try {
      const { orderNumber } = await bookFare('ZZ');
      expect((await pay(orderNumber)).res.statusCode).toBe(200);
      const record = await supplierRecord(orderNumber);
      expect(record.state).toBe('paid');
      const orderRef = record.supplier_order_ref!;

      // Before the tickets: an event changes nothing (the body's cancellation is not believed).
      const early = await webhook(orderRef);
      expect(early.statusCode, early.body).toBe(200);
      expect(await orderStatus(orderNumber)).toBe('paid');

      fake.issueDocuments(orderRef);
      const forged = await webhook(orderRef, { secret: 'whsec_someone_else' });
      expect(forged.statusCode).toBe(401);
      const stale = await webhook(orderRef, { signedAt: Date.now() - 10 * 60_000 });
      expect(stale.statusCode).toBe(401);
      expect(await orderStatus(orderNumber)).toBe('paid');

      // A new event once the tickets are issued: read again, ticketed; its duplicate delivery is acted on once.
      const eventId = `wev_${randomUUID().replaceAll('-', '')}`;
      const valid = await webhook(orderRef, { eventId });
      expect(valid.statusCode, valid.body).toBe(200);
      expect(await orderStatus(orderNumber)).toBe('ticketed');
      const [fakeOrder] = fakeOrdersOf(record.client_ref);
      expect(await ticketNumbers(orderNumber)).toEqual(fakeOrder!.documents.map((d) => String(d.unique_identifier)));
      const again = await webhook(orderRef, { eventId });
      expect(again.statusCode).toBe(200);
      const [events] = await rows<{ n: number }>(
        sql`select count(*)::int as n from supplier_event where event_id = ${eventId}`,
      );
      expect(events!.n).toBe(1);
      const [mail] = await rows<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox m join "order" o on o.id = m.order_id
            where o.number = ${orderNumber} and m.kind = 'order_confirmation'`,
      );
      expect(mail!.n).toBe(1);
    } finally {
      fake.setOrderCreation({ lateDocumentsMs: null });
    }
  });
});
