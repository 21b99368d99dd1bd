import { describe, expect, it } from 'vitest';
import { bookingPassengerSchema } from './booking.js';
import { isPersonName, validatePassengerField, type PassengerRuleContext } from './passenger-validation.js';
import { findUnsafeText, isSafeText, safeString } from './text-safety.js';
import { formatValidationMessage } from './validation-messages.js';

describe('text safety', () => {
  it('refuses NUL bytes and lone surrogates, keeps real pairs', () => {
    expect(isSafeText('Айгерим 李明 😀')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('a\uD800')).toBe(false);
    expect(isSafeText('\uDC00a')).toBe(false);
    expect(isSafeText('\uD83D\uDE00')).toBe(true);
  });

  it('names the path of the first unsafe string, keys included', () => {
    expect(findUnsafeText({ a: 'ok', passengers: [{ first_name: 'x' }, { first_name: 'y\u0000' }] })).toBe(
      'passengers.1.first_name',
    );
    expect(findUnsafeText({ ok: ['fine', 1, null, true] })).toBeNull();
    expect(findUnsafeText({ nested: { ['bad\uD800']: 1 } })).toBe('nested');
    expect(findUnsafeText('\u0000')).toBe('');
  });

  it('has a zod refinement with the translated message', () => {
    const result = safeString().safeParse('x\u0000');
    expect(result.success).toBe(false);
    expect(formatValidationMessage('en', { code: 'invalid_characters' })).toMatch(/not allowed/);
  });
});

describe('person names', () => {
  const context: PassengerRuleContext = {
    passengerType: 'ADLT',
    flightDate: { year: 2026, month: 6, day: 1 },
    today: { year: 2026, month: 1, day: 1 },
  };

  it('accepts letters of any script with spaces, hyphens and apostrophes', () => {
    for (const name of [
      "O'NEIL-ASANOVA Aida",
      'Айгерим',
      'Çağrı',
      'Ñúñez',
      'Jose\u0301',
      'Үмөт Ңоо',
      '李明',
      'D’Artagnan',
    ]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuses markup, digits, line breaks and punctuation', () => {
    for (const name of [
      '<b>Ivan</b>',
      'Ivan\nPetrov',
      'Iv\ran',
      'R2D2',
      'Ivan;',
      '-Ivan',
      "Ivan'",
      'A\tB',
      'Ivan & Co',
    ]) {
      expect(isPersonName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('answers invalid_name from the passenger rules and the booking schema', () => {
    expect(
      validatePassengerField({ name: 'first_name', label: 'Имя', type: 'text', required: true }, '<script>', context),
    ).toEqual({ code: 'invalid_name' });
    expect(
      validatePassengerField({ name: 'document_number', label: 'N', type: 'text', required: true }, 'AN-123', context),
    ).toBeNull();
    const parsed = bookingPassengerSchema.safeParse({
      type: 'ADLT',
      first_name: 'Ivan<br>',
      last_name: 'Petrov',
      gender: 'male',
      birth_date: '01.01.1990',
      citizenship: 'KG',
      document_type: 'passport_kg',
      document_number: '1',
    });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('invalid_name');
    expect(formatValidationMessage('ru', { code: 'invalid_name' })).toBe('Только буквы, пробелы, дефисы и апострофы');
  });
});
