/**
 * The built-in FlightSupplier: the agency's own seat blocks and published fares. Fares come from
 * the fare-family table (per carrier, route and cabin); an itinerary with a leg whose route has no
 * families there is priced by the built-in rules of pricing.ts. A live airline or GDS supplier
 * implements the same interface and its offers are merged into the same search.
 */
import type { FareFamily, SearchLeg, SearchPassengers } from '@sapar/contracts';
import { itineraryMinutes, type Itinerary } from './engine.js';
import type { CabinSeats } from './flights.repository.js';
import type { FlightInventory } from './inventory.js';
import {
  adultSegmentPrice,
  fareFamilies,
  priceItinerary,
  seatsNeeded,
  type Cabin,
  type FareTerms,
  type PassengerShares,
  type PriceLine,
} from './pricing.js';
import type { FareFamilyRow } from './schedule.js';
import type { SeatReader } from './seat-reader.js';

/**
 * A flight of an outside supplier's offer, as the search keeps it: what the card shows, with no
 * reference to the agency's schedule (docs/architecture.md, "Flight supply").
 */
export interface StoredSegment {
  /** The supplier's id of the segment. */
  ref: string;
  carrier: string;
  carrierName: string;
  /** The marketing flight number without the carrier ("347"). */
  number: string;
  /** The airline that flies it when not the seller; null when the same. */
  operatedBy: { code: string; name: string } | null;
  origin: string;
  destination: string;
  /** Instants (milliseconds since the epoch). */
  departsAt: number;
  arrivesAt: number;
  /** Local airport times 'yyyy-MM-ddTHH:mm' as the supplier gave them. */
  departsLocal: string;
  arrivesLocal: string;
  aircraft: { code: string; name: string } | null;
}

/** What an outside supplier's offer adds to a stored offer: where it comes from, its unknowns, its som price detail. */
export interface SupplierOfferDetail {
  /** The supplier's id of the offer ("off_…"), for reprice and booking. */
  ref: string;
  /** The supplier's deadline for the offer (milliseconds since the epoch). */
  expiresAt: number;
  fareBrand: string | null;
  refund: 'allowed' | 'not_allowed' | 'unknown';
  change: 'allowed' | 'not_allowed' | 'unknown';
  /** Checked and hand pieces per passenger; null when the supplier is silent. */
  checkedBags: number | null;
  carryOnBags: number | null;
  seatsLeft: number | null;
  price: {
    fare: number;
    taxes: number;
    fee: number;
    supplierTotal: { amount: string; currency: string };
    rate: { currency: string; somPerUnit: string; date: string; bufferPct: number };
  };
}

/** A priced itinerary as a search stores it: codes and numbers only, rendered per language. */
export interface StoredOffer {
  id: string;
  supplier: string;
  leg: SearchLeg;
  /** The agency's own flights; empty for an outside supplier's offer (its flights are in `segments`). */
  flightIds: number[];
  /** An outside supplier's flights; absent on the agency's own offers. */
  segments?: StoredSegment[];
  /** An outside supplier's terms and price detail; absent on the agency's own offers. */
  outside?: SupplierOfferDetail;
  cabin: Cabin;
  family: FareFamily;
  /** Seats at this price; for an outside offer `outside.seatsLeft` says whether it is known. */
  seatsLeft: number;
  total: number;
  breakdown: PriceLine[];
  durationMin: number;
  stops: number;
  departsAt: number;
  baggageKg: number | null;
  /** For an outside offer 0, and `outside.carryOnBags` says what is known. */
  handBaggageKg: number;
  refundFee: number | null;
  changeFee: number | null;
}

export interface SupplierQuery {
  leg: SearchLeg;
  originAirports: string[];
  destinationAirports: string[];
  date: string;
  cabin: Cabin;
  passengers: SearchPassengers;
  now: number;
}

export interface FlightSupplier {
  readonly name: string;
  /** Offers for each query (the legs of one search), in the order asked. */
  searchOffers(queries: readonly SupplierQuery[]): Promise<Omit<StoredOffer, 'id'>[][]>;
}

/** Prices itineraries against seats: one offer per itinerary and fare family with enough seats. */
export function priceItineraries(
  itineraries: readonly Itinerary[],
  seats: ReadonlyMap<number, CabinSeats>,
  inventory: FlightInventory,
  query: Omit<SupplierQuery, 'originAirports' | 'destinationAirports' | 'date'>,
  supplier: string,
): Omit<StoredOffer, 'id'>[] {
  const needed = seatsNeeded(query.passengers);
  const offers: Omit<StoredOffer, 'id'>[] = [];
  for (const itinerary of itineraries) {
    const cabinSeats = itinerary.map((f) => seats.get(f.id));
    if (cabinSeats.some((s) => !s)) continue;
    if (query.cabin === 'business' && itinerary.some((f) => f.businessFare === null)) continue;
    const seatsLeft = Math.min(...cabinSeats.map((s) => s!.total - s!.sold));
    if (seatsLeft < needed || seatsLeft <= 0) continue;
    for (const { terms, bases, pensionerPct, shares } of itineraryFares(itinerary, inventory, query.cabin)) {
      const adultPrices = itinerary.map((f, i) =>
        adultSegmentPrice(
          {
            baseFare: bases[i]!,
            seatsTotal: cabinSeats[i]!.total,
            seatsSold: cabinSeats[i]!.paid,
            departsAt: f.departsAt,
            familyMultiplier: terms.multiplier,
          },
          query.now,
        ),
      );
      const price = priceItinerary(adultPrices, pensionerPct, query.passengers, shares);
      offers.push({
        supplier,
        leg: query.leg,
        flightIds: itinerary.map((f) => f.id),
        cabin: query.cabin,
        family: terms.family,
        seatsLeft,
        total: price.total,
        breakdown: price.breakdown,
        durationMin: itineraryMinutes(itinerary),
        stops: itinerary.length - 1,
        departsAt: itinerary[0]!.departsAt,
        baggageKg: terms.baggageKg,
        handBaggageKg: terms.handBaggageKg,
        refundFee: terms.refundFee,
        changeFee: terms.changeFee,
      });
    }
  }
  return offers;
}

interface ItineraryFare {
  terms: FareTerms;
  /** The base fare per leg (multiplied by `terms.multiplier`). */
  bases: number[];
  pensionerPct: number[];
  shares: Array<PassengerShares | undefined>;
}

const nullableMin = (values: Array<number | null>) =>
  values.some((v) => v === null) ? null : Math.min(...(values as number[]));
const nullableSum = (values: Array<number | null>) =>
  values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + v!, 0);

/**
 * The fare families an itinerary is sold in. From the fare table when every leg's route has rows
 * there: the families every leg offers, bag allowances the smallest of the legs', fees added up
 * (no change or refund if one leg allows none). Otherwise the built-in rules over the flights' base fares.
 */
function itineraryFares(itinerary: Itinerary, inventory: FlightInventory, cabin: Cabin): ItineraryFare[] {
  const rows = itinerary.map((f) => inventory.fareFamiliesOf(f, cabin));
  if (rows.every((legRows) => legRows.length > 0)) {
    const families = rows[0]!
      .map((r) => r.family)
      .filter((family) => rows.every((legRows) => legRows.some((r) => r.family === family)));
    return families.map((family) => {
      const legs = rows.map((legRows) => legRows.find((r) => r.family === family)!) as FareFamilyRow[];
      return {
        terms: {
          family,
          multiplier: 1,
          baggageKg: nullableMin(legs.map((l) => l.baggageKg)),
          handBaggageKg: Math.min(...legs.map((l) => l.handBaggageKg)),
          refundFee: nullableSum(legs.map((l) => l.refundFee)),
          changeFee: nullableSum(legs.map((l) => l.changeFee)),
        },
        bases: legs.map((l) => l.baseFare),
        pensionerPct: legs.map((l) => l.pensionerDiscountPct),
        shares: legs.map((l) => ({
          child: l.childPct / 100,
          infantWithSeat: l.infantSeatPct / 100,
          infantOnLap: l.infantLapPct / 100,
        })),
      };
    });
  }
  const lowCost = itinerary.some((f) => inventory.catalog.airlines.get(f.carrier)?.lowCost ?? false);
  return fareFamilies(cabin, lowCost).map((terms) => ({
    terms,
    bases: itinerary.map((f) => (cabin === 'business' ? f.businessFare! : f.economyFare)),
    pensionerPct: itinerary.map((f) => f.pensionerDiscountPct),
    shares: [],
  }));
}

export class OwnInventorySupplier implements FlightSupplier {
  readonly name = 'own';

  constructor(
    private readonly seats: SeatReader,
    private readonly inventory: FlightInventory,
  ) {}

  async searchOffers(queries: readonly SupplierQuery[]): Promise<Omit<StoredOffer, 'id'>[][]> {
    const itineraries = queries.map((query) => this.inventory.schedule.findItineraries(query, this.inventory.catalog));
    // One seat read for every leg of the search: the legs of one search share the cabin.
    const cabins = [...new Set(queries.map((q) => q.cabin))];
    const seatsByCabin = new Map(
      await Promise.all(
        cabins.map(
          async (cabin) =>
            [
              cabin,
              await this.seats.seatsFor(
                itineraries.flat(2).map((f) => f.id),
                cabin,
              ),
            ] as const,
        ),
      ),
    );
    return queries.map((query, i) =>
      priceItineraries(itineraries[i]!, seatsByCabin.get(query.cabin)!, this.inventory, query, this.name),
    );
  }
}
