/** Tables of the requests module: requests people send from the service pages and the footer's forms. */
import type { ServiceRequestKind, ServiceRequestStatus } from '@sapar/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';

/** Requests people send from the service pages; staff work through them in the back office. */
export const serviceRequest = pgTable(
  'service_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 12 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<ServiceRequestKind>().notNull(),
    status: varchar('status', { length: 16 }).$type<ServiceRequestStatus>().notNull().default('new'),
    language: varchar('language', { length: 2 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }),
    /** The form's own fields (tour and date, rail route and class, company and partnership…). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Partner code remembered from ?ref= when the request was sent. */
    ref: varchar('ref', { length: 32 }),
    /** The order an appeal, exchange or refund request is about (as the sender typed it). */
    orderNumber: varchar('order_number', { length: 6 }),
    /** The signed-in user who sent it, if any. */
    userId: uuid('user_id'),
    /** Staff's answer (emailed to the sender) and who handled it. */
    staffAnswer: text('staff_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
    /** The staff member working on it (the back office's "assign to me"). */
    assignedTo: uuid('assigned_to'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('service_request_number_key').on(table.number),
    index('service_request_kind_created_at_idx').on(table.kind, table.createdAt.desc()),
    index('service_request_status_idx').on(table.status),
    index('service_request_assigned_to_idx').on(table.assignedTo),
    check(
      'service_request_kind_check',
      sql`${table.kind} in ('tour', 'rail', 'partner', 'appeal', 'exchange', 'refund')`,
    ),
    check('service_request_status_check', sql`${table.status} in ('new', 'in_progress', 'done', 'cancelled')`),
  ],
);
