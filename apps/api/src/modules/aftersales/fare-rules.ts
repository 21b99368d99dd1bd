/**
 * The money rules of after-sales, from the fare terms an order was sold with: what each ticket cost,
 * the part that is taxes (which even a non-refundable fare gives back), the airline's refund penalty
 * and change fee, and the agency's fee. Pure functions over the order's itinerary snapshot.
 */
import { AGENCY_REFUND_FEE } from '@sapar/contracts';
import type { FlightCatalog, ScheduledFlight, StoredOffer } from '../flights/index.js';

/** Airport charges and taxes included in every fare, per passenger with a seat and segment (som). */
export const SEGMENT_TAX = { domestic: 350, international: 1200 } as const;

export interface TicketHolder {
  position: number;
  type: string;
  pensioner: boolean;
  withSeat: boolean;
}

const takesSeat = (p: TicketHolder) => p.type !== 'INFT' || p.withSeat;

/** What one passenger paid for one offer (its line of the price breakdown). */
export function passengerFare(offer: StoredOffer, p: TicketHolder): number {
  const line = offer.breakdown.find(
    (l) => l.type === p.type && l.pensioner === p.pensioner && (p.type !== 'INFT' || l.with_seat === p.withSeat),
  );
  return line?.unit_amount ?? 0;
}

export function passengerTaxes(
  offer: StoredOffer,
  flights: ReadonlyMap<number, ScheduledFlight>,
  catalog: FlightCatalog,
  p: TicketHolder,
): number {
  if (!takesSeat(p)) return 0;
  const taxes = offer.flightIds.reduce((sum, id) => {
    const f = flights.get(id);
    const domestic =
      !!f && catalog.airports.get(f.origin)?.country === 'KG' && catalog.airports.get(f.destination)?.country === 'KG';
    return sum + (domestic ? SEGMENT_TAX.domestic : SEGMENT_TAX.international);
  }, 0);
  return Math.min(taxes, passengerFare(offer, p));
}

export interface RefundAmounts {
  fareTotal: number;
  penalty: number;
  agencyFee: number;
  amountBack: number;
  /** Every offer is non-refundable: only taxes come back. */
  taxesOnly: boolean;
  /** Every offer refunds in full: the system completes the refund itself. */
  automatic: boolean;
}

/** The refund of `holders`' tickets over every offer of the order. */
export function quoteRefund(
  offers: readonly StoredOffer[],
  flights: ReadonlyMap<number, ScheduledFlight>,
  catalog: FlightCatalog,
  holders: readonly TicketHolder[],
): RefundAmounts {
  let fareTotal = 0;
  let penalty = 0;
  for (const offer of offers) {
    for (const p of holders) {
      const fare = passengerFare(offer, p);
      const refundable = fare - passengerTaxes(offer, flights, catalog, p);
      fareTotal += fare;
      // A non-refundable fare keeps everything but the taxes; otherwise the fee, at most what is refundable.
      if (offer.refundFee === null) penalty += refundable;
      else if (takesSeat(p)) penalty += Math.min(offer.refundFee, refundable);
    }
  }
  const automatic = offers.every((o) => o.refundFee === 0);
  const agencyFee = automatic ? 0 : Math.min(AGENCY_REFUND_FEE * holders.length, Math.max(0, fareTotal - penalty));
  return {
    fareTotal,
    penalty,
    agencyFee,
    amountBack: Math.max(0, fareTotal - penalty - agencyFee),
    taxesOnly: offers.every((o) => o.refundFee === null),
    automatic,
  };
}

/** The change fee of moving `holders` off `offer` (null: the fare does not allow changes). */
export function changeFee(offer: StoredOffer, holders: readonly TicketHolder[]): number | null {
  if (offer.changeFee === null) return null;
  return holders.filter(takesSeat).length * offer.changeFee;
}
