/**
 * The web app's forms as zod schemas (react-hook-form validates each with zodResolver). Each is built
 * from the request schema the API validates the same call with — its field schemas, with selects and
 * numbers as a form holds them (text) — plus the checks a form makes before anything is sent: the
 * passenger rules, a new password's strength and repeat, dates not in the past. The API runs those
 * rules too (validatePassengerField, checkPasswordStrength, isRailRouteRunning in its services).
 *
 * How a failed check is worded: a custom issue carries either `{ issue }`, a ValidationIssue worded
 * by VALIDATION_MESSAGES exactly as the API words it, or `{ problem }`, a FormProblem the form words
 * from its own catalogue; a required field left blank is "{label} cannot be empty" with the form's
 * label (a required-issue's `label` param is the field's name until the form puts its label in).
 */
import { z } from 'zod';
import { mbankOtpConfirmSchema, mbankOtpCreateSchema } from './payments.js';
import { exchangeRequestSchema, refundRequestSchema } from './aftersales.js';
import {
  bookingPassengerSchema,
  bookingRequestSchema,
  orderAccessLinkRequestSchema,
  orderParamsSchema,
} from './booking.js';
import { PASSENGER_TYPES, type PassengerType } from './constants.js';
import {
  APPEAL_TOPICS,
  PARTNERSHIP_KINDS,
  RAIL_CLASSES,
  RAIL_ROUTES,
  appealRequestSchema,
  exchangeFormSchema,
  isRailRouteRunning,
  partnerRequestSchema,
  railRequestSchema,
  refundFormSchema,
  tourRequestSchema,
} from './content.js';
import { calendarDateOf, parseIsoDate, type CalendarDate } from './dates.js';
import {
  isBlank,
  isLatinName,
  isValidEmail,
  isValidPhone,
  validatePassengerField,
  type FieldValue,
  type PassengerField,
  type PassengerRuleContext,
} from './passenger-validation.js';
import { DOCUMENT_TYPES, GENDERS } from './reference.js';
import {
  PASSWORD_MAX_LENGTH,
  checkPasswordStrength,
  emailSchema,
  issueParams,
  passwordChangeSchema,
  passwordRecoverySchema,
  personFieldsSchema,
  registerRequestSchema,
  savedPassengerSchema,
  tokenRequestSchema,
} from './users.js';
import type { ValidationIssue } from './validation-messages.js';

/** What a form words itself (VALIDATION_MESSAGES has no words for it): the web app's catalogue does. */
export const FORM_PROBLEMS = [
  'password_too_short',
  'password_all_digits',
  'password_like_email',
  'password_mismatch',
  'password_same_as_old',
  'date_in_past',
  'rail_out_of_season',
] as const;
export type FormProblem = (typeof FORM_PROBLEMS)[number];

/** The params of a custom issue a form words itself. */
export const problemParams = (problem: FormProblem) => ({ params: { problem } });

type Path = (string | number)[];
type Context = z.core.$RefinementCtx<unknown>;

// An object's checks run even when one of its fields failed its own schema (zod skips them otherwise):
// a form shows every message at once.
const ALWAYS = { when: () => true };

function addIssue(
  ctx: Context,
  path: Path,
  input: unknown,
  params: { issue: ValidationIssue } | { problem: FormProblem },
) {
  ctx.addIssue({ code: 'custom', path, input, params });
}

/** A select with an empty first choice that must be chosen: '' fails as a blank required field. */
const requiredChoice = <T extends z.ZodType<string, string>>(schema: T) => z.string().pipe(schema);
/** A select with an empty first choice that may stay empty. */
const optionalChoice = <T extends z.ZodType<string, string>>(schema: T) => z.union([z.literal(''), schema]);

/** A checkbox that must be ticked (the consent): a form holds false until it is. */
const tickedBox = <T extends z.ZodType<true, true>>(schema: T) => z.boolean().pipe(schema);

/** Today in the agency's calendar (Asia/Bishkek): ages and document expiry are counted on it. */
const agencyToday = (): CalendarDate => calendarDateOf(new Date());

// ---------------------------------------------------------------- the passenger rules

/** A field the passenger rules check (a passenger form item's field, without the form's label). */
export type PassengerRuleField = Omit<PassengerField, 'label'>;

const NAME_FIELDS: ReadonlySet<string> = new Set(['first_name', 'last_name']);

/**
 * The passenger rules (docs/product.md#passenger-form-rules) over the fields of one person at `path`; with `latinNames`
 * the names must also be Latin letters, as in a passport for an international ticket.
 */
function checkPerson(
  ctx: Context,
  person: Record<string, unknown>,
  path: Path,
  fields: readonly PassengerRuleField[],
  rule: PassengerRuleContext,
  latinNames: boolean,
) {
  for (const field of fields) {
    const value = person[field.name] as FieldValue;
    let issue = validatePassengerField({ ...field, label: field.name }, value, rule);
    if (!issue && latinNames && NAME_FIELDS.has(field.name) && !isBlank(value) && !isLatinName(String(value)))
      issue = { code: 'latin_only' };
    if (issue) addIssue(ctx, [...path, field.name], value, { issue });
  }
}

/** The account holder travels as an adult: the rules of an ADLT, counted on today's date. */
function checkAccountHolder(fields: readonly PassengerRuleField[]) {
  return (person: Record<string, unknown>, ctx: Context) => {
    const today = agencyToday();
    checkPerson(ctx, person, [], fields, { passengerType: 'ADLT', flightDate: today, today }, false);
  };
}

// ---------------------------------------------------------------- accounts

/** A new password and its repeat: the API's strength rule, then "the passwords don't match". */
function checkNewPassword(
  ctx: Context,
  password: string,
  repeat: string,
  email: string | undefined,
  [passwordPath, repeatPath]: [string, string],
  oldPassword?: string,
) {
  const problem = checkPasswordStrength(password, email || undefined);
  if (problem) addIssue(ctx, [passwordPath], password, { problem });
  else if (oldPassword !== undefined && password === oldPassword)
    addIssue(ctx, [passwordPath], password, { problem: 'password_same_as_old' });
  if (repeat && repeat !== password) addIssue(ctx, [repeatPath], repeat, { problem: 'password_mismatch' });
}

/** A new password is checked by its strength (an empty one is too short), not by the request's min(1). */
const newPasswordField = z.string().max(PASSWORD_MAX_LENGTH);

/** Sign-in: POST /users/token/ as it is (the email trimmed and lower-cased). */
export const signInFormSchema = tokenRequestSchema;

/** Sign-up, step 1: email, password and its repeat (the password may not be the email). */
export const newAccountFormSchema = z
  .object({
    email: registerRequestSchema.shape.email,
    password: newPasswordField,
    password2: registerRequestSchema.shape.password2,
  })
  .superRefine(
    (value, ctx) => checkNewPassword(ctx, value.password, value.password2, value.email, ['password', 'password2']),
    ALWAYS,
  );

/** The 6-digit code from the email (sign-up, recovery, email change). */
export const emailCodeFormSchema = z.object({ otp: registerRequestSchema.shape.otp });

/** Sign-up, the optional last step: the person fields the account may start with. */
export const personalDataFormSchema = z
  .object({
    first_name: personFieldsSchema.shape.first_name.unwrap(),
    last_name: personFieldsSchema.shape.last_name.unwrap(),
    birth_date: personFieldsSchema.shape.birth_date.unwrap(),
    phone: personFieldsSchema.shape.phone.unwrap(),
    gender: optionalChoice(z.enum(GENDERS)),
    citizenship: optionalChoice(z.string().length(2)),
  })
  .superRefine(
    checkAccountHolder([
      { name: 'first_name', type: 'text', required: false },
      { name: 'last_name', type: 'text', required: false },
      { name: 'birth_date', type: 'date_text', required: false },
      { name: 'phone', type: 'phone', required: false },
    ]),
    ALWAYS,
  );

/** Password recovery, step 1: the address the code goes to. */
export const recoveryEmailFormSchema = passwordRecoverySchema.pick({ email: true });

/** Password recovery, the last step: the new password for the account of `email`, and its repeat. */
export const newPasswordFormSchema = (email: string) =>
  z
    .object({ password: newPasswordField, password2: passwordRecoverySchema.shape.password2.unwrap() })
    .superRefine(
      (value, ctx) => checkNewPassword(ctx, value.password, value.password2, email, ['password', 'password2']),
      ALWAYS,
    );

/** The change-password tab: the new password differs from the current one and is not the account's email. */
export const passwordChangeFormSchema = (email: string) =>
  passwordChangeSchema
    .extend({ new_password: newPasswordField })
    .superRefine(
      (value, ctx) =>
        checkNewPassword(
          ctx,
          value.new_password,
          value.new_password2,
          email,
          ['new_password', 'new_password2'],
          value.old_password,
        ),
      ALWAYS,
    );

/** The profile edit tab: PATCH /users/me/'s person fields (a new email is confirmed with its code apart). */
export const profileFormSchema = z
  .object({
    email: emailSchema,
    first_name: personFieldsSchema.shape.first_name.unwrap(),
    last_name: personFieldsSchema.shape.last_name.unwrap(),
    birth_date: personFieldsSchema.shape.birth_date.unwrap(),
    phone: personFieldsSchema.shape.phone.unwrap(),
    gender: optionalChoice(z.enum(GENDERS)),
    citizenship: optionalChoice(z.string().length(2)),
    document_type: optionalChoice(z.enum(DOCUMENT_TYPES)),
    document_number: personFieldsSchema.shape.document_number.unwrap(),
    document_expiry: personFieldsSchema.shape.document_expiry.unwrap(),
  })
  .superRefine(
    checkAccountHolder([
      { name: 'first_name', type: 'text', required: false },
      { name: 'last_name', type: 'text', required: false },
      { name: 'birth_date', type: 'date_text', required: false },
      { name: 'document_expiry', type: 'date_text', required: false, canExpired: true },
      { name: 'phone', type: 'phone', required: false },
    ]),
    ALWAYS,
  );

/** The saved passenger's fields as a passenger form item: type, required, canExpired. */
export const SAVED_PASSENGER_RULES: readonly PassengerRuleField[] = [
  { name: 'last_name', type: 'text', required: true },
  { name: 'first_name', type: 'text', required: true },
  { name: 'gender', type: 'select', required: true },
  { name: 'birth_date', type: 'date_text', required: true },
  { name: 'citizenship', type: 'select', required: true },
  { name: 'document_type', type: 'select', required: true },
  { name: 'document_number', type: 'text', required: true },
  { name: 'document_expiry', type: 'date_text', required: false, canExpired: true },
  { name: 'email', type: 'email', required: false },
  { name: 'phone', type: 'phone', required: false },
];

const passengerTypeOf = (value: unknown): PassengerType =>
  (PASSENGER_TYPES as readonly unknown[]).includes(value) ? (value as PassengerType) : 'ADLT';

/**
 * The one saved passenger (PUT /users/me/passenger/): the passenger rules by its type, counted on
 * today's date (the data is for future bookings), and Latin names as in an international ticket.
 */
export const savedPassengerFormSchema = z
  .object({
    type: requiredChoice(z.enum(PASSENGER_TYPES)),
    last_name: savedPassengerSchema.shape.last_name,
    first_name: savedPassengerSchema.shape.first_name,
    gender: requiredChoice(savedPassengerSchema.shape.gender),
    birth_date: savedPassengerSchema.shape.birth_date,
    citizenship: savedPassengerSchema.shape.citizenship,
    document_type: requiredChoice(savedPassengerSchema.shape.document_type),
    document_number: savedPassengerSchema.shape.document_number,
    document_expiry: savedPassengerSchema.shape.document_expiry.unwrap(),
    email: savedPassengerSchema.shape.email.unwrap(),
    phone: savedPassengerSchema.shape.phone.unwrap(),
  })
  .superRefine((passenger, ctx) => {
    const today = agencyToday();
    const rule = { passengerType: passengerTypeOf(passenger.type), flightDate: today, today };
    checkPerson(ctx, passenger, [], SAVED_PASSENGER_RULES, rule, true);
  }, ALWAYS);

// ---------------------------------------------------------------- the purchase

/** Which fare a passenger form is for (the search's adults, pensioners, children, infants). */
export interface PassengerFare {
  type: PassengerType;
  pensioner: boolean;
}

export interface PassengerFormsContext {
  /** One fare per passenger form, in order. */
  fares: readonly PassengerFare[];
  /** Ages count on the day of the first flight. */
  flightDate: CalendarDate;
  /** Documents that expired before it are refused. */
  today: CalendarDate;
  /** The day of the trip's last flight: documents that expire before it are refused too. */
  lastFlightDate?: CalendarDate;
  /** Abroad, the names are Latin and the document expiry is required. */
  isInternational: boolean;
}

/** The purchase's passenger form item: its fields with type, required and canExpired (the expiry is required abroad). */
export function passengerRuleFields(isInternational: boolean): PassengerRuleField[] {
  return [
    { name: 'last_name', type: 'text', required: true },
    { name: 'first_name', type: 'text', required: true },
    { name: 'gender', type: 'select', required: true },
    { name: 'birth_date', type: 'date_text', required: true },
    { name: 'citizenship', type: 'select', required: true },
    { name: 'document_type', type: 'select', required: true },
    { name: 'document_number', type: 'text', required: true },
    { name: 'document_expiry', type: 'date_text', required: isInternational, canExpired: true },
  ];
}

/** Phone numbers are typed with spaces, brackets and dashes; they travel without them. */
export const normalizePhone = (value: string) => value.replace(/[\s()-]/g, '');

/** One passenger of POST /booking/ as its form holds it. */
export const passengerFormSchema = z.object({
  last_name: bookingPassengerSchema.shape.last_name,
  first_name: bookingPassengerSchema.shape.first_name,
  gender: requiredChoice(bookingPassengerSchema.shape.gender),
  birth_date: bookingPassengerSchema.shape.birth_date,
  citizenship: bookingPassengerSchema.shape.citizenship,
  document_type: requiredChoice(bookingPassengerSchema.shape.document_type),
  document_number: bookingPassengerSchema.shape.document_number,
  document_expiry: bookingPassengerSchema.shape.document_expiry.unwrap(),
});

/**
 * The data filling step: one form per passenger of the search (each checked by its fare on the flight
 * date) and the order's contact email and phone.
 */
export const passengerFormsSchema = (context: PassengerFormsContext) => {
  const fields = passengerRuleFields(context.isInternational);
  const contact = bookingRequestSchema.shape.contact.shape;
  return z
    .object({
      passengers: z.array(passengerFormSchema),
      contact: z.object({ email: contact.email, phone: contact.phone }),
    })
    .superRefine((value, ctx) => {
      value.passengers.forEach((passenger, index) => {
        const fare = context.fares[index] ?? { type: 'ADLT', pensioner: false };
        const rule = {
          passengerType: fare.type,
          flightDate: context.flightDate,
          today: context.today,
          isPensioner: fare.type === 'ADLT' && fare.pensioner,
          ...(context.lastFlightDate ? { lastFlightDate: context.lastFlightDate } : {}),
        };
        checkPerson(ctx, passenger, ['passengers', index], fields, rule, context.isInternational);
      });
      const rule = { passengerType: 'ADLT' as const, flightDate: context.today, today: context.today };
      checkPerson(ctx, value.contact, ['contact'], [{ name: 'email', type: 'email', required: true }], rule, false);
      const phone = normalizePhone(value.contact.phone ?? '');
      const phoneIssue = validatePassengerField(
        { name: 'phone', label: 'phone', type: 'phone', required: true },
        phone,
        rule,
      );
      if (phoneIssue) addIssue(ctx, ['contact', 'phone'], value.contact.phone, { issue: phoneIssue });
    }, ALWAYS);
};

/** MBank, step 1: the account's phone, sent without spaces and brackets. */
export const mbankPhoneFormSchema = z.object({
  phone: z
    .string()
    .transform(normalizePhone)
    .pipe(mbankOtpCreateSchema.shape.phone.refine(isValidPhone, issueParams({ code: 'invalid_phone' }))),
});

/** MBank, step 2: the code from the SMS (4 to 8 digits, as the bank sends it). */
export const mbankCodeFormSchema = mbankOtpConfirmSchema.pick({ code: true });

// ---------------------------------------------------------------- after the sale

/** A date an <input type="date"> holds (yyyy-MM-dd or ''), not before `today` (the visitor's; the API counts Bishkek's). */
const wantedDate = (today: string, isRequired: boolean) =>
  z.string().superRefine((value, ctx) => {
    if (!value) {
      if (isRequired) addIssue(ctx, [], value, { issue: { code: 'required' } });
    } else if (!parseIsoDate(value)) addIssue(ctx, [], value, { issue: { code: 'invalid_date' } });
    else if (value < today) addIssue(ctx, [], value, { problem: 'date_in_past' });
  });

/** Finding an order by its booking reference and the contact email (GET /booking/{n}/?email=). */
export const orderLookupFormSchema = z.object({
  order_number: orderParamsSchema.shape.order_number,
  email: orderAccessLinkRequestSchema.shape.email.refine(isValidEmail, issueParams({ code: 'invalid_email' })),
});

/** A refund quote (POST /booking/refund/): the ticked passengers (checkbox values) and the reason. */
export const refundQuoteFormSchema = z.object({
  passengers: z.array(z.coerce.number()).pipe(refundRequestSchema.shape.passengers.unwrap()),
  reason: refundRequestSchema.shape.reason,
});

/** An exchange quote (POST /booking/exchange/): the leg of a round trip and a new date from today on. */
export const exchangeQuoteFormSchema = ({ today }: { today: string }) =>
  z.object({ leg: exchangeRequestSchema.shape.leg, new_date: wantedDate(today, true) });

/** The history's filters: the text of the query fields of GET /booking/my/ (empty ones are dropped). */
export const historyFiltersFormSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  order_number: z.string().trim().toUpperCase().max(6),
  passenger: z.string().trim().max(100),
});

// ---------------------------------------------------------------- service requests

/** "From 1 to 20 people", typed into a number field. */
const peopleField = <T extends z.ZodType<number, unknown>>(schema: T) =>
  z
    .string()
    .trim()
    .min(1)
    .pipe(schema as unknown as z.ZodType<number, string>);

const contactFields = (schema: typeof tourRequestSchema | typeof railRequestSchema | typeof partnerRequestSchema) => ({
  name: schema.shape.name,
  phone: schema.shape.phone,
  consent: tickedBox(schema.shape.consent),
  homepage: schema.shape.homepage,
  comment: schema.shape.comment.unwrap(),
});

/** A tour request: a start date from today on and how many people; the email is optional. */
export const tourRequestFormSchema = ({ today }: { today: string }) =>
  z.object({
    ...contactFields(tourRequestSchema),
    email: tourRequestSchema.shape.email,
    date: wantedDate(today, true),
    people: peopleField(tourRequestSchema.shape.people),
  });

/** A rail request: route, date (a seasonal train runs in summer only), passengers, class. */
export const railRequestFormSchema = ({ today }: { today: string }) =>
  z
    .object({
      ...contactFields(railRequestSchema),
      email: railRequestSchema.shape.email,
      route: requiredChoice(z.enum(RAIL_ROUTES)),
      date: wantedDate(today, true),
      passengers: peopleField(railRequestSchema.shape.passengers),
      class: requiredChoice(z.enum(RAIL_CLASSES)),
    })
    .superRefine((value, ctx) => {
      const route = (RAIL_ROUTES as readonly string[]).includes(value.route)
        ? (value.route as (typeof RAIL_ROUTES)[number])
        : null;
      if (route && parseIsoDate(value.date) && value.date >= today && !isRailRouteRunning(route, value.date)) {
        addIssue(ctx, ['date'], value.date, { problem: 'rail_out_of_season' });
      }
    }, ALWAYS);

/** An application to the partner programme. */
export const partnerRequestFormSchema = z.object({
  ...contactFields(partnerRequestSchema),
  email: partnerRequestSchema.shape.email,
  company: partnerRequestSchema.shape.company,
  partnership: requiredChoice(z.enum(PARTNERSHIP_KINDS)),
  site: partnerRequestSchema.shape.site.unwrap(),
});

export const GUEST_REQUEST_KINDS = ['appeal', 'exchange', 'refund'] as const;
export type GuestRequestKind = (typeof GUEST_REQUEST_KINDS)[number];

/**
 * The footer's appeal, exchange and refund forms: the email is required, the phone optional; the
 * booking reference is optional for an appeal only. One shape for the three (a field another kind
 * has is left as it is).
 */
export const guestRequestFormSchema = (kind: GuestRequestKind, { today }: { today: string }) => {
  const shape = appealRequestSchema.shape;
  const orderNumber = {
    appeal: shape.order_number,
    exchange: exchangeFormSchema.shape.order_number,
    refund: refundFormSchema.shape.order_number,
  }[kind];
  return z.object({
    topic: kind === 'appeal' ? requiredChoice(z.enum(APPEAL_TOPICS)) : z.string(),
    order_number: orderNumber,
    desired_date: kind === 'exchange' ? wantedDate(today, false) : z.string(),
    name: shape.name,
    email: shape.email,
    phone: shape.phone,
    message: shape.message,
    consent: tickedBox(shape.consent),
    homepage: shape.homepage,
  });
};

/** The bounds of the appeal forms' message, from the request schema. */
export const GUEST_MESSAGE_LENGTH = {
  min: appealRequestSchema.shape.message.minLength ?? 1,
  max: appealRequestSchema.shape.message.maxLength ?? 2000,
};
