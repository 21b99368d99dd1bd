/**
 * Fares: a base fare per flight and cabin, moved by a demand curve (the more seats paid for and the
 * nearer the departure, the dearer), then by the fare family and the passenger type.
 * Amounts are integer som, rounded to 10.
 */
import type { CabinClass, FareFamily, SearchPassengers } from '@sapar/contracts';

export type Cabin = 'economy' | 'business';
export const toCabin = (cabinClass: CabinClass): Cabin => (cabinClass === 'business' ? 'business' : 'economy');

export interface FareTerms {
  family: FareFamily;
  multiplier: number;
  baggageKg: number | null;
  handBaggageKg: number;
  refundFee: number | null;
  changeFee: number | null;
}

/** Families offered per cabin; low-cost carriers sell no flex fare in economy. */
export function fareFamilies(cabin: Cabin, lowCost: boolean): FareTerms[] {
  if (cabin === 'business') {
    return [
      { family: 'standard', multiplier: 1, baggageKg: 32, handBaggageKg: 15, refundFee: 5000, changeFee: 2000 },
      { family: 'flex', multiplier: 1.25, baggageKg: 32, handBaggageKg: 15, refundFee: 0, changeFee: 0 },
    ];
  }
  // Low-cost basic fares allow no changes at all; the others change for a fee.
  const light: FareTerms = {
    family: 'light',
    multiplier: 1,
    baggageKg: null,
    handBaggageKg: lowCost ? 7 : 10,
    refundFee: null,
    changeFee: lowCost ? null : 3000,
  };
  const standard: FareTerms = {
    family: 'standard',
    multiplier: 1.2,
    baggageKg: lowCost ? 20 : 23,
    handBaggageKg: 10,
    refundFee: 3000,
    changeFee: 1500,
  };
  const flex: FareTerms = {
    family: 'flex',
    multiplier: 1.5,
    baggageKg: 23,
    handBaggageKg: 10,
    refundFee: 0,
    changeFee: 0,
  };
  return lowCost ? [light, standard] : [light, standard, flex];
}

const DAY_MS = 86_400_000;

function timeFactor(daysOut: number): number {
  if (daysOut < 3) return 1.6;
  if (daysOut < 7) return 1.4;
  if (daysOut < 14) return 1.2;
  if (daysOut < 30) return 1.05;
  if (daysOut < 60) return 1;
  return 0.92;
}

const roundTo10 = (amount: number) => Math.round(amount / 10) * 10;

export interface SegmentPriceInput {
  baseFare: number;
  seatsTotal: number;
  /** Seats paid for: unpaid holds do not count, so holding seats never raises the price for others. */
  seatsSold: number;
  departsAt: number;
  familyMultiplier: number;
}

/** One adult on one segment. */
export function adultSegmentPrice(input: SegmentPriceInput, now: number): number {
  const daysOut = Math.floor((input.departsAt - now) / DAY_MS);
  const load = input.seatsTotal > 0 ? input.seatsSold / input.seatsTotal : 1;
  return roundTo10(input.baseFare * timeFactor(daysOut) * (1 + 0.6 * load * load) * input.familyMultiplier);
}

export const CHILD_SHARE = 0.75;
export const INFANT_WITH_SEAT_SHARE = 0.75;
export const INFANT_ON_LAP_SHARE = 0.1;

export interface PriceLine {
  type: 'ADLT' | 'CHLD' | 'INFT';
  pensioner: boolean;
  with_seat: boolean;
  count: number;
  unit_amount: number;
  amount: number;
}

/** Shares of the adult fare other passengers pay on one segment (a fare family row may set its own). */
export interface PassengerShares {
  child: number;
  infantWithSeat: number;
  infantOnLap: number;
}

/**
 * The passenger mix priced over an itinerary: `adultPrices` is one adult's price per segment,
 * `pensionerDiscountPct` the discount each segment's route gives pensioners (0 where none), `shares`
 * each segment's child and infant shares (the defaults where absent).
 */
export function priceItinerary(
  adultPrices: number[],
  pensionerDiscountPct: number[],
  passengers: SearchPassengers,
  shares: ReadonlyArray<PassengerShares | undefined> = [],
): { total: number; breakdown: PriceLine[] } {
  const sum = (share: (i: number) => number) =>
    adultPrices.reduce((acc, price, i) => acc + roundTo10(price * share(i)), 0);
  const lines: PriceLine[] = [];
  const add = (type: PriceLine['type'], count: number, unit: number, pensioner = false, withSeat = true) => {
    if (count > 0) lines.push({ type, pensioner, with_seat: withSeat, count, unit_amount: unit, amount: unit * count });
  };
  add(
    'ADLT',
    passengers.adults,
    sum(() => 1),
  );
  add(
    'ADLT',
    passengers.pensioners,
    sum((i) => 1 - (pensionerDiscountPct[i] ?? 0) / 100),
    true,
  );
  add(
    'CHLD',
    passengers.kids,
    sum((i) => shares[i]?.child ?? CHILD_SHARE),
  );
  add(
    'INFT',
    passengers.babies_with_sit,
    sum((i) => shares[i]?.infantWithSeat ?? INFANT_WITH_SEAT_SHARE),
    false,
    true,
  );
  add(
    'INFT',
    passengers.babies_without_sit,
    sum((i) => shares[i]?.infantOnLap ?? INFANT_ON_LAP_SHARE),
    false,
    false,
  );
  return { total: lines.reduce((acc, line) => acc + line.amount, 0), breakdown: lines };
}

/** Seats a passenger mix occupies: infants on a lap take none. */
export function seatsNeeded(passengers: SearchPassengers): number {
  return passengers.adults + passengers.pensioners + passengers.kids + passengers.babies_with_sit;
}
