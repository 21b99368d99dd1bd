/**
 * The purchase calls: booking the chosen offers (with an Idempotency-Key), reading the order,
 * and the MBank one-time-code payment with its status. Shapes from @sapar/contracts. The booking's
 * order token is remembered as it arrives; every later call about the order sends it (X-Order-Token).
 */
import type { RepricedOfferAnswer, SearchLeg, SearchRequest, SearchResponse, Ticket } from '@sapar/contracts';
import type {
  BookingCreated,
  BookingRequest,
  Order,
  SelectionQuote,
  SelectionRequest,
  Payment,
  PaymentStatus,
  UserProfile,
} from '@sapar/contracts';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import { API_BASE_PATH } from '@/shared/api/api-client';
import { orderTokenHeaders, orderTokens } from '@/shared/api/order-tokens';

export interface OtpSent {
  payment_id: string;
  status: PaymentStatus;
  resend_after: number;
}

export const purchaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Ticket selection: the chosen offers priced again on the seats as they are now (nothing is held). */
    selectTickets: build.query<SelectionQuote, SelectionRequest>({
      query: (body) => ({ url: '/booking/select/', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    /**
     * An outside airline's offer read again before the passenger step: 'changed' carries the new price to accept;
     * 410 offer_gone when the airline no longer sells it. Never cached: it is the airline's answer now.
     */
    repriceOffer: build.query<RepricedOfferAnswer, { searchId: string; offerId: string }>({
      query: ({ searchId, offerId }) => ({
        url: `/flights/search/${encodeURIComponent(searchId)}/offers/${encodeURIComponent(offerId)}/reprice/`,
        method: 'POST',
      }),
      keepUnusedDataFor: 0,
    }),
    /** The search of an expired offer, run again with the same parameters (never cached: it is the fresh answer). */
    repeatSearch: build.mutation<SearchResponse, SearchRequest>({
      query: (body) => ({ url: '/flights/search/', method: 'POST', body }),
    }),
    readSearchPage: build.query<{ tickets: Ticket[] }, { searchId: string; leg: SearchLeg; page: number }>({
      query: ({ searchId, leg, page }) => ({
        url: `/flights/search/${encodeURIComponent(searchId)}/`,
        params: { leg, page },
      }),
      keepUnusedDataFor: 0,
    }),
    createBooking: build.mutation<BookingCreated, { body: BookingRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/booking/',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // Without its token a guest could neither pay the order nor open it: remembered before anyone uses the answer.
      transformResponse: (created: BookingCreated) => {
        orderTokens.save(created.order_number, created.order_token);
        return created;
      },
    }),
    getOrder: build.query<Order, { orderNumber: string }>({
      query: ({ orderNumber }) => ({
        url: `/booking/${encodeURIComponent(orderNumber)}/`,
        headers: orderTokenHeaders(orderNumber),
      }),
    }),
    createMbankOtp: build.mutation<OtpSent, { order_number: string; phone: string }>({
      query: (body) => ({
        url: '/payments/mbank/otp/create/',
        method: 'POST',
        body,
        headers: orderTokenHeaders(body.order_number),
      }),
    }),
    /** `orderNumber` picks the order token to send; it is not part of the body. */
    confirmMbankOtp: build.mutation<Payment, { payment_id: string; code: string; orderNumber: string }>({
      query: ({ orderNumber, ...body }) => ({
        url: '/payments/mbank/otp/confirm/',
        method: 'POST',
        body,
        headers: orderTokenHeaders(orderNumber),
      }),
    }),
    getPayment: build.query<Payment, { paymentId: string; orderNumber?: string | undefined }>({
      query: ({ paymentId, orderNumber }) => ({
        url: `/payments/${encodeURIComponent(paymentId)}/`,
        headers: orderNumber ? orderTokenHeaders(orderNumber) : undefined,
      }),
    }),
    /** The signed-in user's own data, to insert into a passenger form. */
    getPurchaserProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/users/me/' }),
      providesTags: [API_TAGS.profile],
    }),
  }),
});

export const {
  useSelectTicketsQuery,
  useRepriceOfferQuery,
  useRepeatSearchMutation,
  useLazyReadSearchPageQuery,
  useCreateBookingMutation,
  useGetOrderQuery,
  useCreateMbankOtpMutation,
  useConfirmMbankOtpMutation,
  useGetPaymentQuery,
  useLazyGetPaymentQuery,
  useGetPurchaserProfileQuery,
} = purchaseApi;

/** The itinerary receipt; a plain link (no headers), so the order token rides in ?token=. */
export function receiptHref(orderNumber: string, token: string): string {
  return `${API_BASE_PATH}/booking/${encodeURIComponent(orderNumber)}/receipt.pdf?${new URLSearchParams({ token }).toString()}`;
}
