/**
 * The MBank sandbox's payment code SMS is a row of the outbox, written with the charge and tied to the order:
 * it is sent right after the commit (once, whichever process tries too), the code in it works, the staff order
 * view lists it with the code masked, and a send that fails is retried by the outbox loop with a fresh code.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-fixtures.js';
import { bookOne, confirm, latestSmsCode, orderTokenOf } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { deliverMailNow, deliverPendingMail } from '../src/modules/outbox/index.js';

let ctx: TestContext;
let agent: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createStaff(ctx, ['agent']);
});
afterAll(() => ctx.close());

interface OutboxRow {
  id: number;
  kind: string;
  order_id: string | null;
  ref_id: string | null;
  recipient: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
  failed_at: Date | string | null;
}

async function codeSmsRows(orderNumber: string): Promise<OutboxRow[]> {
  const result = (await ctx.database.db.execute(
    sql`select m.id, m.kind, m.order_id, m.ref_id, m.recipient, m.attempts, m.last_error, m.sent_at, m.failed_at
        from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${orderNumber} and m.kind = 'payment_code_sms' order by m.id`,
  )) as unknown as { rows: OutboxRow[] };
  return result.rows;
}

const smsTo = async (phone: string) =>
  (await ctx.app.messaging.outbox!.list({ to: phone })).filter((m) => m.channel === 'sms');

/** The outbox loop and the immediate send, with everything the background job has. */
const deliveryDeps = () => ({
  booking: createPaymentsContext(ctx.app).booking,
  mailer: ctx.app.messaging.mailer,
  sms: ctx.app.messaging.sms,
  paymentProviders: ctx.app.paymentProviders.byName,
});

async function startPayment(orderNumber: string, phone: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/mbank/otp/create/',
    headers: { 'x-order-token': orderTokenOf(orderNumber), 'accept-language': 'en' },
    payload: { order_number: orderNumber, phone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payment_id as string;
}

const staffOrder = async (orderNumber: string) => {
  const res = await call(ctx, 'GET', `/api/staff/orders/${orderNumber}/`, undefined, {
    token: agent.access,
    lang: 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the payment code SMS goes through the outbox', () => {
  it('is an outbox row of the order, sent once right away; the code works and staff see it masked', async () => {
    const { order } = await bookOne(ctx, { language: 'en' });
    const phone = '+996700111222';
    const paymentId = await startPayment(order.order_number, phone);

    const [row, ...more] = await codeSmsRows(order.order_number);
    expect(more).toEqual([]);
    const { rows: payments } = (await ctx.database.db.execute(
      sql`select provider_reference from payment where id = ${paymentId}`,
    )) as unknown as { rows: { provider_reference: string }[] };
    expect(row).toMatchObject({
      kind: 'payment_code_sms',
      ref_id: payments[0]!.provider_reference,
      recipient: phone,
      attempts: 1,
      last_error: null,
      failed_at: null,
    });
    expect(row!.sent_at).not.toBeNull();

    // Delivered before the API answered: the SMS is there, in the order's language, with the order number.
    const sent = await smsTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(order.order_number);
    const code = await latestSmsCode(ctx, phone);

    // Neither the outbox loop (another process) nor a second immediate send sends it again.
    expect(await deliverPendingMail(deliveryDeps(), 200)).toBe(0);
    expect(await deliverMailNow(deliveryDeps(), row!.id)).toBe(false);
    expect(await smsTo(phone)).toHaveLength(1);
    expect((await codeSmsRows(order.order_number))[0]!.attempts).toBe(1);

    // Staff see the SMS, its code masked, and nowhere the code itself.
    const view = await staffOrder(order.order_number);
    expect(view.messages).toContainEqual(
      expect.objectContaining({
        id: row!.id,
        channel: 'sms',
        kind: 'payment_code_sms',
        recipient: phone,
        status: 'sent',
        text: expect.stringContaining('••••••'),
      }),
    );
    const masked = view.messages.find((m: { id: number }) => m.id === row!.id).text as string;
    expect(masked).toContain(order.order_number);
    expect(masked).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
    expect(JSON.stringify(view)).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
    expect(view.timeline.map((e: { event: string }) => e.event)).toContain('sms_sent');

    // The code in the SMS pays the order.
    const paid = await confirm(ctx, paymentId, code, 'en', orderTokenOf(order.order_number));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', order_status: 'ticketed' });
  });

  it('a failed send is retried by the outbox loop with a fresh code, once, even with a second sender racing', async () => {
    const { order } = await bookOne(ctx, { language: 'ru' });
    const phone = '+996700333444';
    const sender = ctx.app.messaging.sms;
    const send = sender.send.bind(sender);
    sender.send = async () => {
      throw new Error('sms gateway down');
    };
    let paymentId: string;
    try {
      // The payment still starts: the row is the record and the retry path.
      paymentId = await startPayment(order.order_number, phone);
    } finally {
      sender.send = send;
    }
    const [row] = await codeSmsRows(order.order_number);
    expect(row).toMatchObject({ attempts: 1, last_error: 'sms gateway down', sent_at: null, failed_at: null });
    expect(await smsTo(phone)).toHaveLength(0);
    // No code was ever sent: nothing a guess could match.
    expect((await confirm(ctx, paymentId, '000000', 'ru', orderTokenOf(order.order_number))).json().code).toBe(
      'validation_failed',
    );

    const pending = (await staffOrder(order.order_number)).messages.find((m: { id: number }) => m.id === row!.id);
    expect(pending).toMatchObject({
      channel: 'sms',
      status: 'pending',
      last_error: 'sms gateway down',
      text: expect.stringContaining('••••••'),
    });

    // Other mail due (the first order's confirmation) goes first; our row waits for its back-off.
    await deliverPendingMail(deliveryDeps(), 200);
    expect((await codeSmsRows(order.order_number))[0]).toMatchObject({ attempts: 1, sent_at: null });
    // The back-off passes; the loop and an immediate send race for the row: it goes out once.
    await ctx.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${row!.id}`);
    const [looped, now] = await Promise.all([
      deliverPendingMail(deliveryDeps(), 200),
      deliverMailNow(deliveryDeps(), row!.id),
    ]);
    expect(looped + (now ? 1 : 0)).toBe(1);
    expect(await smsTo(phone)).toHaveLength(1);
    expect((await codeSmsRows(order.order_number))[0]).toMatchObject({ attempts: 2, last_error: null });

    const code = await latestSmsCode(ctx, phone);
    expect((await smsTo(phone))[0]!.text).toMatch(/^MBank: код \d{6}/);
    const paid = await confirm(ctx, paymentId, code, 'ru', orderTokenOf(order.order_number));
    expect(paid.json()).toMatchObject({ status: 'paid', order_status: 'ticketed' });
  });
});
