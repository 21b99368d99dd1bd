/** The booking module's table: idempotency of POST /booking/ (the orders module owns the order tables). */
import { jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { order } from '../orders/orders.schema.js';

/** Idempotency keys of POST /booking/: the first answer is replayed for the same request. */
export const bookingRequest = pgTable('booking_request', {
  key: varchar('key', { length: 100 }).primaryKey(),
  requestHash: varchar('request_hash', { length: 64 }).notNull(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => order.id, { onDelete: 'cascade' }),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
