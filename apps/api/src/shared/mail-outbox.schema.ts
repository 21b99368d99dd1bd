/**
 * The mail outbox (platform): every module writes its emails here in the transaction of the change that
 * causes them; one job delivers them. It knows no module: the order a mail is about is a foreign key to
 * the orders module's table, named below by its SQL name and key only.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The `order` table as the foreign key sees it: its name and primary key, nothing more. Not exported, so
 * neither the migrator nor queries see it as a table of its own (the orders module defines the real one).
 */
const orderKey = pgTable('order', { id: uuid('id').primaryKey() });

/**
 * Emails to send, written in the same transaction as the state change that causes them and
 * delivered by a background loop (retried with back-off), so a crash between the two loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    orderId: uuid('order_id').references(() => orderKey.id, { onDelete: 'cascade' }),
    /** What the mail is about besides the order: a refund or exchange id. */
    refId: varchar('ref_id', { length: 40 }),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** SMS only: the id the gateway knows the message by (ours, derived from `id`), set once it accepted it. */
    providerMessageId: varchar('provider_message_id', { length: 40 }),
    /** SMS only: what the gateway last reported (`SmsDeliveryStatus`); null for mail and unsent rows. */
    deliveryStatus: varchar('delivery_status', { length: 16 }),
    /** The gateway's reason for a refused or undelivered SMS, in its words. */
    deliveryReason: text('delivery_reason'),
    deliveryCheckedAt: timestamp('delivery_checked_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('mail_outbox_delivery_pending_idx')
      .on(table.deliveryCheckedAt)
      .where(sql`${table.deliveryStatus} in ('accepted', 'queued', 'sent')`),
  ],
);
