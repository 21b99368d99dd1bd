/**
 * Tells a database that cannot be reached (refused or dropped connections, a server shutting
 * down, a closed PGlite) from a failing query, so the API answers 503 with Retry-After instead of
 * a 500: the request was fine, the database was not there to take it.
 */

// Node's socket errors, PostgreSQL's connection-exception (08xxx) and operator-intervention
// (57P0x) classes, and too_many_connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const UNAVAILABLE_MESSAGES =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|cannot use a pool after calling end|client was closed and is not queryable|connection refused|PGlite is closed|the database system is (?:shutting down|starting up|in recovery mode)/i;

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
