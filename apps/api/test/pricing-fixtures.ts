/** Test data of the pricing tests: outside suppliers' offers and the National Bank's rates stored directly. */
import { sql } from 'drizzle-orm';
import type { PricedTrip } from '../src/modules/pricing/index.js';
import type { SupplierOffer } from '../src/providers/flights/flight-supplier.js';
import type { TestContext } from './helper.js';

/** An offer of an outside supplier as an adapter gives it, with only what pricing reads set to matter. */
export function supplierOffer(fields: {
  total: string;
  currency?: string;
  tax?: string | null;
  supplier?: string;
  airline?: string;
}): SupplierOffer {
  const currency = fields.currency ?? 'USD';
  return {
    supplier: fields.supplier ?? 'duffel',
    offerRef: `off_${Math.random().toString(36).slice(2)}`,
    expiresAt: Date.now() + 30 * 60_000,
    slices: [],
    total: { amount: fields.total, currency },
    base: null,
    tax: fields.tax ? { amount: fields.tax, currency } : null,
    owner: { code: fields.airline ?? 'TK', name: 'Turkish Airlines' },
    refundBeforeDeparture: 'unknown',
    changeBeforeDeparture: 'unknown',
    seatsLeft: null,
    requiresInstantPayment: true,
    identityDocumentsRequired: true,
    passengerRefs: ['pas_1'],
  };
}

/** Replaces every stored rate with these (the seeded demo rates included). */
export async function setRates(
  ctx: TestContext,
  rates: Array<{ date: string; currency: string; nominal?: number; value: string }>,
): Promise<void> {
  await ctx.database.db.execute(sql`delete from exchange_rate`);
  for (const rate of rates)
    await ctx.database.db.execute(
      sql`insert into exchange_rate (date, currency, nominal, value) values (${rate.date}, ${rate.currency}, ${rate.nominal ?? 1}, ${rate.value})`,
    );
}

export const TRIP: PricedTrip = { origin: 'FRU', destination: 'IST', cabin: 'economy' };
