/**
 * How an SMS text is encoded and split into parts, the way gateways count (and bill) them: a text made only of
 * GSM-7 characters goes in 7-bit septets, 160 in one SMS or 153 per part of a long one (the rest of each part
 * is the header that joins them); any other character (Cyrillic, Kyrgyz ң ө ү, Chinese, emoji) makes the
 * whole text UCS-2, 70 in one SMS or 67 per part, counted in UTF-16 code units. GSM-7's extension characters
 * (€ [ ] { } \ ^ ~ | and form feed) take two septets, and neither they nor a surrogate pair are cut in two.
 */

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) of the whole text. */
  units: number;
  /** The text as the parts it is sent in; one part when it fits a single SMS, none for an empty text. */
  parts: string[];
}

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

const isGsm7 = (char: string) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char);

/** Units one character takes: 1 or 2 septets in GSM-7; 1 or 2 (a surrogate pair) code units in UCS-2. */
function unitsOf(char: string, encoding: SmsEncoding): number {
  if (encoding === 'gsm7') return GSM7_EXTENSION.has(char) ? 2 : 1;
  return char.length;
}

export function smsSegments(text: string): SmsSegments {
  // Iterating a string walks code points, so a surrogate pair stays one character.
  const chars = [...text];
  const encoding: SmsEncoding = chars.every(isGsm7) ? 'gsm7' : 'ucs2';
  const units = chars.reduce((sum, char) => sum + unitsOf(char, encoding), 0);
  if (units === 0) return { encoding, units, parts: [] };
  const limits = SMS_LIMITS[encoding];
  if (units <= limits.single) return { encoding, units, parts: [text] };
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const char of chars) {
    const size = unitsOf(char, encoding);
    if (used + size > limits.part) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += size;
  }
  parts.push(current);
  return { encoding, units, parts };
}
