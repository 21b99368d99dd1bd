import { z } from 'zod';

/** Reference lists (`/countries/`, `/users/gender/`, `/users/document-type/`: docs/product.md#account-api). */
export const referenceItemSchema = z.object({ id: z.string(), title: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const countrySchema = referenceItemSchema
  .extend({ id: z.string().length(2).describe('ISO 3166-1 alpha-2 code') })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderListSchema = z.array(referenceItemSchema.extend({ id: z.enum(GENDERS) }).meta({ id: 'Gender' }));

export const DOCUMENT_TYPES = [
  'passport_kg',
  'id_card_kg',
  'international_passport',
  'birth_certificate',
  'foreign_passport',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const documentTypeListSchema = z.array(
  referenceItemSchema.extend({ id: z.enum(DOCUMENT_TYPES) }).meta({ id: 'DocumentType' }),
);
