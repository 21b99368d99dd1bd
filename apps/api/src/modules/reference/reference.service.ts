/** Reference lists for forms: countries (from the database), genders and document types. */
import {
  DOCUMENT_TYPES,
  GENDERS,
  pickLocalized,
  type Country,
  type DocumentType,
  type Gender,
  type Language,
} from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { COUNTRIES, DOCUMENT_TYPE_TITLES, GENDER_TITLES } from './seed/countries-data.js';
import { listCountryRows, upsertCountries } from './reference.repository.js';

export async function listCountries(db: Database, language: Language): Promise<Country[]> {
  const rows = await listCountryRows(db);
  return rows.map((row) => ({ id: row.code, title: pickLocalized(row.name, language) }));
}

export function listGenders(language: Language): Array<{ id: Gender; title: string }> {
  return GENDERS.map((id) => ({ id, title: pickLocalized(GENDER_TITLES[id], language) }));
}

export function listDocumentTypes(language: Language): Array<{ id: DocumentType; title: string }> {
  return DOCUMENT_TYPES.map((id) => ({ id, title: pickLocalized(DOCUMENT_TYPE_TITLES[id], language) }));
}

/** The reference module's seed: the countries, brought up to date on every start. */
export async function seedCountries(db: Executor): Promise<void> {
  await upsertCountries(
    db,
    COUNTRIES.map((c, position) => ({ code: c.code, name: c.name, position })),
  );
}
