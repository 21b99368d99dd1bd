import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the screen; once it has, it stays true. For the parts of a page whose
 * set-up costs a phone tens of milliseconds (the news slider, the globe's WebGL probe) and that can wait until a visitor
 * scrolls near them: while the page loads they would only block its main thread. Without IntersectionObserver: at once.
 */
export function useNearScreen(element: Element | null, rootMargin = '0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
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
  }, [element, near, rootMargin]);
  return near;
}
