/** Partner codes (`?ref=CODE`), apart from the zod schemas of content.ts: the web app's first load remembers them. */
/** Partner codes from `?ref=CODE`: letters, digits, '-' and '_'. */
export const PARTNER_REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/;
export const PARTNER_REF_COOKIE = 'sapar_ref';
export const PARTNER_REF_DAYS = 30;
export function isValidPartnerRef(value: unknown): value is string {
  return typeof value === 'string' && PARTNER_REF_PATTERN.test(value);
}
