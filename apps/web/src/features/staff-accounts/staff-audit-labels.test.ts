/**
 * The audit page names every entity and action in each staff language. The list is the contracts' (the API's
 * `recordStaffAction` accepts nothing else); as a second net, the literals next to every `recordStaffAction`
 * call in the API's source must be in it too, so an entity or action the API writes never shows raw.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@sapar/contracts';
import { describe, expect, it } from 'vitest';
import en from '@/../public/locales/en/staff.json';
import ky from '@/../public/locales/ky/staff.json';
import ru from '@/../public/locales/ru/staff.json';
import tr from '@/../public/locales/tr/staff.json';
import zh from '@/../public/locales/zh/staff.json';

const API_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Every quoted entity and action literal in the object given to each `recordStaffAction(...)` call. */
function writtenByApi(): { entities: Set<string>; actions: Set<string>; calls: number } {
  const entities = new Set<string>();
  const actions = new Set<string>();
  let calls = 0;
  for (const file of sourceFiles(API_SOURCE)) {
    if (file.includes(`${path.sep}modules${path.sep}audit${path.sep}`)) continue;
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/recordStaffAction\(/g)) {
      calls += 1;
      const argument = text.slice(call.index, call.index + 800);
      for (const [, key, value] of argument.matchAll(/\b(entity|action):\s*([^,\n}]+)/g)) {
        const literals = [...value!.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
        for (const literal of literals) (key === 'entity' ? entities : actions).add(literal);
      }
    }
  }
  return { entities, actions, calls };
}

const catalogues = { ru, ky, en, tr, zh } as const;

describe('the audit log labels', () => {
  it.each(Object.entries(catalogues))('%s names every audit entity and action', (_language, catalogue) => {
    const entities = catalogue.entities as Record<string, string>;
    const actions = catalogue.auditActions as Record<string, string>;
    expect(AUDIT_ENTITIES.filter((entity) => !entities[entity]?.trim())).toEqual([]);
    expect(AUDIT_ACTIONS.filter((action) => !actions[action]?.trim())).toEqual([]);
  });

  it('lists every entity and action the API writes', () => {
    const written = writtenByApi();
    expect(written.calls).toBeGreaterThan(40);
    // The scan does see the calls (news, inventory, disruption, orders …).
    expect([...written.entities]).toEqual(
      expect.arrayContaining(['order', 'news', 'faq_question', 'disruption', 'session']),
    );
    expect([...written.entities].filter((entity) => !(AUDIT_ENTITIES as readonly string[]).includes(entity))).toEqual(
      [],
    );
    expect([...written.actions].filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
  });
});
