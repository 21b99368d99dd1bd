/**
 * Renewing an expired offer without losing the forms: the search is run again with the same
 * parameters, the same flights and fare are looked up in it, and the payment moves to the new
 * offer ids. The total the buyer accepted stays until they accept a changed one.
 */
import type { SearchRequest, Ticket } from '@sapar/contracts';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLazyReadSearchPageQuery, useRepeatSearchMutation } from '../api/purchase-api';
import { earliestExpiry } from '@/shared/lib/offer-expiry';
import { findSameOffers } from '../model/offer-renewal';
import { renewOffer } from '../model/payment-slice';

export type RenewalState =
  | { status: 'idle' }
  | { status: 'renewing' }
  | { status: 'renewed'; oldTotal: number; newTotal: number }
  | { status: 'gone' }
  | { status: 'failed'; error: unknown };

export interface RenewalInput {
  request: SearchRequest | null;
  outbound: Ticket;
  inbound: Ticket | null;
  acceptedTotal: number;
  /** Called with the new search id before the payment moves to it (the forms' draft follows). */
  onBeforeMove: (searchId: string) => void;
}

export function useOfferRenewal() {
  const dispatch = useDispatch();
  const [repeatSearch] = useRepeatSearchMutation();
  const [readPage] = useLazyReadSearchPageQuery();
  const [state, setState] = useState<RenewalState>({ status: 'idle' });

  const renew = async ({ request, outbound, inbound, acceptedTotal, onBeforeMove }: RenewalInput) => {
    if (!request) return setState({ status: 'gone' });
    setState({ status: 'renewing' });
    try {
      const response = await repeatSearch(request).unwrap();
      const found = await findSameOffers(
        {
          search_id: response.search_id,
          time_limit: response.time_limit,
          expires_at: response.expires_at,
          firstPage: {
            there: { tickets: response.tickets, totalPages: response.pageData.totalPages },
            back: { tickets: response.returned_tickets, totalPages: response.returnedPageData.totalPages },
          },
          readPage: async (leg, page) => (await readPage({ searchId: response.search_id, leg, page }).unwrap()).tickets,
        },
        { outbound, inbound },
      );
      if (!found) return setState({ status: 'gone' });
      onBeforeMove(response.search_id);
      dispatch(
        renewOffer({
          search_id: response.search_id,
          tickets: { outbound_ticket: found.outbound_ticket, return_ticket: found.return_ticket },
          time_limit: response.time_limit,
          // An outside airline's offer may end before the search does.
          expires_at:
            earliestExpiry(response.expires_at, found.outbound_ticket?.expires_at, found.return_ticket?.expires_at) ??
            response.expires_at,
        }),
      );
      setState({ status: 'renewed', oldTotal: acceptedTotal, newTotal: found.total });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };

  return { state, renew, reset: () => setState({ status: 'idle' }) };
}
