/**
 * After-sales calls: the signed-in user's order history, one order, the lookup by reference and email
 * (a masked summary, and a link to the whole order mailed to its contact email), and refunds and
 * exchanges (quote, then confirm). Every call about an order sends the order token this browser holds
 * for it (the owner's JWT goes anyway). A confirmed refund or exchange refreshes the history and every
 * order it touches through the cache tags; a confirmed exchange's own token is remembered at once.
 */
import type {
  BookingHistory,
  DisruptionAnswer,
  DisruptionAnswered,
  ExchangeConfirmed,
  ExchangeQuote,
  ExchangeRequest,
  OrderDetail,
  OrderSummary,
  Refund,
  RefundRequest,
} from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import { orderTokenHeaders, orderTokens } from '@/shared/api/order-tokens';
import { toHistoryParams, type HistoryFilters } from '../model/history-filters';

const BOOKING_TAGS = { history: 'BookingHistory', order: 'OrderDetail' } as const;
const HISTORY_LIST = { type: BOOKING_TAGS.history, id: 'LIST' } as const;
const orderTag = (orderNumber: string) => ({ type: BOOKING_TAGS.order, id: orderNumber.toUpperCase() });

/** One order: its token (if this browser holds one) goes as a header, the owner's JWT anyway. */
export interface OrderAccess {
  orderNumber: string;
}

/** The lookup by reference and contact email. */
export interface OrderLookup {
  orderNumber: string;
  email: string;
}

/** The lookup answers the whole order to its owner or token holder, the masked summary to anyone else. */
export const isOrderSummary = (order: OrderDetail | OrderSummary): order is OrderSummary =>
  'summary' in order && order.summary === true;

interface ConfirmRefundArgs {
  refundId: string;
  orderNumber: string;
}

interface ConfirmExchangeArgs {
  exchangeId: string;
  optionId: string;
  orderNumber: string;
}

const orderPath = (orderNumber: string) => `/booking/${encodeURIComponent(orderNumber)}/`;

export const bookingsApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(BOOKING_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getMyBookings: build.query<BookingHistory, HistoryFilters>({
      query: (filters) => ({ url: '/booking/my/', params: toHistoryParams(filters) }),
      providesTags: (result) => [HISTORY_LIST, ...(result?.results.map((order) => orderTag(order.order_number)) ?? [])],
    }),
    getOrderDetail: build.query<OrderDetail, OrderAccess>({
      query: ({ orderNumber }) => ({ url: orderPath(orderNumber), headers: orderTokenHeaders(orderNumber) }),
      providesTags: (_result, _error, { orderNumber }) => [orderTag(orderNumber)],
    }),
    /** Never cached: what it shows depends on the token held at the moment, and it is asked on purpose. */
    lookupOrder: build.query<OrderDetail | OrderSummary, OrderLookup>({
      query: ({ orderNumber, email }) => ({
        url: orderPath(orderNumber),
        params: { email },
        headers: orderTokenHeaders(orderNumber),
      }),
      keepUnusedDataFor: 0,
    }),
    /** Always 202 whether or not the email matches: the link goes to the order's contact email only. */
    requestOrderLink: build.mutation<{ detail: string }, OrderLookup>({
      query: ({ orderNumber, email }) => ({ url: `${orderPath(orderNumber)}access/`, method: 'POST', body: { email } }),
    }),
    quoteRefund: build.mutation<Refund, RefundRequest>({
      query: (body) => ({
        url: '/booking/refund/',
        method: 'POST',
        body,
        headers: orderTokenHeaders(body.order_number),
      }),
    }),
    confirmRefund: build.mutation<Refund, ConfirmRefundArgs>({
      query: ({ refundId, orderNumber }) => ({
        url: `/booking/refund/${encodeURIComponent(refundId)}/confirm/`,
        method: 'POST',
        body: {},
        headers: orderTokenHeaders(orderNumber),
      }),
      // Refused or not, the order may have moved on: read it again.
      invalidatesTags: (_result, _error, { orderNumber }) => [HISTORY_LIST, orderTag(orderNumber)],
    }),
    quoteExchange: build.mutation<ExchangeQuote, ExchangeRequest>({
      query: (body) => ({
        url: '/booking/exchange/',
        method: 'POST',
        body,
        headers: orderTokenHeaders(body.order_number),
      }),
    }),
    confirmExchange: build.mutation<ExchangeConfirmed, ConfirmExchangeArgs>({
      query: ({ exchangeId, optionId, orderNumber }) => ({
        url: `/booking/exchange/${encodeURIComponent(exchangeId)}/confirm/`,
        method: 'POST',
        body: { option_id: optionId },
        headers: orderTokenHeaders(orderNumber),
      }),
      // The exchange order is paid and opened with its own token: remembered before anyone can use the answer.
      transformResponse: (confirmed: ExchangeConfirmed) => {
        orderTokens.save(confirmed.order_number, confirmed.order_token);
        return confirmed;
      },
      invalidatesTags: (result, _error, { orderNumber }) => [
        HISTORY_LIST,
        orderTag(orderNumber),
        ...(result?.order_number ? [orderTag(result.order_number)] : []),
      ],
    }),
    /** The answer to a cancelled or retimed flight; a rebooking's new order is remembered with its token. */
    answerDisruption: build.mutation<DisruptionAnswered, DisruptionAnswer & { orderNumber: string }>({
      query: ({ orderNumber, ...body }) => ({
        url: `${orderPath(orderNumber)}disruption/`,
        method: 'POST',
        body,
        headers: orderTokenHeaders(orderNumber),
      }),
      transformResponse: (answered: DisruptionAnswered) => {
        if (answered.new_order_number && answered.new_order_token)
          orderTokens.save(answered.new_order_number, answered.new_order_token);
        return answered;
      },
      // Answered or refused (someone answered first), the order has moved on: read it again.
      invalidatesTags: (result, _error, { orderNumber }) => [
        HISTORY_LIST,
        orderTag(orderNumber),
        ...(result?.new_order_number ? [orderTag(result.new_order_number)] : []),
      ],
    }),
  }),
});

export const {
  useGetMyBookingsQuery,
  useGetOrderDetailQuery,
  useLazyLookupOrderQuery,
  useRequestOrderLinkMutation,
  useQuoteRefundMutation,
  useConfirmRefundMutation,
  useQuoteExchangeMutation,
  useConfirmExchangeMutation,
  useAnswerDisruptionMutation,
} = bookingsApi;

/** After a payment made elsewhere (the exchange's MBank step): the history and these orders are stale. */
export const invalidateOrders = (orderNumbers: readonly string[]) =>
  bookingsApi.util.invalidateTags([HISTORY_LIST, ...orderNumbers.map(orderTag)]);
