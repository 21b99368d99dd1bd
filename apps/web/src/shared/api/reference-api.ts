/**
 * The translated reference lists (countries, genders, document types) that sign-up, the profile
 * and the passenger forms all choose from. The language is part of the cache key.
 */
import type { Country, DocumentType, Gender } from '@sapar/contracts';
import type { Language } from '@/shared/i18n/language';
import { useLanguage } from '@/shared/lib/use-language';
import { baseApi } from './base-api';

export interface ReferenceOption<Id extends string = string> {
  id: Id;
  title: string;
}

export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], Language>({
      query: () => ({ url: '/countries/' }),
      keepUnusedDataFor: 3600,
    }),
    getGenders: build.query<ReferenceOption<Gender>[], Language>({
      query: () => ({ url: '/users/gender/' }),
      keepUnusedDataFor: 3600,
    }),
    getDocumentTypes: build.query<ReferenceOption<DocumentType>[], Language>({
      query: () => ({ url: '/users/document-type/' }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCountriesQuery, useGetGendersQuery, useGetDocumentTypesQuery } = referenceApi;

/** The three lists in the current language; each is an empty array until it arrives. */
export function useReferenceLists() {
  const language = useLanguage();
  const countries = useGetCountriesQuery(language);
  const genders = useGetGendersQuery(language);
  const documentTypes = useGetDocumentTypesQuery(language);
  return {
    countries: countries.data ?? [],
    genders: genders.data ?? [],
    documentTypes: documentTypes.data ?? [],
    isLoading: countries.isLoading || genders.isLoading || documentTypes.isLoading,
  };
}
