import { lazy, type ComponentType } from 'react';
import { trackPageDownload } from '@/shared/lib/page-downloads';

/**
 * React.lazy for a named export, so pages keep named exports like the rest of the code. The download
 * is tracked, so the navigation progress bar shows while the old page stays on screen.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await trackPageDownload(load()))[name] as ComponentType }));
}
