/**
 * A passport's machine-readable zone → the passenger form's fields. Loaded only with the passport
 * scan (it pulls in `mrz`), never with the page.
 */
import { parse } from 'mrz';
import { toAlpha2 } from './country-codes';
import type { PassengerValues } from './passenger-forms';

export type PassportFields = Pick<
  PassengerValues,
  'last_name' | 'first_name' | 'birth_date' | 'gender' | 'citizenship' | 'document_number' | 'document_expiry'
>;

export interface PassportReading {
  fields: PassportFields;
  /** Every check digit matched: the reading is certainly right. */
  isValid: boolean;
}

const TD3_LENGTH = 44;

/** yyMMdd → dd.MM.yyyy; birth dates in the future belong to the previous century, expiries never do. */
export function mrzDateToDisplay(
  value: string | null | undefined,
  kind: 'birth' | 'expiry',
  today = new Date(),
): string {
  if (!value || !/^\d{6}$/.test(value)) return '';
  const yy = Number(value.slice(0, 2));
  let year = 2000 + yy;
  if (kind === 'birth' && year > today.getFullYear()) year -= 100;
  return `${value.slice(4, 6)}.${value.slice(2, 4)}.${year}`;
}

/**
 * Picks the two 44-character passport lines out of OCR text (the rest of the page is noise) and
 * repairs what OCR typically gets wrong in them: spaces, and '«' or 'K' runs read for '<' fillers.
 */
export function findMrzLines(text: string): [string, string] | null {
  const candidates = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').replace(/«/g, '<<').toUpperCase())
    .filter((line) => line.length >= TD3_LENGTH - 2 && /^[A-Z0-9<]+$/.test(line));
  for (let i = 0; i < candidates.length - 1; i += 1) {
    const first = candidates[i]!;
    const second = candidates[i + 1]!;
    if (first.startsWith('P')) {
      const fit = (line: string) => line.padEnd(TD3_LENGTH, '<').slice(0, TD3_LENGTH);
      return [fit(first), fit(second)];
    }
  }
  return null;
}

/** The form fields of a TD3 (passport) MRZ; null when the lines are not one. */
export function readPassportMrz(lines: readonly [string, string], today = new Date()): PassportReading | null {
  let result;
  try {
    result = parse(lines as unknown as string[], { autocorrect: true });
  } catch {
    return null;
  }
  if (result.format !== 'TD3') return null;
  const f = result.fields;
  // `mrz` leaves the state null for codes it does not know (the ICAO specimen's UTO): read the line.
  const nationality = f.nationality ?? lines[1].slice(10, 13);
  return {
    isValid: result.valid,
    fields: {
      last_name: (f.lastName ?? '').trim(),
      first_name: (f.firstName ?? '').trim(),
      birth_date: mrzDateToDisplay(f.birthDate, 'birth', today),
      gender: f.sex === 'male' || f.sex === 'female' ? f.sex : '',
      citizenship: toAlpha2(nationality),
      document_number: (f.documentNumber ?? '').replace(/</g, ''),
      document_expiry: mrzDateToDisplay(f.expirationDate, 'expiry', today),
    },
  };
}
