/**
 * The two money fixes of the orders module:
 * - a staff completion and a rejection of the same refund at the same moment: exactly one takes effect,
 *   and the money, the tickets and the seats all agree with it (never paid out AND rejected);
 * - the mail outbox: the ticket email goes out for any order that was ticketed, even when a refund or an
 *   exchange came before the job ran; a row whose message cannot be built is a dead letter, never "sent".
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { deliverPendingMail } from '../src/modules/outbox/index.js';
import { call, uniqueEmail, type TestUser } from './accounts-fixtures.js';
import { buyTicketed, queryRows, staffUser } from './aftersales-fixtures.js';
import { bookOne, confirm, inDays, latestSmsCode, seatsSold } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffUser(ctx);
});
afterAll(() => ctx.close());

const deliverMail = () =>
  deliverPendingMail({ booking: createPaymentsContext(ctx.app).booking, mailer: ctx.app.messaging.mailer }, 200);

/** A ticketed standard-fare order (refunds decided by staff) with its refund confirmed: 'requested'. */
async function requestedRefund(days: number) {
  const bought = await buyTicketed(ctx, { family: 'standard', days });
  const quote = await call(
    ctx,
    'POST',
    '/api/booking/refund/',
    { order_number: bought.orderNumber, reason: 'race' },
    { orderToken: bought.orderToken },
  );
  expect(quote.statusCode, quote.body).toBe(200);
  const confirmed = await call(
    ctx,
    'POST',
    `/api/booking/refund/${quote.json().refund_id}/confirm/`,
    {},
    { orderToken: bought.orderToken },
  );
  expect(confirmed.json(), confirmed.body).toMatchObject({ status: 'requested', automatic: false });
  return {
    ...bought,
    refundId: quote.json().refund_id as string,
    amountBack: quote.json().amount_back as number,
    flightId: bought.outbound.segments[0]!.flight_id,
  };
}

const decide = (refundId: string, decision: 'complete' | 'reject') =>
  call(
    ctx,
    'POST',
    `/api/staff/refunds/${refundId}/${decision}/`,
    { note: decision === 'reject' ? 'Rejected in the race.' : 'Completed in the race.' },
    { token: staff.access },
  );

interface MoneyState {
  refund_status: string;
  order_status: string;
  tickets: string[];
  payment_refunded: number;
  charge_refunded: number;
  payouts: number;
  paid_out: number;
  completed_mails: number;
  rejected_mails: number;
}

async function moneyState(refundId: string, paymentId: string): Promise<MoneyState> {
  const [row] = await queryRows<MoneyState>(
    ctx,
    sql`select r.status as refund_status, o.status as order_status,
               (select array_agg(p.ticket_status order by p.position) from order_passenger p where p.order_id = o.id) as tickets,
               pay.refunded_amount as payment_refunded, c.refunded_amount as charge_refunded,
               (select count(*)::int from mbank_sandbox_refund s where s.key like 'refund:' || r.id::text || ':%') as payouts,
               (select coalesce(sum(s.amount), 0)::int from mbank_sandbox_refund s where s.key like 'refund:' || r.id::text || ':%') as paid_out,
               (select count(*)::int from mail_outbox m where m.ref_id = r.id::text and m.kind = 'refund_completed') as completed_mails,
               (select count(*)::int from mail_outbox m where m.ref_id = r.id::text and m.kind = 'refund_rejected') as rejected_mails
          from order_refund r join "order" o on o.id = r.order_id
          join payment pay on pay.id = ${paymentId}
          join mbank_sandbox_charge c on c.reference::text = pay.provider_reference
         where r.id = ${refundId}`,
  );
  return row!;
}

/** Either refunded with the money, tickets and seat to match, or rejected with nothing moved: never a mix. */
function expectOneDecision(
  state: MoneyState,
  soldNow: number,
  soldBefore: number,
  amountBack: number,
  answers: { complete: LightMyRequestResponse; reject: LightMyRequestResponse },
) {
  const why = JSON.stringify({ state, complete: answers.complete.body, reject: answers.reject.body });
  if (state.refund_status === 'refunded') {
    expect(state, why).toMatchObject({
      order_status: 'refunded',
      tickets: ['refunded'],
      payment_refunded: amountBack,
      charge_refunded: amountBack,
      payouts: 1,
      paid_out: amountBack,
      completed_mails: 1,
      rejected_mails: 0,
    });
    expect(soldNow, why).toBe(soldBefore - 1);
    expect(answers.complete.statusCode, why).toBe(200);
    expect(answers.complete.json().status, why).toBe('refunded');
    expect(answers.reject.statusCode, why).toBe(409);
    expect(answers.reject.json().code, why).toBe('refund_not_requested');
  } else {
    expect(state, why).toMatchObject({
      refund_status: 'rejected',
      order_status: 'ticketed',
      tickets: ['issued'],
      payment_refunded: 0,
      charge_refunded: 0,
      payouts: 0,
      paid_out: 0,
      completed_mails: 0,
      rejected_mails: 1,
    });
    expect(soldNow, why).toBe(soldBefore);
    expect(answers.reject.statusCode, why).toBe(200);
    expect(answers.reject.json().status, why).toBe('rejected');
    expect(answers.complete.statusCode, why).toBe(409);
    expect(answers.complete.json().code, why).toBe('refund_not_requested');
  }
}

describe('staff complete and reject of the same refund at the same moment', () => {
  it('exactly one decision takes effect, 10 times over: money, tickets and seats agree with it', async () => {
    const winners: string[] = [];
    for (let trial = 0; trial < 10; trial += 1) {
      const r = await requestedRefund(100 + trial);
      const soldBefore = await seatsSold(ctx, r.flightId);
      // Alternate which request is sent first.
      const [complete, reject] =
        trial % 2 === 0
          ? await Promise.all([decide(r.refundId, 'complete'), decide(r.refundId, 'reject')])
          : await Promise.all([decide(r.refundId, 'reject'), decide(r.refundId, 'complete')]).then(
              ([rej, com]) => [com, rej] as const,
            );
      const state = await moneyState(r.refundId, r.paymentId);
      expectOneDecision(state, await seatsSold(ctx, r.flightId), soldBefore, r.amountBack, { complete, reject });
      winners.push(state.refund_status);
    }
    expect(winners).toHaveLength(10);
    process.stdout.write(
      `complete vs reject, in-process: refunded ${winners.filter((w) => w === 'refunded').length}, rejected ${winners.filter((w) => w === 'rejected').length}\n`,
    );
  });

  it('a reject after a complete answers 409 and changes nothing; a complete after a reject too', async () => {
    const done = await requestedRefund(111);
    expect((await decide(done.refundId, 'complete')).json().status).toBe('refunded');
    const before = await moneyState(done.refundId, done.paymentId);
    const late = await decide(done.refundId, 'reject');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('refund_not_requested');
    expect(await moneyState(done.refundId, done.paymentId)).toEqual(before);
    const [note] = await queryRows<{ staff_note: string }>(
      ctx,
      sql`select staff_note from order_refund where id = ${done.refundId}`,
    );
    expect(note!.staff_note).toBe('Completed in the race.');

    const rejected = await requestedRefund(112);
    const sold = await seatsSold(ctx, rejected.flightId);
    expect((await decide(rejected.refundId, 'reject')).json().status).toBe('rejected');
    const late2 = await decide(rejected.refundId, 'complete');
    expect(late2.statusCode).toBe(409);
    expect(await moneyState(rejected.refundId, rejected.paymentId)).toMatchObject({
      refund_status: 'rejected',
      tickets: ['issued'],
      payment_refunded: 0,
      payouts: 0,
    });
    expect(await seatsSold(ctx, rejected.flightId)).toBe(sold);
  });
});

describe('the ticket email', () => {
  it('goes out for an order refunded before the mail job ran', async () => {
    const email = uniqueEmail('refunded-first');
    const { orderNumber, orderToken } = await buyTicketed(ctx, { family: 'flex', days: 113, email, language: 'en' });
    const quote = (
      await call(ctx, 'POST', '/api/booking/refund/', { order_number: orderNumber, reason: 'x' }, { orderToken })
    ).json();
    expect(
      (await call(ctx, 'POST', `/api/booking/refund/${quote.refund_id}/confirm/`, {}, { orderToken })).json().status,
    ).toBe('refunded');
    expect(await ctx.app.messaging.outbox!.list({ to: email })).toEqual([]);

    await deliverMail();
    const subjects = (await ctx.app.messaging.outbox!.list({ to: email })).map((m) => m.subject);
    expect(subjects).toContain(`Sapar: your tickets for booking ${orderNumber}`);
    const rows = await queryRows<{ kind: string; sent_at: unknown; failed_at: unknown }>(
      ctx,
      sql`select kind, sent_at, failed_at from mail_outbox where order_id = (select id from "order" where number = ${orderNumber}) and kind <> 'payment_code_sms' order by id`,
    );
    expect(rows.map((r) => r.kind)).toEqual(['order_confirmation', 'refund_requested', 'refund_completed']);
    for (const row of rows) expect(row, row.kind).toMatchObject({ sent_at: expect.anything(), failed_at: null });
  });

  it('goes out for an order exchanged before the mail job ran, and for the exchange order', async () => {
    const email = uniqueEmail('exchanged-first');
    const { orderNumber, orderToken } = await buyTicketed(ctx, {
      family: 'standard',
      days: 114,
      email,
      language: 'en',
    });
    const q = (
      await call(
        ctx,
        'POST',
        '/api/booking/exchange/',
        { order_number: orderNumber, new_date: inDays(116) },
        { orderToken },
      )
    ).json();
    const c = (
      await call(
        ctx,
        'POST',
        `/api/booking/exchange/${q.exchange_id}/confirm/`,
        { option_id: q.options[0].option_id },
        { orderToken },
      )
    ).json();
    if (c.status === 'awaiting_payment') {
      const phone = '+996700661114';
      const started = await call(
        ctx,
        'POST',
        '/api/payments/mbank/otp/create/',
        { order_number: c.order_number, phone },
        { orderToken: c.order_token },
      );
      expect(started.statusCode, started.body).toBe(200);
      expect(
        (await confirm(ctx, started.json().payment_id, await latestSmsCode(ctx, phone), 'en', c.order_token)).json()
          .status,
      ).toBe('paid');
    }
    const old = (await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { orderToken })).json();
    expect(old.status).toBe('exchanged');
    expect(await ctx.app.messaging.outbox!.list({ to: email })).toEqual([]);

    await deliverMail();
    const subjects = (await ctx.app.messaging.outbox!.list({ to: email })).map((m) => m.subject);
    expect(subjects).toContain(`Sapar: your tickets for booking ${orderNumber}`);
    expect(subjects).toContain(`Sapar: your tickets for booking ${c.order_number}`);
    const unsent = await queryRows<{ kind: string }>(
      ctx,
      sql`select kind from mail_outbox where order_id in (select id from "order" where number in (${orderNumber}, ${c.order_number})) and (sent_at is null or failed_at is not null)`,
    );
    expect(unsent).toEqual([]);
  });

  it('a row whose message cannot be built is marked failed, never sent, and not tried again', async () => {
    // An order that was never ticketed has no ticket email; an unknown kind has no message at all.
    const { order } = await bookOne(ctx, { days: 115 });
    const inserted = await queryRows<{ id: number; kind: string }>(
      ctx,
      sql`insert into mail_outbox (kind, order_id, recipient)
          values ('order_confirmation', (select id from "order" where number = ${order.order_number}), 'dead-letter@example.kg'),
                 ('no_such_kind', (select id from "order" where number = ${order.order_number}), 'dead-letter@example.kg'),
                 ('order_confirmation', null, 'dead-letter@example.kg')
          returning id, kind`,
    );
    expect(inserted).toHaveLength(3);
    const ids = inserted.map((r) => r.id);
    const rows = async () =>
      queryRows<{ id: number; sent_at: unknown; failed_at: unknown; last_error: string | null; attempts: number }>(
        ctx,
        sql`select id, sent_at, failed_at, last_error, attempts from mail_outbox where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
      );

    await deliverMail();
    const after = await rows();
    expect(after).toHaveLength(3);
    for (const row of after) {
      expect(row.sent_at, `row ${row.id}`).toBeNull();
      expect(row.failed_at, `row ${row.id}`).not.toBeNull();
      expect(row.last_error, `row ${row.id}`).toMatch(/no message/);
      expect(row.attempts).toBe(1);
    }
    expect(await ctx.app.messaging.outbox!.list({ to: 'dead-letter@example.kg' })).toEqual([]);

    // A dead letter is not picked up again, even once due.
    await ctx.app.db.execute(
      sql`update mail_outbox set next_attempt_at = now() - interval '1 minute' where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await deliverMail();
    expect((await rows()).map((r) => r.attempts)).toEqual([1, 1, 1]);
    expect(await ctx.app.messaging.outbox!.list({ to: 'dead-letter@example.kg' })).toEqual([]);
  });
});
