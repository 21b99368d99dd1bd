import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseIsoDate, type CalendarDate } from './dates.js';
import {
  exchangeQuoteFormSchema,
  guestRequestFormSchema,
  mbankPhoneFormSchema,
  newAccountFormSchema,
  orderLookupFormSchema,
  passengerFormsSchema,
  passwordChangeFormSchema,
  profileFormSchema,
  railRequestFormSchema,
  refundQuoteFormSchema,
  savedPassengerFormSchema,
  signInFormSchema,
  type PassengerFare,
} from './forms.js';
import { appealRequestSchema, exchangeFormSchema, refundFormSchema } from './content.js';
import { formatValidationMessage, type ValidationIssue } from './validation-messages.js';

/**
 * What a form would say about the field at `path` (its first issue): the Russian text of a contracts
 * issue, `problem:<name>` for a problem the form words, or `zod:<code>` with the blank input flagged.
 */
function sayOf(schema: z.ZodType, values: unknown, path: string): string | null {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return null;
  const issue = result.error.issues.find((candidate) => candidate.path.join('.') === path);
  if (!issue) return null;
  const params = (issue as { params?: { issue?: ValidationIssue; problem?: string } }).params;
  if (params?.problem) return `problem:${params.problem}`;
  const input = (issue as { input?: unknown }).input;
  if (typeof input === 'string' && input.trim() === '') return 'blank';
  if (params?.issue) return formatValidationMessage('ru', params.issue);
  return `zod:${issue.code}`;
}

const day = (iso: string): CalendarDate => parseIsoDate(iso)!;

describe('account forms', () => {
  it('sign-in takes the request schema: a blank or malformed email, a blank password', () => {
    expect(sayOf(signInFormSchema, { email: '  ', password: '' }, 'email')).toBe('blank');
    expect(sayOf(signInFormSchema, { email: 'aida@example', password: 'x' }, 'email')).toBe('Неверный формат почты');
    expect(sayOf(signInFormSchema, { email: 'aida@example.kg', password: '' }, 'password')).toBe('blank');
    expect(signInFormSchema.parse({ email: ' AIDA@Example.KG ', password: 'x' })).toEqual({
      email: 'aida@example.kg',
      password: 'x',
    });
  });

  it('a new password: the API strength rule (an empty one is too short) and the repeat', () => {
    const account = (password: string, password2 = password) => ({ email: 'aida@example.kg', password, password2 });
    expect(sayOf(newAccountFormSchema, account(''), 'password')).toBe('problem:password_too_short');
    expect(sayOf(newAccountFormSchema, account('1234567890'), 'password')).toBe('problem:password_all_digits');
    expect(sayOf(newAccountFormSchema, account('aida@example.kg'), 'password')).toBe('problem:password_like_email');
    expect(sayOf(newAccountFormSchema, account('Tulpar-2025', 'Tulpar-2026'), 'password2')).toBe(
      'problem:password_mismatch',
    );
    expect(sayOf(newAccountFormSchema, account('Tulpar-2025', ''), 'password2')).toBe('blank');
    // The email's own failure does not hide the password's.
    expect(sayOf(newAccountFormSchema, { email: '', password: 'short', password2: '' }, 'password')).toBe(
      'problem:password_too_short',
    );
    expect(newAccountFormSchema.safeParse(account('Tulpar-2025')).success).toBe(true);
  });

  it('the changed password differs from the current one', () => {
    const schema = passwordChangeFormSchema('aida@example.kg');
    expect(
      sayOf(
        schema,
        { old_password: 'Old-password-1', new_password: 'Old-password-1', new_password2: 'Old-password-1' },
        'new_password',
      ),
    ).toBe('problem:password_same_as_old');
    expect(
      sayOf(
        schema,
        { old_password: '', new_password: 'New-password-2', new_password2: 'New-password-2' },
        'old_password',
      ),
    ).toBe('blank');
  });

  it('the profile: the adult rules on the optional person fields, a required email', () => {
    const profile = {
      email: 'aida@example.kg',
      first_name: '',
      last_name: '',
      birth_date: '',
      phone: '',
      gender: '',
      citizenship: '',
      document_type: '',
      document_number: '',
      document_expiry: '',
    };
    expect(profileFormSchema.safeParse(profile).success).toBe(true);
    expect(sayOf(profileFormSchema, { ...profile, email: '' }, 'email')).toBe('blank');
    expect(sayOf(profileFormSchema, { ...profile, phone: '+99655' }, 'phone')).toBe('Неверный номер телефона');
    expect(sayOf(profileFormSchema, { ...profile, birth_date: '01.01.2099' }, 'birth_date')).toBe(
      'Дата рождения не может быть в будущем.',
    );
    expect(sayOf(profileFormSchema, { ...profile, document_expiry: '01.01.2001' }, 'document_expiry')).toBe(
      'Документ просрочен.',
    );
    expect(sayOf(profileFormSchema, { ...profile, first_name: 'Aida2' }, 'first_name')).toBe(
      'Только буквы, пробелы, дефисы и апострофы',
    );
  });

  it('the saved passenger: required fields, ages by its type, Latin names', () => {
    const passenger = {
      type: 'ADLT',
      last_name: 'ASANOVA',
      first_name: 'AIDA',
      gender: 'female',
      birth_date: '15.05.1990',
      citizenship: 'KG',
      document_type: 'international_passport',
      document_number: 'AC1234567',
      document_expiry: '',
      email: '',
      phone: '',
    };
    expect(savedPassengerFormSchema.safeParse(passenger).success).toBe(true);
    expect(sayOf(savedPassengerFormSchema, { ...passenger, gender: '' }, 'gender')).toBe('blank');
    expect(sayOf(savedPassengerFormSchema, { ...passenger, last_name: '' }, 'last_name')).toBe('blank');
    expect(sayOf(savedPassengerFormSchema, { ...passenger, last_name: 'Асанова' }, 'last_name')).toBe(
      'Только латинские буквы, как в паспорте',
    );
    expect(sayOf(savedPassengerFormSchema, { ...passenger, type: 'CHLD' }, 'birth_date')).toBe(
      'Возраст ребенка должен быть от 2-х до 12 лет.',
    );
    // A field that fails its own schema does not stop the rules of the others.
    expect(sayOf(savedPassengerFormSchema, { ...passenger, gender: '', type: 'INFT' }, 'birth_date')).toBe(
      'Максимальный возраст младенца - 2 года.',
    );
  });
});

describe('the passenger forms of a purchase', () => {
  const FLIGHT = day('2030-12-20');
  const TODAY = day('2030-12-05');
  const ADULT: PassengerFare = { type: 'ADLT', pensioner: false };
  const PENSIONER: PassengerFare = { type: 'ADLT', pensioner: true };
  const CHILD: PassengerFare = { type: 'CHLD', pensioner: false };
  const INFANT: PassengerFare = { type: 'INFT', pensioner: false };
  const VALID = {
    last_name: 'ASANOVA',
    first_name: 'AIGUL',
    gender: 'female',
    birth_date: '15.05.1990',
    citizenship: 'KG',
    document_type: 'international_passport',
    document_number: 'AC1234567',
    document_expiry: '31.12.2034',
  };
  const CONTACT = { email: 'aigul@example.kg', phone: '+996 555 123 456' };

  function say(
    fare: PassengerFare,
    values: Partial<typeof VALID>,
    field: string,
    isInternational = true,
  ): string | null {
    const schema = passengerFormsSchema({ fares: [fare], flightDate: FLIGHT, today: TODAY, isInternational });
    return sayOf(schema, { passengers: [{ ...VALID, ...values }], contact: CONTACT }, `passengers.0.${field}`);
  }

  it('says a blank-after-trim required field cannot be empty', () => {
    expect(say(ADULT, { last_name: '   ' }, 'last_name')).toBe('blank');
    expect(say(ADULT, { gender: '' }, 'gender')).toBe('blank');
  });

  it('needs the document expiry abroad only', () => {
    expect(say(ADULT, { document_expiry: '' }, 'document_expiry', true)).toBe('blank');
    expect(say(ADULT, { document_expiry: '' }, 'document_expiry', false)).toBeNull();
  });

  it('checks the ages on the flight date by fare: adult, child, infant, pensioner', () => {
    expect(say(ADULT, { birth_date: '20.12.2018' }, 'birth_date')).toBeNull();
    expect(say(ADULT, { birth_date: '21.12.2018' }, 'birth_date')).toBe(
      'Возраст взрослого пассажира, должен быть от 12 лет',
    );
    expect(say(CHILD, { birth_date: '20.12.2028' }, 'birth_date')).toBeNull();
    expect(say(CHILD, { birth_date: '21.12.2028' }, 'birth_date')).toBe(
      'Возраст ребенка должен быть от 2-х до 12 лет.',
    );
    expect(say(CHILD, { birth_date: '20.12.2018' }, 'birth_date')).toBe(
      'Возраст ребенка должен быть от 2-х до 12 лет.',
    );
    expect(say(INFANT, { birth_date: '21.12.2028' }, 'birth_date')).toBeNull();
    expect(say(INFANT, { birth_date: '20.12.2028' }, 'birth_date')).toBe('Максимальный возраст младенца - 2 года.');
    expect(say(PENSIONER, { birth_date: '20.12.1965' }, 'birth_date')).toBeNull();
    expect(say(PENSIONER, { birth_date: '21.12.1965' }, 'birth_date')).toBe('Пенсионный тариф доступен с 65 лет.');
  });

  it('rejects a birth date that does not parse, and takes both date formats for the expiry', () => {
    expect(say(ADULT, { birth_date: '31.02.1990' }, 'birth_date')).toBe('Неверный формат даты рождения.');
    expect(say(ADULT, { birth_date: '1990-05-15' }, 'birth_date')).toBe('Неверный формат даты рождения.');
    expect(say(ADULT, { document_expiry: '05.12.2030' }, 'document_expiry')).toBeNull();
    expect(say(ADULT, { document_expiry: '05-12-2030' }, 'document_expiry')).toBeNull();
    expect(say(ADULT, { document_expiry: '04.12.2030' }, 'document_expiry')).toBe('Документ просрочен.');
    expect(say(ADULT, { document_expiry: '32.12.2030' }, 'document_expiry')).toBe('Неверное значение даты');
  });

  it('wants Latin names abroad and takes Cyrillic at home; no digits, markup or line breaks', () => {
    expect(say(ADULT, { first_name: 'Айгүл' }, 'first_name', true)).toBe('Только латинские буквы, как в паспорте');
    expect(say(ADULT, { first_name: 'Айгүл' }, 'first_name', false)).toBeNull();
    expect(say(ADULT, { last_name: "O'NEIL-ASANOVA" }, 'last_name')).toBeNull();
    for (const name of ['<b>AIGUL</b>', 'AIGUL\nASANOVA', 'AIGUL2']) {
      expect(say(ADULT, { first_name: name }, 'first_name', false)).toBe('Только буквы, пробелы, дефисы и апострофы');
    }
  });

  it('checks the contact email and phone (typed with spaces)', () => {
    const schema = passengerFormsSchema({ fares: [ADULT], flightDate: FLIGHT, today: TODAY, isInternational: true });
    const check = (contact: { email: string; phone: string }) => [
      sayOf(schema, { passengers: [VALID], contact }, 'contact.email'),
      sayOf(schema, { passengers: [VALID], contact }, 'contact.phone'),
    ];
    expect(check(CONTACT)).toEqual([null, null]);
    expect(check({ email: 'aigul@example', phone: '0555123456' })).toEqual([
      'Неверный формат почты',
      'Неверный номер телефона',
    ]);
    expect(check({ email: ' ', phone: '' })).toEqual(['blank', 'blank']);
  });
});

describe('after-sale and payment forms', () => {
  it('the order lookup: the booking reference pattern and the email', () => {
    expect(sayOf(orderLookupFormSchema, { order_number: '', email: 'aida@example.kg' }, 'order_number')).toBe('blank');
    expect(sayOf(orderLookupFormSchema, { order_number: 'ab1', email: 'aida@example.kg' }, 'order_number')).toBe(
      'zod:invalid_format',
    );
    expect(sayOf(orderLookupFormSchema, { order_number: 'ABC234', email: 'aida@' }, 'email')).toBe(
      'Неверный формат почты',
    );
    expect(orderLookupFormSchema.parse({ order_number: ' abc234 ', email: ' aida@example.kg ' })).toEqual({
      order_number: 'ABC234',
      email: 'aida@example.kg',
    });
  });

  it('a refund quote: ticked passengers (checkbox values) and a reason', () => {
    expect(refundQuoteFormSchema.parse({ passengers: ['1', '0'], reason: ' Болезнь ' })).toEqual({
      passengers: [1, 0],
      reason: 'Болезнь',
    });
    expect(sayOf(refundQuoteFormSchema, { passengers: [], reason: 'x' }, 'passengers')).toBe('zod:too_small');
    expect(sayOf(refundQuoteFormSchema, { passengers: ['0'], reason: '  ' }, 'reason')).toBe('blank');
  });

  it('an exchange quote: a new date from today on', () => {
    const schema = exchangeQuoteFormSchema({ today: '2030-12-05' });
    expect(sayOf(schema, { leg: 'there', new_date: '' }, 'new_date')).toBe('blank');
    expect(sayOf(schema, { leg: 'there', new_date: '2030-12-04' }, 'new_date')).toBe('problem:date_in_past');
    expect(schema.safeParse({ leg: 'back', new_date: '2030-12-05' }).success).toBe(true);
  });

  it('the MBank phone is sent without spaces and must be a real number', () => {
    expect(mbankPhoneFormSchema.parse({ phone: '+996 (555) 123-456' })).toEqual({ phone: '+996555123456' });
    expect(sayOf(mbankPhoneFormSchema, { phone: ' ' }, 'phone')).toBe('blank');
    expect(sayOf(mbankPhoneFormSchema, { phone: '12345' }, 'phone')).toBe('Неверный номер телефона');
  });
});

describe('request forms', () => {
  const TODAY = '2030-12-05';
  const contacts = {
    name: 'Айгуль',
    phone: '+996555123456',
    email: 'aigul@example.kg',
    consent: true,
    homepage: '',
    comment: '',
  };

  it('the rail request: a date from today on, the summer-only train, 1 to 20 passengers', () => {
    const schema = railRequestFormSchema({ today: TODAY });
    const rail = { ...contacts, route: 'bishkek-balykchy', date: '2031-07-01', passengers: '2', class: 'kupe' };
    expect(schema.parse(rail)).toMatchObject({ route: 'bishkek-balykchy', passengers: 2, consent: true });
    expect(sayOf(schema, { ...rail, route: '' }, 'route')).toBe('blank');
    expect(sayOf(schema, { ...rail, date: '2031-01-15' }, 'date')).toBe('problem:rail_out_of_season');
    expect(sayOf(schema, { ...rail, date: '2030-12-04' }, 'date')).toBe('problem:date_in_past');
    expect(sayOf(schema, { ...rail, passengers: '' }, 'passengers')).toBe('blank');
    expect(sayOf(schema, { ...rail, passengers: '25' }, 'passengers')).toBe('zod:too_big');
    expect(sayOf(schema, { ...rail, consent: false }, 'consent')).toBe('zod:invalid_value');
  });

  it('the footer forms take exactly what the API schemas take for the booking reference, phone and email', () => {
    const refund = guestRequestFormSchema('refund', { today: TODAY });
    const appeal = guestRequestFormSchema('appeal', { today: TODAY });
    const guest = { ...contacts, topic: '', desired_date: '', message: 'Прошу вернуть билет, рейс перенесли.' };
    expect(sayOf(refund, { ...guest, order_number: '' }, 'order_number')).toBe('blank');
    expect(sayOf(refund, { ...guest, order_number: 'K7M2Q0' }, 'order_number')).toBe(
      'Номер заказа — 6 латинских букв и цифр, например K7M2QX',
    );
    expect(refund.parse({ ...guest, order_number: ' k7m2qx ' })).toMatchObject({ order_number: 'K7M2QX' });
    expect(sayOf(appeal, { ...guest, topic: 'question', order_number: '' }, 'order_number')).toBeNull();
    expect(sayOf(appeal, { ...guest, topic: '', order_number: '' }, 'topic')).toBe('blank');
    expect(sayOf(appeal, { ...guest, topic: 'question', order_number: '', phone: '' }, 'phone')).toBeNull();
    expect(sayOf(appeal, { ...guest, topic: 'question', order_number: '', message: 'Коротко' }, 'message')).toBe(
      'zod:too_small',
    );
    expect(
      sayOf(
        guestRequestFormSchema('exchange', { today: TODAY }),
        { ...guest, order_number: 'K7M2QX', desired_date: '2020-01-01' },
        'desired_date',
      ),
    ).toBe('problem:date_in_past');
  });

  it('the footer forms accept exactly what the API request schemas accept', () => {
    const refund = guestRequestFormSchema('refund', { today: TODAY });
    const exchange = guestRequestFormSchema('exchange', { today: TODAY });
    const appeal = guestRequestFormSchema('appeal', { today: TODAY });
    const guest = {
      ...contacts,
      topic: 'question',
      desired_date: '',
      order_number: 'K7M2QX',
      message: 'Прошу вернуть билет, рейс перенесли.',
    };
    const accepts = (schema: z.ZodType, values: object, field: string) =>
      sayOf(schema, { ...guest, ...values }, field) === null;
    for (const value of ['K7M2QX', 'k7m2qx', ' k7m2qx ', 'K7M2Q0', 'K7M2QI', 'K7M2QXX', 'K7M2Q', 'К7М2QX']) {
      expect(accepts(refund, { order_number: value }, 'order_number'), value).toBe(
        refundFormSchema.shape.order_number.safeParse(value).success,
      );
    }
    for (const value of ['', '   ', 'Коротко', ' 123456789 ', '0123456789', 'x'.repeat(2000), 'x'.repeat(2001)]) {
      expect(accepts(appeal, { message: value }, 'message'), JSON.stringify(value)).toBe(
        appealRequestSchema.shape.message.safeParse(value).success,
      );
    }
    for (const phone of ['', '+996555123456', '+996 700 111 222', '12345', '+99655']) {
      expect(accepts(exchange, { phone }, 'phone'), phone).toBe(
        exchangeFormSchema.shape.phone.safeParse(phone).success,
      );
    }
    for (const email of ['aigul@example.kg', ' Aigul@Example.KG ', 'not-mail', 'a@b', '']) {
      expect(accepts(exchange, { email }, 'email'), email).toBe(
        exchangeFormSchema.shape.email.safeParse(email).success,
      );
    }
    expect(accepts(appeal, { order_number: '' }, 'order_number')).toBe(true);
  });
});
