/**
 * One place that turns every failure into the API's error body `{detail, code, errors?}`,
 * in the request's language. Validation failures answer 400 with a message per field;
 * unknown /api routes answer 404; anything unexpected answers 500 without internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatValidationMessage, type ErrorBody, type Language, type ValidationIssue } from '@sapar/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageKey } from '../i18n/messages.js';
import { translate, type MessageParams } from '../i18n/translate.js';
import { AppError } from './app-error.js';

type ValidationEntry = { instancePath: string; keyword: string; params: Record<string, unknown> };

function describeIssue({ keyword, params }: ValidationEntry): [MessageKey, MessageParams] {
  const origin = params.origin;
  switch (keyword) {
    case 'invalid_type':
      return params.input === undefined ? ['field_required', {}] : ['invalid_type', {}];
    case 'too_small':
      if (origin === 'string') return Number(params.minimum) <= 1 ? ['field_required', {}] : ['field_too_short', { min: String(params.minimum) }];
      return ['number_too_small', { min: String(params.minimum) }];
    case 'too_big':
      if (origin === 'string') return ['field_too_long', { max: String(params.maximum) }];
      return ['number_too_large', { max: String(params.maximum) }];
    case 'invalid_value':
      return ['invalid_enum', {}];
    default:
      return ['field_invalid', {}];
  }
}

/** A custom zod issue built with contracts' `issueParams` carries a passenger-rule message. */
function customIssueOf({ keyword, params }: ValidationEntry): ValidationIssue | null {
  if (keyword !== 'custom') return null;
  const issue = (params.params as { issue?: ValidationIssue } | undefined)?.issue;
  return issue && typeof issue.code === 'string' ? issue : null;
}

/** Message keys of field errors share the AppError's params (e.g. `{min}` of a password rule). */
function translateFieldError(language: Language, error: MessageKey | ValidationIssue, params: MessageParams): string {
  return typeof error === 'string' ? translate(language, error, params) : formatValidationMessage(language, error);
}

function fieldName(entry: ValidationEntry, context: string | undefined): string {
  const name = entry.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || context || 'non_field_errors';
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language;

    if (error instanceof AppError) {
      const errors = error.fieldErrors
        ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, fieldError]) => [field, translateFieldError(language, fieldError, error.params)]))
        : undefined;
      if (error.statusCode === 429 && typeof error.params.seconds === 'number') reply.header('retry-after', String(error.params.seconds));
      return send(reply, error.statusCode, {
        detail: translate(language, error.messageKey, error.params),
        code: error.code,
        ...(errors ? { errors } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const entry of error.validation as unknown as ValidationEntry[]) {
        const field = fieldName(entry, error.validationContext);
        if (errors[field]) continue;
        const issue = customIssueOf(entry);
        if (issue) {
          errors[field] = formatValidationMessage(language, issue);
          continue;
        }
        const [key, params] = describeIssue(entry);
        errors[field] = translate(language, key, params);
      }
      return send(reply, 400, { detail: translate(language, 'validation_failed'), code: 'validation_failed', errors });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, { detail: error.message, code: 'rate_limited' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, { detail: translate(language, 'invalid_json'), code: 'validation_failed' });
    }
    if (status === 413) {
      return send(reply, 413, { detail: translate(language, 'payload_too_large'), code: 'payload_too_large' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad content type, bad URL): a translated generic message.
      return send(reply, status, { detail: translate(language, 'validation_failed'), code: 'validation_failed' });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { detail: translate(language, 'internal'), code: 'internal' });
  });
}

/** Unknown routes: JSON 404 under /api; the SPA's index.html for page navigations. */
export function registerNotFound(app: FastifyInstance, serveSpa: ((reply: FastifyReply) => FastifyReply) | null) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !pathname.startsWith('/media/') && !pathname.startsWith('/assets/') && !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (serveSpa && wantsPage) return serveSpa(reply);
    return send(reply, 404, {
      detail: translate(request.language, isApi ? 'route_not_found' : 'not_found'),
      code: isApi ? 'route_not_found' : 'not_found',
    });
  });
}
