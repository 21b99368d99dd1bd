import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error';

/**
 * What to tell the user about a failed call: the server's translated `detail`, the translated
 * network failure, or the generic message for anything else.
 */
export function getErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  if (error.messageKey) return t(error.messageKey);
  if (error.status >= 500 && !error.code) return t('errors.generic');
  return error.detail;
}

/** The server's per-field messages, or an empty object. */
export function getFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.errors ? error.errors : {};
}
