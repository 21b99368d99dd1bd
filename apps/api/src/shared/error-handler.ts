/**
 * One place that turns every failure into the API's error body `{detail, code, errors?}`,
 * in the request's language. Validation failures answer 400 with a message per field;
 * unknown /api routes answer 404; a database that cannot be reached answers 503 with
 * Retry-After; anything unexpected answers 500 without internals. Fastify's own errors (bad
 * URLs, too long parameters, bodies too large or of an unknown type) and the HTTP parser's
 * (headers too large, malformed requests, timeouts) answer the same shape.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorStatus,
  formatValidationMessage,
  resolveAcceptLanguage,
  type ErrorBody,
  type ErrorCode,
  type Language,
  type ValidationIssue,
} from '@sapar/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageKey } from '../i18n/messages.js';
import { translate, type MessageParams } from '../i18n/translate.js';
import { AppError } from './app-error.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-availability.js';

type ValidationEntry = { instancePath: string; keyword: string; params: Record<string, unknown> };

function describeIssue({ keyword, params }: ValidationEntry): [MessageKey, MessageParams] {
  const origin = params.origin;
  switch (keyword) {
    case 'invalid_type':
      return params.input === undefined ? ['field_required', {}] : ['invalid_type', {}];
    case 'too_small':
      if (origin === 'string')
        return Number(params.minimum) <= 1
          ? ['field_required', {}]
          : ['field_too_short', { min: String(params.minimum) }];
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

/** An error code answered with its status from contracts' table and its message. */
function answer(
  reply: FastifyReply,
  language: Language,
  code: ErrorCode & MessageKey,
  key: MessageKey = code,
  params: MessageParams = {},
) {
  return send(reply, errorStatus(code), { detail: translate(language, key, params), code });
}

/** Fastify's own client errors by their code: the error code and the message. */
const FRAMEWORK_ERRORS: Record<string, [ErrorCode, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['validation_failed', 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['validation_failed', 'invalid_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'bad_request'],
  FST_ERR_BAD_URL: ['bad_request', 'bad_url'],
  FST_ERR_MAX_PARAM_LENGTH: ['uri_too_long', 'uri_too_long'],
};

/** Other errors of Fastify or a plugin, by their HTTP status. */
const CLIENT_ERRORS_BY_STATUS: Partial<Record<number, ErrorCode & MessageKey>> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** Any error at all, answered as `{detail, code, errors?}` in the request's language. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = request.language;

  if (error instanceof AppError) {
    const errors = error.fieldErrors
      ? Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, fieldError]) => [
            field,
            translateFieldError(language, fieldError, error.params),
          ]),
        )
      : undefined;
    if ((error.statusCode === 429 || error.statusCode === 503) && typeof error.params.seconds === 'number')
      reply.header('retry-after', String(error.params.seconds));
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
    return send(reply, errorStatus('validation_failed'), {
      detail: translate(language, 'validation_failed'),
      code: 'validation_failed',
      errors,
    });
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return answer(reply, language, 'service_unavailable', 'database_unavailable', {
      seconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }

  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return answer(reply, language, known[0], known[1]);
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return send(reply, 429, { detail: error.message, code: 'rate_limited' });
  }
  const byStatus = CLIENT_ERRORS_BY_STATUS[status];
  if (byStatus) return answer(reply, language, byStatus);
  if (status >= 400 && status < 500) {
    // Any other client error of Fastify or a plugin keeps its status, with the generic code and message.
    return send(reply, status, { detail: translate(language, 'bad_request'), code: 'bad_request' });
  }

  request.log.error({ err: error }, 'unhandled error');
  return answer(reply, language, 'internal');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    answerError(error, request, reply),
  );
}

/**
 * Fastify's `frameworkErrors`: a bad URL or a too long path parameter, found before routing
 * (so before the hooks that read the request's language).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.language = resolveAcceptLanguage(request.headers['accept-language']);
  return answerError(error, request, reply);
}

const ACCEPT_LANGUAGE_LINE = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i;

/**
 * The HTTP parser's errors, before there is a request: headers too large (431), a malformed
 * request (400), headers or a body that took too long to arrive (408). A minimal HTTP/1.1 answer
 * with the JSON error body, in the language of the raw request's Accept-Language if it got that far.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'bad_request';
  const status = errorStatus(code);
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 64 * 1024).toString('latin1') : '';
  const language = resolveAcceptLanguage(ACCEPT_LANGUAGE_LINE.exec(raw)?.[1]);
  const body = JSON.stringify({ detail: translate(language, code), code } satisfies ErrorBody);
  this.log.debug({ err: error }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** The router's limit on one path parameter; a longer one answers 414 `uri_too_long`. */
export const MAX_PARAM_LENGTH = 200;

/**
 * Unknown routes: JSON 404 under /api; the SPA's index.html for page navigations. With the web build served,
 * the router falls back to its wildcard instead of reporting a too long parameter, so an API path with a segment
 * past the limit is answered here as the router answers it without the build: 414.
 */
export function registerNotFound(
  app: FastifyInstance,
  serveSpa: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>) | null,
) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi && pathname.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH))
      return answer(reply, request.language, 'uri_too_long');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !pathname.startsWith('/media/') &&
      !pathname.startsWith('/assets/') &&
      !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (serveSpa && wantsPage) return serveSpa(request, reply);
    return answer(reply, request.language, isApi ? 'route_not_found' : 'not_found');
  });
}
