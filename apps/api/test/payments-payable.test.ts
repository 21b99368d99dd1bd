/**
 * A code reaches the bank only for an order that can still be paid. An order expired (by the job or its
 * deadline) or cancelled by staff closes its attempts still waiting for a code: a later confirmation answers
 * 410 `order_expired` and the sandbox bank records no charge. An order whose code is with the bank keeps its
 * seats past the deadline until the outcome is known. And a phone gets at most 8 codes an hour over all orders.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-fixtures.js';
import { buyTicketed } from './aftersales-fixtures.js';
import {
  bookOne,
  confirm,
  inDays,
  paymentStatus,
  rememberOrderToken,
  seatsSold,
  startPayment,
} from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';
import { expireOverdueOrders } from '../src/modules/aftersales/order-jobs.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { PAYMENT_CODES_PER_PHONE_PER_HOUR, refreshPayment } from '../src/modules/payments/payments.service.js';

let ctx: TestContext;
let agent: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createStaff(ctx, ['agent']);
});
afterAll(() => ctx.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the sandbox bank took for this payment: charges with a charge time (none is "no money moved"). */
async function chargesOf(paymentId: string): Promise<{ status: string; charged: boolean }[]> {
  return rows(
    sql`select c.status, c.charged_at is not null as charged from mbank_sandbox_charge c join payment p on p.provider_reference = c.reference::text where p.id = ${paymentId}`,
  );
}

const moveDeadlineToPast = (orderNumber: string) =>
  ctx.app.db.execute(
    sql`update "order" set payment_deadline = now() - interval '1 second' where number = ${orderNumber}`,
  );
const orderStatus = async (orderNumber: string) =>
  (await rows<{ status: string }>(sql`select status from "order" where number = ${orderNumber}`))[0]!.status;
const flightOf = (ticket: { segments: { flight_id: string }[] }) => ticket.segments[0]!.flight_id;

describe('a confirmation for an order that can no longer be paid reaches no bank', () => {
  it('expired by the job, then confirmed: 410 order_expired, the attempt closed, no charge', async () => {
    const { order, ticket } = await bookOne(ctx, { days: 33 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700310001');
    const held = await seatsSold(ctx, flightOf(ticket));
    await moveDeadlineToPast(order.order_number);
    expect(await expireOverdueOrders(createPaymentsContext(ctx.app).booking)).toBe(1);
    expect(await seatsSold(ctx, flightOf(ticket))).toBe(held - 1);
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({ status: 'expired', order_status: 'expired' });

    const res = await confirm(ctx, paymentId, code, 'en');
    expect(res.statusCode, res.body).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'order_expired',
      detail: 'The time to pay for this order has run out and the seats were released. Please book again.',
    });
    expect(await chargesOf(paymentId)).toEqual([{ status: 'otp_sent', charged: false }]);
    // Asked again, the answer is the same and still nothing is charged.
    expect((await confirm(ctx, paymentId, code, 'ky')).statusCode).toBe(410);
    expect(await chargesOf(paymentId)).toEqual([{ status: 'otp_sent', charged: false }]);
  });

  it('past the deadline before the job ran: the confirmation expires the order itself, no charge', async () => {
    const { order, ticket } = await bookOne(ctx, { days: 33 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700310002');
    const held = await seatsSold(ctx, flightOf(ticket));
    await moveDeadlineToPast(order.order_number);
    const res = await confirm(ctx, paymentId, code, 'tr');
    expect(res.statusCode, res.body).toBe(410);
    expect(res.json().code).toBe('order_expired');
    expect(res.json().detail).toContain('Sipariş için ödeme süresi doldu');
    expect(await orderStatus(order.order_number)).toBe('expired');
    expect(await seatsSold(ctx, flightOf(ticket))).toBe(held - 1);
    expect(await chargesOf(paymentId)).toEqual([{ status: 'otp_sent', charged: false }]);
    // A new code is refused the same way.
    const again = await call(
      ctx,
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: order.order_number, phone: '+996700310002' },
      { orderToken: order.order_token },
    );
    expect(again.statusCode, again.body).toBe(410);
  });

  it('cancelled by staff, then confirmed: 410 order_expired saying it was cancelled, no charge', async () => {
    const { order, ticket } = await bookOne(ctx, { days: 34 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700310003');
    const held = await seatsSold(ctx, flightOf(ticket));
    const cancelled = await call(
      ctx,
      'POST',
      `/api/staff/orders/${order.order_number}/cancel/`,
      { reason: 'Duplicate booking' },
      { token: agent.access, lang: 'en' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await seatsSold(ctx, flightOf(ticket))).toBe(held - 1);

    const res = await confirm(ctx, paymentId, code, 'en');
    expect(res.statusCode, res.body).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'order_expired',
      detail: 'The order was cancelled and can no longer be paid. No money was taken.',
    });
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({
      status: 'expired',
      order_status: 'cancelled',
      refunded: false,
    });
    expect(await chargesOf(paymentId)).toEqual([{ status: 'otp_sent', charged: false }]);
  });
});

describe('a payment with the bank keeps its order past the deadline', () => {
  /** As if a confirmation were with the bank right now: the payment moved to 'processing', the bank not yet answered. */
  const withTheBank = (paymentId: string) =>
    ctx.app.db.execute(sql`update payment set status = 'processing' where id = ${paymentId}`);
  /** The bank takes (or declines) the charge with the code, as it would on the confirmation in flight. */
  const bankConfirms = async (paymentId: string, code: string) => {
    const [payment] = await rows<{ provider_reference: string }>(
      sql`select provider_reference from payment where id = ${paymentId}`,
    );
    return ctx.app.paymentProviders.byName.get('mbank-sandbox')!.confirm(payment!.provider_reference, code);
  };

  it('the job and staff leave it alone; the charge taken then tickets the order', async () => {
    const { order, ticket } = await bookOne(ctx, { days: 35 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700310004');
    const held = await seatsSold(ctx, flightOf(ticket));
    await withTheBank(paymentId);
    await moveDeadlineToPast(order.order_number);
    expect(await expireOverdueOrders(createPaymentsContext(ctx.app).booking)).toBe(0);
    expect(await orderStatus(order.order_number)).toBe('booked');
    expect(await seatsSold(ctx, flightOf(ticket))).toBe(held);
    const cancel = await call(
      ctx,
      'POST',
      `/api/staff/orders/${order.order_number}/cancel/`,
      { reason: 'Customer called' },
      { token: agent.access, lang: 'en' },
    );
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json().code).toBe('payment_in_progress');
    expect(await orderStatus(order.order_number)).toBe('booked');

    expect((await bankConfirms(paymentId, code)).status).toBe('paid');
    await refreshPayment(createPaymentsContext(ctx.app), paymentId);
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({
      status: 'paid',
      order_status: 'ticketed',
      refunded: false,
    });
    expect(await seatsSold(ctx, flightOf(ticket))).toBe(held);
  });

  it('a decline after the deadline expires the order at once and gives the seats back', async () => {
    const { order, ticket } = await bookOne(ctx, { days: 35 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996 700 000 402');
    const held = await seatsSold(ctx, flightOf(ticket));
    await withTheBank(paymentId);
    await moveDeadlineToPast(order.order_number);
    expect(await expireOverdueOrders(createPaymentsContext(ctx.app).booking)).toBe(0);
    expect((await bankConfirms(paymentId, code)).status).toBe('declined');
    await refreshPayment(createPaymentsContext(ctx.app), paymentId);
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({ status: 'failed', order_status: 'expired' });
    expect(await seatsSold(ctx, flightOf(ticket))).toBe(held - 1);
  });
});

describe('an exchange waiting for its payment when a disruption rebooks its order', () => {
  it('waits while the exchange code is with the bank; then closes the exchange: 410, seats back, nothing charged', async () => {
    const { orderNumber, orderToken, outbound } = await buyTicketed(ctx, { family: 'standard', days: 41 });
    const guest = { orderToken, lang: 'en' };
    const quote = await call(
      ctx,
      'POST',
      '/api/booking/exchange/',
      { order_number: orderNumber, new_date: inDays(45) },
      guest,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const option = quote.json().options[0];
    expect(option.total_due).toBeGreaterThan(0);
    const newFlight = option.ticket.segments[0].flight_id as string;
    const exchanged = await call(
      ctx,
      'POST',
      `/api/booking/exchange/${quote.json().exchange_id}/confirm/`,
      { option_id: option.option_id },
      guest,
    );
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const exchangeOrder = exchanged.json().order_number as string;
    rememberOrderToken(exchangeOrder, exchanged.json().order_token);
    const { paymentId, code } = await startPayment(ctx, exchangeOrder, '+996700310005');
    const heldNew = await seatsSold(ctx, newFlight);

    const flightCancelled = await call(
      ctx,
      'POST',
      `/api/staff/flights/${outbound.segments[0]!.flight_id}/status/`,
      { status: 'cancelled', reason: 'Fog' },
      { token: agent.access, lang: 'en' },
    );
    expect(flightCancelled.statusCode, flightCancelled.body).toBe(200);
    const view = await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, guest);
    const rebookTo = view.json().disruption.options[0].id as string;
    const answer = () =>
      call(ctx, 'POST', `/api/booking/${orderNumber}/disruption/`, { choice: 'rebook', flight: rebookTo }, guest);

    // The exchange's code is with the bank: the rebook waits for its outcome and nothing changes.
    await ctx.app.db.execute(sql`update payment set status = 'processing' where id = ${paymentId}`);
    const waiting = await answer();
    expect(waiting.statusCode, waiting.body).toBe(409);
    expect(waiting.json()).toMatchObject({ code: 'payment_in_progress', detail: expect.any(String) });
    expect(await orderStatus(orderNumber)).toBe('ticketed');
    expect(await orderStatus(exchangeOrder)).toBe('booked');

    // The bank still waits for the code (the confirmation never reached it): the rebook goes through and the exchange closes.
    await ctx.app.db.execute(sql`update payment set status = 'otp_sent' where id = ${paymentId}`);
    const rebooked = await answer();
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(await orderStatus(orderNumber)).toBe('exchanged');
    expect(await orderStatus(exchangeOrder)).toBe('expired');
    expect(await seatsSold(ctx, newFlight)).toBe(heldNew - 1);

    const late = await confirm(ctx, paymentId, code, 'en');
    expect(late.statusCode, late.body).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'order_expired',
      detail:
        'This exchange can no longer be made: the booking has changed. No money was taken and the seats held for it were released.',
    });
    expect(await chargesOf(paymentId)).toEqual([{ status: 'otp_sent', charged: false }]);
  });
});

describe('payment codes per phone', () => {
  it(`the ${PAYMENT_CODES_PER_PHONE_PER_HOUR + 1}th code to one phone within the hour is refused, over several orders`, async () => {
    const phone = '+996700319999';
    let sent = 0;
    while (sent < PAYMENT_CODES_PER_PHONE_PER_HOUR) {
      const { order } = await bookOne(ctx, { days: 36 });
      // Two codes per order (the second after the resend interval), the phone written two ways.
      for (const written of [phone, '+996 700 319 999']) {
        if (sent === PAYMENT_CODES_PER_PHONE_PER_HOUR) break;
        await ctx.app.db.execute(
          sql`update payment set created_at = created_at - interval '2 minutes' where order_id = (select id from "order" where number = ${order.order_number})`,
        );
        await startPayment(ctx, order.order_number, written);
        sent += 1;
      }
    }
    const { order } = await bookOne(ctx, { days: 36 });
    const last = await call(
      ctx,
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: order.order_number, phone },
      { orderToken: order.order_token, lang: 'en' },
    );
    expect(last.statusCode, last.body).toBe(429);
    expect(last.json()).toMatchObject({
      code: 'rate_limited',
      detail:
        'Too many codes have been sent to this number in the last hour. Try again later or use another MBank number.',
    });
    // Another number still gets its code.
    await startPayment(ctx, order.order_number, '+996700319998');
  });
});
