/**
 * A part of a page the server drew that the browser adopts in a task of its own, after the parts before it.
 *
 * Preact adopts a page's HTML in one task (main.tsx); on a phone the home page took some 300 ms at once, the benchmark's
 * total blocking time. A part wrapped here suspends while the page is hydrated: Preact keeps its HTML as it is, goes on
 * with the rest, and adopts the part when its turn comes, one part per task (shared/lib/use-hydrated.ts). On the server
 * the part suspends once too, so that the renderer marks its range in the HTML (`<!--$s-->`) and the browser knows
 * which nodes to keep. A page the browser draws itself, or a render once the page is hydrated, draws the part at once.
 *
 * Preact does not rewrite attributes or an input's value while it adopts HTML: a part must be adopted showing what the
 * server drew. What the browser alone knows (the window's width, the last origin, storage) changes the page only once
 * it is hydrated (`whenHydrated`, `isHydrating` in shared/lib/use-hydrated.ts), never the props of a part still
 * waiting for its turn.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { nextHydrationTurn } from '@/shared/lib/use-hydrated';

type Turn = { done: boolean; promise: Promise<void> };

function takeTurn(): Turn | null {
  const promise = import.meta.env.SSR ? Promise.resolve() : nextHydrationTurn();
  if (!promise) return null;
  const turn: Turn = { done: false, promise };
  turn.promise = promise.then(() => void (turn.done = true));
  return turn;
}

function Wait({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn);
  return (
    <Suspense fallback={null}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  );
}
