import { describe, expect, it } from 'vitest';
import { fromErrorBody, fromFetchFailure, isApiError } from './api-error';

describe('api errors', () => {
  it('keeps the API error codes of an answer and drops what is not one', () => {
    expect(fromErrorBody(409, { detail: 'Payment in progress', code: 'payment_in_progress' })).toEqual({
      status: 409,
      detail: 'Payment in progress',
      code: 'payment_in_progress',
    });
    expect(fromErrorBody(502, { detail: 'Bad gateway', code: 'proxy_error' })).toEqual({
      status: 502,
      detail: 'Bad gateway',
    });
  });

  it('tells an API error by its code', () => {
    const expired = fromErrorBody(410, { detail: 'Expired', code: 'quote_expired' });
    expect(isApiError(expired)).toBe(true);
    expect(isApiError(expired, 'quote_expired')).toBe(true);
    expect(isApiError(expired, 'search_expired')).toBe(false);
    expect(isApiError(fromFetchFailure(new TypeError('Failed to fetch')), 'quote_expired')).toBe(false);
    expect(isApiError(new Error('quote_expired'), 'quote_expired')).toBe(false);
  });
});
