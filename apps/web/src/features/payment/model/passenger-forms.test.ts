import { formatValidationMessage, type CalendarDate } from '@sapar/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildPassengerItem,
  EMPTY_PASSENGER_VALUES,
  listPassengerKinds,
  splitBookingErrors,
  toBookingPassenger,
  validateContact,
  type PassengerKind,
  type PassengerLabels,
  type PassengerValues,
} from './passenger-forms';

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
const FLIGHT: CalendarDate = { year: 2030, month: 12, day: 20 };
const TODAY: CalendarDate = { year: 2030, month: 12, day: 5 };
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

/** The Russian message of one field, or null when it passes. */
function messageOf(kind: PassengerKind, values: Partial<PassengerValues>, field: keyof PassengerValues, isInternational = true): string | null {
  const item = buildPassengerItem(kind, LABELS, { ...VALID, ...values }, { flightDate: FLIGHT, today: TODAY, isInternational });
  const issue = item.validation[field].message;
  return issue ? formatValidationMessage('ru', issue) : null;
}

describe('passenger form items', () => {
  it('has one item per passenger of the search, adults first', () => {
    const kinds = listPassengerKinds({ adults: 1, pensioners: 1, kids: 1, babies_with_sit: 1, babies_without_sit: 1 });
    expect(kinds).toEqual([
      ADULT,
      PENSIONER,
      CHILD,
      { type: 'INFT', pensioner: false, with_seat: true },
      INFANT,
    ]);
  });

  it('is built in the spec shape: type, fields with label/type/required/canExpired, values, validation', () => {
    const item = buildPassengerItem(CHILD, LABELS, EMPTY_PASSENGER_VALUES, { flightDate: FLIGHT, today: TODAY, isInternational: true });
    expect(item.type).toBe('CHLD');
    expect(item.fields.find((f) => f.name === 'birth_date')).toEqual({ name: 'birth_date', label: 'Дата рождения', type: 'date_text', required: true });
    expect(item.fields.find((f) => f.name === 'document_expiry')).toMatchObject({ type: 'date_text', required: true, canExpired: true });
    expect(item.validation.last_name).toEqual({ error: true, message: { code: 'required', params: { label: 'Фамилия' } } });
  });

  it('says a blank-after-trim required field cannot be empty', () => {
    expect(messageOf(ADULT, { last_name: '   ' }, 'last_name')).toBe('Фамилия не может быть пустым');
    expect(messageOf(ADULT, { gender: '' }, 'gender')).toBe('Пол не может быть пустым');
  });

  it('needs the document expiry abroad only', () => {
    expect(messageOf(ADULT, { document_expiry: '' }, 'document_expiry', true)).toBe('Срок действия документа не может быть пустым');
    expect(messageOf(ADULT, { document_expiry: '' }, 'document_expiry', false)).toBeNull();
  });

  it('checks the adult age on the flight date: the 12th birthday counts', () => {
    expect(messageOf(ADULT, { birth_date: '20.12.2018' }, 'birth_date')).toBeNull();
    expect(messageOf(ADULT, { birth_date: '21.12.2018' }, 'birth_date')).toBe('Возраст взрослого пассажира, должен быть от 12 лет');
  });

  it('checks the child age: from the 2nd birthday to the day before the 12th', () => {
    expect(messageOf(CHILD, { birth_date: '20.12.2028' }, 'birth_date')).toBeNull();
    expect(messageOf(CHILD, { birth_date: '21.12.2028' }, 'birth_date')).toBe('Возраст ребенка должен быть от 2-х до 12 лет.');
    expect(messageOf(CHILD, { birth_date: '21.12.2018' }, 'birth_date')).toBeNull();
    expect(messageOf(CHILD, { birth_date: '20.12.2018' }, 'birth_date')).toBe('Возраст ребенка должен быть от 2-х до 12 лет.');
  });

  it('checks the infant age: under 2 on the flight date', () => {
    expect(messageOf(INFANT, { birth_date: '21.12.2028' }, 'birth_date')).toBeNull();
    expect(messageOf(INFANT, { birth_date: '20.12.2028' }, 'birth_date')).toBe('Максимальный возраст младенца - 2 года.');
  });

  it('checks the pensioner fare: 65 or over', () => {
    expect(messageOf(PENSIONER, { birth_date: '20.12.1965' }, 'birth_date')).toBeNull();
    expect(messageOf(PENSIONER, { birth_date: '21.12.1965' }, 'birth_date')).toBe('Пенсионный тариф доступен с 65 лет.');
  });

  it('rejects a birth date that does not parse', () => {
    expect(messageOf(ADULT, { birth_date: '31.02.1990' }, 'birth_date')).toBe('Неверный формат даты рождения.');
    expect(messageOf(ADULT, { birth_date: '1990-05-15' }, 'birth_date')).toBe('Неверный формат даты рождения.');
  });

  it('takes both date formats and refuses a document that expired yesterday, not today', () => {
    expect(messageOf(ADULT, { document_expiry: '05.12.2030' }, 'document_expiry')).toBeNull();
    expect(messageOf(ADULT, { document_expiry: '05-12-2030' }, 'document_expiry')).toBeNull();
    expect(messageOf(ADULT, { document_expiry: '04.12.2030' }, 'document_expiry')).toBe('Документ просрочен.');
    expect(messageOf(ADULT, { document_expiry: '32.12.2030' }, 'document_expiry')).toBe('Неверное значение даты');
  });

  it('wants Latin names abroad and takes Cyrillic at home', () => {
    expect(messageOf(ADULT, { first_name: 'Айгүл' }, 'first_name', true)).toBe('Только латинские буквы, как в паспорте');
    expect(messageOf(ADULT, { first_name: 'Айгүл' }, 'first_name', false)).toBeNull();
  });

  it('takes letters, spaces, hyphens and apostrophes in names, and refuses markup, digits and line breaks', () => {
    expect(messageOf(ADULT, { last_name: "O'NEIL-ASANOVA" }, 'last_name')).toBeNull();
    expect(messageOf(ADULT, { last_name: 'Токтогулова-Осмонова' }, 'last_name', false)).toBeNull();
    for (const name of ['<b>AIGUL</b>', 'AIGUL\nASANOVA', 'AIGUL2']) {
      expect(messageOf(ADULT, { first_name: name }, 'first_name', false)).toBe('Только буквы, пробелы, дефисы и апострофы');
    }
  });

  it('checks the contact email and phone', () => {
    const labels = { email: 'Эл. почта', phone: 'Телефон' };
    const check = (email: string, phone: string) => {
      const issues = validateContact({ email, phone }, labels, TODAY);
      return [issues.email && formatValidationMessage('ru', issues.email), issues.phone && formatValidationMessage('ru', issues.phone)];
    };
    expect(check('aigul@example.kg', '+996 555 123 456')).toEqual([null, null]);
    expect(check('aigul@example', '0555123456')).toEqual(['Неверный формат почты', 'Неверный номер телефона']);
    expect(check(' ', '')).toEqual(['Эл. почта не может быть пустым', 'Телефон не может быть пустым']);
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

  it('sorts server errors back to their forms', () => {
    expect(splitBookingErrors({ 'passengers.1.birth_date': 'x', 'contact.email': 'y', passengers: 'z' })).toEqual({
      passengers: { 1: { birth_date: 'x' } },
      contact: { email: 'y' },
      other: ['z'],
    });
  });
});
