/**
 * The staff API's base: who is signed in, with their roles. The shell and every staff page read it; it is
 * reached only from the lazy staff chunks, so the travellers' pages never load it.
 */
import { baseApi } from '@/shared/api/base-api';
import { STAFF_TAGS } from '@/shared/staff/api/staff-tags';
import type { StaffMe } from '@/shared/staff/api/staff-types';

export const staffMeApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(STAFF_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<StaffMe, void>({
      query: () => ({ url: '/staff/me/' }),
      providesTags: [STAFF_TAGS.me],
    }),
  }),
});

export const { useGetStaffMeQuery } = staffMeApi;
