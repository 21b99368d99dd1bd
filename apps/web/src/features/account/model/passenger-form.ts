/**
 * The saved passenger's form: the passenger rules of the contracts (ages by passenger type,
 * expired documents, email and phone) plus Latin-only names, as in an international ticket.
 */
import {
  PASSENGER_TYPES,
  isLatinName,
  validatePassengerField,
  type PassengerField,
  type PassengerType,
  type SavedPassengerInput,
  type SavedPassengerResponse,
  type ValidationIssue,
} from '@sapar/contracts';
import { agencyToday, toApiDate, toDisplayDate } from './dates';

export const PASSENGER_FORM_FIELDS = [
  'type',
  'last_name',
  'first_name',
  'gender',
  'birth_date',
  'citizenship',
  'document_type',
  'document_number',
  'document_expiry',
  'email',
  'phone',
] as const;
export type PassengerFormField = (typeof PASSENGER_FORM_FIELDS)[number];
export type PassengerFormValues = Record<PassengerFormField, string>;

export const EMPTY_PASSENGER: PassengerFormValues = {
  type: 'ADLT',
  last_name: '',
  first_name: '',
  gender: '',
  birth_date: '',
  citizenship: '',
  document_type: '',
  document_number: '',
  document_expiry: '',
  email: '',
  phone: '',
};

/** The passenger form item of the spec: each field's type, whether it is required, and canExpired. */
export const PASSENGER_FIELDS: readonly Omit<PassengerField, 'label'>[] = [
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

const LATIN_FIELDS = new Set(['first_name', 'last_name']);

export function toPassengerFormValues(passenger: SavedPassengerResponse): PassengerFormValues {
  return {
    type: passenger.type,
    last_name: passenger.last_name,
    first_name: passenger.first_name,
    gender: passenger.gender,
    birth_date: toDisplayDate(passenger.birth_date),
    citizenship: passenger.citizenship,
    document_type: passenger.document_type,
    document_number: passenger.document_number,
    document_expiry: toDisplayDate(passenger.document_expiry),
    email: passenger.email ?? '',
    phone: passenger.phone ?? '',
  };
}

export function validatePassengerForm(
  values: PassengerFormValues,
  labels: Record<PassengerFormField, string>,
): Partial<Record<PassengerFormField, ValidationIssue>> {
  const today = agencyToday();
  const passengerType = (PASSENGER_TYPES as readonly string[]).includes(values.type) ? (values.type as PassengerType) : 'ADLT';
  // Saved data is used for future bookings: ages are checked on today's date.
  const context = { passengerType, flightDate: today, today };
  const issues: Partial<Record<PassengerFormField, ValidationIssue>> = {};
  for (const field of PASSENGER_FIELDS) {
    const name = field.name as PassengerFormField;
    const issue = validatePassengerField({ ...field, label: labels[name] }, values[name], context);
    if (issue) issues[name] = issue;
    else if (LATIN_FIELDS.has(name) && !isLatinName(values[name])) issues[name] = { code: 'latin_only' };
  }
  return issues;
}

export function toSavedPassengerInput(values: PassengerFormValues): SavedPassengerInput {
  const input: SavedPassengerInput = {
    type: values.type as PassengerType,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    gender: values.gender as SavedPassengerInput['gender'],
    birth_date: toApiDate(values.birth_date),
    citizenship: values.citizenship,
    document_type: values.document_type as SavedPassengerInput['document_type'],
    document_number: values.document_number.trim(),
  };
  if (values.document_expiry.trim()) input.document_expiry = toApiDate(values.document_expiry);
  if (values.email.trim()) input.email = values.email.trim();
  if (values.phone.trim()) input.phone = values.phone.trim();
  return input;
}
