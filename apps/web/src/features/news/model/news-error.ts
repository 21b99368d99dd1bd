import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '@/shared/api/api-error';

/** A 404 of the news item means the page does not exist, not that something broke. */
export function isNotFound(error: ApiError | SerializedError | undefined): boolean {
  return isApiError(error) && error.status === 404;
}
