/**
 * Tables of the disruption module: the status staff set on a flight (the board shows it over the
 * automatic one), the disruptions (a cancelled or retimed flight) and each affected order's answer.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DisruptionKind, DisruptionOrderStatus, FlightStatus } from '@sapar/contracts';
import { flight } from '../flights/flights.schema.js';
import { order } from '../orders/orders.schema.js';

/** The last status staff set on a flight; a flight without a row shows the automatic status. */
export const flightStatus = pgTable(
  'flight_status',
  {
    flightId: integer('flight_id')
      .primaryKey()
      .references(() => flight.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).$type<FlightStatus>().notNull(),
    estimatedDeparture: timestamp('estimated_departure', { withTimezone: true }),
    estimatedArrival: timestamp('estimated_arrival', { withTimezone: true }),
    gate: varchar('gate', { length: 8 }),
    terminal: varchar('terminal', { length: 4 }),
    reason: text('reason').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'flight_status_status_check',
      sql`${table.status} in ('on_time', 'delayed', 'boarding', 'departed', 'arrived', 'cancelled')`,
    ),
  ],
);

/**
 * A cancelled flight, or one retimed beyond the threshold. `key` (flight, kind and new departure) makes
 * the same change open the same disruption however often it is applied.
 */
export const flightDisruption = pgTable(
  'flight_disruption',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: varchar('key', { length: 80 }).notNull(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flight.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<DisruptionKind>().notNull(),
    /** The new times of a retimed flight. */
    departsAt: timestamp('departs_at', { withTimezone: true }),
    arrivesAt: timestamp('arrives_at', { withTimezone: true }),
    /** The times the retimed flight had before (the flight row now carries the new ones). */
    previousDepartsAt: timestamp('previous_departs_at', { withTimezone: true }),
    previousArrivesAt: timestamp('previous_arrives_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    /** The staff member (null: the system, e.g. a schedule import). */
    createdBy: uuid('created_by'),
    createdByEmail: varchar('created_by_email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('flight_disruption_key').on(table.key),
    index('flight_disruption_flight_idx').on(table.flightId),
    check('flight_disruption_kind_check', sql`${table.kind} in ('cancelled', 'retimed')`),
  ],
);

/** One affected order of a disruption: open until the traveller answers (one guarded transition). */
export const disruptionOrder = pgTable(
  'disruption_order',
  {
    disruptionId: uuid('disruption_id')
      .notNull()
      .references(() => flightDisruption.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<DisruptionOrderStatus>().notNull().default('open'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The account that answered; null for the holder of the order token. */
    answeredBy: uuid('answered_by'),
    /** Rebooked: the order with the new tickets. Refunded: the refund. */
    newOrderId: uuid('new_order_id'),
    refundId: uuid('refund_id'),
  },
  (table) => [
    primaryKey({ columns: [table.disruptionId, table.orderId] }),
    index('disruption_order_order_idx').on(table.orderId),
    check('disruption_order_status_check', sql`${table.status} in ('open', 'accepted', 'rebooked', 'refunded')`),
  ],
);
