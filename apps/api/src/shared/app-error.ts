/**
 * The one error type services throw. The error handler turns it into
 * `{detail, code, errors?}` in the request's language; its status never leaks internals.
 */
import type { ErrorCode, ValidationIssue } from '@sapar/contracts';
import type { MessageKey } from '../i18n/messages.js';
import type { MessageParams } from '../i18n/translate.js';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** Field errors as message keys or passenger-rule issues, translated when answered. */
    readonly fieldErrors?: Record<string, MessageKey | ValidationIssue>,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}

export const notFound = (messageKey: MessageKey = 'not_found') => new AppError('not_found', 404, messageKey);
