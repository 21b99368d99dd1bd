/** Sign-up, sign-in, password recovery and the signed-in user (GET /users/me/), after the contracts in users.ts. */
import type {
  otpCheckRequestSchema,
  otpRequestSchema,
  OtpPurpose,
  passwordRecoverySchema,
  registerRequestSchema,
  tokenRequestSchema,
  UserProfile,
} from '@sapar/contracts';
import type { z } from 'zod';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import type { TokenPair } from '@/shared/api/token-cookies';
import { setUser } from '../model/auth-slice';

export type OtpRequest = z.input<typeof otpRequestSchema>;
export type OtpCheckRequest = z.input<typeof otpCheckRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type TokenRequest = z.input<typeof tokenRequestSchema>;
export type PasswordRecoveryRequest = z.input<typeof passwordRecoverySchema>;
export type { OtpPurpose };

export interface OtpSent {
  detail: string;
  resend_after: number;
}

export interface RegisterResponse extends TokenPair {
  user: UserProfile;
}

export interface PasswordRecoveryAnswer {
  detail: string;
  /** Present when the API also tells when another code may be asked for. */
  resend_after?: number;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<OtpSent, OtpRequest>({
      query: (body) => ({ url: '/users/otp/', method: 'POST', body }),
    }),
    /** Sign-up's code step: a wrong code answers 400 with the translated message on `otp`, and costs an attempt. */
    checkRegisterCode: build.mutation<{ detail: string }, OtpCheckRequest>({
      query: (body) => ({ url: '/users/otp/check/', method: 'POST', body }),
    }),
    checkUserExists: build.mutation<{ exists: boolean }, { email: string }>({
      query: (body) => ({ url: '/users/otp/user-exists/', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/users/create/', method: 'POST', body }),
    }),
    signIn: build.mutation<TokenPair, TokenRequest>({
      query: (body) => ({ url: '/users/token/', method: 'POST', body }),
    }),
    recoverPassword: build.mutation<PasswordRecoveryAnswer, PasswordRecoveryRequest>({
      query: (body) => ({ url: '/users/password/recovery/', method: 'POST', body }),
    }),
    /** Revokes the session of a refresh token on the server (204); the cookies are cleared by the caller. */
    revokeSession: build.mutation<void, { refresh: string }>({
      query: (body) => ({ url: '/users/logout/', method: 'POST', body }),
    }),
    getCurrentUser: build.query<UserProfile, void>({
      query: () => ({ url: '/users/me/' }),
      providesTags: [API_TAGS.profile],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setUser(data));
        } catch {
          // A failed read leaves the slice alone; a 401 is handled by the API client.
        }
      },
    }),
  }),
});

export const {
  useRequestOtpMutation,
  useCheckUserExistsMutation,
  useCheckRegisterCodeMutation,
  useRegisterMutation,
  useSignInMutation,
  useRecoverPasswordMutation,
  useRevokeSessionMutation,
  useGetCurrentUserQuery,
} = authApi;
