/**
 * The passenger forms of the purchase: one form item per passenger of the search, in the spec's
 * shape (type, fields with label/type/required/canExpired, values, validation), checked with the
 * contracts' rules on the flight date — the API runs the same rules again on booking.
 */
import {
  calendarDateOf,
  formatDisplayDate,
  isLatinName,
  parseAnyDate,
  parseIsoDate,
  toIsoDate,
  validatePassengerField,
  type BookingPassenger,
  type CalendarDate,
  type PassengerField,
  type PassengerType,
  type Ticket,
  type ValidationIssue,
} from '@sapar/contracts';
import type { PassengerCounts } from './payment-slice';

export const PASSENGER_VALUE_FIELDS = [
  'last_name',
  'first_name',
  'gender',
  'birth_date',
  'citizenship',
  'document_type',
  'document_number',
  'document_expiry',
] as const;
export type PassengerFieldName = (typeof PASSENGER_VALUE_FIELDS)[number];
export type PassengerValues = Record<PassengerFieldName, string>;
export type PassengerLabels = Record<PassengerFieldName, string>;

/** Which fare a form is for: the search's adults, pensioners, children and infants with or without a seat. */
export interface PassengerKind {
  type: PassengerType;
  pensioner: boolean;
  with_seat: boolean;
}

export interface PassengerFormField extends PassengerField {
  name: PassengerFieldName;
}

/** The spec's passenger form item. */
export interface PassengerFormItem extends PassengerKind {
  fields: PassengerFormField[];
  values: PassengerValues;
  validation: Record<PassengerFieldName, { error: boolean; message: ValidationIssue | null }>;
}

export const EMPTY_PASSENGER_VALUES: PassengerValues = {
  last_name: '',
  first_name: '',
  gender: '',
  birth_date: '',
  citizenship: '',
  document_type: '',
  document_number: '',
  document_expiry: '',
};

/** One kind per passenger of the search, adults first (the API only checks the mix). */
export function listPassengerKinds(counts: PassengerCounts): PassengerKind[] {
  const kinds: PassengerKind[] = [];
  const add = (count: number, kind: PassengerKind) => {
    for (let i = 0; i < count; i += 1) kinds.push(kind);
  };
  add(counts.adults, { type: 'ADLT', pensioner: false, with_seat: true });
  add(counts.pensioners, { type: 'ADLT', pensioner: true, with_seat: true });
  add(counts.kids, { type: 'CHLD', pensioner: false, with_seat: true });
  add(counts.babies_with_sit, { type: 'INFT', pensioner: false, with_seat: true });
  add(counts.babies_without_sit, { type: 'INFT', pensioner: false, with_seat: false });
  return kinds;
}

/** The form's fields: the document expiry is required (and may not be past) for flights abroad. */
export function buildPassengerFields(labels: PassengerLabels, isInternational: boolean): PassengerFormField[] {
  const field = (name: PassengerFieldName, type: PassengerField['type'], required: boolean, canExpired = false): PassengerFormField => ({
    name,
    label: labels[name],
    type,
    required,
    ...(canExpired ? { canExpired } : {}),
  });
  return [
    field('last_name', 'text', true),
    field('first_name', 'text', true),
    field('gender', 'select', true),
    field('birth_date', 'date_text', true),
    field('citizenship', 'select', true),
    field('document_type', 'select', true),
    field('document_number', 'text', true),
    field('document_expiry', 'date_text', isInternational, true),
  ];
}

export interface PassengerCheckContext {
  flightDate: CalendarDate;
  today: CalendarDate;
  isInternational: boolean;
}

/** Every field's first broken rule (the spec's `validation`), Latin names on international flights. */
export function validatePassengerItem(
  kind: PassengerKind,
  fields: readonly PassengerFormField[],
  values: PassengerValues,
  context: PassengerCheckContext,
): PassengerFormItem['validation'] {
  const rule = { passengerType: kind.type, flightDate: context.flightDate, today: context.today, isPensioner: kind.type === 'ADLT' && kind.pensioner };
  const validation = {} as PassengerFormItem['validation'];
  for (const field of fields) {
    let message = validatePassengerField(field, values[field.name], rule);
    if (!message && context.isInternational && (field.name === 'first_name' || field.name === 'last_name') && !isLatinName(values[field.name])) {
      message = { code: 'latin_only' };
    }
    validation[field.name] = { error: message !== null, message };
  }
  return validation;
}

export function buildPassengerItem(
  kind: PassengerKind,
  labels: PassengerLabels,
  values: PassengerValues,
  context: PassengerCheckContext,
): PassengerFormItem {
  const fields = buildPassengerFields(labels, context.isInternational);
  return { ...kind, fields, values, validation: validatePassengerItem(kind, fields, values, context) };
}

export type ContactValues = { email: string; phone: string };

export function validateContact(values: ContactValues, labels: ContactValues, today: CalendarDate): Record<keyof ContactValues, ValidationIssue | null> {
  const rule = { passengerType: 'ADLT' as const, flightDate: today, today };
  return {
    email: validatePassengerField({ name: 'email', label: labels.email, type: 'email', required: true }, values.email, rule),
    phone: validatePassengerField({ name: 'phone', label: labels.phone, type: 'phone', required: true }, values.phone.replace(/[\s()-]/g, ''), rule),
  };
}

/** Ages count on the day of the first flight, in its local calendar. */
export function flightDateOf(ticket: Ticket | null): CalendarDate | null {
  const local = ticket?.segments[0]?.departure.local;
  return local ? parseIsoDate(local.slice(0, 10)) : null;
}

/** A trip is international when any airport of either leg is outside Kyrgyzstan. */
export function isInternationalTrip(tickets: readonly (Ticket | null)[]): boolean {
  return tickets.some((ticket) => ticket?.segments.some((s) => s.from.country_code !== 'KG' || s.to.country_code !== 'KG'));
}

export function agencyToday(): CalendarDate {
  return calendarDateOf(new Date());
}

/** yyyy-MM-dd from the API → dd.MM.yyyy as people type it. */
export function toDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseAnyDate(value);
  return date ? formatDisplayDate(date) : value;
}

export function toBookingPassenger(kind: PassengerKind, values: PassengerValues): BookingPassenger {
  const passenger: BookingPassenger = {
    type: kind.type,
    with_seat: kind.type === 'INFT' ? kind.with_seat : true,
    pensioner: kind.type === 'ADLT' && kind.pensioner,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    gender: values.gender as BookingPassenger['gender'],
    birth_date: toIsoDate(values.birth_date) ?? values.birth_date.trim(),
    citizenship: values.citizenship,
    document_type: values.document_type as BookingPassenger['document_type'],
    document_number: values.document_number.trim(),
  };
  if (values.document_expiry.trim()) passenger.document_expiry = toIsoDate(values.document_expiry) ?? values.document_expiry.trim();
  return passenger;
}

/** A person's saved data (profile or saved passenger, dates yyyy-MM-dd) as form values. */
export function toPassengerValues(person: Partial<Record<PassengerFieldName, string | null | undefined>>): PassengerValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    last_name: text(person.last_name),
    first_name: text(person.first_name),
    gender: text(person.gender),
    birth_date: toDisplayDate(person.birth_date),
    citizenship: text(person.citizenship),
    document_type: text(person.document_type),
    document_number: text(person.document_number),
    document_expiry: toDisplayDate(person.document_expiry),
  };
}

/** Server errors keyed `passengers.{i}.{field}` / `contact.{field}`, sorted per form. */
export function splitBookingErrors(errors: Record<string, string>): { passengers: Record<number, Partial<Record<PassengerFieldName, string>>>; contact: Partial<Record<keyof ContactValues, string>>; other: string[] } {
  const result: ReturnType<typeof splitBookingErrors> = { passengers: {}, contact: {}, other: [] };
  for (const [key, message] of Object.entries(errors)) {
    const passenger = /^passengers\.(\d+)\.(\w+)$/.exec(key);
    const contact = /^contact\.(email|phone)$/.exec(key);
    if (passenger && (PASSENGER_VALUE_FIELDS as readonly string[]).includes(passenger[2]!)) {
      const index = Number(passenger[1]);
      (result.passengers[index] ??= {})[passenger[2] as PassengerFieldName] = message;
    } else if (contact) {
      result.contact[contact[1] as keyof ContactValues] = message;
    } else {
      result.other.push(message);
    }
  }
  return result;
}
