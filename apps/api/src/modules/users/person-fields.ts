/**
 * The passenger-form rules (docs/product.md#passenger-form-rules, from @sapar/contracts) applied to the profile and
 * the saved passenger: dates in dd.MM.yyyy, dd-MM-yyyy or yyyy-MM-dd become yyyy-MM-dd; phones
 * must be international; documents must not have expired; ages fit the passenger type.
 */
import {
  calendarDateOf,
  formatDisplayDate,
  formatIsoDate,
  parseAnyDate,
  validatePassengerField,
  type CalendarDate,
  type PassengerField,
  type PassengerType,
  type ValidationIssue,
} from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';

export type FieldErrors = Record<string, MessageKey | ValidationIssue>;

/** Today in the agency's time zone: ages and document expiry are counted on it. */
export function today(now = new Date()): CalendarDate {
  return calendarDateOf(now);
}

const BIRTH_DATE: PassengerField = { name: 'birth_date', label: 'birth_date', type: 'date_text', required: false };
const DOCUMENT_EXPIRY: PassengerField = {
  name: 'document_expiry',
  label: 'document_expiry',
  type: 'date_text',
  required: false,
  canExpired: true,
};
const EMAIL: PassengerField = { name: 'email', label: 'email', type: 'email', required: false };
const PHONE: PassengerField = { name: 'phone', label: 'phone', type: 'phone', required: false };

/**
 * A birth date checked against the passenger type's ages, as yyyy-MM-dd. The contracts' birth-date
 * rule reads dd.MM.yyyy, so an ISO date is turned into that form first.
 */
export function checkBirthDate(
  value: string,
  passengerType: PassengerType,
  on: CalendarDate,
): { iso: string } | { issue: ValidationIssue } {
  const date = parseAnyDate(value);
  if (!date) return { issue: { code: 'invalid_birth_date' } };
  const issue = validatePassengerField(BIRTH_DATE, formatDisplayDate(date), {
    passengerType,
    flightDate: on,
    today: on,
  });
  return issue ? { issue } : { iso: formatIsoDate(date) };
}

export function checkDocumentExpiry(value: string, on: CalendarDate): { iso: string } | { issue: ValidationIssue } {
  // The body may carry yyyy-MM-dd; the rule reads the form people type.
  const date = parseAnyDate(value);
  const issue = validatePassengerField(DOCUMENT_EXPIRY, date ? formatDisplayDate(date) : value, {
    passengerType: 'ADLT',
    flightDate: on,
    today: on,
  });
  return issue || !date ? { issue: issue ?? { code: 'invalid_date' } } : { iso: formatIsoDate(date) };
}

export function checkPhone(value: string): ValidationIssue | null {
  return validatePassengerField(PHONE, value, { passengerType: 'ADLT', flightDate: today(), today: today() });
}

export function checkEmail(value: string): ValidationIssue | null {
  return validatePassengerField(EMAIL, value, { passengerType: 'ADLT', flightDate: today(), today: today() });
}

/**
 * An optional date field of a PATCH: undefined leaves it, '' clears it (null), anything else must
 * pass `check`. Errors are added to `errors` under `field`.
 */
export function optionalDate(
  value: string | undefined,
  field: string,
  errors: FieldErrors,
  check: (value: string) => { iso: string } | { issue: ValidationIssue },
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') return null;
  const result = check(value);
  if ('issue' in result) {
    errors[field] = result.issue;
    return undefined;
  }
  return result.iso;
}
