import { useEffect, type DependencyList, type EffectCallback } from 'react';

/**
 * An effect that fills the store from what a page already knows (the URL's search, a route page's cities): in the
 * browser an ordinary effect; on the server, where effects never run, it runs while the page is drawn, so the drawn
 * HTML shows what the browser will (the renderer draws again when the store changed, app/ssr/entry-server.tsx). It
 * must only dispatch, and dispatching again must change nothing.
 */
export function useServerEffect(effect: () => void, deps: DependencyList): void {
  if (import.meta.env.SSR) effect();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(effect as EffectCallback, deps);
}
