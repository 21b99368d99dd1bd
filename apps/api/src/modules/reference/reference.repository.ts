/** All SQL of the reference module: the countries. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { LocalizedText } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { country } from './reference.schema.js';

export function listCountryRows(db: Executor) {
  return db.select().from(country).orderBy(asc(country.position));
}

export async function upsertCountries(
  db: Executor,
  rows: Array<{ code: string; name: LocalizedText; position: number }>,
) {
  if (rows.length === 0) return;
  await db
    .insert(country)
    .values(rows)
    .onConflictDoUpdate({ target: country.code, set: { name: country.name, position: country.position } });
}

export async function countryExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ code: country.code }).from(country).where(eq(country.code, code)).limit(1);
  return Boolean(row);
}

export async function countriesExist(db: Executor, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: country.code })
    .from(country)
    .where(inArray(country.code, [...new Set(codes)]));
  return new Set(rows.map((r) => r.code));
}
