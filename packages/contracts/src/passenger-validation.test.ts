import { describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate, type CalendarDate } from './dates.js';
import {
  isLatinName,
  validatePassengerField,
  validatePassengerFields,
  type PassengerField,
  type PassengerRuleContext,
} from './passenger-validation.js';
import { formatValidationMessage } from './validation-messages.js';

const day = (iso: string): CalendarDate => parseIsoDate(iso)!;
const context = (overrides: Partial<PassengerRuleContext> = {}): PassengerRuleContext => ({
  passengerType: 'ADLT',
  flightDate: day('2026-12-20'),
  today: day('2026-11-22'),
  ...overrides,
});
const birthDate: PassengerField = { name: 'birth_date', label: 'Дата рождения', type: 'date_text', required: true };
const expiry: PassengerField = {
  name: 'document_expiry',
  label: 'Срок действия',
  type: 'date_text',
  required: true,
  canExpired: true,
};
const firstName: PassengerField = { name: 'first_name', label: 'Имя', type: 'text', required: true };
const email: PassengerField = { name: 'email', label: 'Email', type: 'email', required: true };
const phone: PassengerField = { name: 'phone', label: 'Телефон', type: 'phone', required: true };

const ru = (issue: ReturnType<typeof validatePassengerField>) => (issue ? formatValidationMessage('ru', issue) : null);

describe('required fields', () => {
  it.each([[''], ['   '], ['\t\n'], [0], [null], [undefined]])('%j is empty', (value) => {
    expect(ru(validatePassengerField(firstName, value, context()))).toBe('Имя не может быть пустым');
  });
  it('accepts a value and lets optional fields be empty', () => {
    expect(validatePassengerField(firstName, 'ASEL', context())).toBeNull();
    expect(validatePassengerField({ ...firstName, required: false }, '  ', context())).toBeNull();
  });
});

describe('ages on the flight date', () => {
  it('an adult becomes one on the 12th birthday', () => {
    expect(validatePassengerField(birthDate, '20.12.2014', context())).toBeNull();
    expect(ru(validatePassengerField(birthDate, '21.12.2014', context()))).toBe(
      'Возраст взрослого пассажира, должен быть от 12 лет',
    );
  });
  it('a child is from the 2nd birthday up to the day before the 12th', () => {
    const child = context({ passengerType: 'CHLD' });
    expect(validatePassengerField(birthDate, '20.12.2024', child)).toBeNull();
    expect(ru(validatePassengerField(birthDate, '21.12.2024', child))).toBe(
      'Возраст ребенка должен быть от 2-х до 12 лет.',
    );
    expect(validatePassengerField(birthDate, '21.12.2014', child)).toBeNull();
    expect(ru(validatePassengerField(birthDate, '20.12.2014', child))).toBe(
      'Возраст ребенка должен быть от 2-х до 12 лет.',
    );
  });
  it('an infant is under 2 on the flight date', () => {
    const infant = context({ passengerType: 'INFT' });
    expect(validatePassengerField(birthDate, '21.12.2024', infant)).toBeNull();
    expect(ru(validatePassengerField(birthDate, '20.12.2024', infant))).toBe('Максимальный возраст младенца - 2 года.');
  });
  it('a pensioner fare needs 65 on the flight date', () => {
    const pensioner = context({ isPensioner: true });
    expect(validatePassengerField(birthDate, '20.12.1961', pensioner)).toBeNull();
    expect(validatePassengerField(birthDate, '21.12.1961', pensioner)).toEqual({ code: 'pensioner_age' });
  });
  it('rejects a birth date that does not parse, and one in the future', () => {
    for (const bad of ['2014-12-20', '31.02.2010', '1.1.2010', '01.13.2010', 'вчера', '01.01-2010']) {
      expect(ru(validatePassengerField(birthDate, bad, context()))).toBe('Неверный формат даты рождения.');
    }
    // docs/product.md#passenger-form-rules: a date_text parses as dd.MM.yyyy; only a document expiry (canExpired) also takes dd-MM-yyyy.
    expect(ru(validatePassengerField(birthDate, '01-01-1990', context()))).toBe('Неверный формат даты рождения.');
    expect(validatePassengerField(birthDate, '01.12.2026', context({ passengerType: 'INFT' }))).toEqual({
      code: 'birth_date_in_future',
    });
  });
});

describe('documents and dates', () => {
  it('a document expiring today is valid, yesterday is expired', () => {
    expect(validatePassengerField(expiry, '22.11.2026', context())).toBeNull();
    expect(ru(validatePassengerField(expiry, '21.11.2026', context()))).toBe('Документ просрочен.');
    expect(validatePassengerField(expiry, '22-11-2026', context())).toBeNull();
    expect(ru(validatePassengerField(expiry, '21-11-2026', context()))).toBe('Документ просрочен.');
  });
  it('a document that expires before the last flight of the trip is refused, with both dates; the last flight day itself is fine', () => {
    const trip = context({ lastFlightDate: day('2026-12-27') });
    expect(ru(validatePassengerField(expiry, '26.12.2026', trip))).toBe(
      'Документ действует до 26.12.2026, а последний перелёт поездки 27.12.2026. Нужен документ, действующий на всю поездку.',
    );
    expect(formatValidationMessage('zh', validatePassengerField(expiry, '26-12-2026', trip)!)).toBe(
      '证件有效期至 26.12.2026，但行程的最后一个航班在 27.12.2026。请使用在整个行程期间有效的证件。',
    );
    expect(validatePassengerField(expiry, '27.12.2026', trip)).toBeNull();
    // Already expired says so first.
    expect(ru(validatePassengerField(expiry, '21.11.2026', trip))).toBe('Документ просрочен.');
  });
  it('a date_text is dd.MM.yyyy only: yyyy-MM-dd is refused; a document expiry may also be dd-MM-yyyy', () => {
    const issued: PassengerField = { name: 'issued', label: 'Выдан', type: 'date_text', required: true };
    expect(validatePassengerField(issued, '05.03.2020', context())).toBeNull();
    expect(ru(validatePassengerField(issued, '2020-03-05', context()))).toBe('Неверное значение даты');
    expect(ru(validatePassengerField(issued, '05-03-2020', context()))).toBe('Неверное значение даты');
    expect(ru(validatePassengerField(expiry, '2030-01-01', context()))).toBe('Неверное значение даты');
    expect(validatePassengerField(expiry, '01-01-2030', context())).toBeNull();
    expect(ru(validatePassengerField(birthDate, '1990-05-15', context()))).toBe('Неверный формат даты рождения.');
    expect(ru(validatePassengerField(birthDate, '15-05-1990', context()))).toBe('Неверный формат даты рождения.');
    expect(validatePassengerField(birthDate, '15.05.1990', context())).toBeNull();
  });
  it('a date_text that does not parse is an invalid date', () => {
    expect(ru(validatePassengerField(expiry, '32.01.2030', context()))).toBe('Неверное значение даты');
    expect(ru(validatePassengerField({ ...expiry, canExpired: false }, 'abc', context()))).toBe(
      'Неверное значение даты',
    );
  });
  it('converts both entry formats to yyyy-MM-dd', () => {
    expect(toIsoDate('05.03.2027')).toBe('2027-03-05');
    expect(toIsoDate('05-03-2027')).toBe('2027-03-05');
    expect(toIsoDate('2027-03-05')).toBe('2027-03-05');
    expect(toIsoDate('29.02.2027')).toBeNull();
    expect(toIsoDate('29.02.2028')).toBe('2028-02-29');
  });
});

describe('email and phone', () => {
  it.each(['traveller@example.kg', 'a.b+c@mail.ru', 'ASEL@GMAIL.COM'])('accepts %s', (value) => {
    expect(validatePassengerField(email, value, context())).toBeNull();
  });
  it.each(['plain', 'a@b', 'a@b.', '@mail.ru', 'a b@mail.ru', 'a@@mail.ru', 'a@mail.r'])('rejects %s', (value) => {
    expect(ru(validatePassengerField(email, value, context()))).toBe('Неверный формат почты');
  });
  it.each(['+996 555 123 456', '+996555123456', '+7 912 345-67-89', '+90 532 123 45 67'])('accepts %s', (value) => {
    expect(validatePassengerField(phone, value, context())).toBeNull();
  });
  it.each(['555123456', '+996 12', '+1 000 000 0000', 'телефон'])('rejects %s', (value) => {
    expect(ru(validatePassengerField(phone, value, context()))).toBe('Неверный номер телефона');
  });
});

describe('a whole form', () => {
  it('answers error and message per field, translated on demand', () => {
    const validation = validatePassengerFields(
      [firstName, birthDate, expiry],
      { first_name: ' ', birth_date: '01.01.2020', document_expiry: '01.01.2030' },
      context(),
    );
    expect(validation.first_name!.error).toBe(true);
    expect(validation.birth_date!.error).toBe(true);
    expect(validation.document_expiry).toEqual({ error: false, message: null });
    expect(formatValidationMessage('en', validation.first_name!.message!)).toBe('Имя cannot be empty');
    expect(formatValidationMessage('zh', validation.birth_date!.message!)).toBe('成人旅客须年满12周岁');
  });
  it('knows Latin names', () => {
    expect(isLatinName("O'NEIL-ASANOVA Aida")).toBe(true);
    expect(isLatinName('Айгерим')).toBe(false);
    expect(isLatinName('Ли 李')).toBe(false);
  });
});
