/**
 * Exact arithmetic for prices: decimal strings as they come from suppliers and the National Bank are read into
 * integers (a BigInt and its number of decimals), multiplied exactly, and rounded once, up, to what is stored or
 * shown. No float ever holds an amount of money (docs/pricing.md, "Rounding").
 */

/** A decimal number as `units / 10^scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:[.,](\d+))?$/;

/** Reads "221.78", "87,4500" or "15" (a decimal comma is read like a point); null for anything else. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** a/b rounded up to a whole number (a ≥ 0, b > 0). */
export const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** Writes units/10^scale with exactly `scale` decimals and a point ("87.4500"). */
export function formatDecimal({ units, scale }: Decimal): string {
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** The decimals a som-per-unit rate is kept with once the buffer is added. */
export const RATE_SCALE = 4;

/**
 * Som per one unit of the currency with the agency's buffer added: value / nominal × (1 + buffer), rounded up to
 * RATE_SCALE decimals, so the rate shown on an offer is exactly the one it was priced at.
 */
export function somPerUnit(value: Decimal, nominal: number, bufferBp: number): Decimal {
  const numerator = value.units * BigInt(10_000 + bufferBp) * pow10(RATE_SCALE);
  const denominator = pow10(value.scale) * BigInt(nominal) * 10_000n;
  return { units: ceilDiv(numerator, denominator), scale: RATE_SCALE };
}

/** amount × rate in som, rounded up to a whole som. */
export function toWholeSom(amount: Decimal, rate: Decimal): number {
  return Number(ceilDiv(amount.units * rate.units, pow10(amount.scale + rate.scale)));
}

/** `basisPoints` hundredths of a percent of a whole-som amount, rounded up to a whole som. */
export const percentOfSom = (som: number, basisPoints: number): number =>
  Number(ceilDiv(BigInt(som) * BigInt(basisPoints), 10_000n));
