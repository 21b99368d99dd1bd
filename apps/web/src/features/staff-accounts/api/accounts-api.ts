/**
 * The staff accounts' calls: sign-in with the second factor, enrolment, invitations, the staff list and the audit
 * log, injected into the app's one RTK Query API from the lazy staff chunks only.
 */
import { baseApi } from '@/shared/api/base-api';
import { STAFF_TAGS } from '@/shared/staff/api/staff-tags';
import type {
  Paged,
  SignInAnswer,
  StaffAuditEntry,
  StaffMfaEnrolled,
  StaffMfaSetup,
  StaffRole,
  StaffUser,
  TokenPair,
} from '@/shared/staff/api/staff-types';

export interface StaffAuditQuery {
  entity?: string;
  id?: string;
  staff?: string;
  page?: number;
}

export const staffAccountsApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(STAFF_TAGS) }).injectEndpoints({
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
      invalidatesTags: [STAFF_TAGS.me],
    }),
    acceptStaffInvite: build.mutation<{ email: string; detail: string }, { token: string; password: string }>({
      query: (body) => ({ url: '/staff/users/accept/', method: 'POST', body }),
    }),
    listStaffUsers: build.query<{ results: StaffUser[] }, void>({
      query: () => ({ url: '/staff/users/' }),
      providesTags: [STAFF_TAGS.user],
    }),
    inviteStaffUser: build.mutation<StaffUser, { email: string; roles: StaffRole[] }>({
      query: (body) => ({ url: '/staff/users/', method: 'POST', body }),
      invalidatesTags: [STAFF_TAGS.user, STAFF_TAGS.audit],
    }),
    updateStaffUser: build.mutation<StaffUser, { id: string; roles?: StaffRole[]; active?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/staff/users/${encodeURIComponent(id)}/`, method: 'PATCH', body }),
      invalidatesTags: [STAFF_TAGS.user, STAFF_TAGS.audit],
    }),
    listStaffAudit: build.query<Paged<StaffAuditEntry>, StaffAuditQuery>({
      query: (params) => ({ url: '/staff/audit/', params: { ...params } }),
      providesTags: [STAFF_TAGS.audit],
    }),
  }),
});

export const {
  useStaffSignInMutation,
  useStaffMfaSignInMutation,
  useStartMfaSetupMutation,
  useConfirmMfaMutation,
  useAcceptStaffInviteMutation,
  useListStaffUsersQuery,
  useInviteStaffUserMutation,
  useUpdateStaffUserMutation,
  useListStaffAuditQuery,
} = staffAccountsApi;
