/** The offer being paid for: the chosen tickets, the search they came from and the time left to pay. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAYMENT_TIME_LIMIT } from '@sapar/contracts';

/** Open records until the flight search contract is defined in @sapar/contracts. */
export type PaymentTicket = Record<string, unknown>;
export type PaymentSearchParams = Record<string, unknown>;

export interface PaymentState {
  searchParams: PaymentSearchParams | null;
  tickets: { outbound_ticket: PaymentTicket | null; return_ticket: PaymentTicket | null };
  search: { passengers: Record<string, number> | null; search_id: string; total_price: number };
  /** Seconds left to pay. */
  time_limit: number;
}

export const paymentInitialState: PaymentState = {
  searchParams: null,
  tickets: { outbound_ticket: null, return_ticket: null },
  search: { passengers: null, search_id: '', total_price: 0 },
  time_limit: DEFAULT_PAYMENT_TIME_LIMIT,
};

export interface SetPaymentPayload {
  searchParams?: PaymentSearchParams | null;
  tickets: PaymentState['tickets'];
  search: PaymentState['search'];
  time_limit?: number;
}

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: paymentInitialState,
  reducers: {
    setPayment: (state, action: PayloadAction<SetPaymentPayload>) => {
      const { searchParams, tickets, search, time_limit } = action.payload;
      if (searchParams !== undefined) state.searchParams = searchParams;
      state.tickets = tickets;
      state.search = search;
      state.time_limit = time_limit ?? DEFAULT_PAYMENT_TIME_LIMIT;
    },
    removePayment: () => paymentInitialState,
  },
});

export const { setPayment, removePayment } = paymentSlice.actions;
