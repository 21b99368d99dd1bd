import { describe, expect, it } from 'vitest';
import {
  buildPassengerFields,
  listPassengerKinds,
  toBookingPassenger,
  type PassengerKind,
  type PassengerLabels,
  type PassengerValues,
} from './passenger-forms';

// The passenger rules themselves (ages by fare, expiry, Latin names, contact) are the contracts'
// passengerFormsSchema: packages/contracts/src/forms.test.ts.

const LABELS: PassengerLabels = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  gender: 'Пол',
  birth_date: 'Дата рождения',
  citizenship: 'Гражданство',
  document_type: 'Тип документа',
  document_number: 'Серия и номер документа',
  document_expiry: 'Срок действия документа',
};
const ADULT: PassengerKind = { type: 'ADLT', pensioner: false, with_seat: true };
const PENSIONER: PassengerKind = { type: 'ADLT', pensioner: true, with_seat: true };
const CHILD: PassengerKind = { type: 'CHLD', pensioner: false, with_seat: true };
const INFANT: PassengerKind = { type: 'INFT', pensioner: false, with_seat: false };

const VALID: PassengerValues = {
  last_name: 'ASANOVA',
  first_name: 'AIGUL',
  gender: 'female',
  birth_date: '15.05.1990',
  citizenship: 'KG',
  document_type: 'international_passport',
  document_number: 'AC1234567',
  document_expiry: '31.12.2034',
};

describe('passenger form items', () => {
  it('has one item per passenger of the search, adults first', () => {
    const kinds = listPassengerKinds({ adults: 1, pensioners: 1, kids: 1, babies_with_sit: 1, babies_without_sit: 1 });
    expect(kinds).toEqual([ADULT, PENSIONER, CHILD, { type: 'INFT', pensioner: false, with_seat: true }, INFANT]);
  });

  it('has the spec shape: fields with label/type/required/canExpired, the expiry required abroad only', () => {
    const fields = buildPassengerFields(LABELS, true);
    expect(fields.find((f) => f.name === 'birth_date')).toEqual({
      name: 'birth_date',
      label: 'Дата рождения',
      type: 'date_text',
      required: true,
    });
    expect(fields.find((f) => f.name === 'document_expiry')).toMatchObject({
      type: 'date_text',
      required: true,
      canExpired: true,
    });
    expect(buildPassengerFields(LABELS, false).find((f) => f.name === 'document_expiry')).toMatchObject({
      required: false,
      canExpired: true,
    });
  });

  it('sends the booking dates as yyyy-MM-dd with the fare flags', () => {
    expect(toBookingPassenger(INFANT, { ...VALID, birth_date: '21-12-2028' })).toMatchObject({
      type: 'INFT',
      with_seat: false,
      pensioner: false,
      birth_date: '2028-12-21',
      document_expiry: '2034-12-31',
    });
  });
});
