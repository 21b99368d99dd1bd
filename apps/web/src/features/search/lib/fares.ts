/**
 * The fares of one itinerary: a result of the search carries every fare family sold on its flights;
 * picking one makes the result stand for that fare (its offer id, terms and price), which is what
 * 'Select' hands to the checkout.
 */
import type { Fare, SearchResult } from '@sapar/contracts';

/** The result as the chosen fare: the ticket fields become the fare's, the fares stay for comparison. */
export function withFare(result: SearchResult, fare: Fare): SearchResult {
  return {
    ...result,
    id: fare.offer_id,
    fare_family: fare.fare_family,
    baggage: fare.baggage,
    hand_baggage: fare.hand_baggage,
    refund: fare.refund,
    change: fare.change,
    non_refundable: fare.non_refundable,
    seats_left: fare.seats_left,
    price: fare.price,
    ...originOf(fare),
  };
}

/** An outside fare's supplier, deadline and brand (the agency's own fares answered before suppliers carry none). */
function originOf(fare: Fare): Pick<Fare, 'supplier' | 'expires_at' | 'fare_brand'> {
  return {
    ...(fare.supplier !== undefined ? { supplier: fare.supplier } : {}),
    ...(fare.expires_at !== undefined ? { expires_at: fare.expires_at } : {}),
    ...(fare.fare_brand !== undefined ? { fare_brand: fare.fare_brand } : {}),
  };
}

/** The fare a result stands for now (its id is that fare's offer id), else its cheapest. */
export function currentFare(result: SearchResult): Fare {
  return result.fares.find((f) => f.offer_id === result.id) ?? result.fares[0]!;
}

/** Whether a chosen ticket is one of this result's fares. */
export const isFareOf = (result: SearchResult, ticketId: string | undefined) =>
  ticketId !== undefined && result.fares.some((f) => f.offer_id === ticketId);

/**
 * A steady colour per airline code for its badge (no logos): a hue from the code, dark enough for
 * white text at WCAG AA (lightness 32%).
 */
export function airlineBadgeColor(code: string): string {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash} 55% 32%)`;
}
