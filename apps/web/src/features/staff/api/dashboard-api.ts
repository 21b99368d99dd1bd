/** The dashboard's figures (sales by day, queues, top routes), injected from the lazy staff chunks only. */
import { baseApi } from '@/shared/api/base-api';
import { STAFF_TAGS } from '@/shared/staff/api/staff-tags';
import type { StaffDashboard } from '@/shared/staff/api/staff-types';

export const staffDashboardApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(STAFF_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getStaffDashboard: build.query<StaffDashboard, number>({
      query: (days) => ({ url: '/staff/dashboard/', params: { days } }),
    }),
  }),
});

export const { useGetStaffDashboardQuery } = staffDashboardApi;
