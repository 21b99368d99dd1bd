/** Tables of the flights module: the flight inventory and searches. */
import type { LocalizedText } from '@sapar/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
  aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
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
    carrier: varchar('carrier', { length: 3 }).notNull().references(() => airline.code),
    number: integer('number').notNull(),
    origin: varchar('origin', { length: 4 }).notNull().references(() => location.code),
    destination: varchar('destination', { length: 4 }).notNull().references(() => location.code),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    arrivesAt: timestamp('arrives_at', { withTimezone: true }).notNull(),
    aircraft: varchar('aircraft', { length: 4 }).notNull().references(() => aircraft.code),
    economyFare: integer('economy_fare').notNull(),
    businessFare: integer('business_fare'),
    pensionerDiscountPct: integer('pensioner_discount_pct').notNull().default(0),
    isCancelled: boolean('is_cancelled').notNull().default(false),
  },
  (table) => [
    uniqueIndex('flight_carrier_number_date_key').on(table.carrier, table.number, table.serviceDate),
    index('flight_origin_departs_idx').on(table.origin, table.departsAt),
    check('flight_times_check', sql`${table.arrivesAt} > ${table.departsAt}`),
  ],
);

/** Seats per flight and cabin: the one row a booking updates conditionally. */
export const flightCabin = pgTable(
  'flight_cabin',
  {
    flightId: integer('flight_id').notNull().references(() => flight.id, { onDelete: 'cascade' }),
    cabin: varchar('cabin', { length: 10 }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.flightId, table.cabin] }),
    check('flight_cabin_seats_check', sql`${table.seatsSold} >= 0 and ${table.seatsSold} <= ${table.seatsTotal}`),
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
