/** Tables of orders, their passengers and held seats, booking idempotency and the mail outbox (re-exported by db/schema.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { appUser } from '../../db/schema.js';
import { flight } from '../flights/flights.schema.js';

/** An order: booked (seats held) -> paid -> ticketed, or expired at its payment deadline. */
export const order = pgTable(
  'order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 6 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('booked'),
    userId: uuid('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull(),
    /** The buyer's language (Accept-Language of the booking): emails and the receipt use it. */
    language: varchar('language', { length: 2 }).notNull(),
    searchId: varchar('search_id', { length: 32 }).notNull(),
    /** The partner whose link (`?ref=`) brought the buyer within 30 days: the agency pays them commission. */
    partnerRef: varchar('partner_ref', { length: 32 }),
    totalPrice: integer('total_price').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('KGS'),
    /** The offers and their flights as booked: later schedule reloads do not change the order. */
    itinerary: jsonb('itinerary').notNull(),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ticketedAt: timestamp('ticketed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** 'purchase', or 'exchange': the order of an exchange holds the new seats and is paid for the amount due. */
    kind: varchar('kind', { length: 10 }).notNull().default('purchase'),
    /** For an exchange order: the order it replaces (that one becomes 'exchanged' once this one is ticketed). */
    exchangeOf: uuid('exchange_of'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_number_key').on(table.number),
    index('order_status_deadline_idx').on(table.status, table.paymentDeadline),
    index('order_user_id_idx').on(table.userId),
    check('order_status_check', sql`${table.status} in ('booked', 'paid', 'ticketed', 'expired', 'cancelled', 'refund_requested', 'refunded', 'exchange_requested', 'exchanged')`),
    check('order_total_check', sql`${table.totalPrice} >= 0`),
    check('order_kind_check', sql`${table.kind} in ('purchase', 'exchange')`),
    index('order_exchange_of_idx').on(table.exchangeOf),
  ],
);

export const orderPassenger = pgTable(
  'order_passenger',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: varchar('type', { length: 4 }).notNull(),
    withSeat: boolean('with_seat').notNull(),
    pensioner: boolean('pensioner').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    gender: varchar('gender', { length: 16 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    citizenship: varchar('citizenship', { length: 2 }).notNull(),
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentNumber: varchar('document_number', { length: 32 }).notNull(),
    documentExpiry: date('document_expiry', { mode: 'string' }),
    /** The 13-digit e-ticket number, set when the order is ticketed. */
    ticketNumber: varchar('ticket_number', { length: 13 }),
    /** The e-ticket's state once issued: issued -> refund_requested -> refunded (or back), or exchanged. */
    ticketStatus: varchar('ticket_status', { length: 20 }).notNull().default('issued'),
  },
  (table) => [
    uniqueIndex('order_passenger_order_position_key').on(table.orderId, table.position),
    uniqueIndex('order_passenger_ticket_number_key').on(table.ticketNumber),
    check('order_passenger_type_check', sql`${table.type} in ('ADLT', 'CHLD', 'INFT')`),
    check('order_passenger_ticket_status_check', sql`${table.ticketStatus} in ('issued', 'refund_requested', 'refunded', 'exchanged')`),
  ],
);

/** Seats an order holds per flight and cabin: what expiry gives back. */
export const orderLeg = pgTable(
  'order_leg',
  {
    orderId: uuid('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id').notNull().references(() => flight.id),
    cabin: varchar('cabin', { length: 10 }).notNull(),
    seats: integer('seats').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.flightId, table.cabin] }), check('order_leg_seats_check', sql`${table.seats} >= 0`)],
);

/** Idempotency keys of POST /booking/: the first answer is replayed for the same request. */
export const bookingRequest = pgTable('booking_request', {
  key: varchar('key', { length: 100 }).primaryKey(),
  requestHash: varchar('request_hash', { length: 64 }).notNull(),
  orderId: uuid('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-ticket numbers: the agency prefix and the next value of this sequence (10 digits). */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 1, minValue: 1, maxValue: 9_999_999_999 });

/**
 * Emails to send, written in the same transaction as the state change that causes them and
 * delivered by a background loop (retried with back-off), so a crash between the two loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    orderId: uuid('order_id').references(() => order.id, { onDelete: 'cascade' }),
    /** What the mail is about besides the order: a refund or exchange id. */
    refId: varchar('ref_id', { length: 40 }),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.failedAt} is null`)],
);

/**
 * A refund of some or all tickets of an order: quoted (amounts fixed until quote_expires_at) ->
 * requested (the traveller confirmed; tickets refund_requested) -> refunded | rejected; an unconfirmed
 * quote past its expiry is 'expired'. Only one open refund per ticket (checked under the order lock).
 */
export const orderRefund = pgTable(
  'order_refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('quoted'),
    /** Positions of the passengers whose tickets are refunded. */
    passengers: jsonb('passengers').$type<number[]>().notNull(),
    reason: text('reason').notNull(),
    /** What the tickets cost (the fare paid for these passengers). */
    fareTotal: integer('fare_total').notNull(),
    penalty: integer('penalty').notNull(),
    agencyFee: integer('agency_fee').notNull(),
    amountBack: integer('amount_back').notNull(),
    /** True when the fare refunds only the taxes. */
    taxesOnly: boolean('taxes_only').notNull(),
    /** True when the fare is fully refundable: the system completes the refund on confirmation. */
    automatic: boolean('automatic').notNull(),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }).notNull(),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** The staff member who completed or rejected it, and what they wrote to the traveller. */
    handledBy: uuid('handled_by'),
    staffNote: text('staff_note'),
  },
  (table) => [
    index('order_refund_order_id_idx').on(table.orderId),
    index('order_refund_status_idx').on(table.status, table.createdAt),
    check('order_refund_status_check', sql`${table.status} in ('quoted', 'requested', 'refunded', 'rejected', 'expired')`),
    check('order_refund_amounts_check', sql`${table.amountBack} >= 0 and ${table.penalty} >= 0 and ${table.agencyFee} >= 0`),
  ],
);

/**
 * An exchange of one leg of an order to another date: quoted with its options (each a priced offer
 * and its flights, fixed until quote_expires_at) -> awaiting_payment (an exchange order holds the new
 * seats) -> completed (new tickets, old ones exchanged, seats moved in one transaction), or expired.
 */
export const orderExchange = pgTable(
  'order_exchange',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('quoted'),
    leg: varchar('leg', { length: 5 }).notNull(),
    newDate: date('new_date', { mode: 'string' }).notNull(),
    options: jsonb('options').notNull(),
    optionId: varchar('option_id', { length: 16 }),
    /** The order that holds the new seats and takes the payment of the amount due. */
    exchangeOrderId: uuid('exchange_order_id').references(() => order.id, { onDelete: 'set null' }),
    totalDue: integer('total_due'),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }).notNull(),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('order_exchange_order_id_idx').on(table.orderId),
    uniqueIndex('order_exchange_exchange_order_id_key').on(table.exchangeOrderId),
    check('order_exchange_status_check', sql`${table.status} in ('quoted', 'awaiting_payment', 'completed', 'expired', 'cancelled')`),
    check('order_exchange_leg_check', sql`${table.leg} in ('there', 'back')`),
  ],
);
