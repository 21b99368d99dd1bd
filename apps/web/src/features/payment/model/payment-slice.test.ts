import { describe, expect, it } from 'vitest';
import {
  limitOfferExpiry,
  paymentSlice,
  removePayment,
  renewOffer,
  setPayment,
  setPurchaseStep,
} from './payment-slice';

const reduce = paymentSlice.reducer;

describe('payment slice', () => {
  it('starts empty with the 999 s time limit', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      searchParams: null,
      tickets: { outbound_ticket: null, return_ticket: null },
      search: { passengers: null, search_id: '', total_price: 0 },
      time_limit: 999,
      expires_at: null,
      step: 'tickets',
      order: null,
    });
  });

  it('is set with tickets, search and time limit, and cleared to defaults on removal', () => {
    const state = reduce(
      undefined,
      setPayment({
        searchParams: { from: 'FRU', to: 'IST' },
        tickets: { outbound_ticket: { id: 'o1' } as never, return_ticket: null },
        search: {
          passengers: { adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
          search_id: 's-1',
          total_price: 25_000,
        },
        time_limit: 600,
      }),
    );
    expect(state.tickets.outbound_ticket).toEqual({ id: 'o1' });
    expect(state.search.search_id).toBe('s-1');
    expect(state.time_limit).toBe(600);
    // The offer's expiry is counted from when it was chosen.
    expect(Date.parse(state.expires_at!) - Date.now()).toBeGreaterThan(590_000);
    expect(reduce(state, removePayment())).toEqual(reduce(undefined, { type: '@@init' }));
  });

  it('renews an expired offer in place: new search id, tickets and expiry; the step and accepted total stay', () => {
    let state = reduce(
      undefined,
      setPayment({
        tickets: { outbound_ticket: { id: 'o1' } as never, return_ticket: null },
        search: {
          passengers: { adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
          search_id: 's-1',
          total_price: 25_000,
        },
        time_limit: 600,
      }),
    );
    state = reduce(state, setPurchaseStep('passengers'));
    state = reduce(
      state,
      renewOffer({
        search_id: 's-2',
        tickets: { outbound_ticket: { id: 'o9' } as never, return_ticket: null },
        time_limit: 1200,
        expires_at: '2030-01-01T00:00:00.000Z',
      }),
    );
    expect(state.step).toBe('passengers');
    expect(state.search).toMatchObject({ search_id: 's-2', total_price: 25_000 });
    expect(state.tickets.outbound_ticket).toEqual({ id: 'o9' });
    expect(state.expires_at).toBe('2030-01-01T00:00:00.000Z');
  });

  it("counts down to an outside offer's own deadline when it ends before the search", () => {
    let state = reduce(
      undefined,
      setPayment({
        tickets: { outbound_ticket: { id: 'd1' } as never, return_ticket: null },
        search: { passengers: null, search_id: 's-1', total_price: 21_000 },
        time_limit: 1200,
        expires_at: '2030-01-01T00:20:00.000Z',
      }),
    );
    state = reduce(state, limitOfferExpiry('2030-01-01T00:12:00.000Z'));
    expect(state.expires_at).toBe('2030-01-01T00:12:00.000Z');
    // A later deadline never lengthens the time left.
    state = reduce(state, limitOfferExpiry('2030-01-01T00:30:00.000Z'));
    expect(state.expires_at).toBe('2030-01-01T00:12:00.000Z');
  });
});
