/**
 * An outside supplier's offers as our search keeps them: one stored offer per offer and leg, priced
 * in whole som through the pricing rules (the rate recorded on the offer), with the supplier's own
 * segments, deadline and terms, where a term the airline does not state stays unknown — never
 * allowed, never included (docs/architecture.md, "Flight supply").
 */
import type { FareFamily, SearchLeg, SearchPassengers } from '@sapar/contracts';
import type {
  SupplierCondition,
  SupplierMoney,
  SupplierOffer,
  SupplierPassenger,
} from '../../providers/flights/flight-supplier.js';
import type { StoredOffer, StoredSegment, SupplierOfferDetail } from './own-inventory.supplier.js';
import type { Cabin, PriceLine } from './pricing.js';

/** The som price of a supplier's offer, as the pricing rules give it (the pricing module's SomPrice). */
export interface SomPrice {
  total: number;
  fare: number;
  taxes: number;
  fee: number;
  rate: { currency: string; somPerUnit: string; date: string; bufferPct: number };
  supplierTotal: SupplierMoney;
}

/** The pricing rules as of one moment: null when the offer cannot be priced (no current rate) and is not shown. */
export interface OfferPricingSnapshot {
  price(offer: SupplierOffer, trip: { origin: string; destination: string; cabin: Cabin }): SomPrice | null;
}

/** Loads the pricing rules and rates once per search (the pricing module). */
export interface OfferPricing {
  snapshot(now: number): Promise<OfferPricingSnapshot>;
}

/**
 * Travellers as suppliers ask for them. The search form counts children and infants without ages, so
 * a child travels as 7 and an infant as 1: the price is the supplier's for those ages, and booking asks
 * again with the passengers' birth dates.
 */
export function toSupplierPassengers(passengers: SearchPassengers): SupplierPassenger[] {
  return [
    ...Array.from({ length: passengers.adults + passengers.pensioners }, () => ({ kind: 'adult' }) as const),
    ...Array.from({ length: passengers.kids }, () => ({ kind: 'young', age: 7, seat: true }) as const),
    ...Array.from({ length: passengers.babies_with_sit }, () => ({ kind: 'young', age: 1, seat: true }) as const),
    ...Array.from({ length: passengers.babies_without_sit }, () => ({ kind: 'young', age: 1, seat: false }) as const),
  ];
}

/**
 * The party's price lines: the supplier prices the party as a whole, so each traveller carries an
 * equal share (the first line takes the rounding), enough for "per adult" and the totals to agree.
 */
function shareLines(total: number, passengers: SearchPassengers): PriceLine[] {
  const groups: Array<[PriceLine['type'], boolean, boolean, number]> = [
    ['ADLT', false, true, passengers.adults],
    ['ADLT', true, true, passengers.pensioners],
    ['CHLD', false, true, passengers.kids],
    ['INFT', false, true, passengers.babies_with_sit],
    ['INFT', false, false, passengers.babies_without_sit],
  ];
  const travellers = groups.reduce((sum, g) => sum + g[3], 0);
  const unit = Math.floor(total / Math.max(1, travellers));
  const lines = groups
    .filter((g) => g[3] > 0)
    .map(([type, pensioner, withSeat, count]) => ({
      type,
      pensioner,
      with_seat: withSeat,
      count,
      unit_amount: unit,
      amount: unit * count,
    }));
  const rest = total - lines.reduce((sum, l) => sum + l.amount, 0);
  if (lines[0] && rest > 0) lines[0] = { ...lines[0], amount: lines[0].amount + rest };
  return lines;
}

const conditionStatus = (c: SupplierCondition): SupplierOfferDetail['refund'] =>
  c === 'unknown' ? 'unknown' : c.allowed ? 'allowed' : 'not_allowed';

/** A penalty in som at the offer's rate; null when not allowed, unknown, or in another currency. */
function penaltySom(c: SupplierCondition, rate: SomPrice['rate']): number | null {
  if (c === 'unknown' || !c.allowed) return null;
  if (!c.penalty) return 0;
  if (c.penalty.currency !== rate.currency) return null;
  const som = Math.ceil(Number(c.penalty.amount) * Number(rate.somPerUnit));
  return Number.isFinite(som) ? som : null;
}

/** The family a supplier's fare sits in next to ours: flexible when refundable, standard with a checked bag. */
function familyOf(refund: SupplierOfferDetail['refund'], checkedBags: number | null): FareFamily {
  if (refund === 'allowed') return 'flex';
  return checkedBags !== null && checkedBags > 0 ? 'standard' : 'light';
}

/**
 * A one-way supplier offer (one slice) as the stored offer of a leg; null when it cannot be sold:
 * no slice, no price in som, or already past its deadline.
 */
export function toStoredOffer(
  offer: SupplierOffer,
  context: {
    leg: SearchLeg;
    cabin: Cabin;
    passengers: SearchPassengers;
    pricing: OfferPricingSnapshot;
    now: number;
  },
): Omit<StoredOffer, 'id'> | null {
  const slice = offer.slices[0];
  if (!slice || slice.segments.length === 0 || offer.expiresAt <= context.now) return null;
  const first = slice.segments[0]!;
  const last = slice.segments.at(-1)!;
  const price = context.pricing.price(offer, {
    origin: first.origin,
    destination: last.destination,
    cabin: context.cabin,
  });
  if (!price) return null;
  const segments: StoredSegment[] = slice.segments.map((s) => ({
    ref: s.id,
    carrier: s.marketingCarrier.code,
    carrierName: s.marketingCarrier.name,
    number: s.marketingFlightNumber.replace(/^0+(?=\d)/, ''),
    operatedBy:
      s.operatingCarrier.code && s.operatingCarrier.code !== s.marketingCarrier.code
        ? { code: s.operatingCarrier.code, name: s.operatingCarrier.name }
        : null,
    origin: s.origin,
    destination: s.destination,
    departsAt: s.departsAt,
    arrivesAt: s.arrivesAt,
    departsLocal: s.departingAtLocal,
    arrivesLocal: s.arrivingAtLocal,
    aircraft: s.aircraft,
  }));
  const refund = conditionStatus(offer.refundBeforeDeparture);
  const change = conditionStatus(offer.changeBeforeDeparture);
  const outside: SupplierOfferDetail = {
    ref: offer.offerRef,
    expiresAt: offer.expiresAt,
    fareBrand: slice.fareBrand,
    refund,
    change,
    checkedBags: slice.checkedBags,
    carryOnBags: slice.carryOnBags,
    seatsLeft: offer.seatsLeft,
    price: {
      fare: price.fare,
      taxes: price.taxes,
      fee: price.fee,
      supplierTotal: price.supplierTotal,
      rate: price.rate,
    },
  };
  return {
    supplier: offer.supplier,
    leg: context.leg,
    flightIds: [],
    segments,
    outside,
    cabin: context.cabin,
    family: familyOf(refund, slice.checkedBags),
    seatsLeft: offer.seatsLeft ?? 0,
    total: price.total,
    breakdown: shareLines(price.total, context.passengers),
    durationMin: slice.durationMin || Math.round((last.arrivesAt - first.departsAt) / 60_000),
    stops: slice.segments.length - 1,
    departsAt: first.departsAt,
    // Weights are not what suppliers count: pieces are in `outside`, and a fare with a checked piece counts as with baggage.
    baggageKg: null,
    handBaggageKg: 0,
    refundFee: penaltySom(offer.refundBeforeDeparture, price.rate),
    changeFee: penaltySom(offer.changeBeforeDeparture, price.rate),
  };
}

/** Whether a fare is known to be refundable: an unknown refund rule is not. */
export const isRefundable = (offer: StoredOffer): boolean =>
  offer.outside ? offer.outside.refund === 'allowed' : offer.refundFee !== null;

/** Whether a fare is known to include checked baggage: unknown is not included. */
export const hasCheckedBaggage = (offer: StoredOffer): boolean =>
  offer.outside ? (offer.outside.checkedBags ?? 0) > 0 : offer.baggageKg !== null;
