import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so pages keep named exports like the rest of the code. */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
