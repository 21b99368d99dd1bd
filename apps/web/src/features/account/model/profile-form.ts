/**
 * The profile edit form: values as text (dates dd.MM.yyyy), the passenger rules of the contracts
 * for each field, and the PATCH body holding only what changed ('' / null clear a field).
 */
import {
  isValidEmail,
  validatePassengerField,
  type PassengerField,
  type UserProfile,
  type ValidationIssue,
} from '@sapar/contracts';
import type { ProfileUpdate } from '../api/account-api';
import { agencyToday, toApiDate, toDisplayDate } from './dates';

export const PROFILE_FORM_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'birth_date',
  'phone',
  'gender',
  'citizenship',
  'document_type',
  'document_number',
  'document_expiry',
] as const;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];
export type ProfileFormValues = Record<ProfileFormField, string>;

const SELECT_FIELDS = new Set<ProfileFormField>(['gender', 'citizenship', 'document_type']);
const DATE_FIELDS = new Set<ProfileFormField>(['birth_date', 'document_expiry']);

export function toProfileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    birth_date: toDisplayDate(profile.birth_date),
    phone: profile.phone,
    gender: profile.gender ?? '',
    citizenship: profile.citizenship ?? '',
    document_type: profile.document_type ?? '',
    document_number: profile.document_number,
    document_expiry: toDisplayDate(profile.document_expiry),
  };
}

/** The rules of each field, as passenger-form fields of the contracts (the account holder is an adult). */
const RULES: Partial<Record<ProfileFormField, Omit<PassengerField, 'label'>>> = {
  first_name: { name: 'first_name', type: 'text', required: false },
  last_name: { name: 'last_name', type: 'text', required: false },
  birth_date: { name: 'birth_date', type: 'date_text', required: false },
  document_expiry: { name: 'document_expiry', type: 'date_text', required: false, canExpired: true },
  phone: { name: 'phone', type: 'phone', required: false },
};

export function validateProfileForm(
  values: ProfileFormValues,
  labels: Record<ProfileFormField, string>,
): Partial<Record<ProfileFormField, ValidationIssue>> {
  const today = agencyToday();
  const context = { passengerType: 'ADLT' as const, flightDate: today, today };
  const issues: Partial<Record<ProfileFormField, ValidationIssue>> = {};
  if (!values.email.trim()) issues.email = { code: 'required', params: { label: labels.email } };
  else if (!isValidEmail(values.email)) issues.email = { code: 'invalid_email' };
  for (const [name, rule] of Object.entries(RULES) as [ProfileFormField, Omit<PassengerField, 'label'>][]) {
    const issue = validatePassengerField({ ...rule, label: labels[name] }, values[name], context);
    if (issue) issues[name] = issue;
  }
  return issues;
}

/** Only the changed fields; the email goes separately, with its code. */
export function toProfileUpdate(values: ProfileFormValues, initial: ProfileFormValues): ProfileUpdate {
  const update: Record<string, string | null> = {};
  for (const name of PROFILE_FORM_FIELDS) {
    if (name === 'email') continue;
    const value = values[name].trim();
    if (value === initial[name].trim()) continue;
    if (SELECT_FIELDS.has(name)) update[name] = value || null;
    else if (DATE_FIELDS.has(name)) update[name] = value ? toApiDate(value) : '';
    else update[name] = value;
  }
  return update as ProfileUpdate;
}

export function isEmailChanged(values: ProfileFormValues, initial: ProfileFormValues): boolean {
  return values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase();
}
