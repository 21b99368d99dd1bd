/**
 * Tables of the flights module: the flight inventory (schedules, fare families and seat blocks, which the
 * agency edits and imports, expanded into dated flights with their cabins) and searches.
 */
import type { LocalizedText } from '@sapar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const location = pgTable('location', {
  code: varchar('code', { length: 4 }).primaryKey(),
  icao: varchar('icao', { length: 4 }).notNull(),
  cityCode: varchar('city_code', { length: 4 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  timeZone: text('time_zone').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  city: jsonb('city').$type<LocalizedText>().notNull(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  popular: integer('popular'),
});

export const airline = pgTable('airline', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  lowCost: boolean('low_cost').notNull().default(false),
});

export const aircraft = pgTable('aircraft', {
  code: varchar('code', { length: 4 }).primaryKey(),
  name: text('name').notNull(),
  seatsEconomy: integer('seats_economy').notNull(),
  seatsBusiness: integer('seats_business').notNull(),
});

/** One scheduled leg on one date. Times are instants; the service date is local at the origin. */
export const flight = pgTable(
  'flight',
  {
    id: serial('id').primaryKey(),
    carrier: varchar('carrier', { length: 3 })
      .notNull()
      .references(() => airline.code),
    number: integer('number').notNull(),
    origin: varchar('origin', { length: 4 })
      .notNull()
      .references(() => location.code),
    destination: varchar('destination', { length: 4 })
      .notNull()
      .references(() => location.code),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    arrivesAt: timestamp('arrives_at', { withTimezone: true }).notNull(),
    aircraft: varchar('aircraft', { length: 4 })
      .notNull()
      .references(() => aircraft.code),
    economyFare: integer('economy_fare').notNull(),
    businessFare: integer('business_fare'),
    pensionerDiscountPct: integer('pensioner_discount_pct').notNull().default(0),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** The schedule the flight was expanded from (null for flights older than schedules). */
    scheduleId: integer('schedule_id').references(() => flightSchedule.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One leg of a flight number per date and departure airport (the legs of a multi-leg flight leave different airports).
    uniqueIndex('flight_carrier_number_date_key').on(table.carrier, table.number, table.serviceDate, table.origin),
    index('flight_origin_departs_idx').on(table.origin, table.departsAt),
    check('flight_times_check', sql`${table.arrivesAt} > ${table.departsAt}`),
  ],
);

/** Seats per flight and cabin: the one row a booking updates conditionally. */
export const flightCabin = pgTable(
  'flight_cabin',
  {
    flightId: integer('flight_id')
      .notNull()
      .references(() => flight.id, { onDelete: 'cascade' }),
    cabin: varchar('cabin', { length: 10 }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
    /**
     * The part of seats_sold held by orders not paid yet: fares follow the seats actually sold. Kept by the
     * database (migration 0019's triggers on order and order_leg), never written by the app.
     */
    seatsHeld: integer('seats_held').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.flightId, table.cabin] }),
    check('flight_cabin_seats_check', sql`${table.seatsSold} >= 0 and ${table.seatsSold} <= ${table.seatsTotal}`),
    check('flight_cabin_seats_held_check', sql`${table.seatsHeld} >= 0`),
    check('flight_cabin_cabin_check', sql`${table.cabin} in ('economy', 'business')`),
  ],
);

/** A search with its priced offers; paging and booking read it until it expires. */
export const flightSearch = pgTable(
  'flight_search',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    params: jsonb('params').notNull(),
    offers: jsonb('offers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('flight_search_expires_idx').on(table.expiresAt)],
);

/**
 * A flight number's timetable over a period: local times at both ends, days of week, aircraft.
 * `source`: 'demo' (seeded from data/routes.ts; its flights get the demo's initial sales), 'ssim'
 * (imported), 'staff' (edited in the back office).
 */
export const flightSchedule = pgTable(
  'flight_schedule',
  {
    id: serial('id').primaryKey(),
    carrier: varchar('carrier', { length: 3 })
      .notNull()
      .references(() => airline.code),
    number: integer('number').notNull(),
    origin: varchar('origin', { length: 4 })
      .notNull()
      .references(() => location.code),
    destination: varchar('destination', { length: 4 })
      .notNull()
      .references(() => location.code),
    days: smallint('days').array().notNull(),
    departureTime: varchar('departure_time', { length: 5 }).notNull(),
    arrivalTime: varchar('arrival_time', { length: 5 }).notNull(),
    arrivalDayOffset: smallint('arrival_day_offset').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    aircraft: varchar('aircraft', { length: 4 })
      .notNull()
      .references(() => aircraft.code),
    source: varchar('source', { length: 8 }).$type<'demo' | 'ssim' | 'staff'>().notNull().default('staff'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('flight_schedule_carrier_number_idx').on(table.carrier, table.number, table.validFrom)],
);

/** One fare family of one carrier's route and cabin: the adult base fare, the shares of the other passengers, the terms. */
export const fareFamily = pgTable(
  'fare_family',
  {
    id: serial('id').primaryKey(),
    carrier: varchar('carrier', { length: 3 })
      .notNull()
      .references(() => airline.code),
    origin: varchar('origin', { length: 4 }).notNull(),
    destination: varchar('destination', { length: 4 }).notNull(),
    cabin: varchar('cabin', { length: 10 }).$type<'economy' | 'business'>().notNull(),
    family: varchar('family', { length: 10 }).$type<'light' | 'standard' | 'flex'>().notNull(),
    baseFare: integer('base_fare').notNull(),
    childPct: smallint('child_pct').notNull().default(75),
    infantSeatPct: smallint('infant_seat_pct').notNull().default(75),
    infantLapPct: smallint('infant_lap_pct').notNull().default(10),
    pensionerDiscountPct: smallint('pensioner_discount_pct').notNull().default(0),
    baggageKg: smallint('baggage_kg'),
    handBaggageKg: smallint('hand_baggage_kg').notNull(),
    changeFee: integer('change_fee'),
    refundFee: integer('refund_fee'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fare_family_route_key').on(table.carrier, table.origin, table.destination, table.cabin, table.family),
  ],
);

/** The agency's allotment on one flight (carrier, number, local date) and cabin; it may precede the flight. */
export const seatBlock = pgTable(
  'seat_block',
  {
    id: serial('id').primaryKey(),
    carrier: varchar('carrier', { length: 3 }).notNull(),
    number: integer('number').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    cabin: varchar('cabin', { length: 10 }).$type<'economy' | 'business'>().notNull(),
    seats: integer('seats').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seat_block_flight_key').on(table.carrier, table.number, table.serviceDate, table.cabin)],
);
