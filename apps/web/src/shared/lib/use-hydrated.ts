import { useEffect } from 'react';

/**
 * Whether React owns the page's content yet. A page the browser draws itself is owned from the start
 * (`markHydrated` before its first render, main.tsx); a page the server drew is owned once its content has been
 * hydrated: React hydrates each Suspense boundary in a pass of its own, so the page's own boundary says so itself
 * (<HydrationMark/> in the main layout), after its layout effects have run.
 *
 * It is read, never subscribed to by a render: an update while React is still hydrating the page's other boundaries
 * would make it hydrate them all at once, in one long task (what is drawn does not depend on it: see HydrationGate).
 */
let hydrated = false;
const listeners = new Set<() => void>();

export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** False on the server and until the page's content is hydrated, true afterwards. */
export const isHydrated = (): boolean => hydrated;

/** Calls `listener` once the page's content is hydrated (at once if it is); answers how to stop waiting. */
export function whenHydrated(listener: () => void): () => void {
  if (hydrated) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Placed beside a page, inside the boundary it is hydrated with: its effect runs once that content is React's. */
export function HydrationMark(): null {
  useEffect(markHydrated, []);
  return null;
}
