/**
 * Where to go after sign-in: the `?next=` path when it is a path of this site, else the fallback.
 * Anything that could leave the site ('//evil', 'https://…', '/\evil') is ignored.
 */
export function resolveNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters (a tab or newline inside '/\t/evil') are dropped by URL parsers: refuse them.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  return next;
}
