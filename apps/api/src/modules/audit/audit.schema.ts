/**
 * The staff audit log: one row per staff action, written in the same transaction as the change.
 * Append-only: no code path updates or deletes it, and a trigger (migration 0010) refuses UPDATE,
 * DELETE and TRUNCATE for every database user, the application's included.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: the log outlives accounts, and a cascade would have to change it. */
    staffId: uuid('staff_id'),
    staffEmail: varchar('staff_email', { length: 254 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('staff_audit_entity_idx').on(table.entity, table.entityId, table.id.desc()),
    index('staff_audit_staff_idx').on(table.staffId, table.id.desc()),
    index('staff_audit_at_idx').on(sql`${table.at} desc`),
  ],
);
