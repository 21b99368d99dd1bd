/** Factories for the purchase tests: a search, a booking body for its mix, the SMS code from the dev outbox. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays } from '@sapar/contracts';
import { nextIp } from './accounts-fixtures.js';
import { inDays, type TestContext } from './helper.js';

export { inDays };
/** yyyy-MM-dd -> dd.MM.yyyy */
export const display = (iso: string) => iso.split('-').reverse().join('.');
export const yearsBefore = (iso: string, years: number, days = 0) =>
  addDays(`${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`, days);

export interface SearchMix {
  adults?: number;
  kids?: number;
  babies_with_sit?: number;
  babies_without_sit?: number;
  pensioners?: number;
}

export async function searchFlights(
  ctx: TestContext,
  options: { from?: string; to?: string; days?: number; back?: number; mix?: SearchMix } = {},
) {
  const when = inDays(options.days ?? 20);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/flights/search/',
    payload: {
      type: options.back ? 'round_trip' : 'one_way',
      city_from: options.from ?? 'BSZ',
      city_to: options.to ?? 'OSS',
      when_date: when,
      back_date: options.back ? inDays(options.back) : null,
      passengers: {
        type: 'ekonom',
        adults: 1,
        kids: 0,
        babies_with_sit: 0,
        babies_without_sit: 0,
        pensioners: 0,
        ...options.mix,
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.body}`);
  const body = res.json();
  return {
    body,
    searchId: body.search_id as string,
    ticket: body.tickets[0],
    returnTicket: body.returned_tickets[0],
    when,
  };
}

export function adult(when: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'ADLT',
    first_name: 'Aibek',
    last_name: 'Osmonov',
    gender: 'male',
    birth_date: display(yearsBefore(when, 30)),
    citizenship: 'KG',
    document_type: 'international_passport',
    document_number: 'AC1234567',
    document_expiry: display(inDays(900)),
    ...overrides,
  };
}

export function bookingBody(
  searchId: string,
  ticketId: string,
  passengers: unknown[],
  extra: Record<string, unknown> = {},
) {
  return {
    search_id: searchId,
    outbound_ticket: ticketId,
    return_ticket: null,
    passengers,
    contact: { email: 'Buyer@Example.com', phone: '+996555123456' },
    ...extra,
  };
}

/** The order token answered for each order booked through `book()` (or an exchange confirmed with `rememberOrderToken`). */
export const orderTokens = new Map<string, string>();

export function rememberOrderToken(orderNumber: string, token: string): void {
  orderTokens.set(orderNumber, token);
}

/** The order token POST /booking/ answered for this order; throws for an order not booked here. */
export function orderTokenOf(orderNumber: string): string {
  const token = orderTokens.get(orderNumber);
  if (!token) throw new Error(`no order token remembered for ${orderNumber}`);
  return token;
}

export async function book(
  ctx: TestContext,
  body: unknown,
  options: { key?: string; language?: string; token?: string; ip?: string } = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/booking/',
    // Each booking from an address of its own unless one is given: the per-address limits are tested on purpose.
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'idempotency-key': options.key ?? randomUUID(),
      'accept-language': options.language ?? 'ru',
      ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
    },
    payload: body as Record<string, unknown>,
  });
  if (res.statusCode === 200) {
    const created = res.json() as { order_number?: string; order_token?: string };
    if (created.order_number && created.order_token) rememberOrderToken(created.order_number, created.order_token);
  }
  return res;
}

let bookedOnes = 0;

/**
 * A booked one-adult order on a domestic flight. Unless a day is given, the orders go round eight days (20-27
 * days out): one contact may hold only HOLD_SEATS_PER_CONTACT unpaid seats per flight, and tests book many.
 */
export async function bookOne(ctx: TestContext, options: { language?: string; days?: number } = {}) {
  const days = options.days ?? 20 + (bookedOnes++ % 8);
  const { searchId, ticket, when } = await searchFlights(ctx, { days });
  const res = await book(ctx, bookingBody(searchId, ticket.id, [adult(when)]), { language: options.language });
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  const order = res.json();
  return { order, ticket, searchId, orderToken: order.order_token as string };
}

export async function seatsSold(ctx: TestContext, flightId: number | string): Promise<number> {
  const rows = await ctx.app.db.execute(
    sql`select seats_sold from flight_cabin where flight_id = ${Number(flightId)} and cabin = 'economy'`,
  );
  return Number((rows as unknown as { rows: { seats_sold: number }[] }).rows[0]!.seats_sold);
}

export async function latestSmsCode(ctx: TestContext, phone: string): Promise<string> {
  const messages = await ctx.app.messaging.outbox!.list({ to: phone });
  const match = /(\d{6})/.exec(messages[0]?.text ?? '');
  if (!match) throw new Error(`no code for ${phone}`);
  return match[1]!;
}

/** The order token of each payment started through `startPayment()`: confirm and status send it. */
const paymentTokens = new Map<string, string>();

/** Starts an MBank payment with the order token (remembered from `book()` unless given). */
export async function startPayment(
  ctx: TestContext,
  orderNumber: string,
  phone = '+996700123456',
  orderToken = orderTokens.get(orderNumber),
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/mbank/otp/create/',
    headers: orderToken ? { 'x-order-token': orderToken } : {},
    payload: { order_number: orderNumber, phone },
  });
  if (res.statusCode !== 200) throw new Error(`payment start failed: ${res.body}`);
  const paymentId = res.json().payment_id as string;
  if (orderToken) paymentTokens.set(paymentId, orderToken);
  return { paymentId, code: await latestSmsCode(ctx, phone), phone };
}

/** Confirms a payment with its SMS code, sending the order token its start was made with. */
export function confirm(
  ctx: TestContext,
  paymentId: string,
  code: string,
  language = 'ru',
  orderToken = paymentTokens.get(paymentId),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/mbank/otp/confirm/',
    headers: { 'accept-language': language, ...(orderToken ? { 'x-order-token': orderToken } : {}) },
    payload: { payment_id: paymentId, code },
  });
}

/** GET /api/payments/{id}/ with the payment's order token. */
export function paymentStatus(ctx: TestContext, paymentId: string, orderToken = paymentTokens.get(paymentId)) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/payments/${paymentId}/`,
    headers: orderToken ? { 'x-order-token': orderToken } : {},
  });
}
