import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type Preloadable<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy that can be loaded ahead (`preload`), and once loaded renders at once without suspending. A part the
 * server drew is preloaded before the browser hydrates it (main.tsx), so it is adopted in the same pass as the rest
 * of the page instead of leaving it, for a moment, unhydrated and deaf to clicks.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const loadComponent = async () => {
    loaded = await load();
    return { default: loaded };
  };
  const Lazy = lazy(loadComponent);
  // Chosen once per mount: a component that switched from the lazy wrapper to itself would be remounted.
  const Component = (props: P) => createElement(useState(() => loaded ?? Lazy)[0] as ComponentType<P>, props);
  return Object.assign(Component, {
    preload: async () => {
      if (!loaded) await loadComponent();
    },
  });
}
