/** Tables of the payments module: payments of orders and what the reconciliation did about charges. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@sapar/contracts';
import { order } from '../orders/orders.schema.js';

/**
 * One attempt to pay an order: created -> otp_sent -> processing (the code is with the bank) ->
 * paid | failed | expired. A new code supersedes only created/otp_sent attempts, never one processing.
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('created'),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    /** What the provider reported as taken (may differ from `amount`: then it is refunded, never accepted). */
    chargedAmount: integer('charged_amount'),
    /** When the provider's status was last read for this payment (the job polls open ones). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** `{order id}:{attempt}`: the provider charges at most once per key. */
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    providerReference: varchar('provider_reference', { length: 100 }),
    /** A message key saying why it failed or expired. */
    failureReason: varchar('failure_reason', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A payment that landed after the order expired is refunded; null while the refund is owed. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Som given back so far by refunds of tickets (after-sales); at most `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (table) => [
    check(
      'payment_refunded_amount_check',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`,
    ),
    uniqueIndex('payment_idempotency_key_key').on(table.idempotencyKey),
    index('payment_order_id_idx').on(table.orderId),
    index('payment_provider_reference_idx').on(table.provider, table.providerReference),
    index('payment_status_idx').on(table.status),
    check(
      'payment_status_check',
      sql`${table.status} in ('created', 'otp_sent', 'processing', 'paid', 'failed', 'expired')`,
    ),
  ],
);

export type ReconciliationAction = 'settled' | 'refunded' | 'refund_manual' | 'released' | 'failed';

/** What the reconciliation job did about a charge that did not match our records (append-only). */
export const paymentReconciliation = pgTable(
  'payment_reconciliation',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerReference: varchar('provider_reference', { length: 100 }).notNull(),
    paymentId: uuid('payment_id'),
    action: varchar('action', { length: 16 }).$type<ReconciliationAction>().notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_reconciliation_created_at_idx').on(table.createdAt),
    check(
      'payment_reconciliation_action_check',
      sql`${table.action} in ('settled', 'refunded', 'refund_manual', 'released', 'failed')`,
    ),
  ],
);
