/**
 * The back office's money calls: the reconciliation of the provider's charges with our payments, and the
 * refunds staff pay by hand from a provider's back office (providers without a refund API). Injected into
 * the app's one RTK Query API from the lazy staff chunks only.
 */
import type { ManualRefund, ManualRefundStatus, ReconciliationReport } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';

const TAGS = { manualRefund: 'StaffManualRefund', reconciliation: 'StaffReconciliation', audit: 'StaffAudit' } as const;

export interface ReconciliationWindow {
  date_from: string;
  date_to: string;
}

export const staffMoneyApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getReconciliation: build.query<ReconciliationReport, ReconciliationWindow>({
      query: (params) => ({ url: '/staff/payments/reconciliation/', params: { ...params } }),
      providesTags: [TAGS.reconciliation],
    }),
    listManualRefunds: build.query<{ results: ManualRefund[] }, ManualRefundStatus | undefined>({
      query: (status) => ({ url: '/staff/payments/manual-refunds/', params: { status } }),
      providesTags: [TAGS.manualRefund],
    }),
    markManualRefundDone: build.mutation<ManualRefund, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/staff/payments/manual-refunds/${encodeURIComponent(id)}/done/`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [TAGS.manualRefund, TAGS.reconciliation, TAGS.audit],
    }),
  }),
});

export const { useGetReconciliationQuery, useListManualRefundsQuery, useMarkManualRefundDoneMutation } = staffMoneyApi;
