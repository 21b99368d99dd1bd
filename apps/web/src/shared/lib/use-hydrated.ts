import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page's server-rendered HTML is being hydrated (and on the server), true once React owns it. A page
 * rendered by the browser alone is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
