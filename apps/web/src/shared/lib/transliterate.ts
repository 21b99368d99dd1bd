/**
 * Cyrillic names (Russian and Kyrgyz) in Latin letters, as ICAO Doc 9303 writes them in the
 * machine-readable zone of a passport: ж→ZH, х→KH, ц→TS, щ→SHCH, ю→IU, я→IA, ң→NG, ө→O, ү→U.
 * Names in international tickets must match the passport, so the result is upper case.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'A',
  б: 'B',
  в: 'V',
  г: 'G',
  д: 'D',
  е: 'E',
  ё: 'E',
  ж: 'ZH',
  з: 'Z',
  и: 'I',
  й: 'I',
  к: 'K',
  л: 'L',
  м: 'M',
  н: 'N',
  о: 'O',
  п: 'P',
  р: 'R',
  с: 'S',
  т: 'T',
  у: 'U',
  ф: 'F',
  х: 'KH',
  ц: 'TS',
  ч: 'CH',
  ш: 'SH',
  щ: 'SHCH',
  ъ: 'IE',
  ы: 'Y',
  ь: '',
  э: 'E',
  ю: 'IU',
  я: 'IA',
  // Kyrgyz letters.
  ң: 'NG',
  ө: 'O',
  ү: 'U',
  // Kazakh and Ukrainian letters that Kyrgyz citizens' names sometimes carry.
  ә: 'A',
  ғ: 'G',
  қ: 'Q',
  ұ: 'U',
  һ: 'H',
  і: 'I',
  ї: 'I',
  є: 'IE',
  ґ: 'G',
};

const CYRILLIC = /[\u0400-\u04FF]/;

export function hasCyrillic(value: string): boolean {
  return CYRILLIC.test(value);
}

/** 'Асанова Айгүл' → 'ASANOVA AIGUL'; Latin letters, spaces, hyphens and apostrophes are kept. */
export function transliterate(value: string): string {
  let result = '';
  for (const letter of value.normalize('NFC')) {
    const lower = letter.toLowerCase();
    const latin = CYRILLIC_TO_LATIN[lower];
    result += latin ?? letter.toUpperCase();
  }
  return result.replace(/\s+/g, ' ').trim();
}
