/** Reference lists for forms: countries (from the database), genders and document types. */
import { DOCUMENT_TYPES, GENDERS, pickLocalized, type Country, type DocumentType, type Gender, type Language } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { DOCUMENT_TYPE_TITLES, GENDER_TITLES } from '../../db/seed/countries-data.js';
import { listCountryRows } from './reference.repository.js';

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
