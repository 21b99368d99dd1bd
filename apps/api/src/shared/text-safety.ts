/**
 * Every request's text is checked once, before any route's validation runs: a NUL byte or a
 * lone surrogate anywhere in the body, query, path parameters or headers answers 400 with the
 * translated `invalid_characters` message for that field. It is a hook on the root instance, so
 * a new route cannot forget it; contracts' `safeString()` says the same inside schemas.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNSAFE_TEXT_ISSUE, findUnsafeText } from '@sapar/contracts';
import { AppError } from './app-error.js';

function unsafeField(request: FastifyRequest): string | null {
  const params = findUnsafeText(request.params);
  if (params !== null) return params;
  const query = findUnsafeText(request.query);
  if (query !== null) return query;
  const headers = findUnsafeText(request.headers);
  if (headers !== null) return headers;
  return findUnsafeText(request.body);
}

export function registerTextSafety(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unsafeField(request);
    if (field === null) return done();
    done(new AppError('validation_failed', { fieldErrors: { [field || 'non_field_errors']: UNSAFE_TEXT_ISSUE } }));
  });
}
