/** The one error shape every API call rejects with: serialisable, so RTK Query can keep it in the store. */
import { isErrorCode, type ErrorBody, type ErrorCode } from '@sapar/contracts';

/** Translation keys of failures that have no answer from the server (docs/product.md#error-behaviour). */
export const NETWORK_ERROR_KEYS = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  aborted: 'errors.aborted',
} as const;

export interface ApiError {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** Server `detail`, or the English wording of a network failure. */
  detail: string;
  /** The API's error code; absent for network failures and answers not from the API. */
  code?: ErrorCode;
  errors?: Record<string, string>;
  /** A 409 `price_changed` of the booking carries the new total to accept. */
  total_price?: number;
  /** Set for network failures: the i18n key to show instead of `detail`. */
  messageKey?: (typeof NETWORK_ERROR_KEYS)[keyof typeof NETWORK_ERROR_KEYS];
}

/** Whether a failure is an ApiError; with a code, whether the API answered that code. */
export function isApiError(value: unknown): value is ApiError;
export function isApiError<C extends ErrorCode>(value: unknown, code: C): value is ApiError & { code: C };
export function isApiError(value: unknown, code?: ErrorCode): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).detail === 'string' &&
    (code === undefined || (value as ApiError).code === code)
  );
}

export function fromErrorBody(status: number, body: unknown): ApiError {
  const candidate = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
  const error: ApiError = {
    status,
    detail: typeof candidate.detail === 'string' ? candidate.detail : `HTTP ${status}`,
  };
  if (isErrorCode(candidate.code)) error.code = candidate.code;
  if (candidate.errors && typeof candidate.errors === 'object') error.errors = candidate.errors;
  const totalPrice = (candidate as { total_price?: unknown }).total_price;
  if (typeof totalPrice === 'number') error.total_price = totalPrice;
  return error;
}

/** Maps what `fetch` throws to 'Network Error' / 'timeout exceeded' / 'Request aborted' (docs/product.md#error-behaviour). */
export function fromFetchFailure(failure: unknown): ApiError {
  const name = failure instanceof Error || failure instanceof DOMException ? failure.name : '';
  if (name === 'TimeoutError') {
    return { status: 0, detail: 'timeout exceeded', messageKey: NETWORK_ERROR_KEYS.timeout };
  }
  if (name === 'AbortError') {
    return { status: 0, detail: 'Request aborted', messageKey: NETWORK_ERROR_KEYS.aborted };
  }
  return { status: 0, detail: 'Network Error', messageKey: NETWORK_ERROR_KEYS.network };
}
