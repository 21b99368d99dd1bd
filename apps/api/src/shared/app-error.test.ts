import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, LANGUAGES, isErrorCode, type ErrorCode } from '@sapar/contracts';
import { MESSAGES } from '../i18n/messages.js';
import { AppError } from './app-error.js';

/** Codes whose AppError must always name its message (none today: every code is also a message). */
const CODES_WITHOUT_DEFAULT_MESSAGE: readonly ErrorCode[] = [];

describe('error codes', () => {
  it.each(ERROR_CODES)('%s has an HTTP error status', (code) => {
    const { status } = ERRORS[code];
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it.each(ERROR_CODES.filter((code) => !CODES_WITHOUT_DEFAULT_MESSAGE.includes(code)))(
    '%s has its default message in every language',
    (code) => {
      expect(Object.hasOwn(MESSAGES, code), `${code} is a message key`).toBe(true);
      const message = MESSAGES[code as keyof typeof MESSAGES];
      for (const language of LANGUAGES) {
        expect(message[language]?.trim(), `${code}.${language}`).toBeTruthy();
      }
    },
  );

  it('knows its own codes and nothing else', () => {
    expect(isErrorCode('payment_in_progress')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('no_such_code')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('AppError', () => {
  it('takes its status from the table and its message from the code', () => {
    const error = new AppError('payment_in_progress');
    expect(error).toMatchObject({
      code: 'payment_in_progress',
      statusCode: 409,
      messageKey: 'payment_in_progress',
      params: {},
    });
    expect(error.fieldErrors).toBeUndefined();
  });

  it('names another message where one code has several, with params and field errors', () => {
    const locked = new AppError('rate_limited', { message: 'login_locked', params: { seconds: 30 } });
    expect(locked).toMatchObject({
      code: 'rate_limited',
      statusCode: 429,
      messageKey: 'login_locked',
      params: { seconds: 30 },
    });
    const invalid = new AppError('validation_failed', { fieldErrors: { date: 'board_date_out_of_range' } });
    expect(invalid).toMatchObject({
      statusCode: 400,
      messageKey: 'validation_failed',
      fieldErrors: { date: 'board_date_out_of_range' },
    });
  });
});
