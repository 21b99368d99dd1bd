/**
 * The tables of the orders module: the order, its passengers (with their e-tickets) and the seats it
 * holds per flight and cabin. Only the orders module writes them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, TicketStatus } from '@sapar/contracts';
import { appUser } from '../users/users.schema.js';
import { flight } from '../flights/flights.schema.js';
import type { Cabin } from '../flights/index.js';
import type { SupplierOrderStatus } from './supplier-order-state.js';

/** An order: booked (seats held) -> paid -> ticketed, or expired at its payment deadline. */
export const order = pgTable(
  'order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 6 }).notNull(),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('booked'),
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
    kind: varchar('kind', { length: 10 }).$type<'purchase' | 'exchange'>().notNull().default('purchase'),
    /** For an exchange order: the order it replaces (that one becomes 'exchanged' once this one is ticketed). */
    exchangeOf: uuid('exchange_of'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    /** The address the booking came from (the proxy's view when TRUST_PROXY is set): unpaid holds are limited per address. */
    clientIp: varchar('client_ip', { length: 64 }),
    /** The airline's booking reference (PNR) of an outside supplier's order; null for the agency's own flights. */
    bookingReference: varchar('booking_reference', { length: 16 }),
  },
  (table) => [
    uniqueIndex('order_number_key').on(table.number),
    index('order_status_deadline_idx').on(table.status, table.paymentDeadline),
    index('order_user_id_idx').on(table.userId),
    // An account's history also lists the orders bought for its verified email (users: verified_email).
    index('order_contact_email_idx').on(sql`lower(${table.contactEmail})`),
    check(
      'order_status_check',
      sql`${table.status} in ('booked', 'paid', 'ticketed', 'expired', 'cancelled', 'refund_requested', 'refunded', 'exchange_requested', 'exchanged')`,
    ),
    check('order_total_check', sql`${table.totalPrice} >= 0`),
    check('order_kind_check', sql`${table.kind} in ('purchase', 'exchange')`),
    index('order_exchange_of_idx').on(table.exchangeOf),
  ],
);

export const orderPassenger = pgTable(
  'order_passenger',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
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
    ticketStatus: varchar('ticket_status', { length: 20 }).$type<TicketStatus>().notNull().default('issued'),
  },
  (table) => [
    uniqueIndex('order_passenger_order_position_key').on(table.orderId, table.position),
    uniqueIndex('order_passenger_ticket_number_key').on(table.ticketNumber),
    check('order_passenger_type_check', sql`${table.type} in ('ADLT', 'CHLD', 'INFT')`),
    check(
      'order_passenger_ticket_status_check',
      sql`${table.ticketStatus} in ('issued', 'refund_requested', 'refunded', 'exchanged')`,
    ),
  ],
);

/** Seats an order holds per flight and cabin: what expiry gives back. */
export const orderLeg = pgTable(
  'order_leg',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flight.id),
    cabin: varchar('cabin', { length: 10 }).$type<Cabin>().notNull(),
    seats: integer('seats').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.flightId, table.cabin] }),
    index('order_leg_flight_id_idx').on(table.flightId),
    check('order_leg_seats_check', sql`${table.seats} >= 0`),
  ],
);

/** E-ticket numbers: the agency prefix and the next value of this sequence (10 digits). */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 1, minValue: 1, maxValue: 9_999_999_999 });

/** Staff notes on an order (the back office's order page): append-only, each with its author. */
export const orderNote = pgTable(
  'order_note',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id'),
    text: varchar('text', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_note_order_id_idx').on(table.orderId, table.id)],
);

/**
 * An outside supplier's order behind one of ours (docs/architecture.md, "Flight supply"): our reference is stored
 * before the supplier is asked, so its order is found again by it and never made twice. `state` is ours, moved only
 * by guarded transitions (supplier-order-state.ts).
 */
export const supplierOrder = pgTable('supplier_order', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => order.id, { onDelete: 'cascade' }),
  supplier: varchar('supplier', { length: 32 }).notNull(),
  clientRef: varchar('client_ref', { length: 64 }).notNull(),
  offerRef: varchar('offer_ref', { length: 64 }).notNull(),
  mode: varchar('mode', { length: 10 }).$type<'hold' | 'instant'>().notNull(),
  state: varchar('state', { length: 20 }).$type<SupplierOrderStatus>().notNull().default('booking'),
  supplierOrderRef: varchar('supplier_order_ref', { length: 64 }),
  /** The airline's booking reference (PNR). */
  bookingReference: varchar('booking_reference', { length: 16 }),
  /** The supplier's total as its decimal string, and what the traveller pays in som for it. */
  totalAmount: varchar('total_amount', { length: 20 }).notNull(),
  totalCurrency: varchar('total_currency', { length: 3 }).notNull(),
  totalSom: integer('total_som').notNull(),
  /** The rate the som price was made with. */
  rate: jsonb('rate').notNull(),
  /** The supplier's passenger ids in the order of our passengers' positions. */
  passengerRefs: jsonb('passenger_refs').$type<string[]>().notNull(),
  paymentRequiredBy: timestamp('payment_required_by', { withTimezone: true }),
  failureReason: varchar('failure_reason', { length: 40 }),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events a supplier pushed, by its id: each is acted on once, whatever the order or number of deliveries. */
export const supplierEvent = pgTable(
  'supplier_event',
  {
    supplier: varchar('supplier', { length: 32 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.supplier, table.eventId] })],
);
