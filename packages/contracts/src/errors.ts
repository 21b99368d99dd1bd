/**
 * The API's error codes, each listed once with its HTTP status. The API throws
 * `new AppError(code, …)` and takes the status from here; the web app compares codes typed by
 * this table; the OpenAPI document lists them as the `code` enum of every error body.
 */
import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

// Re-exported: the table lives in error-codes.ts so that importing it does not bring zod along.
export { ERRORS, ERROR_CODES, errorStatus, isErrorCode } from './error-codes.js';
export type { ErrorCode } from './error-codes.js';

export const errorCodeSchema = z.enum(ERROR_CODES).meta({ id: 'ErrorCode' });

/** Every error answer of the API has `detail`; validation errors add `errors` per field. */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    code: errorCodeSchema.optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
