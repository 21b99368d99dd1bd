import { describe, expect, it } from 'vitest';
import { toAlpha2 } from './country-codes';
import { findMrzLines, mrzDateToDisplay, readPassportMrz } from './mrz-passport';

const TODAY = new Date('2026-11-22T12:00:00Z');
const SPECIMEN: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
// The generated fixture of the browser test (e2e/fixtures/make-passport.mjs), with a future expiry.
const ASANOVA: [string, string] = [
  'P<KGZASANOVA<<AIGUL<<<<<<<<<<<<<<<<<<<<<<<<<',
  'AC12345674KGZ9005156F3412318<<<<<<<<<<<<<<06',
];

describe('passport MRZ → passenger form', () => {
  it('maps the ICAO 9303 specimen (its expiry, 2012, is in the past; UTO names no country)', () => {
    const reading = readPassportMrz(SPECIMEN, TODAY);
    expect(reading?.fields).toEqual({
      last_name: 'ERIKSSON',
      first_name: 'ANNA MARIA',
      birth_date: '12.08.1974',
      gender: 'female',
      citizenship: '',
      document_number: 'L898902C3',
      document_expiry: '15.04.2012',
    });
  });

  it('maps a Kyrgyz passport with valid check digits', () => {
    expect(readPassportMrz(ASANOVA, TODAY)).toEqual({
      isValid: true,
      fields: {
        last_name: 'ASANOVA',
        first_name: 'AIGUL',
        birth_date: '15.05.1990',
        gender: 'female',
        citizenship: 'KG',
        document_number: 'AC1234567',
        document_expiry: '31.12.2034',
      },
    });
  });

  it('reads birth years in the right century and expiries in this one', () => {
    expect(mrzDateToDisplay('150301', 'birth', TODAY)).toBe('01.03.2015');
    expect(mrzDateToDisplay('450301', 'birth', TODAY)).toBe('01.03.1945');
    expect(mrzDateToDisplay('450301', 'expiry', TODAY)).toBe('01.03.2045');
    expect(mrzDateToDisplay('<<<<<<', 'birth', TODAY)).toBe('');
  });

  it('finds the two lines in OCR text with noise and spaces', () => {
    const text = `KYRGYZ REPUBLIC\nAC1234567\n${ASANOVA[0].slice(0, 20)} ${ASANOVA[0].slice(20)}\n${ASANOVA[1]}\n`;
    expect(findMrzLines(text)).toEqual(ASANOVA);
    expect(findMrzLines('no zone here')).toBeNull();
  });

  it('turns ISO alpha-3 nationalities into the alpha-2 codes of the country list', () => {
    expect(toAlpha2('KGZ')).toBe('KG');
    expect(toAlpha2('RUS')).toBe('RU');
    expect(toAlpha2('TUR')).toBe('TR');
    expect(toAlpha2('CHN')).toBe('CN');
    expect(toAlpha2('D<<')).toBe('DE');
    expect(toAlpha2('UTO')).toBe('');
  });
});
