import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@sapar/contracts';
import { isHydrating, whenHydrated } from './use-hydrated';

/**
 * What the server guessed of the screen it drew a page for (from the browser's `Sec-CH-UA-Mobile` or user agent):
 * set by the server renderer before it draws, and by the browser before it hydrates that page, so both draw the same
 * layout. Once hydrated, the real media query decides.
 */
let serverGuess = { mobile: false };

export function setServerScreenGuess(guess: { mobile: boolean }): void {
  serverGuess = guess;
}

/**
 * While a page the server drew is being hydrated, the server's value holds, up to the last part adopted later
 * (shared/ui/hydrate-later.tsx): a layout changed before a part's turn would be adopted over the other layout's HTML,
 * which Preact does not redraw (the phone's menu button stayed the desktop's language button). The real value is drawn
 * once the page is hydrated, as an ordinary render.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      const stopWaiting = isHydrating() ? whenHydrated(onChange) : () => undefined;
      return () => {
        list.removeEventListener('change', onChange);
        stopWaiting();
      };
    },
    () => (isHydrating() ? serverValue : window.matchMedia(query).matches),
    () => serverValue,
  );
}

/** The phone layout (docs/product.md#constants): a window 768 px wide or less. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, serverGuess.mobile);
}
