/** Every catalogue has exactly the keys of the Russian one, no empty texts, and the same placeholders. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sapar/contracts';
import en from '../../../public/locales/en/translation.json';
import ky from '../../../public/locales/ky/translation.json';
import ru from '../../../public/locales/ru/translation.json';
import tr from '../../../public/locales/tr/translation.json';
import zh from '../../../public/locales/zh/translation.json';

type Catalogue = { [key: string]: string | Catalogue };

const CATALOGUES: Record<string, Catalogue> = { ru, ky, en, tr, zh };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const reference = flatten(ru);

describe('translation catalogues', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.keys(CATALOGUES))('%s has the keys of ru, no more, no less, and no empty texts', (language) => {
    const entries = flatten(CATALOGUES[language] ?? {});
    const missing = [...reference.keys()].filter((key) => !entries.has(key));
    const extra = [...entries.keys()].filter((key) => !reference.has(key));
    expect(missing, `missing in ${language}`).toEqual([]);
    expect(extra, `extra in ${language}`).toEqual([]);

    const empty = [...entries].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(
      empty.map(([key]) => key),
      `empty in ${language}`,
    ).toEqual([]);

    const wrongPlaceholders = [...entries].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(reference.get(key)).join(),
    );
    expect(
      wrongPlaceholders.map(([key]) => key),
      `placeholders in ${language}`,
    ).toEqual([]);
  });

  it('are real translations, not copies of English', () => {
    const english = flatten(en);
    for (const language of ['ru', 'ky', 'tr', 'zh']) {
      const entries = flatten(CATALOGUES[language] ?? {});
      const same = [...entries].filter(([key, text]) => text === english.get(key));
      // Brand names and the like may match; most texts must not.
      expect(same.length / entries.size, language).toBeLessThan(0.15);
    }
  });

  it('name the som one way in Chinese: 索姆, never the Latin "som"', () => {
    const texts = [...flatten(zh).values()].map(String);
    expect(texts.filter((text) => /\bsom\b/i.test(text))).toEqual([]);
    expect(flatten(zh).get('currency.KGS')).toBe('索姆');
  });

  it('put no "Error:" word before an error message (the spec\'s own English text keeps its own)', () => {
    const prefixed = /^(Ошибка|Ката|Hata|错误)\s*[:：]/;
    for (const language of ['ru', 'ky', 'tr', 'zh']) {
      const texts = [...flatten(CATALOGUES[language] ?? {})].filter(([, text]) => prefixed.test(String(text)));
      expect(
        texts.map(([key]) => key),
        language,
      ).toEqual([]);
    }
    expect(flatten(en).get('search.errors.cityFromRequired')).toBe('Error: Select the departure city');
  });
});
