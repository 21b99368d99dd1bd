import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, MBANK_SANDBOX_DECLINE_PHONE } from '@sapar/contracts';
import { expireOverdueOrders } from '../src/modules/aftersales/order-jobs.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { loadLiveSearch } from '../src/modules/flights/flights.service.js';
import { deliverPendingMail } from '../src/modules/outbox/index.js';
import { letterDay } from '../src/shared/email/email-format.js';
import { registerUser } from './accounts-fixtures.js';
import { createTestContext, TEST_DATABASE_URL, type TestContext } from './helper.js';
import {
  adult,
  book,
  bookingBody,
  bookOne,
  confirm,
  display,
  inDays,
  paymentStatus,
  searchFlights,
  seatsSold,
  startPayment,
  yearsBefore,
} from './booking-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  // This file books one flight for one contact dozens of times within minutes; the hold limits have booking-holds.test.ts.
  ctx = await createTestContext({ HOLD_SEATS_PER_CONTACT: '1000' });
});
afterAll(() => ctx.close());

const run = async (query: ReturnType<typeof sql>) =>
  (await ctx.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
const payments = () => createPaymentsContext(ctx.app);

/** What a reader of the HTML email sees: its text without tags (the time sits in <strong>, the date after it). */
const visibleText = (html: string) => html.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, '');

describe('POST /api/booking/', () => {
  it('holds the seats of every leg and answers the order to pay', async () => {
    const { searchId, ticket, returnTicket, when } = await searchFlights(ctx, {
      back: 27,
      mix: { adults: 1, kids: 1, babies_without_sit: 1 },
    });
    const legs = [...ticket.segments, ...returnTicket.segments].map((s: { flight_id: string }) => s.flight_id);
    const before = await Promise.all(legs.map((id: string) => seatsSold(ctx, id)));
    const passengers = [
      adult(when),
      adult(when, {
        type: 'CHLD',
        first_name: 'Айгерим',
        birth_date: display(yearsBefore(when, 7)),
        document_type: 'birth_certificate',
        document_expiry: undefined,
      }),
      adult(when, {
        type: 'INFT',
        with_seat: false,
        first_name: 'Бекзат',
        birth_date: display(yearsBefore(when, 1)).replaceAll('.', '-'),
      }),
    ];
    const res = await book(ctx, { ...bookingBody(searchId, ticket.id, passengers), return_ticket: returnTicket.id });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order.order_number).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(order).toMatchObject({
      status: 'booked',
      currency: 'KGS',
      total_price: ticket.price.total + returnTicket.price.total,
    });
    const deadline = Date.parse(order.payment_deadline) - Date.now();
    expect(deadline).toBeGreaterThan(19 * 60_000);
    expect(deadline).toBeLessThanOrEqual(20 * 60_000);
    // Adult and child take seats, the lap infant does not.
    const after = await Promise.all(legs.map((id: string) => seatsSold(ctx, id)));
    expect(after).toEqual(before.map((n) => n + 2));
  });

  it('replays the first answer for the same key and body, and answers 422 for another body', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx);
    const key = randomUUID();
    const body = bookingBody(searchId, ticket.id, [adult(when)]);
    const first = await book(ctx, body, { key });
    const sold = await seatsSold(ctx, ticket.segments[0].flight_id);
    const again = await book(ctx, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await seatsSold(ctx, ticket.segments[0].flight_id)).toBe(sold);
    const other = await book(ctx, bookingBody(searchId, ticket.id, [adult(when, { first_name: 'Other' })]), {
      key,
      language: 'en',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'idempotency_key_reused',
      detail: 'This Idempotency-Key was already used for a different request.',
    });
  });

  it('records the partner whose ?ref= link brought the buyer, and refuses a malformed code', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx);
    const res = await book(ctx, bookingBody(searchId, ticket.id, [adult(when)], { ref: 'bishkek-blog' }));
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await run(sql`select partner_ref from "order" where number = ${res.json().order_number}`);
    expect(rows[0]).toEqual({ partner_ref: 'bishkek-blog' });
    const bad = await book(ctx, bookingBody(searchId, ticket.id, [adult(when)], { ref: '<script>' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('ref');
  });

  it('requires the Idempotency-Key header', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/',
      payload: bookingBody(searchId, ticket.id, [adult(when)]),
    });
    expect(res.statusCode).toBe(400);
  });

  describe('passenger rules (one message per field, in the request language)', () => {
    let search: Awaited<ReturnType<typeof searchFlights>>;
    let international: Awaited<ReturnType<typeof searchFlights>>;
    beforeAll(async () => {
      search = await searchFlights(ctx, { mix: { adults: 1, kids: 1, babies_with_sit: 1, pensioners: 1 } });
      international = await searchFlights(ctx, { to: 'IST' });
    });
    const mix = (when: string, change: Record<number, Record<string, unknown>>) =>
      [
        adult(when),
        adult(when, { type: 'CHLD', birth_date: display(yearsBefore(when, 5)) }),
        adult(when, { type: 'INFT', with_seat: true, birth_date: display(yearsBefore(when, 1)) }),
        adult(when, { pensioner: true, birth_date: display(yearsBefore(when, 70)) }),
      ].map((p, i) => ({ ...p, ...change[i] }));
    const errorsOf = async (passengers: unknown[], language = 'ru', s = search) => {
      const res = await book(ctx, bookingBody(s.searchId, s.ticket.id, passengers), { language });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as Record<string, string>;
    };

    it.each([
      ['blank name', { 0: { first_name: '   ' } }, 'passengers.0.first_name', 'Имя не может быть пустым'],
      [
        'unreadable birth date',
        { 0: { birth_date: 'X' } },
        'passengers.0.birth_date',
        'Неверный формат даты рождения.',
      ],
      [
        'child of 12',
        { 1: { birth_date: 'CHILD12' } },
        'passengers.1.birth_date',
        'Возраст ребенка должен быть от 2-х до 12 лет.',
      ],
      [
        'infant of 2',
        { 2: { birth_date: 'INF2' } },
        'passengers.2.birth_date',
        'Максимальный возраст младенца - 2 года.',
      ],
      [
        'pensioner under 65',
        { 3: { birth_date: 'PENS64' } },
        'passengers.3.birth_date',
        'Пенсионный тариф доступен с 65 лет.',
      ],
      [
        'expired document',
        { 0: { document_expiry: 'YESTERDAY' } },
        'passengers.0.document_expiry',
        'Документ просрочен.',
      ],
      ['bad date', { 0: { document_expiry: '31.02.2030' } }, 'passengers.0.document_expiry', 'Неверное значение даты'],
      ['unknown country', { 0: { citizenship: 'QQ' } }, 'passengers.0.citizenship', ''],
    ])('%s', async (_name, change, field, message) => {
      const when = search.when;
      const resolved: Record<number, Record<string, unknown>> = {};
      for (const [index, values] of Object.entries(change)) {
        const v = { ...values } as Record<string, unknown>;
        if (v.birth_date === 'CHILD12') v.birth_date = display(yearsBefore(when, 12));
        if (v.birth_date === 'INF2') v.birth_date = display(yearsBefore(when, 2));
        if (v.birth_date === 'PENS64') v.birth_date = display(yearsBefore(when, 65, 1));
        if (v.document_expiry === 'YESTERDAY') v.document_expiry = display(inDays(-1));
        resolved[Number(index)] = v;
      }
      const errors = await errorsOf(mix(when, resolved));
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toBe(message);
    });

    it('counts ages on the flight date: 12 on the flight day is an adult, the day after the 12th birthday is not a child', async () => {
      const when = search.when;
      const ok = await book(
        ctx,
        bookingBody(
          search.searchId,
          search.ticket.id,
          mix(when, { 0: { birth_date: display(yearsBefore(when, 12)) } }),
        ),
      );
      expect(ok.statusCode, ok.body).toBe(200);
      const young = await errorsOf(mix(when, { 0: { birth_date: display(yearsBefore(when, 12, 1)) } }), 'en');
      expect(young['passengers.0.birth_date']).toBe('An adult passenger must be 12 or older');
    });

    it('refuses a document that expires before the trip, even one still valid today', async () => {
      const fresh = await searchFlights(ctx, {
        days: 21,
        mix: { adults: 1, kids: 1, babies_with_sit: 1, pensioners: 1 },
      });
      const res = await book(
        ctx,
        bookingBody(fresh.searchId, fresh.ticket.id, mix(fresh.when, { 0: { document_expiry: display(inDays(0)) } })),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('document_expires_before_trip');
      expect(res.json().errors['passengers.0.document_expiry']).toBe(
        `Документ действует до ${display(inDays(0))}, а последний перелёт поездки ${display(fresh.when)}. Нужен документ, действующий на всю поездку.`,
      );
    });

    it("refuses a passport that expires between the outbound and the return flight, in the buyer's language; the last flight day itself is fine", async () => {
      const trip = await searchFlights(ctx, { days: 20, back: 27 });
      const lastDay = trip.returnTicket.segments.at(-1).departure.local.slice(0, 10) as string;
      const body = (expiry: string) => ({
        ...bookingBody(trip.searchId, trip.ticket.id, [adult(trip.when, { document_expiry: expiry })]),
        return_ticket: trip.returnTicket.id,
      });

      const refused = await book(ctx, body(display(inDays(24))), { language: 'en' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'document_expires_before_trip',
        detail:
          "A passenger's document expires before the last flight of the trip. Give a document valid for the whole trip.",
      });
      expect(refused.json().errors['passengers.0.document_expiry']).toBe(
        `The document is valid until ${display(inDays(24))}, but the last flight of the trip is on ${display(lastDay)}. Use a document valid for the whole trip.`,
      );
      expect(
        (await book(ctx, body(display(inDays(24))), { language: 'ky' })).json().errors['passengers.0.document_expiry'],
      ).toContain('Бүт саякатка жарактуу документ керек');

      // With another problem beside it the answer is the usual validation failure, with both fields.
      const mixed = await book(ctx, {
        ...body(display(inDays(24))),
        contact: { email: 'nope', phone: '+996555123456' },
      });
      expect(mixed.json().code).toBe('validation_failed');
      expect(Object.keys(mixed.json().errors).sort()).toEqual(['contact.email', 'passengers.0.document_expiry']);

      const ok = await book(ctx, body(display(lastDay)));
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('asks for Latin names abroad (translated) and accepts Cyrillic at home', async () => {
      const errors = await errorsOf([adult(international.when, { first_name: 'Айбек' })], 'zh', international);
      expect(errors['passengers.0.first_name']).toBe('仅限拉丁字母（与护照一致）');
      const domestic = await searchFlights(ctx);
      const res = await book(
        ctx,
        bookingBody(domestic.searchId, domestic.ticket.id, [
          adult(domestic.when, { first_name: 'Айбек', last_name: 'Өмүрбеков' }),
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it('checks the contact email and phone', async () => {
      const res = await book(ctx, {
        ...bookingBody(search.searchId, search.ticket.id, mix(search.when, {})),
        contact: { email: 'no-at-sign', phone: '12345' },
      });
      expect(res.json().errors).toEqual({
        'contact.email': 'Неверный формат почты',
        'contact.phone': 'Неверный номер телефона',
      });
    });

    it('refuses passengers that do not match the searched mix', async () => {
      const res = await book(ctx, bookingBody(search.searchId, search.ticket.id, mix(search.when, {}).slice(0, 3)), {
        language: 'en',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.passengers).toContain('The passengers do not match the search');
      const swapped = await book(
        ctx,
        bookingBody(search.searchId, search.ticket.id, mix(search.when, { 2: { with_seat: false } })),
      );
      expect(swapped.statusCode).toBe(400);
    });

    it('refuses an offer that is not in the search', async () => {
      const res = await book(ctx, bookingBody(search.searchId, 'T999', mix(search.when, {})));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['outbound_ticket']);
    });
  });

  it('answers 410 once the search has expired', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx);
    await ctx.app.flights.searches.expire(searchId);
    const res = await book(ctx, bookingBody(searchId, ticket.id, [adult(when)]), { language: 'en' });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('search_expired');
  });

  it('answers 409 price_changed with the new total, and books once the new price is accepted', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx, { days: 25 });
    const flightId = Number(ticket.segments[0].flight_id);
    await run(
      sql`update flight_cabin set seats_sold = seats_total - 5 where flight_id = ${flightId} and cabin = 'economy'`,
    );
    ctx.app.flights.seats.seatsChanged([flightId]);
    const body = bookingBody(searchId, ticket.id, [adult(when)]);
    const res = await book(ctx, body, { language: 'en' });
    expect(res.statusCode).toBe(409);
    const conflict = res.json();
    expect(conflict.code).toBe('price_changed');
    expect(conflict.total_price).toBeGreaterThan(ticket.price.total);
    // The new total as the traveller reads it: grouped, with the currency's name ('6,300 som').
    expect(conflict.detail).toContain(formatMoney(conflict.total_price, 'en'));
    const accepted = await book(ctx, { ...body, accept_price: conflict.total_price });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().total_price).toBe(conflict.total_price);
  });

  it('answers 409 no_seats when the flight filled up, translated', async () => {
    const { searchId, ticket, when } = await searchFlights(ctx, { days: 26 });
    await run(
      sql`update flight_cabin set seats_sold = seats_total where flight_id = ${Number(ticket.segments[0].flight_id)} and cabin = 'economy'`,
    );
    ctx.app.flights.seats.seatsChanged([Number(ticket.segments[0].flight_id)]);
    const res = await book(ctx, bookingBody(searchId, ticket.id, [adult(when)]), { language: 'ky' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'no_seats',
      detail: 'Тандалган рейсте бардык жүргүнчүлөр үчүн орун калган жок. Башка рейсти тандаңыз.',
    });
  });
});

describe('POST /api/booking/select/ (ticket selection)', () => {
  const select = (body: Record<string, unknown>, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/booking/select/',
      headers: { 'accept-language': language },
      payload: body,
    });

  it('prices the chosen offer again: unchanged, then changed once seats sell, then sold out', async () => {
    const { searchId, ticket } = await searchFlights(ctx, { days: 26 });
    const first = await select({ search_id: searchId, outbound_ticket: ticket.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      search_id: searchId,
      quoted_total: ticket.price.total,
      total_price: ticket.price.total,
      price_changed: false,
      currency: 'KGS',
    });
    expect(first.json().tickets[0].id).toBe(ticket.id);
    expect(first.json().time_limit).toBeGreaterThan(0);

    const flightId = Number(ticket.segments[0].flight_id);
    await run(
      sql`update flight_cabin set seats_sold = seats_total - 1 where flight_id = ${flightId} and cabin = 'economy'`,
    );
    ctx.app.flights.seats.seatsChanged([flightId]);
    const changed = (await select({ search_id: searchId, outbound_ticket: ticket.id })).json();
    expect(changed.price_changed).toBe(true);
    expect(changed.total_price).toBeGreaterThan(ticket.price.total);
    expect(changed.tickets[0].seats_left).toBe(1);
    // Booking at the quoted price is refused with the same new total; accepting it books.
    const stale = await book(ctx, bookingBody(searchId, ticket.id, [adult(inDays(26))]));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().total_price).toBe(changed.total_price);

    await run(
      sql`update flight_cabin set seats_sold = seats_total where flight_id = ${flightId} and cabin = 'economy'`,
    );
    ctx.app.flights.seats.seatsChanged([flightId]);
    const gone = await select({ search_id: searchId, outbound_ticket: ticket.id }, 'ru');
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('no_seats');
  });

  it('refuses unknown offers, a missing return leg and expired searches', async () => {
    const { searchId, ticket } = await searchFlights(ctx, { days: 27, back: 30 });
    expect((await select({ search_id: searchId, outbound_ticket: 'T9999', return_ticket: null })).statusCode).toBe(400);
    expect((await select({ search_id: searchId, outbound_ticket: ticket.id })).statusCode).toBe(400);
    expect((await select({ search_id: 'f'.repeat(32), outbound_ticket: ticket.id })).statusCode).toBe(404);
    await ctx.app.flights.searches.expire(searchId);
    expect((await select({ search_id: searchId, outbound_ticket: ticket.id })).statusCode).toBe(410);
  });
});

describe('GET /api/booking/{order_number}/', () => {
  it('opens in full for the order token; the contact email shows only the masked summary; 404 for anyone else', async () => {
    const { order, ticket } = await bookOne(ctx, { language: 'en' });
    expect(order.order_token).toEqual(expect.any(String));
    const url = `/api/booking/${order.order_number}/`;
    const full = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', 'x-order-token': order.order_token },
    });
    expect(full.statusCode, full.body).toBe(200);
    const body = full.json();
    expect(body).toMatchObject({
      order_number: order.order_number,
      status: 'booked',
      total_price: order.total_price,
      tickets: [],
      receipt_url: null,
    });
    expect(body.passengers[0]).toMatchObject({ first_name: 'Aibek', type: 'ADLT' });
    expect(body.itinerary[0].segments[0].flight_number).toBe(ticket.segments[0].flight_number);
    expect(body.time_limit).toBeGreaterThan(1000);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}?token=${order.order_token}` })).json()).toMatchObject({
      order_number: order.order_number,
      passengers: [{ first_name: 'Aibek' }],
    });

    // The contact email (any case) opens the masked summary only.
    const byEmail = await ctx.app.inject({
      method: 'GET',
      url: `${url}?email=BUYER@example.com`,
      headers: { 'accept-language': 'en' },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({
      summary: true,
      order_number: order.order_number,
      status: 'booked',
      passengers_count: 1,
      contact: { email: 'b***@example.com' },
    });
    expect(byEmail.json()).not.toHaveProperty('passengers');
    expect(byEmail.json().itinerary[0].segments[0].flight_number).toBe(ticket.segments[0].flight_number);

    for (const query of [
      '',
      '?email=other@example.com',
      `?token=${order.order_token.slice(0, -1)}${order.order_token.endsWith('x') ? 'y' : 'x'}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `${url}${query}` });
      expect(res.statusCode, query).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/booking/ZZZZZZ/?email=buyer@example.com' })).statusCode,
    ).toBe(404);
  });

  it("belongs to the user who booked it: the owner's token opens it, another user's does not", async () => {
    const [owner, stranger] = [await registerUser(ctx), await registerUser(ctx)];
    const { searchId, ticket, when } = await searchFlights(ctx, { days: 22 });
    const res = await book(ctx, bookingBody(searchId, ticket.id, [adult(when)]), { token: owner.access });
    expect(res.statusCode, res.body).toBe(200);
    const url = `/api/booking/${res.json().order_number}/`;
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { authorization: `JWT ${owner.access}` } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { authorization: `JWT ${stranger.access}` } })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { authorization: 'JWT broken' } })).statusCode).toBe(
      401,
    );
  });

  it('keeps the itinerary as booked when the schedule changes', async () => {
    const { order, ticket, orderToken } = await bookOne(ctx);
    const flightId = Number(ticket.segments[0].flight_id);
    await run(
      sql`update flight set departs_at = departs_at + interval '3 hours', arrives_at = arrives_at + interval '3 hours' where id = ${flightId}`,
    );
    await ctx.app.flights.inventory.reload(ctx.app.db);
    const body = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/booking/${order.order_number}/`,
        headers: { 'x-order-token': orderToken },
      })
    ).json();
    expect(body.itinerary[0].segments[0].departure).toEqual(ticket.segments[0].departure);
  });
});

describe('expiry job', () => {
  it('expires unpaid orders at the deadline and releases their seats exactly once', async () => {
    const { order, ticket, orderToken } = await bookOne(ctx, { days: 30 });
    const flightId = ticket.segments[0].flight_id;
    const held = await seatsSold(ctx, flightId);
    const booking = payments().booking;
    expect(await expireOverdueOrders(booking)).toBe(0);
    await run(
      sql`update "order" set payment_deadline = now() - interval '1 second' where number = ${order.order_number}`,
    );
    const [first, second] = [await expireOverdueOrders(booking), await expireOverdueOrders(booking)];
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    expect(await seatsSold(ctx, flightId)).toBe(held - 1);
    const body = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/booking/${order.order_number}/`,
        headers: { 'x-order-token': orderToken },
      })
    ).json();
    expect(body.status).toBe('expired');
    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/mbank/otp/create/',
      headers: { 'accept-language': 'en', 'x-order-token': orderToken },
      payload: { order_number: order.order_number, phone: '+996700123456' },
    });
    expect(pay.statusCode).toBe(410);
  });
});

describe('MBank sandbox payment', () => {
  it('pays with the SMS code, tickets the order, serves the PDF and mails it with the receipt attached', async () => {
    const { order, orderToken } = await bookOne(ctx, { language: 'ky' });
    const { paymentId, code } = await startPayment(ctx, order.order_number);
    const status = await paymentStatus(ctx, paymentId);
    expect(status.json()).toMatchObject({
      status: 'otp_sent',
      order_status: 'booked',
      amount: order.total_price,
      provider: 'mbank-sandbox',
    });

    const res = await confirm(ctx, paymentId, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', order_status: 'ticketed', reason: null });
    // Confirming again answers the same and charges nothing more.
    expect((await confirm(ctx, paymentId, code)).json()).toEqual(res.json());

    const body = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/booking/${order.order_number}/`,
        headers: { 'x-order-token': orderToken },
      })
    ).json();
    expect(body.status).toBe('ticketed');
    expect(body.tickets).toHaveLength(1);
    expect(body.tickets[0].number).toMatch(/^695\d{10}$/);
    expect(body.receipt_url).toContain(`/api/booking/${order.order_number}/receipt.pdf?token=`);
    // The contact email alone does not open the receipt.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/booking/${order.order_number}/receipt.pdf?email=buyer@example.com`,
        })
      ).statusCode,
    ).toBe(404);

    // The receipt_url carries its own token: it opens as it is.
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: new URL(body.receipt_url).pathname + new URL(body.receipt_url).search,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain(order.order_number);
    expect(text).toContain(body.tickets[0].number);
    expect(text).toContain('Электрондук билеттин маршрут дүмүрчөгү');

    expect(await deliverPendingMail({ booking: payments().booking, mailer: ctx.app.messaging.mailer })).toBe(1);
    expect(await deliverPendingMail({ booking: payments().booking, mailer: ctx.app.messaging.mailer })).toBe(0);
    const [mail] = await ctx.app.messaging.outbox!.list({ to: 'buyer@example.com' });
    expect(mail!.subject).toContain(order.order_number);
    expect(mail!.text).toContain(body.tickets[0].number);
    // The whole trip, in the buyer's language (Kyrgyz here), in both parts of the email.
    const segment = body.itinerary[0].segments[0];
    for (const fact of [
      segment.flight_number,
      `${segment.departure.local.slice(11)}, ${letterDay(segment.departure.local, 'ky')}`,
      segment.from.city,
      segment.to.city,
      `${body.passengers[0].last_name} ${body.passengers[0].first_name}`,
      formatMoney(body.total_price, 'ky'),
    ]) {
      expect(mail!.text.includes(fact), `text lacks ${fact}`).toBe(true);
      expect(visibleText(mail!.html).includes(fact), `HTML lacks ${fact}`).toBe(true);
    }
    expect(mail!.text).toContain(body.receipt_url);
    // In HTML the link's '&' (before lng) is written as '&amp;'.
    expect(mail!.html).toContain(`href="${body.receipt_url.replaceAll('&', '&amp;')}"`);
    expect(mail!.html).toContain('lang="ky"');
    // The mail's link carries the order token: it opens the whole order.
    const link = new URL(/https?:\/\/\S+\?token=\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe(`/booking/${order.order_number}`);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking/${order.order_number}/?token=${link.searchParams.get('token')}`,
    });
    expect(opened.json()).toMatchObject({
      order_number: order.order_number,
      tickets: [{ number: body.tickets[0].number }],
    });
    expect(mail!.attachments).toHaveLength(1);
    const attached = await readFile(mail!.attachments![0]!.path);
    expect(attached.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('keeps the confirmation email in the outbox and retries it when the mailer fails', async () => {
    const { order } = await bookOne(ctx, { language: 'en' });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700123462');
    expect((await confirm(ctx, paymentId, code)).json().status).toBe('paid');
    const booking = payments().booking;
    const broken = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    expect(await deliverPendingMail({ booking, mailer: broken })).toBe(0);
    const pending = await run(
      sql`select m.attempts, m.last_error, m.sent_at from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${order.order_number} and m.kind = 'order_confirmation'`,
    );
    expect((pending as unknown as { rows: Record<string, unknown>[] }).rows[0]).toMatchObject({
      attempts: 1,
      last_error: 'smtp down',
      sent_at: null,
    });
    // Not due yet (back-off); once due it goes out.
    expect(await deliverPendingMail({ booking, mailer: ctx.app.messaging.mailer })).toBe(0);
    await run(sql`update mail_outbox set next_attempt_at = now() where sent_at is null`);
    expect(await deliverPendingMail({ booking, mailer: ctx.app.messaging.mailer })).toBeGreaterThanOrEqual(1);
    const [mail] = await ctx.app.messaging.outbox!.list({ to: 'buyer@example.com' });
    expect(mail!.subject).toBe(`Sapar: your tickets for booking ${order.order_number}`);
  });

  it('renders Chinese receipts with the CJK font', async () => {
    const { order, orderToken } = await bookOne(ctx, { language: 'zh' });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700123457');
    expect((await confirm(ctx, paymentId, code)).json().status).toBe('paid');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking/${order.order_number}/receipt.pdf`,
      headers: { 'x-order-token': orderToken },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('电子客票行程单');
    expect(text).toContain(order.order_number);
    // The som is named as everywhere in Chinese (the site, the emails, the API's messages): 索姆, never "som" or "KGS".
    expect(text).toContain('索姆');
    expect(text).not.toMatch(/\bKGS\b|\bsom\b/);
  });

  it('limits wrong codes: 5 tries, the 6th is refused even with the right code', async () => {
    const { order } = await bookOne(ctx);
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700123458');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(ctx, paymentId, wrong, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe('Incorrect otp');
    }
    const sixth = await confirm(ctx, paymentId, code, 'en');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().detail).toBe('Too many wrong attempts. Please request a new code.');
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({ status: 'failed', order_status: 'booked' });
  });

  it('refuses an expired code and a resend within a minute', async () => {
    const { order, orderToken } = await bookOne(ctx);
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700123459');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/mbank/otp/create/',
      headers: { 'x-order-token': orderToken },
      payload: { order_number: order.order_number, phone: '+996700123459' },
    });
    expect(again.statusCode).toBe(429);
    await run(sql`update mbank_sandbox_charge set expires_at = now() - interval '1 second'`);
    const res = await confirm(ctx, paymentId, code, 'tr');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Kodun süresi doldu. Lütfen yeni bir kod isteyin.');
    expect((await paymentStatus(ctx, paymentId)).json().status).toBe('expired');
  });

  it('shows the bank decline of the sandbox number', async () => {
    const { order } = await bookOne(ctx);
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996 700 000 402');
    expect(MBANK_SANDBOX_DECLINE_PHONE).toBe('+996700000402');
    const res = await confirm(ctx, paymentId, code, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'failed',
      order_status: 'booked',
      reason: 'The bank declined the payment. Try another number or payment method.',
    });
  });

  it('refuses a code confirmed after the deadline before it reaches the bank, and releases the seats', async () => {
    const { order, ticket } = await bookOne(ctx, { days: 31 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700123460');
    const held = await seatsSold(ctx, ticket.segments[0].flight_id);
    await run(
      sql`update "order" set payment_deadline = now() - interval '1 second' where number = ${order.order_number}`,
    );
    const res = await confirm(ctx, paymentId, code, 'en');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'order_expired',
      detail: 'The time to pay for this order has run out and the seats were released. Please book again.',
    });
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({
      status: 'expired',
      order_status: 'expired',
      refunded: false,
    });
    expect(await seatsSold(ctx, ticket.segments[0].flight_id)).toBe(held - 1);
    const charge = await run(
      sql`select c.status, c.charged_at from mbank_sandbox_charge c join payment p on p.provider_reference = c.reference::text where p.id = ${paymentId}`,
    );
    expect((charge as unknown as { rows: { status: string; charged_at: unknown }[] }).rows[0]).toMatchObject({
      status: 'otp_sent',
      charged_at: null,
    });
    expect(await expireOverdueOrders(payments().booking)).toBe(0);
  });

  it('checks the phone and the order', async () => {
    const { order, orderToken } = await bookOne(ctx);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/mbank/otp/create/',
      headers: { 'x-order-token': orderToken },
      payload: { order_number: order.order_number, phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('phone');
    // Without access the phone is not even looked at: the 404 of a missing order.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/payments/mbank/otp/create/',
          payload: { order_number: order.order_number, phone: '123' },
        })
      ).statusCode,
    ).toBe(404);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/mbank/otp/create/',
      payload: { order_number: 'ABCDEF', phone: '+996700123456' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/payments/${randomUUID()}/` })).statusCode).toBe(404);
  });

  it('needs the order token (or the owner): the order number or the payment id alone is the 404 of a missing one', async () => {
    const { order, orderToken } = await bookOne(ctx, { language: 'en' });
    const create = (number: string, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/mbank/otp/create/',
        headers: { 'accept-language': 'en', ...(token ? { 'x-order-token': token } : {}) },
        payload: { order_number: number, phone: '+996700123463' },
      });
    const refused = await create(order.order_number);
    const missing = await create('ZZZZZZ');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(missing.json());
    const other = await bookOne(ctx);
    expect((await create(order.order_number, other.orderToken)).statusCode).toBe(404);

    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700123463', orderToken);
    const statusMissing = await ctx.app.inject({ method: 'GET', url: `/api/payments/${randomUUID()}/` });
    const statusRefused = await paymentStatus(ctx, paymentId, '');
    expect(statusRefused.statusCode).toBe(404);
    expect(statusRefused.json()).toEqual(statusMissing.json());
    expect((await paymentStatus(ctx, paymentId, other.orderToken)).statusCode).toBe(404);
    const confirmRefused = await confirm(ctx, paymentId, code, 'en', '');
    expect(confirmRefused.statusCode).toBe(404);
    expect((await confirm(ctx, paymentId, code, 'en', other.orderToken)).statusCode).toBe(404);
    // Nothing was charged by the refused confirmations; the token holder pays.
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({ status: 'otp_sent', order_status: 'booked' });
    expect((await confirm(ctx, paymentId, code, 'en')).json()).toMatchObject({
      status: 'paid',
      order_status: 'ticketed',
    });
  });
});

it('documents the purchase calls in OpenAPI', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const path of [
    '/api/booking/',
    '/api/booking/{order_number}/',
    '/api/booking/{order_number}/receipt.pdf',
    '/api/payments/mbank/otp/create/',
    '/api/payments/mbank/otp/confirm/',
    '/api/payments/{payment_id}/',
  ]) {
    expect(Object.keys(doc.paths)).toContain(path);
  }
  expect(doc.paths['/api/booking/'].post.responses['409']).toBeDefined();
});

describe.skipIf(!TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('sells the last seat once among 50 concurrent bookings', async () => {
    const { ticket } = await searchFlights(ctx, { days: 40 });
    const flightId = Number(ticket.segments[0].flight_id);
    await run(
      sql`update flight_cabin set seats_sold = seats_total - 1 where flight_id = ${flightId} and cabin = 'economy'`,
    );
    // Written behind the app's back: searches see it once told (as the orders module tells them).
    ctx.app.flights.seats.seatsChanged([flightId]);
    const fresh = await searchFlights(ctx, { days: 40 });
    // The nearly full flight is dearer now and may have left the first page: read the stored offers.
    const { offers } = await loadLiveSearch(ctx.app.flights, fresh.searchId);
    const offer = offers.find(
      (o) => o.flightIds.length === 1 && o.flightIds[0] === flightId && o.family === ticket.fare_family,
    )!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => book(ctx, bookingBody(fresh.searchId, offer.id, [adult(fresh.when)]))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await run(
      sql`select seats_sold, seats_total from flight_cabin where flight_id = ${flightId} and cabin = 'economy'`,
    );
    const { seats_sold, seats_total } = (rows as unknown as { rows: { seats_sold: number; seats_total: number }[] })
      .rows[0]!;
    expect(seats_sold).toBe(seats_total);
  });

  it('the same booking sent 10 times at once for the last seat: one order, every answer is it', async () => {
    const { ticket } = await searchFlights(ctx, { days: 42 });
    const flightId = Number(ticket.segments[0].flight_id);
    await run(
      sql`update flight_cabin set seats_sold = seats_total - 1 where flight_id = ${flightId} and cabin = 'economy'`,
    );
    // Written behind the app's back: searches see it once told (as the orders module tells them).
    ctx.app.flights.seats.seatsChanged([flightId]);
    const fresh = await searchFlights(ctx, { days: 42 });
    const { offers } = await loadLiveSearch(ctx.app.flights, fresh.searchId);
    const offer = offers.find(
      (o) => o.flightIds.length === 1 && o.flightIds[0] === flightId && o.family === ticket.fare_family,
    )!;
    const body = bookingBody(fresh.searchId, offer.id, [adult(fresh.when)]);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => book(ctx, body, { key })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().order_number)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
  });

  it('20 parallel confirms of one payment: one charge, one ticketing', async () => {
    const { order } = await bookOne(ctx, { days: 41 });
    const { paymentId, code } = await startPayment(ctx, order.order_number, '+996700123461');
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(ctx, paymentId, code)));
    // The one that took the code to the bank answers paid; the others 'processing' while it is there, or paid.
    expect(results.every((r) => r.statusCode === 200 && ['paid', 'processing'].includes(r.json().status))).toBe(true);
    expect(results.filter((r) => r.json().status === 'paid').length).toBeGreaterThanOrEqual(1);
    expect((await paymentStatus(ctx, paymentId)).json()).toMatchObject({ status: 'paid', order_status: 'ticketed' });
    const tickets = await run(
      sql`select count(*)::int as n from order_passenger p join "order" o on o.id = p.order_id where o.number = ${order.order_number} and p.ticket_number is not null`,
    );
    expect((tickets as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const mails = await run(
      sql`select count(*)::int as n from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${order.order_number} and m.kind = 'order_confirmation'`,
    );
    expect((mails as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const paid = await run(
      sql`select count(*)::int as n from payment p join "order" o on o.id = p.order_id where o.number = ${order.order_number} and p.status = 'paid'`,
    );
    expect((paid as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
