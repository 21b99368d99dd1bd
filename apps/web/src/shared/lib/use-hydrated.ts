import { useEffect } from 'react';

/**
 * Whether the app owns the page's content yet. A page the browser draws itself is owned from the start
 * (`markHydrated` before its first render, main.tsx); a page the server drew is owned once its content has been
 * hydrated: the first pass adopts the page but for its parts wrapped in HydrateLater (shared/ui/hydrate-later.tsx),
 * which are adopted afterwards, a task each; the page's own boundary says so (<HydrationMark/> in the main layout) once
 * the last of them has had its turn.
 *
 * It is read, never subscribed to by a render: an update while the parts are still waiting would draw them at once,
 * in one long task (what is drawn does not depend on it: see HydrationGate).
 */
let hydrated = false;
let hydrating = false;
/** The last turn handed out to a part adopted later (shared/ui/hydrate-later.tsx). */
let turns: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Said by main.tsx just before it hydrates a page the server drew. */
export function markHydrating(): void {
  hydrating = true;
}

/**
 * While a page the server drew is being hydrated: a turn for a part adopted later, a task after the turn handed out
 * before it. Null otherwise (the part is drawn at once).
 */
export function nextHydrationTurn(): Promise<void> | null {
  if (!hydrating || hydrated) return null;
  turns = turns.then(nextTask);
  return turns;
}

/** The last turn handed out to a part adopted when it comes on screen: one such part per task too. */
let visibleTurns: Promise<void> = Promise.resolve();

/** For a part adopted when it comes on screen (HydrateLater until="visible"), once it has: a task of its own. */
export function nextVisibleTurn(): Promise<void> {
  visibleTurns = visibleTurns.then(nextTask);
  return visibleTurns;
}

export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** While a page the server drew is being hydrated: its parts may still be waiting for their turns. */
export const isHydrating = (): boolean => hydrating && !hydrated;

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

/**
 * Placed beside a page, inside the boundary it is hydrated with: its effect runs once that content is adopted, and the
 * page is hydrated once the parts adopted later have had their turns too.
 */
export function HydrationMark(): null {
  useEffect(() => {
    if (!hydrated) void afterTurns().then(markHydrated);
  }, []);
  return null;
}

/** Once every turn has been taken, those handed out by the parts adopted meanwhile too (a part inside a part). */
async function afterTurns(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = turns;
    await seen;
    await nextTask();
  } while (seen !== turns);
}
