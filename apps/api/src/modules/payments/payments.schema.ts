/** Payments of orders and the MBank sandbox's own ledger (re-exported by db/schema.ts). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { order } from '../orders/orders.schema.js';

/** One attempt to pay an order: created -> otp_sent -> paid | failed | expired. */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('created'),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
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
    check('payment_refunded_amount_check', sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`),
    uniqueIndex('payment_idempotency_key_key').on(table.idempotencyKey),
    index('payment_order_id_idx').on(table.orderId),
    check('payment_status_check', sql`${table.status} in ('created', 'otp_sent', 'processing', 'paid', 'failed', 'expired')`),
  ],
);

/** The sandbox bank's side: charges with their hashed one-time codes (what MBank keeps in reality). */
export const mbankSandboxCharge = pgTable(
  'mbank_sandbox_charge',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('otp_sent'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Som given back so far; the charge is 'refunded' once it reaches `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('mbank_sandbox_charge_idempotency_key_key').on(table.idempotencyKey),
    check('mbank_sandbox_charge_status_check', sql`${table.status} in ('otp_sent', 'paid', 'declined', 'refunded')`),
  ],
);

/** The sandbox bank's refunds: one row per refund key, so a retried refund never pays out twice. */
export const mbankSandboxRefund = pgTable('mbank_sandbox_refund', {
  key: varchar('key', { length: 100 }).primaryKey(),
  reference: uuid('reference').notNull().references(() => mbankSandboxCharge.reference),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
