/**
 * The account endpoints under /api/users/ (docs/product.md#account-api). Handlers parse (zod schemas from
 * contracts), authorize, call one service function and shape the answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  mfaChallengeSchema,
  OTP_TTL_SECONDS,
  otpCheckRequestSchema,
  otpCheckResponseSchema,
  otpRequestSchema,
  otpSentSchema,
  passwordChangedSchema,
  passwordChangeSchema,
  passwordRecoveryResponseSchema,
  passwordRecoverySchema,
  profileUpdateSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  savedPassengerResponseSchema,
  savedPassengerSchema,
  tokenPairSchema,
  tokenRequestSchema,
  userExistsRequestSchema,
  userExistsResponseSchema,
  userProfileSchema,
} from '@sapar/contracts';
import { translate } from '../../i18n/translate.js';
import { authenticateRequest, currentUser } from './auth.plugin.js';
import { revokeSession, rotateRefreshToken } from './tokens.service.js';
import { getSavedPassenger, removeSavedPassenger, saveSavedPassenger } from './saved-passenger.service.js';
import {
  changePassword,
  checkRegisterCode,
  getProfile,
  isRecoveryStepOne,
  login,
  register,
  requestOtp,
  resetPassword,
  updateProfile,
  userExists,
  type SecondFactorGate,
  type UsersDeps,
} from './users.service.js';

/** Per-IP limits of the endpoints that guess at secrets or send mail (per account limits are in the services). */
export const IP_LIMITS = {
  signIn: { max: 30, timeWindow: '1 minute' },
  mail: { max: 20, timeWindow: '1 minute' },
  lookup: { max: 30, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
} as const;

const TAGS = ['users'];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
const noContent = z.null().describe('No content');

export interface UsersRoutesOptions {
  /** Accounts with a second factor (staff) answer `{mfa_required, mfa_token}` to a right password. */
  secondFactor?: SecondFactorGate | undefined;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const deps: UsersDeps = {
    db: app.db,
    jwtSecret: app.config.jwtSecret,
    mailer: app.messaging.mailer,
    log: app.log,
    secondFactor: options.secondFactor,
  };
  // onRequest, not preHandler: an anonymous caller gets 401 before its body is validated.
  const signedIn = { onRequest: app.authenticate };
  const minutes = OTP_TTL_SECONDS / 60;

  app.post(
    '/users/otp/',
    {
      config: { rateLimit: IP_LIMITS.mail },
      schema: {
        tags: TAGS,
        summary: 'Email a 6-digit code (register, recovery; email_change needs the JWT and goes to the new address)',
        body: otpRequestSchema,
        response: { 200: otpSentSchema, ...errors(400, 401, 429, 503) },
      },
    },
    async (request) => {
      const { email, purpose } = request.body;
      const user = purpose === 'email_change' ? await authenticateRequest(app, request) : null;
      const { resendAfter } = await requestOtp(deps, { email, purpose, language: request.language, user });
      const detail = purpose === 'recovery' ? 'otp_sent_recovery' : 'otp_sent';
      return { detail: translate(request.language, detail, { email, minutes }), resend_after: resendAfter };
    },
  );

  app.post(
    '/users/otp/check/',
    {
      config: { rateLimit: IP_LIMITS.signIn },
      schema: {
        tags: TAGS,
        summary: "Sign-up's code step: 200 when the emailed code is right (it stays valid for /users/create/)",
        description:
          'A wrong code answers 400 `otp_incorrect` and costs one of the code’s attempts, as at sign-up; an expired or used-up code answers its own message.',
        body: otpCheckRequestSchema,
        response: { 200: otpCheckResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      await checkRegisterCode(deps, request.body);
      return { detail: translate(request.language, 'otp_confirmed') };
    },
  );

  app.post(
    '/users/otp/user-exists/',
    {
      config: { rateLimit: IP_LIMITS.lookup },
      schema: {
        tags: TAGS,
        summary: 'Whether an account exists for an email',
        body: userExistsRequestSchema,
        response: { 200: userExistsResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => ({ exists: await userExists(deps, request.body.email) }),
  );

  app.post(
    '/users/create/',
    {
      config: { rateLimit: IP_LIMITS.signIn },
      schema: {
        tags: TAGS,
        summary: 'Sign up with the emailed code; answers the new profile and a token pair',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await register(deps, request.body)),
  );

  app.post(
    '/users/token/',
    {
      config: { rateLimit: IP_LIMITS.signIn },
      schema: {
        tags: TAGS,
        summary:
          'Sign in: a token pair; an account with a second factor (staff) answers {mfa_required, mfa_token} instead',
        description:
          'With `mfa_required`, send the `mfa_token` and the TOTP (or a recovery) code to POST /api/users/token/mfa/ for the pair.',
        body: tokenRequestSchema,
        response: { 200: z.union([tokenPairSchema, mfaChallengeSchema]), ...errors(400, 401, 429) },
      },
    },
    async (request) => login(deps, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/users/token/refresh/',
    {
      config: { rateLimit: IP_LIMITS.refresh },
      schema: {
        tags: TAGS,
        summary: 'Rotate the refresh token: a new pair; a used token revokes its whole family',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => rotateRefreshToken(app.db, app.config.jwtSecret, request.body.refresh),
  );

  app.post(
    '/users/logout/',
    {
      config: { rateLimit: IP_LIMITS.refresh },
      schema: {
        tags: TAGS,
        summary: 'Sign out: revoke the session of a refresh token',
        body: refreshRequestSchema,
        response: { 204: noContent, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.body.refresh);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/me/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: "The signed-in user's profile",
        response: { 200: userProfileSchema, ...errors(401) },
      },
    },
    async (request) => getProfile(deps, currentUser(request).id),
  );

  app.patch(
    '/users/me/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Update profile fields; a new email needs `otp` from POST /users/otp/ (purpose email_change)',
        body: profileUpdateSchema,
        response: { 200: userProfileSchema, ...errors(400, 401) },
      },
    },
    async (request) => updateProfile(deps, currentUser(request), request.body),
  );

  app.post(
    '/users/password/change/',
    {
      ...signedIn,
      config: { rateLimit: IP_LIMITS.signIn },
      schema: {
        tags: TAGS,
        summary: 'Change the password; other sessions end, this one continues with the answered pair',
        body: passwordChangeSchema,
        response: { 200: passwordChangedSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const pair = await changePassword(deps, currentUser(request), { ...request.body, ip: request.ip });
      return { detail: translate(request.language, 'password_changed'), ...pair };
    },
  );

  app.post(
    '/users/password/recovery/',
    {
      config: { rateLimit: IP_LIMITS.mail },
      schema: {
        tags: TAGS,
        summary:
          'Step 1 {email}: email a code (same answer for unknown addresses). Step 2 {email, otp, password, password2}: set it and end every session',
        body: passwordRecoverySchema,
        response: { 200: passwordRecoveryResponseSchema, ...errors(400, 429, 503) },
      },
    },
    async (request) => {
      const { email } = request.body;
      if (isRecoveryStepOne(request.body)) {
        const { resendAfter } = await requestOtp(deps, {
          email,
          purpose: 'recovery',
          language: request.language,
          user: null,
        });
        return {
          detail: translate(request.language, 'otp_sent_recovery', { email, minutes }),
          resend_after: resendAfter,
        };
      }
      await resetPassword(deps, request.body);
      return { detail: translate(request.language, 'password_changed') };
    },
  );

  app.get(
    '/users/me/passenger/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'The saved passenger (null when none is saved)',
        response: { 200: savedPassengerResponseSchema.nullable(), ...errors(401) },
      },
    },
    async (request) => getSavedPassenger(deps, currentUser(request).id),
  );

  app.put(
    '/users/me/passenger/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Save the one passenger of the account (replaces the one saved before)',
        body: savedPassengerSchema,
        response: { 200: savedPassengerResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => saveSavedPassenger(deps, currentUser(request).id, request.body),
  );

  app.delete(
    '/users/me/passenger/',
    {
      ...signedIn,
      schema: { tags: TAGS, summary: 'Forget the saved passenger', response: { 204: noContent, ...errors(401) } },
    },
    async (request, reply) => {
      await removeSavedPassenger(deps, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
