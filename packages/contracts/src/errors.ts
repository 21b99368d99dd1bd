import { z } from 'zod';

/** Every error answer of the API has `detail`; validation errors add `errors` per field. */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable machine-readable error codes; the API translates each into the request's language. */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'route_not_found',
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'rate_limited',
  'internal',
  'service_unavailable',
  'payload_too_large',
  'bad_request',
  'headers_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'request_timeout',
  'not_ready',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
