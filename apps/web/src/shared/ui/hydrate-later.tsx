/**
 * A part of a page the server drew that the browser adopts in a task of its own, after the parts before it.
 *
 * Preact adopts a page's HTML in one task (main.tsx); on a phone the home page took some 300 ms at once, the benchmark's
 * total blocking time. A part wrapped here suspends while the page is hydrated: Preact keeps its HTML as it is, goes on
 * with the rest, and adopts the part when its turn comes, one part per task (shared/lib/use-hydrated.ts). On the server
 * the part suspends once too, so that the renderer marks its range in the HTML (`<!--$s-->`) and the browser knows
 * which nodes to keep. A page the browser draws itself, or a render once the page is hydrated, draws the part at once.
 *
 * `until="visible"`: a part below the first screen (the home page's sections, the footer, a ticket card far down the
 * list) is adopted only when it comes on screen, or at once when a visitor points at, focuses or types into it; until
 * then it is the server's HTML, whose links work as links. It does not hold up the page's being hydrated: its HTML
 * must not depend on what changes then (the window's width, the last origin). It sits in a `display: contents` element,
 * the one thing of it the browser can watch before it is adopted.
 *
 * Preact does not rewrite attributes or an input's value while it adopts HTML: a part must be adopted showing what the
 * server drew. What the browser alone knows (the window's width, the last origin, storage) changes the page only once
 * it is hydrated (`whenHydrated`, `isHydrating` in shared/lib/use-hydrated.ts), never the props of a part still
 * waiting for its turn.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating, nextHydrationTurn, nextVisibleTurn } from '@/shared/lib/use-hydrated';

type Turn = { done: boolean; promise: Promise<void> };

function track(promise: Promise<void>): Turn {
  const turn: Turn = { done: false, promise };
  turn.promise = promise.then(() => void (turn.done = true));
  return turn;
}

function takeTurn(): Turn | null {
  const promise = import.meta.env.SSR ? Promise.resolve() : nextHydrationTurn();
  return promise ? track(promise) : null;
}

function Wait({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * What makes a part waiting for the screen come now: the visitor reaches for it before it has scrolled into view. A
 * pointer event comes before a touch's and a click's, and a key reaches only what has had the focus.
 */
const URGENT_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * A turn that waits until the part is seen (`start(false)`), then for a task of its own; or, reached for
 * (`start(true)`), comes at once: Preact adopts the part in the microtasks after the pointer or focus event, before the
 * click that follows it, which would otherwise reach a button with no handler yet.
 */
function takeVisibleTurn(): (Turn & { start: (urgent: boolean) => void }) | null {
  if (!import.meta.env.SSR && !isHydrating()) return null;
  let start: (urgent: boolean) => void = () => undefined;
  const come = new Promise<void>(
    (resolve) => (start = (urgent) => (urgent ? resolve() : void nextVisibleTurn().then(resolve))),
  );
  const turn = track(import.meta.env.SSR ? Promise.resolve() : come);
  return Object.assign(turn, { start });
}

function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const [turn] = useState(takeVisibleTurn);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!turn || turn.done || !element) return undefined;
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            turn.start(false);
          })
        : null;
    // Reached for, even while its turn is coming after being seen: at once (a promise settles only once).
    const reach = () => {
      stop();
      turn.start(true);
    };
    const stop = () => {
      observer?.disconnect();
      for (const type of URGENT_EVENTS) element.removeEventListener(type, reach, true);
    };
    for (const type of URGENT_EVENTS) element.addEventListener(type, reach, { capture: true, passive: true });
    // display: contents has no box of its own: the part's elements are watched (the server's, until it is adopted).
    if (observer) for (const child of element.children) observer.observe(child);
    else turn.start(false);
    return stop;
  }, [turn]);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Wait turn={turn}>{children}</Wait>
      </Suspense>
    </div>
  );
}

function HydrateInTurn({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [turn] = useState(takeTurn);
  return (
    <Suspense fallback={fallback}>
      <Wait turn={turn}>{children}</Wait>
    </Suspense>
  );
}

/**
 * `fallback`: what the part's boundary shows while something inside it loads once the page is hydrated (a lazy page the
 * visitor navigates to); never shown while the page is hydrated, when Preact keeps the server's HTML instead.
 */
export function HydrateLater({
  children,
  until,
  fallback,
}: {
  children: ReactNode;
  until?: 'visible';
  fallback?: ReactNode;
}) {
  return until === 'visible' ? (
    <HydrateWhenVisible>{children}</HydrateWhenVisible>
  ) : (
    <HydrateInTurn fallback={fallback}>{children}</HydrateInTurn>
  );
}
