/** The MBank sandbox's own ledger (the bank's side of the built-in provider): charges and refunds. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** The sandbox bank's side: charges with their hashed one-time codes (what MBank keeps in reality). */
export const mbankSandboxCharge = pgTable(
  'mbank_sandbox_charge',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 })
      .$type<'otp_sent' | 'paid' | 'declined' | 'refunded'>()
      .notNull()
      .default('otp_sent'),
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
    index('mbank_sandbox_charge_charged_at_idx').on(table.chargedAt),
    uniqueIndex('mbank_sandbox_charge_idempotency_key_key').on(table.idempotencyKey),
    check('mbank_sandbox_charge_status_check', sql`${table.status} in ('otp_sent', 'paid', 'declined', 'refunded')`),
  ],
);

/** The sandbox bank's refunds: one row per refund key, so a retried refund never pays out twice. */
export const mbankSandboxRefund = pgTable('mbank_sandbox_refund', {
  key: varchar('key', { length: 100 }).primaryKey(),
  reference: uuid('reference')
    .notNull()
    .references(() => mbankSandboxCharge.reference),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
