import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const MAX_FRAMES_TO_WAIT = 30;

/**
 * Scrolls to the top on every path change (docs/product.md#pages-and-screens). A hash link scrolls to its
 * section instead, waiting a few frames because the page may still be loading lazily.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The page the visitor arrived on is not scrolled: the browser places it, and a page the server drew is adopted over
  // a few tasks, during which a visitor may already have scrolled (it was sent back to the top).
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!hash) return;
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      if (++frame < MAX_FRAMES_TO_WAIT) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);

  return null;
}
