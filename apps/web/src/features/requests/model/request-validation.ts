/** Client checks of the request forms: the same rules the API applies, answered as message descriptors. */
import {
  appealRequestSchema,
  isRailRouteRunning,
  isValidEmail,
  isValidPhone,
  MAX_REQUEST_PEOPLE,
  ORDER_NUMBER_PATTERN,
  type RailRoute,
  type ValidationIssue,
} from '@sapar/contracts';

/** What is wrong with a field: a contracts issue (shared wording) or a key of the "content" catalogue. */
export type RequestFieldProblem =
  { issue: ValidationIssue } | { key: string; params?: Record<string, string | number> };

const required = (label: string): RequestFieldProblem => ({ issue: { code: 'required', params: { label } } });

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  consent: string;
}

/** Today in the visitor's calendar, yyyy-MM-dd (the API checks against Bishkek's). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function checkContacts(
  values: ContactValues,
  labels: { name: string; phone: string; email: string },
  isEmailRequired: boolean,
  isPhoneRequired = true,
) {
  const problems: Partial<Record<keyof ContactValues, RequestFieldProblem>> = {};
  if (!values.name.trim()) problems.name = required(labels.name);
  if (!values.phone.trim()) {
    if (isPhoneRequired) problems.phone = required(labels.phone);
  } else if (!isValidPhone(values.phone)) problems.phone = { issue: { code: 'invalid_phone' } };
  if (!values.email.trim()) {
    if (isEmailRequired) problems.email = required(labels.email);
  } else if (!isValidEmail(values.email.trim())) problems.email = { issue: { code: 'invalid_email' } };
  if (values.consent !== 'yes') problems.consent = { key: 'content.form.consentRequired' };
  return problems;
}

export function checkDate(date: string, label: string, now = new Date()): RequestFieldProblem | undefined {
  if (!date) return required(label);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { issue: { code: 'invalid_date' } };
  if (date < todayIso(now)) return { key: 'content.form.dateInPast' };
  return undefined;
}

/** An optional date: nothing to say when empty, otherwise the rules of `checkDate`. */
export function checkOptionalDate(date: string, label: string, now = new Date()): RequestFieldProblem | undefined {
  return date ? checkDate(date, label, now) : undefined;
}

export function checkPeople(value: string, label: string): RequestFieldProblem | undefined {
  if (!value.trim()) return required(label);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_REQUEST_PEOPLE)
    return { key: 'content.form.peopleRange', params: { max: MAX_REQUEST_PEOPLE } };
  return undefined;
}

export function checkRailSeason(route: RailRoute | '', date: string): RequestFieldProblem | undefined {
  if (!route || !date) return undefined;
  return isRailRouteRunning(route, date) ? undefined : { key: 'content.rail.outOfSeason' };
}

/** The booking reference as the API reads it: trimmed and in capitals. */
export function normalizeOrderNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function checkOrderNumber(value: string, label: string, isRequired: boolean): RequestFieldProblem | undefined {
  const orderNumber = normalizeOrderNumber(value);
  if (!orderNumber) return isRequired ? required(label) : undefined;
  return ORDER_NUMBER_PATTERN.test(orderNumber) ? undefined : { issue: { code: 'invalid_order_number' } };
}

/** The message of the appeal, exchange and refund forms: its bounds are read from the contract. */
export const GUEST_MESSAGE_LENGTH = {
  min: appealRequestSchema.shape.message.minLength ?? 1,
  max: appealRequestSchema.shape.message.maxLength ?? 2000,
};

export function checkGuestMessage(value: string, label: string): RequestFieldProblem | undefined {
  const message = value.trim();
  if (!message) return required(label);
  if (message.length < GUEST_MESSAGE_LENGTH.min)
    return { key: 'footerForms.messageTooShort', params: { min: GUEST_MESSAGE_LENGTH.min } };
  if (message.length > GUEST_MESSAGE_LENGTH.max)
    return { key: 'footerForms.messageTooLong', params: { max: GUEST_MESSAGE_LENGTH.max } };
  return undefined;
}
