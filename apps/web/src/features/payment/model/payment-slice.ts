/**
 * The offer being paid for (docs/product.md#client-state-groups, payment): the search parameters it came from, the
 * chosen tickets, the search (passengers, id, total) and the seconds left to pay (default 999);
 * plus where the purchase flow stands and the booked order, so a reload of /ticket-payment keeps it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAYMENT_TIME_LIMIT, type SearchPassengers, type Ticket } from '@sapar/contracts';

export type PaymentSearchParams = Record<string, string>;
export type PassengerCounts = Omit<SearchPassengers, 'type'>;

export const PURCHASE_STEPS = ['tickets', 'passengers', 'review', 'payment'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/** The order POST /booking/ answered, with the contacts given (the payment step's phone; the token is kept in `orderTokens`). */
export interface BookedOrder {
  order_number: string;
  total_price: number;
  payment_deadline: string;
  email: string;
  phone: string;
}

export interface PaymentState {
  searchParams: PaymentSearchParams | null;
  tickets: { outbound_ticket: Ticket | null; return_ticket: Ticket | null };
  search: { passengers: PassengerCounts | null; search_id: string; total_price: number };
  /** Seconds left to pay. */
  time_limit: number;
  /** When the chosen offers (their search) expire, ISO; null when not known. */
  expires_at: string | null;
  step: PurchaseStep;
  order: BookedOrder | null;
}

export const paymentInitialState: PaymentState = {
  searchParams: null,
  tickets: { outbound_ticket: null, return_ticket: null },
  search: { passengers: null, search_id: '', total_price: 0 },
  time_limit: DEFAULT_PAYMENT_TIME_LIMIT,
  expires_at: null,
  step: 'tickets',
  order: null,
};

export interface SetPaymentPayload {
  searchParams?: PaymentSearchParams | null;
  tickets: PaymentState['tickets'];
  search: PaymentState['search'];
  time_limit?: number;
  /** Defaults to now + time_limit (when given). */
  expires_at?: string | null;
}

/** The same itinerary and fare found again in a repeated search: new ids and expiry, the accepted total kept. */
export interface RenewedOffer {
  search_id: string;
  tickets: PaymentState['tickets'];
  time_limit: number;
  expires_at: string;
}

const expiryOf = (timeLimit: number | undefined, expiresAt: string | null | undefined) =>
  expiresAt !== undefined
    ? expiresAt
    : timeLimit !== undefined
      ? new Date(Date.now() + timeLimit * 1000).toISOString()
      : null;

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: paymentInitialState,
  reducers: {
    setPayment: (state, action: PayloadAction<SetPaymentPayload>) => {
      const { searchParams, tickets, search, time_limit, expires_at } = action.payload;
      if (searchParams !== undefined) state.searchParams = searchParams;
      state.tickets = tickets;
      state.search = search;
      state.time_limit = time_limit ?? DEFAULT_PAYMENT_TIME_LIMIT;
      state.expires_at = expiryOf(time_limit, expires_at);
      // A new choice starts a new purchase.
      state.step = 'tickets';
      state.order = null;
    },
    /** The expired offer replaced by the same flight of a repeated search; the step and the accepted total stay. */
    renewOffer: (state, action: PayloadAction<RenewedOffer>) => {
      state.search.search_id = action.payload.search_id;
      state.tickets = action.payload.tickets;
      state.time_limit = action.payload.time_limit;
      state.expires_at = action.payload.expires_at;
    },
    /** An offer read again may end sooner than the search (an outside airline's own deadline): the countdown follows. */
    limitOfferExpiry: (state, action: PayloadAction<string>) => {
      const next = Date.parse(action.payload);
      if (Number.isFinite(next) && (state.expires_at === null || next < Date.parse(state.expires_at)))
        state.expires_at = action.payload;
    },
    setPurchaseStep: (state, action: PayloadAction<PurchaseStep>) => {
      state.step = action.payload;
    },
    /** The accepted new total of a 409 price_changed. */
    setTotalPrice: (state, action: PayloadAction<number>) => {
      state.search.total_price = action.payload;
    },
    setOrder: (state, action: PayloadAction<BookedOrder>) => {
      state.order = action.payload;
      state.search.total_price = action.payload.total_price;
      state.time_limit = Math.max(0, Math.round((Date.parse(action.payload.payment_deadline) - Date.now()) / 1000));
      state.step = 'payment';
    },
    removePayment: () => paymentInitialState,
  },
});

export const { setPayment, renewOffer, limitOfferExpiry, setPurchaseStep, setTotalPrice, setOrder, removePayment } =
  paymentSlice.actions;

export const selectPayment = (state: { payment: PaymentState }) => state.payment;
