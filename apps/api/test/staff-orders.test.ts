/**
 * The back office's orders: finding them (number, contact, surname in any case and script, ticket
 * number), the whole order, the CSV export, and the staff actions with their reasons in the audit log.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deliverOutbox } from './accounts-fixtures.js';
import { buyTicketed } from './aftersales-fixtures.js';
import { adult, book, bookingBody, searchFlights, seatsSold } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let agent: TestStaff;
let editor: TestStaff;
let ticketed: { orderNumber: string };
let booked: { orderNumber: string; flightId: string };

const asAgent = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(ctx, method, url, payload, { token: agent.access, lang: 'en' });

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createStaff(ctx, ['agent']);
  editor = await createStaff(ctx, ['editor']);
  ticketed = await buyTicketed(ctx, { family: 'standard', email: 'Gulnara.Traveller@example.kg', language: 'ky' });
  await ctx.database.db.execute(
    sql`update order_passenger set last_name = 'Жумабекова', first_name = 'Гульнара' where order_id = (select id from "order" where number = ${ticketed.orderNumber})`,
  );
  const search = await searchFlights(ctx, { days: 40 });
  const res = await book(
    ctx,
    bookingBody(
      search.searchId,
      search.ticket.id,
      [adult(search.when, { last_name: 'Van der Berg', first_name: 'Anna' })],
      { contact: { email: 'anna@example.kg', phone: '+996700987654' } },
    ),
  );
  booked = { orderNumber: res.json().order_number, flightId: search.ticket.segments[0].flight_id };
});
afterAll(() => ctx.close());

describe('finding orders', () => {
  it('by order number, contact email or phone, surname in any case (Cyrillic and Latin) and ticket number', async () => {
    const { rows } = (await ctx.database.db.execute(
      sql`select ticket_number from order_passenger p join "order" o on o.id = p.order_id where o.number = ${ticketed.orderNumber}`,
    )) as unknown as { rows: { ticket_number: string }[] };
    const ticket = rows[0];
    for (const q of [
      ticketed.orderNumber.toLowerCase(),
      'gulnara.traveller',
      'ЖУМАБЕКОВА',
      'жумабек',
      ticket!.ticket_number,
    ]) {
      const res = await asAgent('GET', `/api/staff/orders/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().results.map((r: { order_number: string }) => r.order_number),
        q,
      ).toEqual([ticketed.orderNumber]);
    }
    const byPhone = await asAgent('GET', `/api/staff/orders/?q=${encodeURIComponent('0700 98 76 54')}`);
    expect(byPhone.json().results.map((r: { order_number: string }) => r.order_number)).toContain(booked.orderNumber);
    const bySurname = await asAgent('GET', '/api/staff/orders/?q=van%20DER');
    expect(bySurname.json().results[0]).toMatchObject({
      order_number: booked.orderNumber,
      status: 'booked',
      passengers: ['VAN DER BERG Anna'],
      contact_email: 'anna@example.kg',
      ticket_numbers: [],
      route: expect.stringContaining('→'),
    });
    expect((await asAgent('GET', '/api/staff/orders/?q=nobody-like-this')).json()).toMatchObject({
      results: [],
      count: 0,
      total_pages: 1,
    });
  });

  it('filters by status and booking day, pages, and refuses bad filters', async () => {
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const res = await asAgent('GET', `/api/staff/orders/?status=booked&date_from=${today}&date_to=${today}&q=&page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.every((r: { status: string }) => r.status === 'booked')).toBe(true);
    expect(res.json().results.map((r: { order_number: string }) => r.order_number)).toContain(booked.orderNumber);
    expect((await asAgent('GET', '/api/staff/orders/?date_to=2001-01-01')).json().count).toBe(0);
    for (const bad of ['status=lost', 'date_from=24.11.2026', 'page=0']) {
      const answer = await asAgent('GET', `/api/staff/orders/?${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
  });

  it('exports the filtered list as CSV with a BOM, Cyrillic intact', async () => {
    const res = await asAgent('GET', `/api/staff/orders/export.csv?q=${encodeURIComponent('жумабекова')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sapar-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'order_number,status,created_at,route,first_departure,passengers,ticket_numbers,contact_email,contact_phone,language,total_price,currency,partner_ref',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ticketed.orderNumber},ticketed,`);
    expect(lines[1]).toContain('ЖУМАБЕКОВА Гульнара');
    expect(
      (await call(ctx, 'GET', '/api/staff/orders/export.csv', undefined, { token: editor.access })).statusCode,
    ).toBe(403);
  });
});

describe('one order', () => {
  it('shows passengers, itinerary, payments with provider references, tickets, emails with status and the timeline', async () => {
    await deliverOutbox(ctx);
    const res = await asAgent('GET', `/api/staff/orders/${ticketed.orderNumber.toLowerCase()}/`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order.order).toMatchObject({
      order_number: ticketed.orderNumber,
      status: 'ticketed',
      passengers: [expect.objectContaining({ last_name: 'Жумабекова', document_number: 'AC1234567' })],
    });
    expect(order.order.tickets).toHaveLength(1);
    expect(order.order.itinerary.length).toBeGreaterThan(0);
    expect(order.language).toBe('ky');
    expect(order.payments).toEqual([
      expect.objectContaining({
        provider: 'mbank-sandbox',
        status: 'paid',
        provider_ref: expect.any(String),
        amount: order.order.total_price,
      }),
    ]);
    expect(order.ticket_statuses).toEqual([
      { passenger: 0, number: expect.stringMatching(/^\d{13}$/), status: 'issued' },
    ]);
    expect(order.messages).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        kind: 'order_confirmation',
        recipient: 'gulnara.traveller@example.kg',
        status: 'sent',
      }),
    );
    expect(order.timeline.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['booked', 'payment_paid', 'paid', 'ticketed', 'email_sent']),
    );
    expect(order.actions).toEqual({ resend_confirmation: true, cancel: false, start_refund: true });
    expect((await asAgent('GET', '/api/staff/orders/ZZZZZZ/')).statusCode).toBe(404);
    expect((await asAgent('GET', '/api/staff/orders/not-a-number/')).statusCode).toBe(400);
  });
});

describe('order actions', () => {
  it('resends the confirmation with a reason: a new outbox row and an audit entry; a reason is required', async () => {
    expect(
      (await asAgent('POST', `/api/staff/orders/${ticketed.orderNumber}/resend-confirmation/`, { reason: '  ' }))
        .statusCode,
    ).toBe(400);
    const res = await asAgent('POST', `/api/staff/orders/${ticketed.orderNumber}/resend-confirmation/`, {
      reason: 'Traveller lost the email',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe('The confirmation with its receipt is queued for gulnara.traveller@example.kg.');
    const confirmations = res.json().order.messages.filter((m: { kind: string }) => m.kind === 'order_confirmation');
    expect(confirmations.map((m: { status: string }) => m.status)).toEqual(['sent', 'pending']);
    expect(res.json().order.audit[0]).toMatchObject({
      action: 'confirmation_resent',
      reason: 'Traveller lost the email',
      staff: { id: agent.id },
      entity: 'order',
      entity_id: ticketed.orderNumber,
    });
    await deliverOutbox(ctx);
    const [latest] = await ctx.app.messaging.outbox!.list({ to: 'gulnara.traveller@example.kg', limit: 1 });
    expect(latest!.attachments?.length ?? 1).toBeGreaterThan(0);

    const unpaid = await asAgent('POST', `/api/staff/orders/${booked.orderNumber}/resend-confirmation/`, {
      reason: 'x',
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      code: 'order_action_not_allowed',
      detail: 'This action is not possible for an order in status "booked".',
    });
  });

  it('adds notes, which show with their author', async () => {
    const res = await asAgent('POST', `/api/staff/orders/${ticketed.orderNumber}/notes/`, {
      text: 'Called the traveller, all fine.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.notes).toEqual([
      expect.objectContaining({ text: 'Called the traveller, all fine.', staff: { id: agent.id, email: agent.email } }),
    ]);
    expect((await asAgent('POST', `/api/staff/orders/${ticketed.orderNumber}/notes/`, { text: '' })).statusCode).toBe(
      400,
    );
  });

  it("starts a refund on the traveller's behalf through the fare rules; the decision stays with the refunds queue", async () => {
    const res = await asAgent('POST', `/api/staff/orders/${ticketed.orderNumber}/refund/`, {
      reason: 'Asked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toMatch(/^The refund is requested: \d+ som to be paid back\.$/);
    expect(res.json().order.order.status).toBe('refund_requested');
    expect(res.json().order.refunds).toEqual([
      expect.objectContaining({ status: 'requested', reason: 'Asked by phone' }),
    ]);
    expect(res.json().order.audit[0]).toMatchObject({ action: 'refund_started', reason: 'Asked by phone' });
    const again = await asAgent('POST', `/api/staff/orders/${ticketed.orderNumber}/refund/`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);

    const refundId = res.json().order.refunds[0].refund_id as string;
    const completed = await asAgent('POST', `/api/staff/refunds/${refundId}/complete/`, { note: 'Approved' });
    expect(completed.statusCode, completed.body).toBe(200);
    const audit = await asAgent('GET', `/api/staff/audit/?entity=refund&id=${refundId}`);
    expect(audit.json().results).toEqual([
      expect.objectContaining({ action: 'completed', reason: 'Approved', staff: { id: agent.id, email: agent.email } }),
    ]);
  });

  it('cancels an unpaid order once, releasing its seats; a paid order cannot be cancelled', async () => {
    const sold = await seatsSold(ctx, booked.flightId);
    const res = await asAgent('POST', `/api/staff/orders/${booked.orderNumber}/cancel/`, {
      reason: 'Duplicate booking',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.order.status).toBe('cancelled');
    expect(await seatsSold(ctx, booked.flightId)).toBe(sold - 1);
    expect(
      (await asAgent('POST', `/api/staff/orders/${booked.orderNumber}/cancel/`, { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect(await seatsSold(ctx, booked.flightId)).toBe(sold - 1);
    expect(
      (await asAgent('POST', `/api/staff/orders/${ticketed.orderNumber}/cancel/`, { reason: 'No' })).json().code,
    ).toBe('order_action_not_allowed');
  });

  it('marks only its own manual refunds paid', async () => {
    const res = await asAgent(
      'POST',
      `/api/staff/orders/${ticketed.orderNumber}/manual-refunds/00000000-0000-4000-8000-000000000000/paid/`,
      { reason: 'Paid in Finipay' },
    );
    expect(res.statusCode).toBe(404);
  });

  it('every order route is for admins and agents only', async () => {
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/staff/orders/'],
      ['GET', `/api/staff/orders/${ticketed.orderNumber}/`],
      ['POST', `/api/staff/orders/${ticketed.orderNumber}/resend-confirmation/`, { reason: 'x' }],
      ['POST', `/api/staff/orders/${ticketed.orderNumber}/cancel/`, { reason: 'x' }],
      ['POST', `/api/staff/orders/${ticketed.orderNumber}/refund/`, { reason: 'x' }],
      [
        'POST',
        `/api/staff/orders/${ticketed.orderNumber}/manual-refunds/00000000-0000-4000-8000-000000000000/paid/`,
        { reason: 'x' },
      ],
      ['POST', `/api/staff/orders/${ticketed.orderNumber}/notes/`, { text: 'x' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(ctx, method, url, body)).statusCode, url).toBe(401);
      const res = await call(ctx, method, url, body, { token: editor.access });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});
