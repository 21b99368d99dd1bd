/**
 * Results that arrive as suppliers answer (docs/product.md, search results): the page keeps showing
 * the answer the traveller is reading, and compares it with the newest answer of the stored search
 * to say how many more options wait to be shown.
 */
import type { SearchFacets, SearchResult } from '@sapar/contracts';

/** What one leg's results hold in one answer: the first answer of the search or a page asked later. */
export interface LegAnswer {
  tickets: SearchResult[];
  pageData: { currentPage: number; totalPages: number; total: number };
  facets: SearchFacets;
  pending_suppliers?: string[] | undefined;
  unanswered_suppliers?: string[] | undefined;
}

/** The stored search is asked again this often while suppliers are still answering… */
export const ARRIVING_POLL_MS = 1500;
/** …and at most this many times for one view (a minute and a half): a supplier still silent then is not waited for. */
export const ARRIVING_MAX_POLLS = 60;

const NONE: readonly string[] = [];

export const pendingSuppliersOf = (answer: LegAnswer | null | undefined): readonly string[] =>
  answer?.pending_suppliers ?? NONE;

export const unansweredSuppliersOf = (answer: LegAnswer | null | undefined): readonly string[] =>
  answer?.unanswered_suppliers ?? NONE;

/** Options of the newest answer that the one on screen does not show yet (counted over the whole view, not the page). */
export function countArrivedOffers(shown: LegAnswer | null, latest: LegAnswer | null): number {
  if (!shown || !latest) return 0;
  return Math.max(0, latest.pageData.total - shown.pageData.total);
}

/**
 * Whether the newest answer may replace the one on screen without asking: when nothing is shown yet, nothing the
 * traveller reads can move.
 */
export const canShowAtOnce = (shown: LegAnswer | null, latest: LegAnswer | null): boolean =>
  shown !== null && latest !== null && shown.tickets.length === 0 && latest.tickets.length > 0;
