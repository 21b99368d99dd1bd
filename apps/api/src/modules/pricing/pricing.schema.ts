/**
 * The pricing module's tables: the National Bank's exchange rates by date, and the agency's pricing rules for outside
 * suppliers' offers (migrations 0023 and 0024; docs/pricing.md).
 */
import { char, date, integer, numeric, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const exchangeRate = pgTable(
  'exchange_rate',
  {
    /** The day the bank set the rate for (yyyy-MM-dd). */
    date: date('date', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Units of the currency `value` is for: 1, or 10 and 100 for currencies worth little. */
    nominal: integer('nominal').notNull(),
    /** Som for `nominal` units, exact (a decimal string, never a float). */
    value: numeric('value', { precision: 14, scale: 4 }).notNull(),
    /** 'nbkr' (fetched from the bank) or 'demo' (the embedded demo's seed). */
    source: varchar('source', { length: 8 }).notNull().default('nbkr'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.date] })],
);

/** One rule per kind and scope (a unique index with NULLS NOT DISTINCT in migration 0024); null means "any". */
export const pricingRule = pgTable('pricing_rule', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: varchar('kind', { length: 16 }).notNull().$type<'service_fee' | 'markup' | 'exchange_buffer'>(),
  supplier: varchar('supplier', { length: 32 }),
  airline: varchar('airline', { length: 2 }),
  origin: varchar('origin', { length: 3 }),
  destination: varchar('destination', { length: 3 }),
  cabin: varchar('cabin', { length: 8 }).$type<'economy' | 'business'>(),
  /** Hundredths of a percent (250 = 2.5 %). */
  percentBp: integer('percent_bp').notNull().default(0),
  fixedSom: integer('fixed_som').notNull().default(0),
  minSom: integer('min_som'),
  maxSom: integer('max_som'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ExchangeRateRow = typeof exchangeRate.$inferSelect;
export type PricingRuleRow = typeof pricingRule.$inferSelect;
