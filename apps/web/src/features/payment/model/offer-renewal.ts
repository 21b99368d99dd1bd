/**
 * Finding the chosen flight again after its offer expired: a repeated search gives new offer ids,
 * so the same offer is the same dated flights in the same cabin and fare family.
 */
import type { SearchLeg, SearchResult, Ticket } from '@sapar/contracts';

/** How the purchase reads the pages of a repeated search (the API, or a test's fake). */
export interface RepeatedSearch {
  search_id: string;
  time_limit: number;
  expires_at: string;
  /** The first page of each leg. */
  firstPage: Record<SearchLeg, { tickets: Ticket[]; totalPages: number }>;
  readPage: (leg: SearchLeg, page: number) => Promise<Ticket[]>;
}

/** At most this many pages are read per leg before the flight counts as gone. */
export const MAX_RENEWAL_PAGES = 20;

export function isSameOffer(chosen: Ticket, found: Ticket): boolean {
  const flights = (ticket: Ticket) => ticket.segments.map((segment) => segment.flight_id).join(',');
  return (
    chosen.fare_family === found.fare_family &&
    (chosen.fare_brand ?? null) === (found.fare_brand ?? null) &&
    chosen.cabin === found.cabin &&
    flights(chosen) === flights(found)
  );
}

/**
 * A search answers one result per itinerary with every fare family of its flights in `fares`; its
 * own fields are the cheapest fare's. Each fare is an offer of its own (its offer id, terms, price).
 */
export function offersOf(ticket: Ticket): Ticket[] {
  const fares = (ticket as Partial<SearchResult>).fares;
  if (!fares || fares.length === 0) return [ticket];
  return fares.map((fare) => ({
    ...ticket,
    id: fare.offer_id,
    fare_family: fare.fare_family,
    baggage: fare.baggage,
    hand_baggage: fare.hand_baggage,
    refund: fare.refund,
    change: fare.change,
    non_refundable: fare.non_refundable,
    seats_left: fare.seats_left,
    price: fare.price,
    ...(fare.supplier !== undefined ? { supplier: fare.supplier } : {}),
    ...(fare.expires_at !== undefined ? { expires_at: fare.expires_at } : {}),
    ...(fare.fare_brand !== undefined ? { fare_brand: fare.fare_brand } : {}),
  }));
}

const findIn = (tickets: Ticket[], chosen: Ticket) =>
  tickets.flatMap(offersOf).find((offer) => isSameOffer(chosen, offer)) ?? null;

async function findOnLeg(search: RepeatedSearch, leg: SearchLeg, chosen: Ticket): Promise<Ticket | null> {
  const first = search.firstPage[leg];
  const match = findIn(first.tickets, chosen);
  if (match) return match;
  for (let page = 2; page <= Math.min(first.totalPages, MAX_RENEWAL_PAGES); page += 1) {
    const found = findIn(await search.readPage(leg, page), chosen);
    if (found) return found;
  }
  return null;
}

/** The chosen tickets in the repeated search, or null when either is no longer offered. */
export async function findSameOffers(
  search: RepeatedSearch,
  chosen: { outbound: Ticket; inbound: Ticket | null },
): Promise<{ outbound_ticket: Ticket; return_ticket: Ticket | null; total: number } | null> {
  const outbound = await findOnLeg(search, 'there', chosen.outbound);
  if (!outbound) return null;
  const inbound = chosen.inbound ? await findOnLeg(search, 'back', chosen.inbound) : null;
  if (chosen.inbound && !inbound) return null;
  return {
    outbound_ticket: outbound,
    return_ticket: inbound,
    total: outbound.price.total + (inbound?.price.total ?? 0),
  };
}
