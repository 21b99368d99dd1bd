/**
 * SMS through the gateway end to end (SMS_PROVIDER=nikita, pointed at the local fake of Nikita's API): the payment
 * code SMS reaches the gateway with the outbox row's id and its code pays the order; a disruption notice whose
 * answer was lost is tried again with the same id and reaches the traveller once; the gateway's delivery reports
 * land on the outbox rows and in the staff order view; a refusal closes its row with the gateway's reason, a 5xx
 * leaves it to the outbox loop's back-off.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-fixtures.js';
import { queryRows } from './aftersales-fixtures.js';
import { bookOne, confirm, orderTokenOf } from './booking-fixtures.js';
import { NikitaFake } from './fakes/nikita-fake.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { deliverPendingMail, pollSmsDeliveryReports } from '../src/modules/outbox/index.js';

const fake = new NikitaFake();
let ctx: TestContext;
let agent: TestStaff;

beforeAll(async () => {
  const url = await fake.start();
  ctx = await createTestContext({
    SMS_PROVIDER: 'nikita',
    SMS_URL: url,
    SMS_LOGIN: 'sapar',
    SMS_PASSWORD: 'secret',
    SMS_SENDER: 'SAPAR.KG',
    SMS_TIMEOUT_MS: '2000',
  });
  agent = await createStaff(ctx, ['agent']);
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

interface SmsRow {
  id: number;
  kind: string;
  attempts: number;
  last_error: string | null;
  sent_at: unknown;
  failed_at: unknown;
  next_attempt_at: Date | string;
  provider_message_id: string | null;
  delivery_status: string | null;
  delivery_reason: string | null;
  delivery_checked_at: unknown;
}

const smsRows = (orderNumber: string, kind: string) =>
  queryRows<SmsRow>(
    ctx,
    sql`select m.id, m.kind, m.attempts, m.last_error, m.sent_at, m.failed_at, m.next_attempt_at, m.provider_message_id,
          m.delivery_status, m.delivery_reason, m.delivery_checked_at
        from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${orderNumber} and m.kind = ${kind}
        order by m.id`,
  );

/** The outbox loop's delivery round, with everything the background job has. */
const deliverOutbox = () =>
  deliverPendingMail(
    {
      booking: createPaymentsContext(ctx.app).booking,
      mailer: ctx.app.messaging.mailer,
      sms: ctx.app.messaging.sms,
      paymentProviders: ctx.app.paymentProviders.byName,
    },
    200,
  );

const poll = () =>
  pollSmsDeliveryReports(
    { booking: createPaymentsContext(ctx.app).booking, sms: ctx.app.messaging.sms },
    { recheckAfterSeconds: 0 },
  );

async function startPayment(orderNumber: string, phone: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/mbank/otp/create/',
    headers: { 'x-order-token': orderTokenOf(orderNumber), 'accept-language': 'ru' },
    payload: { order_number: orderNumber, phone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payment_id as string;
}

const staffMessages = async (orderNumber: string) => {
  const res = await call(ctx, 'GET', `/api/staff/orders/${orderNumber}/`, undefined, {
    token: agent.access,
    lang: 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as Array<{ id: number; status: string; delivery: Record<string, unknown> | null }>;
};

let paidOrder = '';
let flightId = '';

describe('SMS through the gateway', () => {
  it('sends the payment code SMS with the row id, the code pays, and the delivery report lands on the row', async () => {
    const { order, ticket } = await bookOne(ctx, { language: 'ru' });
    paidOrder = order.order_number;
    flightId = ticket.segments[0].flight_id;
    const paymentId = await startPayment(order.order_number, '+996 700 111 222');

    const [row] = await smsRows(order.order_number, 'payment_code_sms');
    // A payment code is made anew on each try, so the try's number is part of its id.
    expect(row).toMatchObject({
      attempts: 1,
      last_error: null,
      failed_at: null,
      provider_message_id: `${row!.id}r1`,
      delivery_status: 'accepted',
      delivery_checked_at: null,
    });
    expect(row!.sent_at).not.toBeNull();
    const sent = fake.deliveries.filter((d) => d.id === `${row!.id}r1`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ phone: '996700111222' });
    expect(sent[0]!.text).toContain(order.order_number);
    expect(fake.messages.get(`${row!.id}r1`)!.sender).toBe('SAPAR.KG');

    // The code the gateway carried pays the order.
    const code = /(\d{6})/.exec(sent[0]!.text)![1]!;
    const paid = await confirm(ctx, paymentId, code, 'ru', orderTokenOf(order.order_number));
    expect(paid.json()).toMatchObject({ status: 'paid', order_status: 'ticketed' });

    // The gateway's first report: queued there.
    await poll();
    expect((await smsRows(order.order_number, 'payment_code_sms'))[0]).toMatchObject({ delivery_status: 'queued' });
    // Nothing new: the check time moves, the status stays.
    expect(await poll()).toBe(0);
    fake.report(`${row!.id}r1`, 1);
    await poll();
    expect((await smsRows(order.order_number, 'payment_code_sms'))[0]!.delivery_status).toBe('sent');
    fake.report(`${row!.id}r1`, 3);
    expect(await poll()).toBeGreaterThanOrEqual(1);
    const delivered = (await smsRows(order.order_number, 'payment_code_sms'))[0]!;
    expect(delivered).toMatchObject({ delivery_status: 'delivered', delivery_reason: null });
    expect(delivered.delivery_checked_at).not.toBeNull();
    // A late or repeated report never moves a final status back.
    fake.report(`${row!.id}r1`, 1);
    await poll();
    expect((await smsRows(order.order_number, 'payment_code_sms'))[0]!.delivery_status).toBe('delivered');

    expect((await staffMessages(order.order_number)).find((m) => m.id === row!.id)).toMatchObject({
      status: 'sent',
      delivery: { status: 'delivered', reason: null, provider_message_id: `${row!.id}r1` },
    });
  });

  it('tries a disruption notice again with the same id after a lost answer: one SMS reaches the traveller', async () => {
    const cancelled = await call(
      ctx,
      'POST',
      `/api/staff/flights/${flightId}/status/`,
      { status: 'cancelled', reason: 'Fog at Manas' },
      { token: agent.access, lang: 'en' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [queued] = await smsRows(paidOrder, 'disruption_sms');
    expect(queued).toBeTruthy();
    const id = String(queued!.id);

    // The gateway takes the SMS but its answer never comes back: the row waits for its back-off.
    fake.fail('drop_answer');
    await deliverOutbox();
    const waiting = (await smsRows(paidOrder, 'disruption_sms'))[0]!;
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, delivery_status: null });
    expect(waiting.last_error).toMatch(/^Nikita \/message: network error/);
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    expect(fake.deliveries.filter((d) => d.id === id)).toHaveLength(1);

    // The retry carries the same id: the gateway answers "duplicate" and sends nothing more.
    await ctx.app.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${queued!.id}`);
    await deliverOutbox();
    expect((await smsRows(paidOrder, 'disruption_sms'))[0]).toMatchObject({
      attempts: 2,
      last_error: null,
      provider_message_id: id,
      delivery_status: 'accepted',
    });
    expect(fake.deliveries.filter((d) => d.id === id)).toHaveLength(1);
    expect(fake.messages.get(id)!.phones).toEqual(['996555123456']);

    // The operator could not deliver it: staff see why.
    fake.report(id, 4);
    await poll();
    expect((await smsRows(paidOrder, 'disruption_sms'))[0]).toMatchObject({
      delivery_status: 'undelivered',
      delivery_reason: 'Nikita report 4: not delivered',
    });
    expect((await staffMessages(paidOrder)).find((m) => m.id === queued!.id)!.delivery).toMatchObject({
      status: 'undelivered',
      reason: 'Nikita report 4: not delivered',
    });
  });

  it('closes a refused SMS with the gateway reason at once, and leaves a 5xx to the back-off', async () => {
    const broke = (await bookOne(ctx, { language: 'en' })).order.order_number;
    const balance = fake.balance;
    fake.balance = 0;
    try {
      await startPayment(broke, '+996700333444');
    } finally {
      fake.balance = balance;
    }
    const [refused] = await smsRows(broke, 'payment_code_sms');
    expect(refused).toMatchObject({
      attempts: 1,
      sent_at: null,
      delivery_status: 'rejected',
      delivery_reason: 'Nikita status 4: insufficient funds (Недостаточно средств)',
      last_error: 'Nikita status 4: insufficient funds (Недостаточно средств)',
    });
    expect(refused!.failed_at).not.toBeNull();
    expect((await staffMessages(broke)).find((m) => m.id === refused!.id)).toMatchObject({
      status: 'failed',
      delivery: { status: 'rejected', reason: 'Nikita status 4: insufficient funds (Недостаточно средств)' },
    });

    const flaky = (await bookOne(ctx, { language: 'en' })).order.order_number;
    fake.fail('5xx');
    await startPayment(flaky, '+996700555666');
    const [pending] = await smsRows(flaky, 'payment_code_sms');
    expect(pending).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, delivery_status: null });
    expect(pending!.last_error).toMatch(/^Nikita \/message: HTTP 502/);
    await ctx.app.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${pending!.id}`);
    await deliverOutbox();
    expect((await smsRows(flaky, 'payment_code_sms'))[0]).toMatchObject({
      attempts: 2,
      provider_message_id: `${pending!.id}r2`,
      delivery_status: 'accepted',
    });
    expect(fake.deliveries.filter((d) => d.phone === '996700555666')).toHaveLength(1);

    // A gateway that cannot answer, or has no news (report 6), changes nothing; after 72 hours without a final
    // report the SMS is closed as unknown.
    const id = `${pending!.id}r2`;
    fake.fail('5xx');
    await poll();
    fake.report(id, 6);
    await poll();
    const unchanged = (await smsRows(flaky, 'payment_code_sms'))[0]!;
    expect(unchanged).toMatchObject({ delivery_status: 'accepted', delivery_reason: null });
    expect(unchanged.delivery_checked_at).not.toBeNull();
    await ctx.app.db.execute(
      sql`update mail_outbox set sent_at = now() - interval '73 hours', delivery_checked_at = null where id = ${pending!.id}`,
    );
    await poll();
    expect((await smsRows(flaky, 'payment_code_sms'))[0]).toMatchObject({
      delivery_status: 'unknown',
      delivery_reason: 'no final delivery report within 72 hours',
    });
  });
});
