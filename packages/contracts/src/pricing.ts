/**
 * The agency's pricing of outside suppliers' offers, edited by admins under /api/staff/pricing-rules/: a rule adds a
 * service fee, a markup, or an exchange buffer to offers of a supplier, an airline, a route and a cabin (each may be
 * "any"), and the page shows the National Bank's (NBKR) rates the offers are converted at. How a price is made is
 * written in docs/pricing.md.
 */
import { z } from 'zod';

/**
 * `service_fee` and `markup`: percent of the supplier's price in som and/or fixed som, kept between a minimum and a
 * maximum; `exchange_buffer`: a percent added to the NBKR rate for the agency's currency risk (percent only).
 */
export const PRICING_RULE_KINDS = ['service_fee', 'markup', 'exchange_buffer'] as const;
export type PricingRuleKind = (typeof PRICING_RULE_KINDS)[number];
export const PRICING_CABINS = ['economy', 'business'] as const;
/** The currencies the rates panel shows first; any other currency the bank publishes follows. */
export const PRICING_SHOWN_CURRENCIES = ['USD', 'EUR', 'RUB', 'CNY', 'KZT', 'GBP', 'TRY'] as const;
/** A latest rate older than this many days (by its NBKR date, in Bishkek) is stale: offers in its currency are not sold. */
export const EXCHANGE_RATE_STALE_DAYS = 4;

/** An empty field of the form means "any". */
const anyWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());
const code = (pattern: RegExp) => anyWhenEmpty(z.string().trim().toUpperCase().regex(pattern));
const percent = z.number().min(0).max(100).multipleOf(0.01);
const som = z.number().int().min(0).max(1_000_000);

export const pricingRuleInputSchema = z
  .object({
    kind: z.enum(PRICING_RULE_KINDS),
    supplier: anyWhenEmpty(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z][a-z0-9_-]{1,31}$/),
    ).describe('The supplier as configured ("duffel"); null: any'),
    airline: code(/^[A-Z0-9]{2}$/).describe('IATA code of the airline that owns the offer; null: any'),
    origin: code(/^[A-Z]{3}$/).describe('IATA code of the first departure airport or city; null: any'),
    destination: code(/^[A-Z]{3}$/).describe('IATA code of the outbound destination; null: any'),
    cabin: anyWhenEmpty(z.enum(PRICING_CABINS)).describe('null: any'),
    percent: percent.describe('Percent, two decimals at most'),
    fixed: som.describe('Whole som added per offer (0 for exchange_buffer)'),
    min: som.nullable().describe('Whole som at least; null: no minimum'),
    max: som.nullable().describe('Whole som at most; null: no maximum'),
  })
  .superRefine((rule, ctx) => {
    if (rule.kind === 'exchange_buffer') {
      for (const key of ['fixed', 'min', 'max'] as const) {
        if (rule[key]) ctx.addIssue({ code: 'custom', path: [key], params: { pricing: 'buffer_percent_only' } });
      }
    }
    if (rule.min !== null && rule.max !== null && rule.min > rule.max)
      ctx.addIssue({ code: 'custom', path: ['max'], params: { pricing: 'max_below_min' } });
    if (rule.origin !== null && rule.origin === rule.destination)
      ctx.addIssue({ code: 'custom', path: ['destination'], params: { pricing: 'same_airport' } });
  });
export type PricingRuleInput = z.input<typeof pricingRuleInputSchema>;
export type PricingRuleValues = z.output<typeof pricingRuleInputSchema>;

export const pricingRuleSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PRICING_RULE_KINDS),
    supplier: z.string().nullable(),
    airline: z.string().nullable(),
    origin: z.string().nullable(),
    destination: z.string().nullable(),
    cabin: z.enum(PRICING_CABINS).nullable(),
    percent: z.number(),
    fixed: z.number().int(),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    updated_at: z.string().describe('ISO instant of the last change'),
  })
  .meta({ id: 'PricingRule' });
export type PricingRule = z.infer<typeof pricingRuleSchema>;

export const pricingRuleParamsSchema = z.object({ id: z.uuid() });

export const exchangeRateSchema = z
  .object({
    currency: z.string().describe('ISO 4217'),
    nominal: z.number().int().describe('Units of the currency the value is for (1, 10, 100)'),
    value: z.string().describe('Som for `nominal` units, as the bank wrote it with a decimal point ("87.4500")'),
    date: z.string().describe('yyyy-MM-dd the bank set the rate for'),
    is_stale: z.boolean().describe(`Older than ${EXCHANGE_RATE_STALE_DAYS} days: offers in it are not sold`),
    is_demo: z.boolean().describe("Seeded by the embedded demo (no network there), not the bank's"),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const pricingRuleListSchema = z
  .object({
    results: z.array(pricingRuleSchema).describe('Most specific first within each kind'),
    rates: z.array(exchangeRateSchema).describe("Each currency's latest NBKR rate up to today"),
    rates_missing: z
      .array(z.string())
      .describe('Currencies suppliers price in that have no current rate: their offers are not sold'),
  })
  .meta({ id: 'PricingRuleList' });
export type PricingRuleList = z.infer<typeof pricingRuleListSchema>;
