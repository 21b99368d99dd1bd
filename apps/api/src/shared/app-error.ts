/**
 * The one error type services throw: `new AppError(code, {params, fieldErrors})`. The status comes
 * from contracts' ERRORS table and the message key defaults to the code; a code with several
 * messages (`rate_limited`: a login lock, a resend too soon) names its `message`. The error
 * handler turns it into `{detail, code, errors?}` in the request's language; its status never leaks internals.
 */
import { errorStatus, type ErrorCode, type ValidationIssue } from '@sapar/contracts';
import type { MessageKey } from '../i18n/messages.js';
import type { MessageParams } from '../i18n/translate.js';

export interface AppErrorOptions {
  /** Values of the message's `{name}` placeholders (and of field errors' placeholders). */
  params?: MessageParams;
  /** Field errors as message keys or passenger-rule issues, translated when answered. */
  fieldErrors?: Record<string, MessageKey | ValidationIssue>;
  /** The message of `detail` when it is not the code's own. */
  message?: MessageKey;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly fieldErrors: Record<string, MessageKey | ValidationIssue> | undefined;

  /** A code that is also a message key may leave out `message`. */
  constructor(code: ErrorCode & MessageKey, options?: AppErrorOptions);
  constructor(code: ErrorCode, options: AppErrorOptions & { message: MessageKey });
  constructor(
    readonly code: ErrorCode,
    { params = {}, fieldErrors, message }: AppErrorOptions = {},
  ) {
    const messageKey = message ?? (code as MessageKey);
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
    this.statusCode = errorStatus(code);
    this.messageKey = messageKey;
    this.params = params;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (message: MessageKey = 'not_found') => new AppError('not_found', { message });
