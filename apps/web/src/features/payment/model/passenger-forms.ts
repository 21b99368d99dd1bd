/**
 * The passenger forms of the purchase: one form item per passenger of the search, in the
 * shape of docs/product.md#passenger-form-rules (type, fields with label/type/required/canExpired, values); their validation is the
 * contracts' passengerFormsSchema (the passenger rules on the flight date) — the API runs the same
 * rules again on booking.
 */
import {
  calendarDateOf,
  formatDisplayDate,
  parseAnyDate,
  parseIsoDate,
  passengerRuleFields,
  toIsoDate,
  type BookingPassenger,
  type CalendarDate,
  type PassengerField,
  type PassengerType,
  type Ticket,
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

export type ContactValues = { email: string; phone: string };

/** What the data filling step holds: one form per passenger and the order's contact. */
export interface PassengerFormsValues {
  passengers: PassengerValues[];
  contact: ContactValues;
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

/** The form item fields with the form's labels: the document expiry is required (and may not be past) abroad. */
export function buildPassengerFields(labels: PassengerLabels, isInternational: boolean): PassengerFormField[] {
  return passengerRuleFields(isInternational).map((field) => ({
    ...field,
    name: field.name as PassengerFieldName,
    label: labels[field.name as PassengerFieldName],
  }));
}

export interface PassengerCheckContext {
  flightDate: CalendarDate;
  today: CalendarDate;
  isInternational: boolean;
  /** The day of the trip's last flight: documents must not expire before it. */
  lastFlightDate?: CalendarDate;
}

/** Ages count on the day of the first flight, in its local calendar. */
export function flightDateOf(ticket: Ticket | null): CalendarDate | null {
  const local = ticket?.segments[0]?.departure.local;
  return local ? parseIsoDate(local.slice(0, 10)) : null;
}

/** The local day the trip's last flight leaves (the return's last segment, or the outbound's). */
export function lastFlightDateOf(tickets: readonly (Ticket | null)[]): CalendarDate | null {
  const local = tickets
    .flatMap((ticket) => ticket?.segments ?? [])
    .reduce<{ utc: string; local: string } | null>(
      (last, s) => (!last || s.departure.utc > last.utc ? s.departure : last),
      null,
    )?.local;
  return local ? parseIsoDate(local.slice(0, 10)) : null;
}

/** A trip is international when any airport of either leg is outside Kyrgyzstan. */
export function isInternationalTrip(tickets: readonly (Ticket | null)[]): boolean {
  return tickets.some((ticket) =>
    ticket?.segments.some((s) => s.from.country_code !== 'KG' || s.to.country_code !== 'KG'),
  );
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
  if (values.document_expiry.trim())
    passenger.document_expiry = toIsoDate(values.document_expiry) ?? values.document_expiry.trim();
  return passenger;
}

/** A person's saved data (profile or saved passenger, dates yyyy-MM-dd) as form values. */
export function toPassengerValues(
  person: Partial<Record<PassengerFieldName, string | null | undefined>>,
): PassengerValues {
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
