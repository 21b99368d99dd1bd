/**
 * The personal cabinet's calls: profile update (with the email-change code), password change and
 * the one saved passenger (shared with the purchase forms). The profile itself is read by the session (tag Profile) and refetched
 * after every change here.
 */
import type { passwordChangeSchema, profileUpdateSchema, UserProfile } from '@sapar/contracts';
import type { z } from 'zod';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import { tokenCookies, type TokenPair } from '@/shared/api/token-cookies';

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export interface PasswordChanged extends Partial<TokenPair> {
  detail: string;
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserProfile, ProfileUpdate>({
      query: (body) => ({ url: '/users/me/', method: 'PATCH', body }),
      invalidatesTags: [API_TAGS.profile],
    }),
    requestEmailChangeCode: build.mutation<{ detail: string; resend_after: number }, { email: string }>({
      query: ({ email }) => ({ url: '/users/otp/', method: 'POST', body: { email, purpose: 'email_change' } }),
    }),
    changePassword: build.mutation<PasswordChanged, PasswordChange>({
      query: (body) => ({ url: '/users/password/change/', method: 'POST', body }),
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Other sessions were revoked; this one goes on with the pair the API answered, if any.
          if (data.access && data.refresh) tokenCookies.save({ access: data.access, refresh: data.refresh });
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export {
  useDeleteSavedPassengerMutation,
  useGetSavedPassengerQuery,
  useSaveSavedPassengerMutation,
} from '@/shared/api/saved-passenger-api';

export const { useUpdateProfileMutation, useRequestEmailChangeCodeMutation, useChangePasswordMutation } = accountApi;
