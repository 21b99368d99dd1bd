/** Tables of the after-sales module: refunds and exchanges of an order's tickets. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ExchangeStatus, RefundStatus, SearchLeg } from '@sapar/contracts';
import { order } from '../orders/orders.schema.js';

/**
 * A refund of some or all tickets of an order: quoted (amounts fixed until quote_expires_at) ->
 * requested (the traveller confirmed; tickets refund_requested) -> refunded | rejected; an unconfirmed
 * quote past its expiry is 'expired'. Only one open refund per ticket (checked under the order lock).
 */
export const orderRefund = pgTable(
  'order_refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<RefundStatus>().notNull().default('quoted'),
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
    /** When the decision to pay it back was taken ('completing'): the job resumes payouts stuck since long. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff member who completed or rejected it, and what they wrote to the traveller. */
    handledBy: uuid('handled_by'),
    staffNote: text('staff_note'),
  },
  (table) => [
    index('order_refund_order_id_idx').on(table.orderId),
    index('order_refund_status_idx').on(table.status, table.createdAt),
    check(
      'order_refund_status_check',
      sql`${table.status} in ('quoted', 'requested', 'completing', 'refunded', 'rejected', 'expired')`,
    ),
    check(
      'order_refund_amounts_check',
      sql`${table.amountBack} >= 0 and ${table.penalty} >= 0 and ${table.agencyFee} >= 0`,
    ),
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
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<ExchangeStatus>().notNull().default('quoted'),
    leg: varchar('leg', { length: 5 }).$type<SearchLeg>().notNull(),
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
    check(
      'order_exchange_status_check',
      sql`${table.status} in ('quoted', 'awaiting_payment', 'completed', 'expired', 'cancelled')`,
    ),
    check('order_exchange_leg_check', sql`${table.leg} in ('there', 'back')`),
  ],
);
