/** Refunds owed by hand, for providers without a refund API (Finipay); the payments module lists them to staff. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ManualRefundStatus } from '@sapar/contracts';

/**
 * Money owed back that a provider cannot return by API (Finipay has no refund endpoint): staff pay it
 * from the provider's back office and mark it done. One row per refund key, so a retry never owes twice.
 */
export const paymentManualRefund = pgTable(
  'payment_manual_refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `late:{payment id}`, `refund:{refund id}:{payment id}` or `reconcile:{provider}:{reference}`. */
    key: varchar('key', { length: 120 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerReference: varchar('provider_reference', { length: 100 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<ManualRefundStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The staff account that marked it done. */
    doneBy: uuid('done_by'),
  },
  (table) => [
    uniqueIndex('payment_manual_refund_key_key').on(table.key),
    index('payment_manual_refund_reference_idx').on(table.provider, table.providerReference),
    check('payment_manual_refund_status_check', sql`${table.status} in ('pending', 'done')`),
    check('payment_manual_refund_amount_check', sql`${table.amount} > 0`),
  ],
);
