/**
 * After-sales calls: the signed-in user's order history, one order (owner token, contact email or the
 * email link's token), and refunds and exchanges (quote, then confirm). A confirmed refund or exchange
 * refreshes the history and every order it touches through the cache tags.
 */
import type {
  BookingHistory,
  ExchangeConfirmed,
  ExchangeQuote,
  ExchangeRequest,
  OrderDetail,
  Refund,
  RefundRequest,
} from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import { toHistoryParams, type HistoryFilters } from '../model/history-filters';

const BOOKING_TAGS = { history: 'BookingHistory', order: 'OrderDetail' } as const;
const HISTORY_LIST = { type: BOOKING_TAGS.history, id: 'LIST' } as const;
const orderTag = (orderNumber: string) => ({ type: BOOKING_TAGS.order, id: orderNumber.toUpperCase() });

/** How the caller proves the order is theirs; the JWT goes with every call anyway. */
export interface OrderAccess {
  orderNumber: string;
  email?: string | undefined;
  token?: string | undefined;
}

interface ConfirmRefundArgs {
  refundId: string;
  orderNumber: string;
  email?: string | undefined;
}

interface ConfirmExchangeArgs {
  exchangeId: string;
  optionId: string;
  orderNumber: string;
  email?: string | undefined;
}

export const bookingsApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(BOOKING_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getMyBookings: build.query<BookingHistory, HistoryFilters>({
      query: (filters) => ({ url: '/booking/my/', params: toHistoryParams(filters) }),
      providesTags: (result) => [HISTORY_LIST, ...(result?.results.map((order) => orderTag(order.order_number)) ?? [])],
    }),
    getOrderDetail: build.query<OrderDetail, OrderAccess>({
      query: ({ orderNumber, email, token }) => ({ url: `/booking/${encodeURIComponent(orderNumber)}/`, params: { email, token } }),
      providesTags: (_result, _error, { orderNumber }) => [orderTag(orderNumber)],
    }),
    quoteRefund: build.mutation<Refund, RefundRequest>({
      query: (body) => ({ url: '/booking/refund/', method: 'POST', body }),
    }),
    confirmRefund: build.mutation<Refund, ConfirmRefundArgs>({
      query: ({ refundId, email }) => ({ url: `/booking/refund/${encodeURIComponent(refundId)}/confirm/`, method: 'POST', body: email ? { email } : {} }),
      // Refused or not, the order may have moved on: read it again.
      invalidatesTags: (_result, _error, { orderNumber }) => [HISTORY_LIST, orderTag(orderNumber)],
    }),
    quoteExchange: build.mutation<ExchangeQuote, ExchangeRequest>({
      query: (body) => ({ url: '/booking/exchange/', method: 'POST', body }),
    }),
    confirmExchange: build.mutation<ExchangeConfirmed, ConfirmExchangeArgs>({
      query: ({ exchangeId, optionId, email }) => ({
        url: `/booking/exchange/${encodeURIComponent(exchangeId)}/confirm/`,
        method: 'POST',
        body: { option_id: optionId, ...(email ? { email } : {}) },
      }),
      invalidatesTags: (result, _error, { orderNumber }) => [HISTORY_LIST, orderTag(orderNumber), ...(result?.order_number ? [orderTag(result.order_number)] : [])],
    }),
  }),
});

export const {
  useGetMyBookingsQuery,
  useGetOrderDetailQuery,
  useLazyGetOrderDetailQuery,
  useQuoteRefundMutation,
  useConfirmRefundMutation,
  useQuoteExchangeMutation,
  useConfirmExchangeMutation,
} = bookingsApi;

/** After a payment made elsewhere (the exchange's MBank step): the history and these orders are stale. */
export const invalidateOrders = (orderNumbers: readonly string[]) =>
  bookingsApi.util.invalidateTags([HISTORY_LIST, ...orderNumbers.map(orderTag)]);
