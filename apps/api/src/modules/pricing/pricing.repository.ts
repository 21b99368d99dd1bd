/** All SQL of the pricing module: the National Bank's rates by date and the pricing rules. */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { exchangeRate, pricingRule, type ExchangeRateRow, type PricingRuleRow } from './pricing.schema.js';

export interface StoredRate {
  currency: string;
  nominal: number;
  value: string;
}

/**
 * Stores a day's rates. The bank's rows replace what was stored for that day (it may correct a rate); the demo seed's
 * rows (`source = 'demo'`) never replace anything.
 */
export async function storeRates(
  db: Executor,
  date: string,
  rates: readonly StoredRate[],
  source: 'nbkr' | 'demo',
): Promise<void> {
  if (rates.length === 0) return;
  const rows = rates.map((rate) => ({
    date,
    currency: rate.currency,
    nominal: rate.nominal,
    value: rate.value,
    source,
  }));
  const insert = db.insert(exchangeRate).values(rows);
  if (source === 'demo') await insert.onConflictDoNothing();
  else
    await insert.onConflictDoUpdate({
      target: [exchangeRate.currency, exchangeRate.date],
      set: {
        nominal: sql`excluded.nominal`,
        value: sql`excluded.value`,
        source: sql`excluded.source`,
        fetchedAt: sql`now()`,
      },
    });
}

/** Each currency's latest rate set for `upTo` or before (yyyy-MM-dd): rates the bank set for tomorrow wait. */
export async function findLatestRates(db: Executor, upTo: string): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRate.currency])
    .from(exchangeRate)
    .where(lte(exchangeRate.date, upTo))
    .orderBy(asc(exchangeRate.currency), desc(exchangeRate.date));
}

/** The newest day the bank's file was stored for and when it was stored; null before the first fetch. */
export async function findLastFetch(db: Executor): Promise<{ date: string; fetchedAt: Date } | null> {
  const [row] = await db
    .select({ date: exchangeRate.date, fetchedAt: exchangeRate.fetchedAt })
    .from(exchangeRate)
    .where(eq(exchangeRate.source, 'nbkr'))
    .orderBy(desc(exchangeRate.fetchedAt))
    .limit(1);
  return row ?? null;
}

export type RuleValues = Omit<PricingRuleRow, 'id' | 'createdAt' | 'updatedAt'>;

export const listRules = (db: Executor): Promise<PricingRuleRow[]> =>
  db.select().from(pricingRule).orderBy(asc(pricingRule.kind), asc(pricingRule.createdAt));

export async function findRule(db: Executor, id: string): Promise<PricingRuleRow | null> {
  const [row] = await db.select().from(pricingRule).where(eq(pricingRule.id, id)).limit(1);
  return row ?? null;
}

export async function insertRule(db: Executor, values: RuleValues): Promise<PricingRuleRow> {
  const [row] = await db.insert(pricingRule).values(values).returning();
  return row!;
}

export async function updateRule(db: Executor, id: string, values: RuleValues): Promise<PricingRuleRow | null> {
  const [row] = await db
    .update(pricingRule)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pricingRule.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRule(db: Executor, id: string): Promise<PricingRuleRow | null> {
  const [row] = await db
    .delete(pricingRule)
    .where(and(eq(pricingRule.id, id)))
    .returning();
  return row ?? null;
}
