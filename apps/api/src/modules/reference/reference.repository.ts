import { asc } from 'drizzle-orm';
import type { LocalizedText } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { country } from '../../db/schema.js';

export function listCountryRows(db: Executor) {
  return db.select().from(country).orderBy(asc(country.position));
}

export async function upsertCountries(db: Executor, rows: Array<{ code: string; name: LocalizedText; position: number }>) {
  if (rows.length === 0) return;
  await db
    .insert(country)
    .values(rows)
    .onConflictDoUpdate({ target: country.code, set: { name: country.name, position: country.position } });
}
