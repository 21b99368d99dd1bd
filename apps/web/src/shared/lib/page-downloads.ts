/**
 * Which lazily loaded pages are still downloading. React keeps the old page on screen while an
 * in-app navigation waits for the next page's chunk (the router renders in a transition), so the
 * wait shows nowhere unless something outside that transition says so: this store, read by the
 * navigation progress bar.
 */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Counts a download while it runs. Listeners hear about it after the render that started it. */
export async function trackPageDownload<T>(download: Promise<T>): Promise<T> {
  pending += 1;
  // The download starts while React renders; telling subscribers then would update them mid-render.
  queueMicrotask(emit);
  try {
    return await download;
  } finally {
    pending -= 1;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isPageDownloading(): boolean {
  return pending > 0;
}

export function useIsPageDownloading(): boolean {
  return useSyncExternalStore(subscribe, isPageDownloading, isPageDownloading);
}
