/**
 * POST /api/staff/media/ (registered under /api/staff): an image upload for content, multipart with the field
 * `file`. Editors and admins, with their second factor. Multipart parsing is registered in this plugin only.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, MEDIA_MAX_BYTES, STAFF_CONTENT_ROLES, staffMediaSchema } from '@sapar/contracts';
import { AppError } from '../../shared/app-error.js';
import { staffActor } from '../audit/index.js';
import { deleteMedia, mediaTooLarge, storeUpload, type MediaUsageFinder } from './media.service.js';

export interface MediaStaffRoutesOptions {
  /** What may use an upload (news, tours, pages, FAQ): a used one is not deleted. */
  usedBy: readonly MediaUsageFinder[];
}

export const mediaStaffRoutes: FastifyPluginAsyncZod<MediaStaffRoutesOptions> = async (app, { usedBy }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  app.addHook('onRequest', app.requireStaffRole(...STAFF_CONTENT_ROLES));

  app.post(
    '/media/',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['staff'],
        summary:
          'Upload an image (multipart, field `file`): checked by its content, saved as WebP copies 480, 960 and 1600 px wide',
        description:
          `Editors and admins. At most ${MEDIA_MAX_BYTES / 1024 / 1024} MB (413 \`media_too_large\`); anything that is not a JPEG, PNG, WebP, GIF, AVIF or TIFF ` +
          'image, whatever its name or declared type, is refused with 415 `media_not_image`. Copies are never wider than the original; ' +
          '`url` is the widest, served publicly with a year-long cache.',
        consumes: ['multipart/form-data'],
        response: {
          201: staffMediaSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('validation_failed', { message: 'media_file_required' });
      let data: Buffer;
      let fileName: string;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file')
          throw new AppError('validation_failed', { message: 'media_file_required' });
        fileName = part.filename;
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw mediaTooLarge();
        throw error;
      }
      if (data.length === 0) throw new AppError('validation_failed', { message: 'media_file_required' });
      const media = await storeUpload({ db: app.db, dataDir: app.config.dataDir }, staffActor(request), {
        data,
        fileName,
      });
      return reply.status(201).send(media);
    },
  );

  app.delete(
    '/media/:id/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Delete an upload nothing uses: its row and every file of it',
        description:
          'Editors and admins. While a news item (main image, gallery or text), a tour, a page (its text or a kept version) or an FAQ answer ' +
          'uses the image, the answer is 409 `media_in_use` naming them, and nothing is deleted.',
        params: z.object({ id: z.uuid() }),
        response: {
          204: z.null().describe('Deleted'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await deleteMedia(
        { db: app.db, dataDir: app.config.dataDir, usedBy },
        staffActor(request),
        request.params.id,
        request.language,
      );
      return reply.status(204).send(null);
    },
  );
};
