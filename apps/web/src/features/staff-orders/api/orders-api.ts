/**
 * The back office's calls about orders: the orders and their actions, service requests, refunds and exchanges,
 * partners' commission, disruptions. Injected into the app's one RTK Query API from the lazy staff chunks only.
 */
import type { StaffDisruptionList } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import { apiClient } from '@/shared/api/client';
import { STAFF_TAGS } from '@/shared/staff/api/staff-tags';
import type {
  Paged,
  StaffAnswerTemplates,
  StaffExchange,
  StaffOrderAction,
  StaffOrderActionResult,
  StaffOrderDetail,
  StaffOrderListQuery,
  StaffOrderRow,
  StaffPartner,
  StaffPartnerList,
  StaffRefund,
  StaffRequestAnswered,
  StaffServiceRequest,
  StaffServiceRequestDetail,
} from '@/shared/staff/api/staff-types';

/** Where each order action is posted (under /staff/orders/{order_number}/); a manual refund is named by its id. */
function orderActionPath(action: StaffOrderAction, manualRefundId?: string): string {
  switch (action) {
    case 'resend_confirmation':
      return 'resend-confirmation/';
    case 'cancel':
      return 'cancel/';
    case 'refund':
      return 'refund/';
    case 'manual_refund_paid':
      return `manual-refunds/${encodeURIComponent(manualRefundId ?? '')}/paid/`;
    case 'note':
      return 'notes/';
  }
}

export interface StaffRequestQuery {
  kind?: string;
  status?: string;
  q?: string;
  assigned?: string;
  language?: string;
  sort?: string;
  page?: number;
}

/**
 * Downloads the CSV export of the filtered list. The API authenticates by header, so a plain link
 * would go without the session: the file is fetched through the client and saved from a Blob,
 * with the BOM put back (decoding strips it) so that Excel reads Cyrillic as UTF-8.
 */
export async function downloadOrdersCsv(query: StaffOrderListQuery): Promise<void> {
  const { page: _page, ...filters } = query;
  await downloadCsv('/staff/orders/export.csv', { ...filters }, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** A partner's monthly commission report (CSV), saved like the orders export. */
export async function downloadPartnerReport(code: string, month: string): Promise<void> {
  await downloadCsv(
    `/staff/partners/${encodeURIComponent(code)}/report.csv`,
    { month },
    `partner-${code}-${month}.csv`,
  );
}

async function downloadCsv(
  url: string,
  params: Record<string, string | number | undefined>,
  fileName: string,
): Promise<void> {
  const csv = await apiClient.request<string>({ url, params });
  const blob = new Blob([`\uFEFF${String(csv ?? '').replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}

export const staffOrdersApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(STAFF_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    listStaffOrders: build.query<Paged<StaffOrderRow>, StaffOrderListQuery>({
      query: (params) => ({ url: '/staff/orders/', params: { ...params } }),
      providesTags: [STAFF_TAGS.orderList],
    }),
    getStaffOrder: build.query<StaffOrderDetail, string>({
      query: (orderNumber) => ({ url: `/staff/orders/${encodeURIComponent(orderNumber)}/` }),
      providesTags: (_result, _error, orderNumber) => [{ type: STAFF_TAGS.order, id: orderNumber }],
    }),
    /** Every action answers the whole order as it now is: the page shows it without another read. */
    runOrderAction: build.mutation<
      StaffOrderActionResult,
      { orderNumber: string; action: StaffOrderAction; reason: string; manualRefundId?: string }
    >({
      query: ({ orderNumber, action, reason, manualRefundId }) => ({
        url: `/staff/orders/${encodeURIComponent(orderNumber)}/${orderActionPath(action, manualRefundId)}`,
        method: 'POST',
        body: action === 'note' ? { text: reason } : { reason },
      }),
      async onQueryStarted({ orderNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(staffOrdersApi.util.upsertQueryData('getStaffOrder', orderNumber, data.order));
        } catch {
          // The page shows the failure; the cached order stays as it was.
        }
      },
      invalidatesTags: [STAFF_TAGS.orderList, STAFF_TAGS.audit],
    }),
    listStaffRequests: build.query<Paged<StaffServiceRequest>, StaffRequestQuery>({
      query: (params) => ({ url: '/staff/requests/', params: { ...params } }),
      providesTags: [STAFF_TAGS.request],
    }),
    getStaffRequest: build.query<StaffServiceRequestDetail, string>({
      query: (number) => ({ url: `/staff/requests/${encodeURIComponent(number)}/` }),
      providesTags: (_result, _error, number) => [{ type: STAFF_TAGS.request, id: number }],
    }),
    /** The answer templates in the request's language, with the sender's name and the number filled in. */
    getStaffRequestTemplates: build.query<StaffAnswerTemplates, string>({
      query: (number) => ({ url: `/staff/requests/${encodeURIComponent(number)}/templates/` }),
    }),
    assignStaffRequest: build.mutation<StaffServiceRequestDetail, { number: string; assignee: 'me' | 'nobody' }>({
      query: ({ number, assignee }) => ({
        url: `/staff/requests/${encodeURIComponent(number)}/assign/`,
        method: 'POST',
        body: { assignee },
      }),
      invalidatesTags: (_result, _error, { number }) => [
        { type: STAFF_TAGS.request, id: number },
        STAFF_TAGS.request,
        STAFF_TAGS.audit,
      ],
    }),
    setStaffRequestStatus: build.mutation<StaffServiceRequestDetail, { number: string; status: string }>({
      query: ({ number, status }) => ({
        url: `/staff/requests/${encodeURIComponent(number)}/status/`,
        method: 'POST',
        body: { status },
      }),
      invalidatesTags: (_result, _error, { number }) => [
        { type: STAFF_TAGS.request, id: number },
        STAFF_TAGS.request,
        STAFF_TAGS.audit,
      ],
    }),
    answerStaffRequest: build.mutation<StaffRequestAnswered, { number: string; message: string; status: string }>({
      query: ({ number, ...body }) => ({
        url: `/staff/requests/${encodeURIComponent(number)}/answer/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { number }) => [
        { type: STAFF_TAGS.request, id: number },
        STAFF_TAGS.request,
        STAFF_TAGS.audit,
      ],
    }),
    listStaffPartners: build.query<StaffPartnerList, void>({
      query: () => ({ url: '/staff/partners/' }),
      providesTags: [STAFF_TAGS.partner],
    }),
    setPartnerRate: build.mutation<StaffPartner, { code: string; commission_rate: number }>({
      query: ({ code, ...body }) => ({ url: `/staff/partners/${encodeURIComponent(code)}/`, method: 'PATCH', body }),
      invalidatesTags: [STAFF_TAGS.partner, STAFF_TAGS.audit],
    }),
    listStaffRefunds: build.query<{ results: StaffRefund[] }, string | undefined>({
      query: (status) => ({ url: '/staff/refunds/', params: { status } }),
      providesTags: [STAFF_TAGS.refund],
    }),
    decideStaffRefund: build.mutation<unknown, { refundId: string; decision: 'complete' | 'reject'; note: string }>({
      query: ({ refundId, decision, note }) => ({
        url: `/staff/refunds/${encodeURIComponent(refundId)}/${decision}/`,
        method: 'POST',
        body: note ? { note } : {},
      }),
      invalidatesTags: [STAFF_TAGS.refund, STAFF_TAGS.orderList, STAFF_TAGS.audit],
    }),
    listStaffExchanges: build.query<{ results: StaffExchange[] }, void>({
      query: () => ({ url: '/staff/exchanges/' }),
    }),
    listStaffDisruptions: build.query<StaffDisruptionList, void>({
      query: () => ({ url: '/staff/disruptions/' }),
      providesTags: [STAFF_TAGS.disruption],
    }),
    remindDisruption: build.mutation<{ reminded: number }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/staff/disruptions/${encodeURIComponent(id)}/remind/`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [STAFF_TAGS.disruption, STAFF_TAGS.audit],
    }),
  }),
});

export const {
  useListStaffOrdersQuery,
  useGetStaffOrderQuery,
  useRunOrderActionMutation,
  useListStaffRequestsQuery,
  useGetStaffRequestQuery,
  useGetStaffRequestTemplatesQuery,
  useAssignStaffRequestMutation,
  useSetStaffRequestStatusMutation,
  useAnswerStaffRequestMutation,
  useListStaffPartnersQuery,
  useSetPartnerRateMutation,
  useListStaffRefundsQuery,
  useDecideStaffRefundMutation,
  useListStaffExchangesQuery,
  useListStaffDisruptionsQuery,
  useRemindDisruptionMutation,
} = staffOrdersApi;
