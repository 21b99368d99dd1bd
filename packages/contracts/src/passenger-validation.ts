/**
 * The passenger form rules (docs/product.md#passenger-form-rules), in one place: the web form runs them as the
 * traveller types, the API runs them again on every profile, saved passenger and booking.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { AGE_BOUNDS, type PassengerType } from './constants.js';
import {
  ageOn,
  compareDates,
  formatDisplayDate,
  parseDisplayDate,
  parseDottedDate,
  type CalendarDate,
} from './dates.js';
import type { ValidationIssue } from './validation-messages.js';

export const PASSENGER_FIELD_TYPES = ['text', 'date_text', 'email', 'phone', 'select'] as const;
export type PassengerFieldType = (typeof PASSENGER_FIELD_TYPES)[number];

/** One field of a passenger form item (docs/product.md#passenger-form-rules: label, type, required, canExpired). */
export interface PassengerField {
  name: string;
  label: string;
  type: PassengerFieldType;
  required: boolean;
  canExpired?: boolean;
}

export type FieldValue = string | number | null | undefined;

export interface PassengerRuleContext {
  passengerType: PassengerType;
  /** The day ages are counted on: the flight date, today when there is none yet. */
  flightDate: CalendarDate;
  /** Today in the agency's time zone: expired documents are those before it. */
  today: CalendarDate;
  /** Adults travelling on a pensioner fare must be 65 or over. */
  isPensioner?: boolean;
  /** The day of the trip's last flight: a document that expires before it is refused. */
  lastFlightDate?: CalendarDate;
}

// The "standard email pattern": one @, no spaces, a dot in the domain, a 2+ letter TLD.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i;

export function isBlank(value: FieldValue): boolean {
  return value === null || value === undefined || value === 0 || (typeof value === 'string' && value.trim() === '');
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  const text = value.trim();
  return text.startsWith('+') && isValidPhoneNumber(text);
}

function checkAge(birth: CalendarDate, context: PassengerRuleContext): ValidationIssue | null {
  if (compareDates(birth, context.today) > 0) return { code: 'birth_date_in_future' };
  const age = ageOn(birth, context.flightDate);
  switch (context.passengerType) {
    case 'ADLT':
      if (age < AGE_BOUNDS.adultMin) return { code: 'adult_age' };
      if (context.isPensioner && age < AGE_BOUNDS.pensionerMin) return { code: 'pensioner_age' };
      return null;
    case 'CHLD':
      return age >= AGE_BOUNDS.childMin && age < AGE_BOUNDS.childMaxExclusive ? null : { code: 'child_age' };
    case 'INFT':
      return age < AGE_BOUNDS.infantMaxExclusive ? null : { code: 'infant_age' };
  }
}

/** The first rule a field's value breaks, or null. Rules run in the order of docs/product.md#passenger-form-rules. */
export function validatePassengerField(
  field: PassengerField,
  value: FieldValue,
  context: PassengerRuleContext,
): ValidationIssue | null {
  if (isBlank(value)) return field.required ? { code: 'required', params: { label: field.label } } : null;
  const text = String(value).trim();
  if (PERSON_NAME_FIELDS.has(field.name)) return isPersonName(text) ? null : { code: 'invalid_name' };

  // A date_text field is dd.MM.yyyy as people type it (never yyyy-MM-dd); a document's expiry may also be dd-MM-yyyy.
  if (field.name === 'birth_date') {
    const birth = parseDottedDate(text);
    return birth ? checkAge(birth, context) : { code: 'invalid_birth_date' };
  }
  if (field.type === 'date_text' || field.canExpired) {
    const date = field.canExpired ? parseDisplayDate(text) : parseDottedDate(text);
    if (!date) return { code: 'invalid_date' };
    if (field.canExpired && compareDates(date, context.today) < 0) return { code: 'document_expired' };
    if (field.canExpired && context.lastFlightDate && compareDates(date, context.lastFlightDate) < 0) {
      return {
        code: 'document_expires_before_trip',
        params: { expiry: formatDisplayDate(date), date: formatDisplayDate(context.lastFlightDate) },
      };
    }
    return null;
  }
  if (field.type === 'email') return isValidEmail(text) ? null : { code: 'invalid_email' };
  if (field.type === 'phone') return isValidPhone(text) ? null : { code: 'invalid_phone' };
  return null;
}

export type PassengerValidation = Record<string, { error: boolean; message: ValidationIssue | null }>;

/** Runs every field; answers the form item's `validation` shape (error and message per field). */
export function validatePassengerFields(
  fields: readonly PassengerField[],
  values: Record<string, FieldValue>,
  context: PassengerRuleContext,
): PassengerValidation {
  const validation: PassengerValidation = {};
  for (const field of fields) {
    const message = validatePassengerField(field, values[field.name], context);
    validation[field.name] = { error: message !== null, message };
  }
  return validation;
}

export function hasPassengerErrors(validation: PassengerValidation): boolean {
  return Object.values(validation).some((entry) => entry.error);
}

/** The fields that hold a person's name: letters, spaces, hyphens and apostrophes only. */
export const PERSON_NAME_FIELDS: ReadonlySet<string> = new Set(['first_name', 'last_name', 'middle_name']);

// A letter of any script first, then letters (with combining marks, for decomposed diacritics)
// in words joined by spaces, hyphens or apostrophes; no digits, markup or line breaks.
const PERSON_NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '\u2019-]+[\p{L}\p{M}]+)*$/u;

/** A person's name in any script: Айгерим, Çağrı, O'Neil-Asanova, 李明. */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value.trim());
}

/**
 * A name field of a request: trimmed, at most `max` characters, a person's name or empty (the
 * passenger rules then say that it is required, with the field's label).
 */
export const personNameSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || isPersonName(value), {
      params: { issue: { code: 'invalid_name' } satisfies ValidationIssue },
    });

/** Latin letters, spaces, hyphens and apostrophes: what a name in an international ticket may hold. */
export function isLatinName(value: string): boolean {
  return /^[A-Za-z][A-Za-z' -]*$/.test(value.trim());
}
