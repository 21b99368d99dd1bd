import { createElement, lazy, useState, type ComponentType } from 'react';
import { trackPageDownload } from '@/shared/lib/page-downloads';

/** A lazily loaded page that can be loaded ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy for a named export, so pages keep named exports like the rest of the code. The download
 * is tracked, so the navigation progress bar shows while the old page stays on screen.
 *
 * Once loaded (`preload`, or a first render), the page renders at once without suspending: a page the server drew
 * is preloaded before the browser hydrates it (main.tsx), so React adopts the whole page in one go and its form is
 * usable as soon as it is enabled.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  let loaded: ComponentType | undefined;
  const loadPage = async () => {
    loaded = (await trackPageDownload(load()))[name] as ComponentType;
    return { default: loaded };
  };
  const Lazy = lazy(loadPage);
  // Chosen once per mount: a page that switched from the lazy wrapper to the component itself would be remounted.
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Page, {
    preload: async () => {
      if (!loaded) await loadPage();
    },
  });
}
