/** The back office's `staff` namespace: every language has exactly the Russian keys, no empty texts, the same placeholders. */
import { describe, expect, it } from 'vitest';
import en from '@/../public/locales/en/staff.json';
import ky from '@/../public/locales/ky/staff.json';
import ru from '@/../public/locales/ru/staff.json';
import tr from '@/../public/locales/tr/staff.json';
import zh from '@/../public/locales/zh/staff.json';
import { STAFF_NAV } from '@/shared/staff/model/staff-nav';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
    else entries.set(path, value);
  }
  return entries;
}

const placeholders = (text: string | undefined) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const reference = flatten(ru);

describe('staff catalogues', () => {
  it.each(Object.entries({ ky, en, tr, zh }))(
    '%s has the keys and placeholders of ru and no empty texts',
    (_language, catalogue) => {
      const entries = flatten(catalogue);
      expect([...reference.keys()].filter((key) => !entries.has(key))).toEqual([]);
      expect([...entries.keys()].filter((key) => !reference.has(key))).toEqual([]);
      expect([...entries].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      expect(
        [...entries]
          .filter(([key, text]) => placeholders(text) !== placeholders(reference.get(key)))
          .map(([key]) => key),
      ).toEqual([]);
    },
  );

  it('names every section of the navigation and every role', () => {
    for (const item of STAFF_NAV) expect(reference.has(item.labelKey)).toBe(true);
    for (const role of ['admin', 'agent', 'editor', 'inventory']) expect(reference.has(`roles.${role}`)).toBe(true);
  });
});
