/**
 * When a choice of offers stops being sold: the earliest of its deadlines. A search's offers live as long as the
 * search; an outside airline's offer may end sooner, by its own `expires_at` (docs/architecture.md, live-search store).
 */

/** The earliest of the ISO instants given (missing and unreadable ones left out); null when there is none. */
export function earliestExpiry(...deadlines: readonly (string | null | undefined)[]): string | null {
  let earliest: { at: number; iso: string } | null = null;
  for (const iso of deadlines) {
    const at = iso ? Date.parse(iso) : Number.NaN;
    if (Number.isFinite(at) && (earliest === null || at < earliest.at)) earliest = { at, iso: iso! };
  }
  return earliest?.iso ?? null;
}
