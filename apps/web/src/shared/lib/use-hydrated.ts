import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether React owns the page's content yet. A page the browser draws itself is owned from the start
 * (`markHydrated` before its first render, main.tsx); a page the server drew is owned once its content has been
 * hydrated: React hydrates each Suspense boundary in a pass of its own, so the page's own boundary says so itself
 * (<HydrationMark/> in the main layout), after its layout effects have run.
 */
let hydrated = false;
const listeners = new Set<() => void>();

export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and until the page's content is hydrated, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** Placed beside a page, inside the boundary it is hydrated with: its effect runs once that content is React's. */
export function HydrationMark(): null {
  useEffect(markHydrated, []);
  return null;
}
