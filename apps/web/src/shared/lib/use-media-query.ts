import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@sapar/contracts';

/**
 * What the server guessed of the screen it drew a page for (from the browser's `Sec-CH-UA-Mobile` or user agent):
 * set by the server renderer before it draws, and by the browser before it hydrates that page, so both draw the same
 * layout. Once hydrated, the real media query decides.
 */
let serverGuess = { mobile: false };

export function setServerScreenGuess(guess: { mobile: boolean }): void {
  serverGuess = guess;
}

export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** The spec's mobile layout: a window 768 px wide or less. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, serverGuess.mobile);
}
