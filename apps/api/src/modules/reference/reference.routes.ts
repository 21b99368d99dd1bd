import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryListSchema, documentTypeListSchema, genderListSchema } from '@sapar/contracts';
import { listCountries, listDocumentTypes, listGenders } from './reference.service.js';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries/',
    {
      schema: { tags: ['reference'], summary: 'All countries, Kyrgyzstan first', response: { 200: countryListSchema } },
    },
    async (request) => listCountries(app.db, request.language),
  );

  app.get(
    '/users/gender/',
    {
      schema: { tags: ['reference'], summary: 'Genders', response: { 200: genderListSchema } },
    },
    async (request) => listGenders(request.language),
  );

  app.get(
    '/users/document-type/',
    {
      schema: { tags: ['reference'], summary: 'Identity document types', response: { 200: documentTypeListSchema } },
    },
    async (request) => listDocumentTypes(request.language),
  );
};
