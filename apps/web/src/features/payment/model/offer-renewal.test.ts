import { describe, expect, it } from 'vitest';
import { makeTicket } from '@/test/flights';
import { findSameOffers, type RepeatedSearch } from './offer-renewal';

/** A repeated search whose results group the fares of one itinerary, as the API answers them. */
function repeated(
  tickets: ReturnType<typeof makeTicket>[],
  secondPage: ReturnType<typeof makeTicket>[] = [],
): RepeatedSearch {
  return {
    search_id: 's-2',
    time_limit: 1200,
    expires_at: new Date(Date.now() + 1_200_000).toISOString(),
    firstPage: { there: { tickets, totalPages: secondPage.length > 0 ? 2 : 1 }, back: { tickets: [], totalPages: 1 } },
    readPage: async () => secondPage,
  };
}

describe('finding the chosen fare again', () => {
  it('finds a dearer fare of the same flights among the fares of a result, with its new offer id and price', async () => {
    const chosen = {
      ...makeTicket({ id: 'old', families: ['light', 'standard', 'flex'] }),
      id: 'old-flex',
      fare_family: 'flex' as const,
    };
    // The same dated flights, new offer ids.
    const again = {
      ...makeTicket({ id: 'new', price: 21_000, families: ['light', 'standard', 'flex'] }),
      segments: chosen.segments,
    };
    const found = await findSameOffers(repeated([again]), { outbound: chosen, inbound: null });
    expect(found?.outbound_ticket).toMatchObject({ id: 'new-flex', fare_family: 'flex', price: { total: 29_400 } });
    expect(found?.total).toBe(29_400);
  });

  it('reads further pages, and says gone when the fare is no longer sold', async () => {
    const chosen = {
      ...makeTicket({ id: 'old', families: ['light', 'flex'] }),
      id: 'old-flex',
      fare_family: 'flex' as const,
    };
    const onlyLight = { ...makeTicket({ id: 'x', families: ['light'] }), segments: chosen.segments };
    expect(await findSameOffers(repeated([onlyLight]), { outbound: chosen, inbound: null })).toBeNull();
    const later = await findSameOffers(
      repeated(
        [makeTicket({ id: 'other', departure: '2030-12-20T10:00', families: ['light'] })],
        [{ ...makeTicket({ id: 'p2', families: ['light', 'flex'] }), segments: chosen.segments }],
      ),
      {
        outbound: chosen,
        inbound: null,
      },
    );
    expect(later?.outbound_ticket.id).toBe('p2-flex');
  });
});
