import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_REFUND_FEE } from '@sapar/contracts';
import { expireOverdueOrders } from '../src/modules/aftersales/order-jobs.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { SEGMENT_TAX } from '../src/modules/aftersales/fare-rules.js';
import { deliverPendingMail } from '../src/modules/outbox/index.js';
import { call, registerUser } from './accounts-fixtures.js';
import { buyTicketed, queryRows, staffUser } from './aftersales-fixtures.js';
import { confirm, inDays, latestSmsCode, orderTokenOf, rememberOrderToken, seatsSold } from './booking-fixtures.js';
import { createTestContext, TEST_DATABASE_URL, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type AccessOptions = { token?: string; orderToken?: string; lang?: string };
/** A guest acting on an order: the order token answered at booking, sent as X-Order-Token. */
const guest = (orderNumber: string, lang?: string): AccessOptions => ({
  orderToken: orderTokenOf(orderNumber),
  ...(lang ? { lang } : {}),
});
const quoteRefund = (body: Record<string, unknown>, options: AccessOptions = {}) =>
  call(ctx, 'POST', '/api/booking/refund/', body, options);
const confirmRefund = (id: string, body: Record<string, unknown> = {}, options: AccessOptions = {}) =>
  call(ctx, 'POST', `/api/booking/refund/${id}/confirm/`, body, options);
/** The whole order, read with its order token. */
const order = async (number: string) =>
  (await call(ctx, 'GET', `/api/booking/${number}/`, undefined, guest(number))).json();
const deliverMail = () =>
  deliverPendingMail({ booking: createPaymentsContext(ctx.app).booking, mailer: ctx.app.messaging.mailer }, 200);
const mailsTo = async (email: string) => ctx.app.messaging.outbox!.list({ to: email });

describe('refunds', () => {
  it('refunds a fully refundable fare at once: money back, tickets refunded, seats released exactly once, emails in the buyer language', async () => {
    const email = 'flex-refund@example.com';
    const before = async (flightId: string) => seatsSold(ctx, flightId);
    const { orderNumber, outbound, total, paymentId } = await buyTicketed(ctx, {
      family: 'flex',
      days: 33,
      language: 'ky',
      email,
    });
    const flightId = outbound.segments[0]!.flight_id;
    const soldAfterPurchase = await before(flightId);

    // The contact email alone opens nothing: the order token does.
    expect(
      (await quoteRefund({ order_number: orderNumber, reason: 'Plans changed', email }, { lang: 'ky' })).statusCode,
    ).toBe(404);
    const quote = await quoteRefund({ order_number: orderNumber, reason: 'Plans changed' }, guest(orderNumber, 'ky'));
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      status: 'quoted',
      order_number: orderNumber,
      passengers: [0],
      fare_total: total,
      penalty: 0,
      agency_fee: 0,
      amount_back: total,
      automatic: true,
      taxes_only: false,
      currency: 'KGS',
    });
    expect(quote.json().note).toContain('толук');

    const done = await confirmRefund(quote.json().refund_id, {}, guest(orderNumber, 'ky'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'refunded', amount_back: total });
    expect(await before(flightId)).toBe(soldAfterPurchase - 1);
    // Confirming again changes nothing: same answer, seats not released twice.
    expect((await confirmRefund(quote.json().refund_id, {}, guest(orderNumber))).json().status).toBe('refunded');
    expect(await before(flightId)).toBe(soldAfterPurchase - 1);

    const detail = await order(orderNumber);
    expect(detail.status).toBe('refunded');
    expect(detail.groups).toEqual(['refunded']);
    expect(detail.ticket_statuses).toEqual([{ passenger: 0, status: 'refunded' }]);
    expect(detail.actions).toMatchObject({ refund: false, exchange: false, receipt: false });
    expect(detail.timeline.map((e: { event: string }) => e.event)).toEqual([
      'booked',
      'paid',
      'ticketed',
      'refund_requested',
      'refunded',
    ]);
    // Amounts in the timeline are grouped and named as the reader writes them ('Paid 20,900 som'), never '20900 KGS'.
    const detailOf = (event: string) =>
      detail.timeline.find((e: { event: string; detail: string }) => e.event === event)!.detail as string;
    expect(detailOf('paid')).toMatch(/^Paid \d{1,3}(,\d{3})*\u00a0som$/);
    expect(detailOf('refunded')).toMatch(/^Refund completed: \d{1,3}(,\d{3})*\u00a0som$/);

    const [payment] = await queryRows<{ refunded_amount: number; refunded_at: Date | null }>(
      ctx,
      sql`select refunded_amount, refunded_at from payment where id = ${paymentId}`,
    );
    expect(payment).toMatchObject({ refunded_amount: total });
    expect(payment!.refunded_at).not.toBeNull();
    const [charge] = await queryRows<{ status: string; refunded_amount: number }>(
      ctx,
      sql`select c.status, c.refunded_amount from mbank_sandbox_charge c join payment p on p.provider_reference = c.reference::text where p.id = ${paymentId}`,
    );
    expect(charge).toEqual({ status: 'refunded', refunded_amount: total });

    await deliverMail();
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects).toContain(`Sapar: ${orderNumber} буйрутмасы боюнча кайтаруу кабыл алынды`);
    expect(subjects).toContain(`Sapar: ${orderNumber} буйрутмасы боюнча кайтаруу аткарылды`);
  });

  it('quotes the penalty and agency fee of a standard fare; staff complete it; a second refund of the same tickets is refused', async () => {
    const staff = await staffUser(ctx);
    const traveller = await registerUser(ctx);
    const { orderNumber, outbound, total } = await buyTicketed(ctx, {
      family: 'standard',
      days: 34,
      token: traveller.access,
    });
    const flightId = outbound.segments[0]!.flight_id;
    const sold = await seatsSold(ctx, flightId);

    const quote = await quoteRefund({ order_number: orderNumber, reason: 'Illness' }, { token: traveller.access });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json();
    expect(q.penalty).toBe(outbound.refund.fee);
    expect(q.agency_fee).toBe(AGENCY_REFUND_FEE);
    expect(q.amount_back).toBe(total - outbound.refund.fee! - AGENCY_REFUND_FEE);
    expect(q.automatic).toBe(false);

    const requested = await confirmRefund(q.refund_id, {}, { token: traveller.access });
    expect(requested.json()).toMatchObject({ status: 'requested' });
    expect((await order(orderNumber)).status).toBe('refund_requested');
    expect(await seatsSold(ctx, flightId)).toBe(sold);

    const again = await quoteRefund(
      { order_number: orderNumber, reason: 'Again' },
      { token: traveller.access, lang: 'en' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'refund_already_requested',
      detail: 'A refund of these tickets has already been requested.',
    });

    // Only staff decide: 401 without a token, 403 for a traveller.
    expect((await call(ctx, 'POST', `/api/staff/refunds/${q.refund_id}/complete/`, {})).statusCode).toBe(401);
    expect(
      (await call(ctx, 'POST', `/api/staff/refunds/${q.refund_id}/complete/`, {}, { token: traveller.access }))
        .statusCode,
    ).toBe(403);
    const list = await call(ctx, 'GET', '/api/staff/refunds/?status=requested', undefined, { token: staff.access });
    expect(list.json().results.map((r: { refund_id: string }) => r.refund_id)).toContain(q.refund_id);

    const completed = await call(
      ctx,
      'POST',
      `/api/staff/refunds/${q.refund_id}/complete/`,
      { note: 'Done' },
      { token: staff.access },
    );
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'refunded', amount_back: q.amount_back });
    expect(await seatsSold(ctx, flightId)).toBe(sold - 1);
    // Completing twice pays nothing more and releases nothing more.
    expect(
      (await call(ctx, 'POST', `/api/staff/refunds/${q.refund_id}/complete/`, {}, { token: staff.access })).json()
        .status,
    ).toBe('refunded');
    expect(await seatsSold(ctx, flightId)).toBe(sold - 1);
    const [{ refunded } = { refunded: 0 }] = await queryRows<{ refunded: number }>(
      ctx,
      sql`select coalesce(sum(amount), 0)::int as refunded from mbank_sandbox_refund`,
    );
    expect(refunded).toBeGreaterThanOrEqual(q.amount_back);

    const history = await call(ctx, 'GET', '/api/booking/my/?group=refunded', undefined, { token: traveller.access });
    expect(history.json().results.map((o: { order_number: string }) => o.order_number)).toEqual([orderNumber]);
  });

  it('gives only the taxes back on a non-refundable fare and says so', async () => {
    const { orderNumber, total } = await buyTicketed(ctx, { family: 'light', days: 35 });
    const quote = await quoteRefund(
      { order_number: orderNumber, reason: 'No longer needed' },
      guest(orderNumber, 'en'),
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const taxes = SEGMENT_TAX.domestic;
    expect(quote.json()).toMatchObject({
      taxes_only: true,
      automatic: false,
      fare_total: total,
      penalty: total - taxes,
      agency_fee: AGENCY_REFUND_FEE,
      amount_back: taxes - AGENCY_REFUND_FEE,
    });
    expect(quote.json().note).toBe('The fare is non-refundable: only the airport charges and taxes come back.');
  });

  it("refuses someone else's order, an expired quote, and a refund after the staff rejection keeps the tickets", async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const staff = await staffUser(ctx);
    const { orderNumber } = await buyTicketed(ctx, {
      family: 'standard',
      days: 36,
      token: owner.access,
      email: 'owner@example.com',
    });
    expect((await quoteRefund({ order_number: orderNumber, reason: 'x' }, { token: stranger.access })).statusCode).toBe(
      404,
    );
    // Neither the contact email nor another order's token opens it.
    expect((await quoteRefund({ order_number: orderNumber, reason: 'x', email: 'owner@example.com' })).statusCode).toBe(
      404,
    );
    const other = await buyTicketed(ctx, { family: 'standard', days: 36 });
    expect(
      (await quoteRefund({ order_number: orderNumber, reason: 'x' }, { orderToken: other.orderToken })).statusCode,
    ).toBe(404);
    expect((await quoteRefund({ order_number: orderNumber, reason: '' }, { token: owner.access })).statusCode).toBe(
      400,
    );
    expect(
      (await quoteRefund({ order_number: orderNumber, reason: 'x', passengers: [3] }, { token: owner.access }))
        .statusCode,
    ).toBe(400);

    const expired = (await quoteRefund({ order_number: orderNumber, reason: 'x' }, { token: owner.access })).json();
    await ctx.app.db.execute(
      sql`update order_refund set quote_expires_at = now() - interval '1 minute' where id = ${expired.refund_id}`,
    );
    const late = await confirmRefund(expired.refund_id, {}, { token: owner.access });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('quote_expired');
    const ownerView = async () =>
      (await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { token: owner.access })).json();
    expect((await ownerView()).status).toBe('ticketed');
    // A stranger cannot read or confirm the refund either.
    const fresh = (await quoteRefund({ order_number: orderNumber, reason: 'x' }, { token: owner.access })).json();
    expect((await confirmRefund(fresh.refund_id, {}, { token: stranger.access })).statusCode).toBe(404);
    expect(
      (await call(ctx, 'GET', `/api/booking/refund/${fresh.refund_id}/`, undefined, { token: stranger.access }))
        .statusCode,
    ).toBe(404);

    expect((await confirmRefund(fresh.refund_id, {}, { token: owner.access })).json().status).toBe('requested');
    expect(
      (await call(ctx, 'POST', `/api/staff/refunds/${fresh.refund_id}/reject/`, {}, { token: staff.access }))
        .statusCode,
    ).toBe(400);
    const rejected = await call(
      ctx,
      'POST',
      `/api/staff/refunds/${fresh.refund_id}/reject/`,
      { note: 'The fare was bought on a promotion.' },
      { token: staff.access },
    );
    expect(rejected.json()).toMatchObject({ status: 'rejected', staff_note: 'The fare was bought on a promotion.' });
    const after = await ownerView();
    expect(after.status).toBe('ticketed');
    expect(after.ticket_statuses[0].status).toBe('issued');
    expect(after.timeline.map((e: { event: string }) => e.event)).toContain('refund_rejected');
    await deliverMail();
    const rejectMail = (await mailsTo('owner@example.com')).find((m) => m.subject.includes('отклонён'));
    expect(rejectMail?.text).toContain('The fare was bought on a promotion.');
  });

  it('refunds one passenger of two: the order stays ticketed, one seat comes back', async () => {
    const { orderNumber, outbound } = await buyTicketed(ctx, { family: 'flex', days: 37, adults: 2 });
    const flightId = outbound.segments[0]!.flight_id;
    const sold = await seatsSold(ctx, flightId);
    const quote = (
      await quoteRefund({ order_number: orderNumber, reason: 'One stays home', passengers: [1] }, guest(orderNumber))
    ).json();
    expect(quote.passengers).toEqual([1]);
    expect((await confirmRefund(quote.refund_id, {}, guest(orderNumber))).json().status).toBe('refunded');
    expect(await seatsSold(ctx, flightId)).toBe(sold - 1);
    const detail = await order(orderNumber);
    expect(detail.status).toBe('ticketed');
    expect(detail.groups).toEqual(expect.arrayContaining(['active', 'refunded']));
    expect(detail.ticket_statuses).toEqual([
      { passenger: 0, status: 'issued' },
      { passenger: 1, status: 'refunded' },
    ]);
    // The same passenger again is refused; the other one can still be refunded.
    expect(
      (await quoteRefund({ order_number: orderNumber, reason: 'x', passengers: [1] }, guest(orderNumber))).statusCode,
    ).toBe(409);
    expect(
      (await quoteRefund({ order_number: orderNumber, reason: 'x', passengers: [0] }, guest(orderNumber))).statusCode,
    ).toBe(200);
  });
});

describe('exchanges', () => {
  const quoteExchange = (body: Record<string, unknown>, options: AccessOptions = {}) =>
    call(ctx, 'POST', '/api/booking/exchange/', body, options);
  const confirmExchange = async (id: string, body: Record<string, unknown>, options: AccessOptions = {}) => {
    const res = await call(ctx, 'POST', `/api/booking/exchange/${id}/confirm/`, body, options);
    if (res.statusCode === 200) rememberOrderToken(res.json().order_number, res.json().order_token);
    return res;
  };

  it('moves a standard fare to a later date: pays the difference with MBank, new tickets, old ones exchanged, seats moved', async () => {
    const traveller = await registerUser(ctx);
    const { orderNumber, outbound } = await buyTicketed(ctx, { family: 'standard', days: 40, token: traveller.access });
    const oldFlight = outbound.segments[0]!.flight_id;
    const oldSold = await seatsSold(ctx, oldFlight);
    const before = (
      await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { token: traveller.access })
    ).json();
    expect(before.groups).toEqual(['active', 'exchangeable']);
    expect(before.actions).toMatchObject({ refund: true, exchange: true, exchange_request: false, receipt: true });

    const quote = await quoteExchange({ order_number: orderNumber, new_date: inDays(44) }, { token: traveller.access });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json();
    expect(q.options.length).toBeGreaterThan(0);
    for (const option of q.options) {
      expect(option.change_fee).toBe(outbound.change.fee);
      expect(option.total_due).toBe(option.fare_difference + option.change_fee);
      expect(option.ticket.fare_family).toBe('standard');
      expect(option.ticket.segments[0].departure.local.slice(0, 10)).toBe(inDays(44));
    }
    const option = q.options[0];
    const newFlight = option.ticket.segments[0].flight_id;
    const newSold = await seatsSold(ctx, newFlight);

    const confirmed = await confirmExchange(
      q.exchange_id,
      { option_id: option.option_id },
      { token: traveller.access },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const c = confirmed.json();
    expect(c).toMatchObject({ status: 'awaiting_payment', total_due: option.total_due, currency: 'KGS' });
    expect(c.order_number).not.toBe(orderNumber);
    expect(await seatsSold(ctx, newFlight)).toBe(newSold + 1);
    // The same option again answers the same; another option is refused.
    expect(
      (await confirmExchange(q.exchange_id, { option_id: option.option_id }, { token: traveller.access })).json(),
    ).toEqual(c);
    if (q.options[1])
      expect(
        (await confirmExchange(q.exchange_id, { option_id: q.options[1].option_id }, { token: traveller.access }))
          .statusCode,
      ).toBe(409);
    // While it waits for payment: no second exchange and no refund.
    expect(
      (await quoteExchange({ order_number: orderNumber, new_date: inDays(45) }, { token: traveller.access })).json()
        .code,
    ).toBe('exchange_in_progress');
    expect(
      (await quoteRefund({ order_number: orderNumber, reason: 'x' }, { token: traveller.access })).json().code,
    ).toBe('exchange_in_progress');

    const phone = '+996700559001';
    // The owner pays the exchange order with the JWT, or with the exchange order's own token.
    const started = await call(
      ctx,
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: c.order_number, phone },
      { token: traveller.access },
    );
    expect(started.statusCode, started.body).toBe(200);
    const paid = await confirm(ctx, started.json().payment_id, await latestSmsCode(ctx, phone), 'ru', c.order_token);
    expect(paid.json()).toMatchObject({ status: 'paid', order_status: 'ticketed', amount: option.total_due });

    const old = (await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { token: traveller.access })).json();
    expect(old.status).toBe('exchanged');
    expect(old.exchanged_to).toBe(c.order_number);
    expect(old.ticket_statuses).toEqual([{ passenger: 0, status: 'exchanged' }]);
    expect(old.timeline.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['exchange_started', 'exchanged']),
    );
    const fresh = (
      await call(ctx, 'GET', `/api/booking/${c.order_number}/`, undefined, { token: traveller.access })
    ).json();
    expect(fresh).toMatchObject({ status: 'ticketed', kind: 'exchange', exchange_of: orderNumber });
    expect(fresh.tickets[0].number).toMatch(/^695\d{10}$/);
    expect(fresh.tickets[0].number).not.toBe(old.tickets[0].number);
    expect(fresh.itinerary[0].segments[0].flight_id).toBe(newFlight);
    expect(await seatsSold(ctx, oldFlight)).toBe(oldSold - 1);
    expect(await seatsSold(ctx, newFlight)).toBe(newSold + 1);

    const history = (await call(ctx, 'GET', '/api/booking/my/', undefined, { token: traveller.access })).json();
    expect(history.results.map((o: { order_number: string }) => o.order_number)).toEqual([c.order_number, orderNumber]);
    expect(history.groups).toMatchObject({ active: 1, exchangeable: 1, refunded: 0, used: 0 });
  });

  it('refuses a full flight at confirmation and changes nothing', async () => {
    const { orderNumber } = await buyTicketed(ctx, { family: 'standard', days: 41 });
    const q = (await quoteExchange({ order_number: orderNumber, new_date: inDays(46) }, guest(orderNumber))).json();
    const option = q.options[0];
    const flightId = Number(option.ticket.segments[0].flight_id);
    await ctx.app.db.execute(
      sql`update flight_cabin set seats_sold = seats_total where flight_id = ${flightId} and cabin = 'economy'`,
    );
    const res = await confirmExchange(q.exchange_id, { option_id: option.option_id }, guest(orderNumber));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_seats');
    expect((await order(orderNumber)).status).toBe('ticketed');
    const [{ n }] = (await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from "order" where kind = 'exchange' and exchange_of = (select id from "order" where number = ${orderNumber})`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('says when the fare forbids changes, and refuses expired quotes and unknown options', async () => {
    const lowCost = await buyTicketed(ctx, { family: 'light', days: 42, accept: (o) => o.change.allowed === false });
    const refused = await quoteExchange(
      { order_number: lowCost.orderNumber, new_date: inDays(47) },
      guest(lowCost.orderNumber, 'en'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'exchange_not_allowed' });
    expect(refused.json().detail).toContain('request');
    expect((await order(lowCost.orderNumber)).actions).toMatchObject({ exchange: false, exchange_request: true });

    const { orderNumber } = await buyTicketed(ctx, { family: 'standard', days: 43 });
    expect(
      (await quoteExchange({ order_number: orderNumber, new_date: inDays(-1) }, guest(orderNumber))).statusCode,
    ).toBe(400);
    expect(
      (await quoteExchange({ order_number: orderNumber, new_date: inDays(48), leg: 'back' }, guest(orderNumber)))
        .statusCode,
    ).toBe(400);
    const q = (await quoteExchange({ order_number: orderNumber, new_date: inDays(48) }, guest(orderNumber))).json();
    expect((await confirmExchange(q.exchange_id, { option_id: 'X999' }, guest(orderNumber))).statusCode).toBe(400);
    await ctx.app.db.execute(
      sql`update order_exchange set quote_expires_at = now() - interval '1 second' where id = ${q.exchange_id}`,
    );
    const late = await confirmExchange(q.exchange_id, { option_id: q.options[0].option_id }, guest(orderNumber));
    expect(late.statusCode).toBe(410);
    expect((await order(orderNumber)).status).toBe('ticketed');
  });

  it('an unpaid exchange expires with its seats and leaves the old order as it was', async () => {
    const { orderNumber, outbound } = await buyTicketed(ctx, { family: 'standard', days: 44 });
    const q = (await quoteExchange({ order_number: orderNumber, new_date: inDays(49) }, guest(orderNumber))).json();
    const option = q.options[0];
    const newFlight = option.ticket.segments[0].flight_id;
    const sold = await seatsSold(ctx, newFlight);
    const c = (await confirmExchange(q.exchange_id, { option_id: option.option_id }, guest(orderNumber))).json();
    expect(await seatsSold(ctx, newFlight)).toBe(sold + 1);
    await ctx.app.db.execute(
      sql`update "order" set payment_deadline = now() - interval '1 second' where number = ${c.order_number}`,
    );
    await expireOverdueOrders(createPaymentsContext(ctx.app).booking);
    expect(await seatsSold(ctx, newFlight)).toBe(sold);
    const [row] = await queryRows<{ status: string }>(
      ctx,
      sql`select status from order_exchange where id = ${q.exchange_id}`,
    );
    expect(row!.status).toBe('expired');
    // The exchange order answered its own token: it opens that order.
    expect((await order(c.order_number)).status).toBe('expired');
    const old = await order(orderNumber);
    expect(old).toMatchObject({ status: 'ticketed', groups: ['active', 'exchangeable'] });
    expect(old.itinerary[0].segments[0].flight_id).toBe(outbound.segments[0]!.flight_id);
  });
});

describe('GET /api/booking/my/', () => {
  it('needs a token, ignores empty filters and filters by group, number, passenger and dates', async () => {
    expect((await call(ctx, 'GET', '/api/booking/my/')).statusCode).toBe(401);
    const user = await registerUser(ctx);
    const first = await buyTicketed(ctx, { family: 'standard', days: 50, token: user.access });
    const second = await buyTicketed(ctx, { family: 'flex', days: 51, token: user.access, adults: 2 });
    const list = async (query: string) =>
      (await call(ctx, 'GET', `/api/booking/my/${query}`, undefined, { token: user.access })).json();

    const all = await list('?group=&date_from=&date_to=&order_number=&passenger=&page=');
    expect(all.count).toBe(2);
    expect(all.results.map((o: { order_number: string }) => o.order_number)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(all.results[0]).toMatchObject({
      status: 'ticketed',
      groups: ['active', 'exchangeable'],
      actions: { refund: true, receipt: true },
    });
    expect(all.results[0].tickets).toHaveLength(2);
    expect(
      (await list(`?order_number=${first.orderNumber.slice(0, 4)}`)).results.map(
        (o: { order_number: string }) => o.order_number,
      ),
    ).toContain(first.orderNumber);
    expect((await list('?passenger=nurlan')).results.map((o: { order_number: string }) => o.order_number)).toEqual([
      second.orderNumber,
    ]);
    expect((await list(`?date_from=${inDays(51)}`)).count).toBe(1);
    expect((await list(`?date_to=${inDays(50)}`)).results[0].order_number).toBe(first.orderNumber);
    expect((await list('?group=used')).count).toBe(0);
    expect(
      (await call(ctx, 'GET', '/api/booking/my/?group=nonsense', undefined, { token: user.access })).statusCode,
    ).toBe(400);
    // Another user sees none of them.
    const other = await registerUser(ctx);
    expect((await call(ctx, 'GET', '/api/booking/my/', undefined, { token: other.access })).json().count).toBe(0);
  });

  it('puts flown orders under used', async () => {
    const user = await registerUser(ctx);
    const { orderNumber } = await buyTicketed(ctx, { family: 'standard', days: 52, token: user.access });
    // Move the snapshot's flights into the past, as if the trip had happened.
    await ctx.app.db.execute(sql`
      update "order" set itinerary = jsonb_set(jsonb_set(itinerary, '{flights,0,arrivesAt}', to_jsonb(((extract(epoch from now()) - 86400) * 1000)::bigint)),
        '{offers,0,departsAt}', to_jsonb(((extract(epoch from now()) - 90000) * 1000)::bigint))
      where number = ${orderNumber}`);
    const used = (await call(ctx, 'GET', '/api/booking/my/?group=used', undefined, { token: user.access })).json();
    expect(used.results.map((o: { order_number: string }) => o.order_number)).toEqual([orderNumber]);
    expect(used.results[0].actions).toMatchObject({ refund: false, exchange: false });
  });
});

it('documents the after-sales calls in OpenAPI', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const paths = Object.keys(doc.paths);
  for (const path of [
    '/api/booking/my/',
    '/api/booking/refund/',
    '/api/booking/refund/{id}/confirm/',
    '/api/booking/exchange/',
    '/api/booking/exchange/{id}/confirm/',
    '/api/staff/refunds/',
    '/api/staff/refunds/{id}/complete/',
    '/api/staff/refunds/{id}/reject/',
    '/api/staff/exchanges/',
  ]) {
    expect(paths).toContain(path);
  }
  expect(doc.paths['/api/booking/refund/'].post.responses['409']).toBeDefined();
  // Token-guarded calls carry the security scheme; public ones say they need none.
  expect(doc.components.securitySchemes.jwt).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  expect(doc.paths['/api/booking/my/'].get.security).toEqual([{ jwt: [] }]);
  expect(doc.paths['/api/staff/refunds/'].get.security).toEqual([{ jwt: [] }]);
  expect(doc.paths['/api/users/me/'].get.security).toEqual([{ jwt: [] }]);
  expect(doc.paths['/api/booking/refund/'].post.security).toEqual([]);
});

describe('refund of an exchanged order', () => {
  it('pays the refund back across the payments of the exchange and of the original order', async () => {
    const staff = await staffUser(ctx);
    const traveller = await registerUser(ctx);
    // A long-haul fare: what comes back is more than the exchange's own payment.
    const { orderNumber } = await buyTicketed(ctx, {
      family: 'standard',
      days: 55,
      to: 'IST',
      token: traveller.access,
    });
    const q = (
      await call(
        ctx,
        'POST',
        '/api/booking/exchange/',
        { order_number: orderNumber, new_date: inDays(57) },
        { token: traveller.access },
      )
    ).json();
    expect(q.options.length, JSON.stringify(q)).toBeGreaterThan(0);
    const c = (
      await call(
        ctx,
        'POST',
        `/api/booking/exchange/${q.exchange_id}/confirm/`,
        { option_id: q.options[0].option_id },
        { token: traveller.access },
      )
    ).json();
    const phone = '+996700559002';
    const started = await call(
      ctx,
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: c.order_number, phone },
      { orderToken: c.order_token },
    );
    expect(
      (await confirm(ctx, started.json().payment_id, await latestSmsCode(ctx, phone), 'ru', c.order_token)).json()
        .status,
    ).toBe('paid');

    const refund = (
      await quoteRefund({ order_number: c.order_number, reason: 'Trip cancelled' }, { token: traveller.access })
    ).json();
    expect(refund.amount_back).toBeGreaterThan(c.total_due);
    expect((await confirmRefund(refund.refund_id, {}, { token: traveller.access })).json().status).toBe('requested');
    const done = await call(
      ctx,
      'POST',
      `/api/staff/refunds/${refund.refund_id}/complete/`,
      {},
      { token: staff.access },
    );
    expect(done.json().status, done.body).toBe('refunded');
    const paid = await queryRows<{ number: string; refunded_amount: number; amount: number }>(
      ctx,
      sql`select o.number, p.refunded_amount, p.amount from payment p join "order" o on o.id = p.order_id where o.number in (${orderNumber}, ${c.order_number}) and p.status = 'paid'`,
    );
    expect(paid.reduce((sum, p) => sum + p.refunded_amount, 0)).toBe(refund.amount_back);
    // The newest payment (the exchange's) goes back first, in full.
    expect(paid.find((p) => p.number === c.order_number)).toMatchObject({ refunded_amount: c.total_due });
    expect(
      (await call(ctx, 'GET', `/api/booking/${c.order_number}/`, undefined, { token: traveller.access })).json().status,
    ).toBe('refunded');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('after-sales races on PostgreSQL', () => {
  it('10 parallel confirmations of a fully refundable quote: one refund, one payout, seats released once', async () => {
    const { orderNumber, outbound, paymentId, total } = await buyTicketed(ctx, { family: 'flex', days: 60 });
    const flightId = outbound.segments[0]!.flight_id;
    const sold = await seatsSold(ctx, flightId);
    const quote = (await quoteRefund({ order_number: orderNumber, reason: 'race' }, guest(orderNumber))).json();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => confirmRefund(quote.refund_id, {}, guest(orderNumber))),
    );
    expect(results.map((r) => r.statusCode).filter((code) => code !== 200)).toEqual([]);
    // The system completed it on its own: no staff step.
    expect(
      (await call(ctx, 'GET', `/api/booking/refund/${quote.refund_id}/`, undefined, guest(orderNumber))).json().status,
    ).toBe('refunded');
    expect(await seatsSold(ctx, flightId)).toBe(sold - 1);
    const [payment] = await queryRows<{ refunded_amount: number }>(
      ctx,
      sql`select refunded_amount from payment where id = ${paymentId}`,
    );
    expect(payment!.refunded_amount).toBe(total);
    const payouts = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from mbank_sandbox_refund where key like ${`refund:${quote.refund_id}:%`}`,
    );
    expect(payouts[0]!.n).toBe(1);
  });

  it('10 parallel staff completions: one payout, seats released once', async () => {
    const staff = await staffUser(ctx);
    const { orderNumber, outbound, paymentId } = await buyTicketed(ctx, { family: 'standard', days: 61 });
    const flightId = outbound.segments[0]!.flight_id;
    const sold = await seatsSold(ctx, flightId);
    const quote = (await quoteRefund({ order_number: orderNumber, reason: 'race' }, guest(orderNumber))).json();
    await confirmRefund(quote.refund_id, {}, guest(orderNumber));
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(ctx, 'POST', `/api/staff/refunds/${quote.refund_id}/complete/`, {}, { token: staff.access }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    expect(await seatsSold(ctx, flightId)).toBe(sold - 1);
    const [payment] = await queryRows<{ refunded_amount: number }>(
      ctx,
      sql`select refunded_amount from payment where id = ${paymentId}`,
    );
    expect(payment!.refunded_amount).toBe(quote.amount_back);
  });

  it('a refund and an exchange confirmed at the same time: only one of them takes the tickets', async () => {
    const { orderNumber } = await buyTicketed(ctx, { family: 'standard', days: 62 });
    const refund = (await quoteRefund({ order_number: orderNumber, reason: 'race' }, guest(orderNumber))).json();
    const exchange = (
      await call(
        ctx,
        'POST',
        '/api/booking/exchange/',
        { order_number: orderNumber, new_date: inDays(64) },
        guest(orderNumber),
      )
    ).json();
    const [r, e] = await Promise.all([
      confirmRefund(refund.refund_id, {}, guest(orderNumber)),
      call(
        ctx,
        'POST',
        `/api/booking/exchange/${exchange.exchange_id}/confirm/`,
        { option_id: exchange.options[0].option_id },
        guest(orderNumber),
      ),
    ]);
    const refundWon = r.statusCode === 200 && r.json().status === 'requested';
    const exchangeWon = e.statusCode === 200 && e.json().status === 'awaiting_payment';
    expect(refundWon !== exchangeWon).toBe(true);
  });
});
