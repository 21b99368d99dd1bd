/**
 * The saved passenger's form: its values as text (dates dd.MM.yyyy) in the order of the form's
 * fields, and the PUT body. The checks are the contracts' savedPassengerFormSchema (the passenger
 * rules by type, expired documents, email and phone, Latin names as in an international ticket).
 */
import type { SavedPassengerInput, SavedPassengerResponse, savedPassengerFormSchema } from '@sapar/contracts';
import type { z } from 'zod';
import { toApiDate, toDisplayDate } from './dates';

export type PassengerFormValues = z.input<typeof savedPassengerFormSchema>;
export type PassengerFormOutput = z.output<typeof savedPassengerFormSchema>;

export const EMPTY_PASSENGER: PassengerFormValues = {
  last_name: '',
  first_name: '',
  type: 'ADLT',
  gender: '',
  birth_date: '',
  citizenship: '',
  document_type: '',
  document_number: '',
  document_expiry: '',
  email: '',
  phone: '',
};

export function toPassengerFormValues(passenger: SavedPassengerResponse): PassengerFormValues {
  return {
    last_name: passenger.last_name,
    first_name: passenger.first_name,
    type: passenger.type,
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

/** The checked values as PUT /users/me/passenger/ takes them: dates yyyy-MM-dd, empty optional fields left out. */
export function toSavedPassengerInput(values: PassengerFormOutput): SavedPassengerInput {
  const input: SavedPassengerInput = {
    type: values.type,
    first_name: values.first_name,
    last_name: values.last_name,
    gender: values.gender,
    birth_date: toApiDate(values.birth_date),
    citizenship: values.citizenship,
    document_type: values.document_type,
    document_number: values.document_number,
  };
  if (values.document_expiry) input.document_expiry = toApiDate(values.document_expiry);
  if (values.email) input.email = values.email;
  if (values.phone) input.phone = values.phone;
  return input;
}
