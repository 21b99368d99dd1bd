/**
 * The profile edit form: values as text (dates dd.MM.yyyy) in the order of the form's fields, and the
 * PATCH body holding only what changed ('' / null clear a field). The checks are the contracts'
 * profileFormSchema (the passenger rules of an adult).
 */
import type { UserProfile, profileFormSchema } from '@sapar/contracts';
import type { z } from 'zod';
import type { ProfileUpdate } from '../api/account-api';
import { toApiDate, toDisplayDate } from './dates';

export type ProfileFormValues = z.input<typeof profileFormSchema>;
type ProfileFormField = keyof ProfileFormValues;

const SELECT_FIELDS = new Set<ProfileFormField>(['gender', 'citizenship', 'document_type']);
const DATE_FIELDS = new Set<ProfileFormField>(['birth_date', 'document_expiry']);

/** The profile as the form's values, in the order the fields are shown (the first invalid one takes the focus). */
export function toProfileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    last_name: profile.last_name,
    first_name: profile.first_name,
    email: profile.email,
    phone: profile.phone,
    birth_date: toDisplayDate(profile.birth_date),
    gender: profile.gender ?? '',
    citizenship: profile.citizenship ?? '',
    document_type: profile.document_type ?? '',
    document_number: profile.document_number,
    document_expiry: toDisplayDate(profile.document_expiry),
  };
}

/** Only the changed fields; the email goes separately, with its code. */
export function toProfileUpdate(values: ProfileFormValues, initial: ProfileFormValues): ProfileUpdate {
  const update: Record<string, string | null> = {};
  for (const name of Object.keys(initial) as ProfileFormField[]) {
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
