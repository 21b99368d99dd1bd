/**
 * The purchase calls: booking the chosen offers (with an Idempotency-Key), reading the order,
 * and the MBank one-time-code payment with its status. Shapes from @sapar/contracts.
 */
import type { BookingCreated, BookingRequest, Order, SelectionQuote, SelectionRequest, Payment, PaymentStatus, UserProfile } from '@sapar/contracts';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import { API_BASE_PATH } from '@/shared/api/api-client';

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
    createBooking: build.mutation<BookingCreated, { body: BookingRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/booking/', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
    getOrder: build.query<Order, { orderNumber: string; email: string }>({
      query: ({ orderNumber, email }) => ({ url: `/booking/${encodeURIComponent(orderNumber)}/`, params: { email } }),
    }),
    createMbankOtp: build.mutation<OtpSent, { order_number: string; phone: string }>({
      query: (body) => ({ url: '/payments/mbank/otp/create/', method: 'POST', body }),
    }),
    confirmMbankOtp: build.mutation<Payment, { payment_id: string; code: string }>({
      query: (body) => ({ url: '/payments/mbank/otp/confirm/', method: 'POST', body }),
    }),
    getPayment: build.query<Payment, string>({
      query: (paymentId) => ({ url: `/payments/${encodeURIComponent(paymentId)}/` }),
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
  useCreateBookingMutation,
  useGetOrderQuery,
  useCreateMbankOtpMutation,
  useConfirmMbankOtpMutation,
  useGetPaymentQuery,
  useLazyGetPaymentQuery,
  useGetPurchaserProfileQuery,
} = purchaseApi;

/** The itinerary receipt; a plain link, so the browser downloads or shows the PDF itself. */
export function receiptHref(orderNumber: string, email: string): string {
  return `${API_BASE_PATH}/booking/${encodeURIComponent(orderNumber)}/receipt.pdf?${new URLSearchParams({ email }).toString()}`;
}
