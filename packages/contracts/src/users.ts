/**
 * Accounts: sign-up with an email code, tokens, profile, password change and recovery,
 * the one saved passenger. Paths as in docs/product.md#account-api (trailing slashes included).
 */
import { z } from 'zod';
import { PASSENGER_TYPES } from './constants.js';
import { isValidEmail, personNameSchema } from './passenger-validation.js';
import { DOCUMENT_TYPES, GENDERS } from './reference.js';
import type { ValidationIssue } from './validation-messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-limits.js';

// Re-exported: the limits live in account-limits.ts so that importing them does not bring zod along.
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_MAX_PER_HOUR,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_DELAY_SECONDS,
  LOGIN_IP_MAX_FAILURES,
  RECOVERY_MAX_PER_WINDOW,
} from './account-limits.js';

/** Why a password is refused, or null. The web form shows the same rule as the API enforces. */
export type PasswordProblem = 'password_too_short' | 'password_all_digits' | 'password_like_email';

export function checkPasswordStrength(password: string, email?: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (/^\d+$/.test(password)) return 'password_all_digits';
  if (email) {
    const candidate = password.trim().toLowerCase();
    const address = email.trim().toLowerCase();
    if (candidate === address || candidate === address.split('@')[0]) return 'password_like_email';
  }
  return null;
}

/**
 * A custom zod issue that carries a passenger-rule message: the API's error handler answers it
 * with `formatValidationMessage` in the request's language.
 */
export const issueParams = (issue: ValidationIssue) => ({ params: { issue } });

/** Lower-cased and trimmed, so one address is one account whatever the caller typed. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(254)
  .refine(isValidEmail, issueParams({ code: 'invalid_email' }));
const passwordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/)
  .describe('The 6-digit code from the email');
/** Dates travel as dd.MM.yyyy, dd-MM-yyyy or yyyy-MM-dd and are answered as yyyy-MM-dd. */
const dateTextSchema = z.string().trim().max(10);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const OTP_PURPOSES = ['register', 'recovery', 'email_change'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const otpRequestSchema = z
  .object({ email: emailSchema, purpose: z.enum(OTP_PURPOSES) })
  .meta({ id: 'OtpRequest' });
export const otpSentSchema = z
  .object({
    detail: z.string(),
    resend_after: z.number().int().describe('Seconds until another code may be requested'),
  })
  .meta({ id: 'OtpSent' });

/**
 * Sign-up's code step: whether the emailed code is right, before the personal-data step. A wrong code costs an
 * attempt as it would at sign-up; a right one is not used up (POST /users/create/ takes it).
 */
export const otpCheckRequestSchema = z.object({ email: emailSchema, otp: otpSchema }).meta({ id: 'OtpCheckRequest' });
export const otpCheckResponseSchema = z.object({ detail: z.string() }).meta({ id: 'OtpCheckResponse' });

export const userExistsRequestSchema = z.object({ email: emailSchema }).meta({ id: 'UserExistsRequest' });
export const userExistsResponseSchema = z.object({ exists: z.boolean() }).meta({ id: 'UserExistsResponse' });

/** The person fields (docs/product.md#passenger-form-rules), shared by the profile and the sign-up's optional step. */
export const personFieldsSchema = z.object({
  first_name: personNameSchema(100).optional(),
  last_name: personNameSchema(100).optional(),
  /** dd.MM.yyyy, dd-MM-yyyy or yyyy-MM-dd; '' clears it. */
  birth_date: dateTextSchema.optional(),
  /** International format (+996…); '' clears it. */
  phone: optionalText(32),
  /** null clears it. */
  gender: z.enum(GENDERS).nullable().optional(),
  /** ISO 3166-1 alpha-2 code from /countries/; null clears it. */
  citizenship: z.string().trim().length(2).toUpperCase().nullable().optional(),
  document_type: z.enum(DOCUMENT_TYPES).nullable().optional(),
  document_number: optionalText(32),
  /** Not in the past; '' clears it. */
  document_expiry: dateTextSchema.optional(),
});
export type PersonFields = z.infer<typeof personFieldsSchema>;

export const registerRequestSchema = personFieldsSchema
  .pick({ first_name: true, last_name: true, birth_date: true, phone: true, gender: true, citizenship: true })
  .extend({ email: emailSchema, password: passwordSchema, password2: passwordSchema, otp: otpSchema })
  .meta({ id: 'RegisterRequest' });

export const tokenRequestSchema = z
  .object({ email: emailSchema, password: passwordSchema })
  .meta({ id: 'TokenRequest' });
export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(2048) }).meta({ id: 'RefreshRequest' });
export const tokenPairSchema = z
  .object({
    access: z.string().describe('JWT, sent as `Authorization: JWT {access}`; lives ACCESS_TOKEN_TTL_SECONDS'),
    refresh: z.string().describe('Opaque; single use: every refresh answers a new pair'),
  })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const userProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    birth_date: z.string().nullable(),
    phone: z.string(),
    gender: z.enum(GENDERS).nullable(),
    citizenship: z.string().nullable(),
    document_type: z.enum(DOCUMENT_TYPES).nullable(),
    document_number: z.string(),
    document_expiry: z.string().nullable(),
    is_staff: z.boolean(),
    date_joined: z.string(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PATCH /users/me/: any person field; a new email needs the code sent to it (purpose email_change). */
export const profileUpdateSchema = personFieldsSchema
  .extend({ email: emailSchema.optional(), otp: otpSchema.optional() })
  .meta({ id: 'ProfileUpdate' });

export const registerResponseSchema = tokenPairSchema
  .extend({ user: userProfileSchema })
  .meta({ id: 'RegisterResponse' });

export const passwordChangeSchema = z
  .object({ old_password: passwordSchema, new_password: passwordSchema, new_password2: passwordSchema })
  .meta({ id: 'PasswordChange' });
/** Every other session is signed out; the caller continues with this new pair. */
export const passwordChangedSchema = tokenPairSchema.extend({ detail: z.string() }).meta({ id: 'PasswordChanged' });

/** Step 1 `{email}` sends a code; step 2 adds the code and the new password. */
export const passwordRecoverySchema = z
  .object({
    email: emailSchema,
    otp: otpSchema.optional(),
    password: passwordSchema.optional(),
    password2: passwordSchema.optional(),
  })
  .meta({ id: 'PasswordRecovery' });

/** Step 1 answers `resend_after` as /users/otp/ does; step 2 answers only `detail`. */
export const passwordRecoveryResponseSchema = z
  .object({ detail: z.string(), resend_after: z.number().int().optional() })
  .meta({ id: 'PasswordRecoveryResponse' });

export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });

/** The one passenger a user may keep in the account, with the passenger form's fields. */
export const savedPassengerSchema = z
  .object({
    type: z.enum(PASSENGER_TYPES).default('ADLT'),
    first_name: personNameSchema(100).pipe(z.string().min(1)),
    last_name: personNameSchema(100).pipe(z.string().min(1)),
    gender: z.enum(GENDERS),
    birth_date: dateTextSchema,
    citizenship: z.string().trim().length(2).toUpperCase(),
    document_type: z.enum(DOCUMENT_TYPES),
    document_number: z.string().trim().min(1).max(32),
    document_expiry: dateTextSchema.optional(),
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
  })
  .meta({ id: 'SavedPassenger' });
export type SavedPassenger = z.infer<typeof savedPassengerSchema>;
export type SavedPassengerInput = z.input<typeof savedPassengerSchema>;

/** The saved passenger as answered: dates as yyyy-MM-dd, absent optional fields as null. */
export const savedPassengerResponseSchema = z
  .object({
    type: z.enum(PASSENGER_TYPES),
    first_name: z.string(),
    last_name: z.string(),
    gender: z.enum(GENDERS),
    birth_date: z.string(),
    citizenship: z.string(),
    document_type: z.enum(DOCUMENT_TYPES),
    document_number: z.string(),
    document_expiry: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'SavedPassengerResponse' });
export type SavedPassengerResponse = z.infer<typeof savedPassengerResponseSchema>;
