/**
 * The one passenger a user may keep (docs/product.md#passenger-form-rules), checked with the passenger form's rules:
 * the type's ages counted on today (there is no flight yet), an unexpired document, a valid
 * email and international phone. Names may be in any script here; tickets ask for Latin later.
 */
import type { PassengerType, SavedPassenger, SavedPassengerResponse } from '@sapar/contracts';
import {
  checkBirthDate,
  checkDocumentExpiry,
  checkEmail,
  checkPhone,
  optionalDate,
  today,
  type FieldErrors,
} from './person-fields.js';
import { countryExists } from '../reference/index.js';
import {
  deleteSavedPassenger,
  findSavedPassenger,
  upsertSavedPassenger,
  type SavedPassengerRow,
} from './users.repository.js';
import { invalid, type UsersDeps } from './users.service.js';

function toResponse(row: SavedPassengerRow): SavedPassengerResponse {
  return {
    type: row.type as PassengerType,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender as SavedPassengerResponse['gender'],
    birth_date: row.birthDate,
    citizenship: row.citizenship,
    document_type: row.documentType as SavedPassengerResponse['document_type'],
    document_number: row.documentNumber,
    document_expiry: row.documentExpiry,
    email: row.email,
    phone: row.phone,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The saved passenger, or null when none is kept yet: an empty slot is an answer, not a missing page. */
export async function getSavedPassenger(deps: UsersDeps, userId: string): Promise<SavedPassengerResponse | null> {
  const row = await findSavedPassenger(deps.db, userId);
  return row ? toResponse(row) : null;
}

export async function saveSavedPassenger(
  deps: UsersDeps,
  userId: string,
  input: SavedPassenger,
): Promise<SavedPassengerResponse> {
  const errors: FieldErrors = {};
  const on = today();
  let birthDate: string | undefined;
  if (input.birth_date.trim() === '') {
    errors.birth_date = 'field_required';
  } else {
    const birth = checkBirthDate(input.birth_date, input.type, on);
    if ('issue' in birth) errors.birth_date = birth.issue;
    else birthDate = birth.iso;
  }
  const documentExpiry = optionalDate(input.document_expiry, 'document_expiry', errors, (value) =>
    checkDocumentExpiry(value, on),
  );
  const email = input.email?.trim() ? input.email.trim().toLowerCase() : null;
  const emailIssue = email ? checkEmail(email) : null;
  if (emailIssue) errors.email = emailIssue;
  const phone = input.phone?.trim() ? input.phone.trim() : null;
  const phoneIssue = phone ? checkPhone(phone) : null;
  if (phoneIssue) errors.phone = phoneIssue;
  if (!(await countryExists(deps.db, input.citizenship))) errors.citizenship = 'invalid_enum';
  if (Object.keys(errors).length > 0 || !birthDate) throw invalid(errors);

  const row = await upsertSavedPassenger(deps.db, userId, {
    type: input.type,
    firstName: input.first_name,
    lastName: input.last_name,
    gender: input.gender,
    birthDate,
    citizenship: input.citizenship,
    documentType: input.document_type,
    documentNumber: input.document_number,
    documentExpiry: documentExpiry ?? null,
    email,
    phone,
  });
  return toResponse(row);
}

export async function removeSavedPassenger(deps: UsersDeps, userId: string): Promise<void> {
  await deleteSavedPassenger(deps.db, userId);
}
