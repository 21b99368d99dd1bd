import { useEffect, useRef } from 'react';

/**
 * Focuses the returned element whenever `key` changes after the first render — a wizard moves
 * focus to the new step's heading, so screen readers announce where the user now is.
 */
export function useFocusOnChange<Element extends HTMLElement>(key: unknown) {
  const ref = useRef<Element>(null);
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
