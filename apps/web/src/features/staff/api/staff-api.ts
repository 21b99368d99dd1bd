/**
 * The back office's calls, injected into the app's one RTK Query API. This module is reached only
 * from the lazy staff chunks, so the travellers' pages never load it.
 */
import { baseApi } from '@/shared/api/base-api';
import type {
  BoardAirport,
  BoardDirection,
  BoardResponse,
  FlightStatusRequest,
  FlightStatusView,
  StaffDisruptionList,
} from '@sapar/contracts';
import { apiClient } from '@/shared/api/client';
import type {
  Paged,
  SignInAnswer,
  StaffAuditEntry,
  StaffDashboard,
  StaffMe,
  StaffMfaEnrolled,
  StaffMfaSetup,
  StaffOrderAction,
  StaffOrderActionResult,
  StaffOrderDetail,
  StaffOrderListQuery,
  StaffOrderRow,
  StaffExchange,
  StaffPartner,
  StaffRefund,
  StaffPartnerList,
  StaffRequestAnswered,
  StaffRole,
  StaffAnswerTemplates,
  StaffServiceRequest,
  StaffServiceRequestDetail,
  StaffUser,
  TokenPair,
} from './staff-types';

const TAGS = {
  me: 'StaffMe',
  order: 'StaffOrder',
  orderList: 'StaffOrderList',
  request: 'StaffRequest',
  user: 'StaffUser',
  audit: 'StaffAudit',
  partner: 'StaffPartner',
  refund: 'StaffRefund',
  flights: 'StaffFlights',
  disruption: 'StaffDisruption',
} as const;

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

export interface StaffAuditQuery {
  entity?: string;
  id?: string;
  staff?: string;
  page?: number;
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

export const staffApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    staffSignIn: build.mutation<SignInAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/users/token/', method: 'POST', body }),
    }),
    staffMfaSignIn: build.mutation<TokenPair, { mfa_token: string; code: string }>({
      query: (body) => ({ url: '/users/token/mfa/', method: 'POST', body }),
    }),
    startMfaSetup: build.mutation<StaffMfaSetup, void>({
      query: () => ({ url: '/staff/mfa/setup/', method: 'POST', body: {} }),
    }),
    confirmMfa: build.mutation<StaffMfaEnrolled, { code: string }>({
      query: (body) => ({ url: '/staff/mfa/confirm/', method: 'POST', body }),
      invalidatesTags: [TAGS.me],
    }),
    acceptStaffInvite: build.mutation<{ email: string; detail: string }, { token: string; password: string }>({
      query: (body) => ({ url: '/staff/users/accept/', method: 'POST', body }),
    }),
    getStaffMe: build.query<StaffMe, void>({
      query: () => ({ url: '/staff/me/' }),
      providesTags: [TAGS.me],
    }),
    listStaffOrders: build.query<Paged<StaffOrderRow>, StaffOrderListQuery>({
      query: (params) => ({ url: '/staff/orders/', params: { ...params } }),
      providesTags: [TAGS.orderList],
    }),
    getStaffOrder: build.query<StaffOrderDetail, string>({
      query: (orderNumber) => ({ url: `/staff/orders/${encodeURIComponent(orderNumber)}/` }),
      providesTags: (_result, _error, orderNumber) => [{ type: TAGS.order, id: orderNumber }],
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
          dispatch(staffApi.util.upsertQueryData('getStaffOrder', orderNumber, data.order));
        } catch {
          // The page shows the failure; the cached order stays as it was.
        }
      },
      invalidatesTags: [TAGS.orderList, TAGS.audit],
    }),
    listStaffRequests: build.query<Paged<StaffServiceRequest>, StaffRequestQuery>({
      query: (params) => ({ url: '/staff/requests/', params: { ...params } }),
      providesTags: [TAGS.request],
    }),
    getStaffRequest: build.query<StaffServiceRequestDetail, string>({
      query: (number) => ({ url: `/staff/requests/${encodeURIComponent(number)}/` }),
      providesTags: (_result, _error, number) => [{ type: TAGS.request, id: number }],
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
      invalidatesTags: (_result, _error, { number }) => [{ type: TAGS.request, id: number }, TAGS.request, TAGS.audit],
    }),
    setStaffRequestStatus: build.mutation<StaffServiceRequestDetail, { number: string; status: string }>({
      query: ({ number, status }) => ({
        url: `/staff/requests/${encodeURIComponent(number)}/status/`,
        method: 'POST',
        body: { status },
      }),
      invalidatesTags: (_result, _error, { number }) => [{ type: TAGS.request, id: number }, TAGS.request, TAGS.audit],
    }),
    answerStaffRequest: build.mutation<StaffRequestAnswered, { number: string; message: string; status: string }>({
      query: ({ number, ...body }) => ({
        url: `/staff/requests/${encodeURIComponent(number)}/answer/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { number }) => [{ type: TAGS.request, id: number }, TAGS.request, TAGS.audit],
    }),
    getStaffDashboard: build.query<StaffDashboard, number>({
      query: (days) => ({ url: '/staff/dashboard/', params: { days } }),
    }),
    listStaffUsers: build.query<{ results: StaffUser[] }, void>({
      query: () => ({ url: '/staff/users/' }),
      providesTags: [TAGS.user],
    }),
    inviteStaffUser: build.mutation<StaffUser, { email: string; roles: StaffRole[] }>({
      query: (body) => ({ url: '/staff/users/', method: 'POST', body }),
      invalidatesTags: [TAGS.user, TAGS.audit],
    }),
    updateStaffUser: build.mutation<StaffUser, { id: string; roles?: StaffRole[]; active?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/staff/users/${encodeURIComponent(id)}/`, method: 'PATCH', body }),
      invalidatesTags: [TAGS.user, TAGS.audit],
    }),
    listStaffPartners: build.query<StaffPartnerList, void>({
      query: () => ({ url: '/staff/partners/' }),
      providesTags: [TAGS.partner],
    }),
    setPartnerRate: build.mutation<StaffPartner, { code: string; commission_rate: number }>({
      query: ({ code, ...body }) => ({ url: `/staff/partners/${encodeURIComponent(code)}/`, method: 'PATCH', body }),
      invalidatesTags: [TAGS.partner, TAGS.audit],
    }),
    listStaffRefunds: build.query<{ results: StaffRefund[] }, string | undefined>({
      query: (status) => ({ url: '/staff/refunds/', params: { status } }),
      providesTags: [TAGS.refund],
    }),
    decideStaffRefund: build.mutation<unknown, { refundId: string; decision: 'complete' | 'reject'; note: string }>({
      query: ({ refundId, decision, note }) => ({
        url: `/staff/refunds/${encodeURIComponent(refundId)}/${decision}/`,
        method: 'POST',
        body: note ? { note } : {},
      }),
      invalidatesTags: [TAGS.refund, TAGS.orderList, TAGS.audit],
    }),
    listStaffExchanges: build.query<{ results: StaffExchange[] }, void>({
      query: () => ({ url: '/staff/exchanges/' }),
    }),
    /** The flights as the public board lists them (with what staff set): the Flights page changes their status. */
    listStaffFlights: build.query<BoardResponse, { airport: BoardAirport; direction: BoardDirection; date: string }>({
      query: (params) => ({ url: '/board/', params }),
      providesTags: [TAGS.flights],
    }),
    setFlightStatus: build.mutation<FlightStatusView, FlightStatusRequest & { flightId: string }>({
      query: ({ flightId, ...body }) => ({
        url: `/staff/flights/${encodeURIComponent(flightId)}/status/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [TAGS.flights, TAGS.disruption, TAGS.audit],
    }),
    listStaffDisruptions: build.query<StaffDisruptionList, void>({
      query: () => ({ url: '/staff/disruptions/' }),
      providesTags: [TAGS.disruption],
    }),
    remindDisruption: build.mutation<{ reminded: number }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/staff/disruptions/${encodeURIComponent(id)}/remind/`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [TAGS.disruption, TAGS.audit],
    }),
    listStaffAudit: build.query<Paged<StaffAuditEntry>, StaffAuditQuery>({
      query: (params) => ({ url: '/staff/audit/', params: { ...params } }),
      providesTags: [TAGS.audit],
    }),
  }),
});

export const {
  useStaffSignInMutation,
  useStaffMfaSignInMutation,
  useStartMfaSetupMutation,
  useConfirmMfaMutation,
  useAcceptStaffInviteMutation,
  useGetStaffMeQuery,
  useListStaffOrdersQuery,
  useGetStaffOrderQuery,
  useRunOrderActionMutation,
  useListStaffRequestsQuery,
  useGetStaffRequestQuery,
  useAnswerStaffRequestMutation,
  useGetStaffRequestTemplatesQuery,
  useAssignStaffRequestMutation,
  useSetStaffRequestStatusMutation,
  useGetStaffDashboardQuery,
  useListStaffUsersQuery,
  useInviteStaffUserMutation,
  useUpdateStaffUserMutation,
  useListStaffAuditQuery,
  useListStaffPartnersQuery,
  useListStaffRefundsQuery,
  useDecideStaffRefundMutation,
  useListStaffExchangesQuery,
  useSetPartnerRateMutation,
  useListStaffFlightsQuery,
  useSetFlightStatusMutation,
  useListStaffDisruptionsQuery,
  useRemindDisruptionMutation,
} = staffApi;
