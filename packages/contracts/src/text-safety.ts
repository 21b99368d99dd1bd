/**
 * Text the API accepts anywhere (body, query, path, the headers it reads): no NUL bytes and no
 * lone UTF-16 surrogates. Neither can be stored by PostgreSQL or written into a PDF or an email,
 * so they are refused at the door with a translated 400 instead of failing deep inside.
 */
import { z } from 'zod';
import type { ValidationIssue } from './validation-messages.js';

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_ISSUE: ValidationIssue = { code: 'invalid_characters' };

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** Deeper than any request of the API nests: a body nested further is refused as unsafe. */
const MAX_DEPTH = 32;

/**
 * The path (`passengers.0.first_name`) of the first unsafe string in a parsed value, its keys
 * included; '' for an unsafe value at the top; null when everything is safe.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return path || 'non_field_errors';
    const found = findUnsafeText((value as Record<string, unknown>)[key], at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A string schema that refuses NUL bytes and lone surrogates with the translated message. */
export const safeString = () => z.string().refine(isSafeText, { params: { issue: UNSAFE_TEXT_ISSUE } });
