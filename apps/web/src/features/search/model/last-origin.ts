/**
 * Where the visitor flies from: Bishkek on a first visit, afterwards the origin of their last
 * search, kept in localStorage with the language its name was written in.
 */
import type { Language } from '@/shared/i18n/language';
import type { CityChoice } from './types';

export const LAST_ORIGIN_STORAGE_KEY = 'sapar_last_origin';
export const DEFAULT_ORIGIN_CODE = 'BSZ';

interface StoredOrigin {
  code: string;
  title: string;
  language: Language;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function saveLastOrigin(city: CityChoice, language: Language): void {
  if (!city.code) return;
  try {
    storage()?.setItem(LAST_ORIGIN_STORAGE_KEY, JSON.stringify({ code: city.code, title: city.title, language }));
  } catch {
    // A full quota or private mode: the next visit starts from Bishkek again.
  }
}

/**
 * The origin to start the form with. A name saved in another language is given as its code, which
 * the form names through /locations/ (as for a shared link); Bishkek is named by `defaultTitle`.
 */
export function readStartOrigin(language: Language, defaultTitle: string): CityChoice {
  try {
    const stored = JSON.parse(storage()?.getItem(LAST_ORIGIN_STORAGE_KEY) ?? 'null') as Partial<StoredOrigin> | null;
    if (stored && typeof stored.code === 'string' && /^[A-Z]{3,4}$/.test(stored.code)) {
      const title =
        stored.language === language && typeof stored.title === 'string' && stored.title ? stored.title : stored.code;
      return { code: stored.code, title };
    }
  } catch {
    // Unreadable: start from Bishkek.
  }
  return { code: DEFAULT_ORIGIN_CODE, title: defaultTitle };
}
