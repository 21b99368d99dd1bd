import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The click handler of a plain `<a href>` that should move within the app as a router `<Link>` does: a plain left
 * click navigates in the app, a click with a modifier key or another button is left to the browser (a new tab, a
 * download). For long lists of links (a route page's four weeks of fares): one `<Link>` each costs a hook chain
 * (resolved path, href, click handler) that a phone pays while the list is hydrated.
 */
export function useInAppClick(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const target = event.currentTarget.getAttribute('target');
      if (target && target !== '_self') return;
      event.preventDefault();
      void navigate(event.currentTarget.getAttribute('href') ?? '/');
    },
    [navigate],
  );
}
