/**
 * Who may act on an order: its owner (JWT) or the holder of its order token (X-Order-Token or ?token=).
 * Anyone else gets the same 404 as for an order that does not exist; the order number plus the contact
 * email shows only a masked summary and can ask for a fresh link, mailed to the contact email only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { signOrderToken, verifyOrderToken } from '../src/modules/orders/order-token.js';
import { deliverPendingMail } from '../src/modules/outbox/index.js';
import { call, registerUser, uniqueEmail, type CallOptions } from './accounts-fixtures.js';
import { buyTicketed, queryRows } from './aftersales-fixtures.js';
import { adult, book, bookingBody, display, inDays, searchFlights, yearsBefore } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A random order number that exists nowhere (the order alphabet has no 0, 1, I, L, O). */
const MISSING_ORDER = 'ZZZZZZ';

/** Both answers are the same 404: same status, same body (so nobody learns that the order exists). */
function expectSame404(refused: LightMyRequestResponse, missing: LightMyRequestResponse, what: string) {
  expect(refused.statusCode, `${what}: ${refused.body}`).toBe(404);
  expect(missing.statusCode, `${what} (missing): ${missing.body}`).toBe(404);
  expect(refused.json(), what).toEqual(missing.json());
  expect(refused.json().code, what).toBe('not_found');
  expect(refused.headers['content-type']).toBe(missing.headers['content-type']);
}

/** The whole order (Order detail): what only the owner and the token holder see. */
const isFullOrder = (res: LightMyRequestResponse, orderNumber: string) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    order_number: orderNumber,
    passengers: [expect.objectContaining({ first_name: 'Aibek', document_number: 'AC1234567' })],
  });
  expect(res.json().summary).toBeUndefined();
};

describe('without the token or the owner, every operation of an order answers the 404 of a missing order', () => {
  let a: Awaited<ReturnType<typeof buyTicketed>>;
  let refundId: string;
  let exchange: { exchange_id: string; options: { option_id: string }[] };

  beforeAll(async () => {
    a = await buyTicketed(ctx, { family: 'standard', days: 80 });
    const refund = await call(
      ctx,
      'POST',
      '/api/booking/refund/',
      { order_number: a.orderNumber, reason: 'x' },
      { orderToken: a.orderToken },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    refundId = refund.json().refund_id;
    const quoted = await call(
      ctx,
      'POST',
      '/api/booking/exchange/',
      { order_number: a.orderNumber, new_date: inDays(82) },
      { orderToken: a.orderToken },
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    exchange = quoted.json();
    expect(exchange.options.length).toBeGreaterThan(0);
  });

  it('GET order, receipt, refund quote/get/confirm, exchange quote/get/confirm', async () => {
    const cases: Array<[string, () => Promise<LightMyRequestResponse>, () => Promise<LightMyRequestResponse>]> = [
      [
        'GET order',
        () => call(ctx, 'GET', `/api/booking/${a.orderNumber}/`),
        () => call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/`),
      ],
      [
        'receipt',
        () => call(ctx, 'GET', `/api/booking/${a.orderNumber}/receipt.pdf`),
        () => call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/receipt.pdf`),
      ],
      [
        'refund quote',
        () => call(ctx, 'POST', '/api/booking/refund/', { order_number: a.orderNumber, reason: 'x' }),
        () => call(ctx, 'POST', '/api/booking/refund/', { order_number: MISSING_ORDER, reason: 'x' }),
      ],
      [
        'refund get',
        () => call(ctx, 'GET', `/api/booking/refund/${refundId}/`),
        () => call(ctx, 'GET', `/api/booking/refund/${randomUUID()}/`),
      ],
      [
        'refund confirm',
        () => call(ctx, 'POST', `/api/booking/refund/${refundId}/confirm/`, {}),
        () => call(ctx, 'POST', `/api/booking/refund/${randomUUID()}/confirm/`, {}),
      ],
      [
        'exchange quote',
        () => call(ctx, 'POST', '/api/booking/exchange/', { order_number: a.orderNumber, new_date: inDays(82) }),
        () => call(ctx, 'POST', '/api/booking/exchange/', { order_number: MISSING_ORDER, new_date: inDays(82) }),
      ],
      [
        'exchange get',
        () => call(ctx, 'GET', `/api/booking/exchange/${exchange.exchange_id}/`),
        () => call(ctx, 'GET', `/api/booking/exchange/${randomUUID()}/`),
      ],
      [
        'exchange confirm',
        () =>
          call(ctx, 'POST', `/api/booking/exchange/${exchange.exchange_id}/confirm/`, {
            option_id: exchange.options[0]!.option_id,
          }),
        () =>
          call(ctx, 'POST', `/api/booking/exchange/${randomUUID()}/confirm/`, {
            option_id: exchange.options[0]!.option_id,
          }),
      ],
    ];
    for (const [what, refused, missing] of cases) expectSame404(await refused(), await missing(), what);

    // Nothing was done on the order's behalf.
    const [refund] = await queryRows<{ status: string }>(
      ctx,
      sql`select status from order_refund where id = ${refundId}`,
    );
    expect(refund!.status).toBe('quoted');
    const [ex] = await queryRows<{ status: string }>(
      ctx,
      sql`select status from order_exchange where id = ${exchange.exchange_id}`,
    );
    expect(ex!.status).toBe('quoted');
    const quotes = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from order_refund where order_id = (select id from "order" where number = ${a.orderNumber})`,
    );
    expect(quotes[0]!.n).toBe(1);
  });

  it('the same operations work with the token (header or ?token=), so the 404s above are about access only', async () => {
    isFullOrder(
      await call(ctx, 'GET', `/api/booking/${a.orderNumber}/`, undefined, { orderToken: a.orderToken }),
      a.orderNumber,
    );
    isFullOrder(await call(ctx, 'GET', `/api/booking/${a.orderNumber}/?token=${a.orderToken}`), a.orderNumber);
    for (const pdf of [
      await call(ctx, 'GET', `/api/booking/${a.orderNumber}/receipt.pdf?token=${a.orderToken}`),
      await call(ctx, 'GET', `/api/booking/${a.orderNumber}/receipt.pdf`, undefined, { orderToken: a.orderToken }),
    ]) {
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    expect((await call(ctx, 'GET', `/api/booking/refund/${refundId}/?token=${a.orderToken}`)).json()).toMatchObject({
      refund_id: refundId,
      status: 'quoted',
    });
    expect(
      (await call(ctx, 'GET', `/api/booking/refund/${refundId}/`, undefined, { orderToken: a.orderToken })).json(),
    ).toMatchObject({ refund_id: refundId });
    expect(
      (await call(ctx, 'GET', `/api/booking/exchange/${exchange.exchange_id}/?token=${a.orderToken}`)).json(),
    ).toMatchObject({ exchange_id: exchange.exchange_id });
    expect(
      (
        await call(ctx, 'GET', `/api/booking/exchange/${exchange.exchange_id}/`, undefined, {
          orderToken: a.orderToken,
        })
      ).json(),
    ).toMatchObject({ exchange_id: exchange.exchange_id });
    const byQuery = await call(ctx, 'POST', `/api/booking/refund/?token=${a.orderToken}`, {
      order_number: a.orderNumber,
      reason: 'by query',
    });
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    const exchangeByQuery = await call(ctx, 'POST', `/api/booking/exchange/?token=${a.orderToken}`, {
      order_number: a.orderNumber,
      new_date: inDays(83),
    });
    expect(exchangeByQuery.statusCode, exchangeByQuery.body).toBe(200);
  });
});

describe('tokens', () => {
  it("a token of order A does not open order B, nor B's refunds; the exchange order has its own token", async () => {
    const a = await buyTicketed(ctx, { family: 'standard', days: 84 });
    const b = await buyTicketed(ctx, { family: 'standard', days: 85 });
    const bRefund = (
      await call(
        ctx,
        'POST',
        '/api/booking/refund/',
        { order_number: b.orderNumber, reason: 'x' },
        { orderToken: b.orderToken },
      )
    ).json();
    const withA: CallOptions = { orderToken: a.orderToken };
    expectSame404(
      await call(ctx, 'GET', `/api/booking/${b.orderNumber}/`, undefined, withA),
      await call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/`),
      'GET B',
    );
    expectSame404(
      await call(ctx, 'GET', `/api/booking/${b.orderNumber}/?token=${a.orderToken}`),
      await call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/`),
      'GET B ?token=A',
    );
    expectSame404(
      await call(ctx, 'GET', `/api/booking/${b.orderNumber}/receipt.pdf`, undefined, withA),
      await call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/receipt.pdf`),
      'receipt B',
    );
    expectSame404(
      await call(ctx, 'POST', '/api/booking/refund/', { order_number: b.orderNumber, reason: 'x' }, withA),
      await call(ctx, 'POST', '/api/booking/refund/', { order_number: MISSING_ORDER, reason: 'x' }),
      'refund quote B',
    );
    expectSame404(
      await call(ctx, 'GET', `/api/booking/refund/${bRefund.refund_id}/`, undefined, withA),
      await call(ctx, 'GET', `/api/booking/refund/${randomUUID()}/`),
      'refund get B',
    );
    expectSame404(
      await call(ctx, 'POST', `/api/booking/refund/${bRefund.refund_id}/confirm/`, {}, withA),
      await call(ctx, 'POST', `/api/booking/refund/${randomUUID()}/confirm/`, {}),
      'refund confirm B',
    );
    expectSame404(
      await call(ctx, 'POST', '/api/booking/exchange/', { order_number: b.orderNumber, new_date: inDays(87) }, withA),
      await call(ctx, 'POST', '/api/booking/exchange/', { order_number: MISSING_ORDER, new_date: inDays(87) }),
      'exchange quote B',
    );
    expect(
      (
        await call(ctx, 'GET', `/api/booking/refund/${bRefund.refund_id}/`, undefined, { orderToken: b.orderToken })
      ).json().status,
    ).toBe('quoted');

    // The exchange order answers its own token: it opens that order, and it is not the old order's.
    const q = (
      await call(ctx, 'POST', '/api/booking/exchange/', { order_number: a.orderNumber, new_date: inDays(88) }, withA)
    ).json();
    const confirmed = await call(
      ctx,
      'POST',
      `/api/booking/exchange/${q.exchange_id}/confirm/`,
      { option_id: q.options[0].option_id },
      withA,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const c = confirmed.json();
    expect(c.order_token).toEqual(expect.any(String));
    expect(c.order_token).not.toBe(a.orderToken);
    const exchangeOrder = await call(ctx, 'GET', `/api/booking/${c.order_number}/`, undefined, {
      orderToken: c.order_token,
    });
    expect(exchangeOrder.statusCode, exchangeOrder.body).toBe(200);
    expect(exchangeOrder.json()).toMatchObject({
      order_number: c.order_number,
      kind: 'exchange',
      exchange_of: a.orderNumber,
    });
    expect(
      (await call(ctx, 'GET', `/api/booking/${a.orderNumber}/`, undefined, { orderToken: c.order_token })).statusCode,
    ).toBe(404);
  });

  it('refuses a tampered, a re-dated, a foreign-secret and an expired token', async () => {
    const { orderNumber, orderToken } = await buyTicketed(ctx, { family: 'standard', days: 86 });
    const get = (token: string) => call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { orderToken: token });
    const missing = await call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/`);
    expect((await get(orderToken)).statusCode).toBe(200);

    const [expiry, mac] = orderToken.split('.') as [string, string];
    const flipped = `${expiry}.${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const redated = `${(parseInt(expiry, 36) + 86_400 * 365).toString(36)}.${mac}`;
    const row = (
      await queryRows<{ number: string; itinerary: unknown }>(
        ctx,
        sql`select number, itinerary from "order" where number = ${orderNumber}`,
      )
    )[0]!;
    const foreign = signOrderToken(randomBytes(32).toString('hex'), row);
    // Signed with the server's secret, for this order, over an itinerary whose flights arrived long ago.
    const expired = signOrderToken(ctx.config.jwtSecret, {
      number: orderNumber,
      itinerary: { flights: [{ arrivesAt: Date.now() - 90 * 86_400_000 }] },
    });
    expect(signOrderToken(ctx.config.jwtSecret, row)).toBe(orderToken);
    for (const [what, token] of [
      ['tampered', flipped],
      ['re-dated', redated],
      ['foreign secret', foreign],
      ['expired', expired],
      ['garbage', 'not-a-token'],
      ['empty', ' '],
    ] as const) {
      expectSame404(await get(token), missing, what);
      expectSame404(
        await call(ctx, 'GET', `/api/booking/${orderNumber}/?token=${encodeURIComponent(token)}`),
        missing,
        `${what} (?token=)`,
      );
    }
    // The token stays valid until 30 days after the last flight, not a day longer.
    const lastArrival = Math.max(
      ...(row.itinerary as { flights: { arrivesAt: number }[] }).flights.map((f) => f.arrivesAt),
    );
    expect(verifyOrderToken(ctx.config.jwtSecret, orderNumber, orderToken)).toBe(true);
    expect(verifyOrderToken(ctx.config.jwtSecret, orderNumber, orderToken, lastArrival + 29 * 86_400_000)).toBe(true);
    expect(verifyOrderToken(ctx.config.jwtSecret, orderNumber, orderToken, lastArrival + 31 * 86_400_000)).toBe(false);
    expect(verifyOrderToken(ctx.config.jwtSecret, 'ABCDEF', orderToken)).toBe(false);
  });

  it("the owner's JWT opens the order without a token; another user's JWT does not", async () => {
    const [owner, stranger] = [await registerUser(ctx), await registerUser(ctx)];
    const { orderNumber, orderToken } = await buyTicketed(ctx, { family: 'standard', days: 89, token: owner.access });
    const asOwner: CallOptions = { token: owner.access };
    const asStranger: CallOptions = { token: stranger.access };
    isFullOrder(await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, asOwner), orderNumber);
    expect((await call(ctx, 'GET', `/api/booking/${orderNumber}/receipt.pdf`, undefined, asOwner)).statusCode).toBe(
      200,
    );
    const quote = await call(ctx, 'POST', '/api/booking/refund/', { order_number: orderNumber, reason: 'x' }, asOwner);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(
      (await call(ctx, 'GET', `/api/booking/refund/${quote.json().refund_id}/`, undefined, asOwner)).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx, 'POST', '/api/booking/exchange/', { order_number: orderNumber, new_date: inDays(91) }, asOwner))
        .statusCode,
    ).toBe(200);
    // The order token (the guest link) opens it too.
    isFullOrder(await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { orderToken }), orderNumber);

    expectSame404(
      await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, asStranger),
      await call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/`, undefined, asStranger),
      'stranger GET',
    );
    expectSame404(
      await call(ctx, 'GET', `/api/booking/${orderNumber}/receipt.pdf`, undefined, asStranger),
      await call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/receipt.pdf`, undefined, asStranger),
      'stranger receipt',
    );
    expectSame404(
      await call(ctx, 'POST', '/api/booking/refund/', { order_number: orderNumber, reason: 'x' }, asStranger),
      await call(ctx, 'POST', '/api/booking/refund/', { order_number: MISSING_ORDER, reason: 'x' }, asStranger),
      'stranger refund quote',
    );
    expectSame404(
      await call(ctx, 'POST', `/api/booking/refund/${quote.json().refund_id}/confirm/`, {}, asStranger),
      await call(ctx, 'POST', `/api/booking/refund/${randomUUID()}/confirm/`, {}, asStranger),
      'stranger refund confirm',
    );
    // A bad JWT is a 401, not a way around the check.
    expect(
      (await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { authorization: 'JWT broken' })).statusCode,
    ).toBe(401);
  });
});

describe('the contact email', () => {
  it('opens only a masked summary: no names, document numbers, birth dates or full phone', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx, { days: 92 });
    const birth = yearsBefore(when, 41, 3);
    const passenger = adult(when, {
      first_name: 'Zarina',
      last_name: 'Toktogulova',
      document_number: 'ID9876543',
      birth_date: display(birth),
    });
    const email = uniqueEmail('summary');
    const res = await book(
      ctx,
      bookingBody(searchId, ticket.id, [passenger], { contact: { email, phone: '+996555987654' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { order_number: orderNumber, order_token: orderToken } = res.json();

    const shownInFull = ['Zarina', 'Toktogulova', 'ID9876543', birth, '555987654', email];
    const secrets = [...shownInFull, display(birth)];
    // The full order does show them (so the check below is not vacuous) …
    const full = await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { orderToken });
    for (const secret of shownInFull) expect(full.body.toLowerCase(), secret).toContain(secret.toLowerCase());

    // … the summary does not.
    const summary = await call(
      ctx,
      'GET',
      `/api/booking/${orderNumber}/?email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({
      summary: true,
      order_number: orderNumber,
      status: 'booked',
      passengers_count: 1,
      contact: { email: `${email[0]}***@example.kg` },
    });
    expect(summary.json().contact.phone).toMatch(/^\+996 \*\*\* \*\*\* 654$/);
    expect(summary.json().itinerary[0].segments[0].flight_number).toBe(ticket.segments[0].flight_number);
    for (const secret of secrets) expect(summary.body.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    for (const key of ['passengers', 'tickets', 'receipt_url', 'breakdown', 'total_price'])
      expect(summary.json(), key).not.toHaveProperty(key);

    // A wrong email is the 404 of a missing order.
    expectSame404(
      await call(ctx, 'GET', `/api/booking/${orderNumber}/?email=someone@example.kg`),
      await call(ctx, 'GET', `/api/booking/${MISSING_ORDER}/?email=${encodeURIComponent(email)}`),
      'wrong email',
    );
  });

  it('POST /access/: always 202 with the same body; the right email queues one link mail, at most 3 an hour; the link opens the order', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx, { days: 93 });
    const email = uniqueEmail('access');
    const booked = await book(
      ctx,
      bookingBody(searchId, ticket.id, [adult(when)], { contact: { email, phone: '+996555123456' } }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const orderNumber = booked.json().order_number as string;
    const ask = (number: string, address: string) =>
      call(ctx, 'POST', `/api/booking/${number}/access/`, { email: address });
    const linkMails = async () =>
      (
        await queryRows<{ n: number }>(
          ctx,
          sql`select count(*)::int as n from mail_outbox where kind = 'order_access_link' and order_id = (select id from "order" where number = ${orderNumber})`,
        )
      )[0]!.n;

    const wrong = await ask(orderNumber, 'someone-else@example.kg');
    const missing = await ask(MISSING_ORDER, email);
    expect(wrong.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    expect(wrong.json()).toEqual(missing.json());
    expect(wrong.json()).toEqual({ detail: expect.any(String) });
    expect(await linkMails()).toBe(0);

    const right = await ask(orderNumber, email.toUpperCase());
    expect(right.statusCode).toBe(202);
    expect(right.json()).toEqual(wrong.json());
    expect(await linkMails()).toBe(1);
    const [row] = await queryRows<{ recipient: string }>(
      ctx,
      sql`select recipient from mail_outbox where kind = 'order_access_link' and order_id = (select id from "order" where number = ${orderNumber})`,
    );
    expect(row!.recipient).toBe(email);

    // At most 3 an hour, whoever asks; the answer does not change.
    for (const expected of [2, 3, 3, 3]) {
      const again = await ask(orderNumber, email);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual(wrong.json());
      expect(await linkMails()).toBe(expected);
    }

    const booking = createPaymentsContext(ctx.app).booking;
    expect(await deliverPendingMail({ booking, mailer: ctx.app.messaging.mailer }, 200)).toBeGreaterThanOrEqual(3);
    const mails = await ctx.app.messaging.outbox!.list({ to: email });
    expect(mails).toHaveLength(3);
    const pending = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from mail_outbox where kind = 'order_access_link' and recipient = ${email} and sent_at is null`,
    );
    expect(pending[0]!.n).toBe(0);
    const mail = mails[0]!;
    expect(mail.subject).toContain(orderNumber);
    const match = /(https?:\/\/\S+\/booking\/([A-Z0-9]{6})\?token=([0-9a-z]+\.[A-Za-z0-9_-]+))/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    expect(match![1]!.startsWith(`${ctx.config.publicUrl}/booking/${orderNumber}?token=`)).toBe(true);
    expect(mail.html).toContain(match![1]!);
    isFullOrder(await call(ctx, 'GET', `/api/booking/${orderNumber}/?token=${match![3]}`), orderNumber);
    isFullOrder(
      await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { orderToken: match![3] }),
      orderNumber,
    );
  });

  it('the original attack: a guest knowing only the order number and the contact email cannot refund a flex ticket', async () => {
    const email = uniqueEmail('victim');
    const victim = await buyTicketed(ctx, { family: 'flex', days: 94, email });
    const orderRow = sql`(select id from "order" where number = ${victim.orderNumber})`;

    // The attacker sends what used to be enough, in the body, as a query, and as a "token".
    for (const res of [
      await call(ctx, 'POST', '/api/booking/refund/', { order_number: victim.orderNumber, reason: 'refund it', email }),
      await call(ctx, 'POST', `/api/booking/refund/?email=${encodeURIComponent(email)}`, {
        order_number: victim.orderNumber,
        reason: 'refund it',
      }),
      await call(ctx, 'POST', `/api/booking/refund/?token=${encodeURIComponent(email)}`, {
        order_number: victim.orderNumber,
        reason: 'refund it',
      }),
      await call(
        ctx,
        'POST',
        '/api/booking/refund/',
        { order_number: victim.orderNumber, reason: 'refund it' },
        { orderToken: email },
      ),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // A quote the traveller made cannot be confirmed by the attacker either.
    const quote = (
      await call(
        ctx,
        'POST',
        '/api/booking/refund/',
        { order_number: victim.orderNumber, reason: 'maybe' },
        { orderToken: victim.orderToken },
      )
    ).json();
    expect(quote).toMatchObject({ status: 'quoted', automatic: true });
    expect((await call(ctx, 'POST', `/api/booking/refund/${quote.refund_id}/confirm/`, { email })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          ctx,
          'POST',
          `/api/booking/refund/${quote.refund_id}/confirm/?email=${encodeURIComponent(email)}`,
          {},
        )
      ).statusCode,
    ).toBe(404);

    // Nothing moved: the ticket is valid, no money went anywhere.
    const summary = (
      await call(ctx, 'GET', `/api/booking/${victim.orderNumber}/?email=${encodeURIComponent(email)}`)
    ).json();
    expect(summary).toMatchObject({ summary: true, status: 'ticketed' });
    const refunds = await queryRows<{ status: string }>(
      ctx,
      sql`select status from order_refund where order_id = ${orderRow}`,
    );
    expect(refunds).toEqual([{ status: 'quoted' }]);
    const tickets = await queryRows<{ ticket_status: string }>(
      ctx,
      sql`select ticket_status from order_passenger where order_id = ${orderRow}`,
    );
    expect(tickets).toEqual([{ ticket_status: 'issued' }]);
    const [payment] = await queryRows<{ refunded_amount: number }>(
      ctx,
      sql`select refunded_amount from payment where id = ${victim.paymentId}`,
    );
    expect(payment!.refunded_amount).toBe(0);
    const payouts = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from mbank_sandbox_refund where key like ${`refund:${quote.refund_id}:%`}`,
    );
    expect(payouts[0]!.n).toBe(0);
  });
});
