import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the screen; once it has, it stays true. For the parts of a page whose
 * set-up costs a phone tens of milliseconds (the news slider, the globe's WebGL probe) and that can wait until a visitor
 * scrolls near them: while the page loads they would only block its main thread. Without IntersectionObserver: at once.
 * Answers the ref to put on the element: it watches the element itself, where state set by a ref callback would draw
 * the component again at once, in the middle of a page being hydrated.
 */
export function useNearScreen<T extends Element>(
  rootMargin = '0px',
): [ref: (element: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      if (!('IntersectionObserver' in window)) {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, near];
}
