import { trackPageDownload } from '@/shared/lib/page-downloads';
import { preloadableLazy, type Preloadable } from '@/shared/lib/preloadable-lazy';

/** A lazily loaded page that can be loaded ahead of its first render. */
export type LazyPage = Preloadable;

/**
 * A lazy page from a named export, so pages keep named exports like the rest of the code. The download is tracked,
 * so the navigation progress bar shows while the old page stays on screen. A page the server drew is preloaded before
 * the browser hydrates it (main.tsx).
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  return preloadableLazy(async () => (await trackPageDownload(load()))[name] as Preloadable);
}
