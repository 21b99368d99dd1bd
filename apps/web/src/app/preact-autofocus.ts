/**
 * `autoFocus` as React has it, for the browser build that draws with Preact (vite.config.ts): React focuses an element
 * drawn with `autoFocus` when the element is put in the page, and never writes the attribute; Preact writes the
 * `autofocus` attribute, which a browser honours only while the document loads, so a field in a sheet or a dialog
 * opened later was not focused (the mobile city sheet's search field, the staff sign-in's code).
 *
 * Each element drawn with `autoFocus` gets a ref that focuses it once, when it is attached, around the ref it already
 * had. The wrapper is kept per ref, so a callback ref that does not change keeps one wrapper and is not called again on
 * every render.
 */
import { options, type Ref, type VNode } from 'preact';

type RefCallback = (element: HTMLElement | null) => void | (() => void);

const focused = new WeakSet<HTMLElement>();
const wrappers = new WeakMap<object, RefCallback>();

function focusOnce(element: HTMLElement | null): void {
  if (!element || focused.has(element)) return;
  focused.add(element);
  element.focus();
}

function around(ref: Ref<HTMLElement> | null | undefined): RefCallback {
  if (!ref) return focusOnce;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper =
      typeof ref === 'function'
        ? (element) => {
            focusOnce(element);
            return ref(element) as ReturnType<RefCallback>;
          }
        : (element) => {
            focusOnce(element);
            ref.current = element;
          };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

export function installAutoFocus(): void {
  const next = options.vnode;
  options.vnode = (vnode: VNode<{ autoFocus?: boolean; autofocus?: boolean }>) => {
    const { props } = vnode;
    if (typeof vnode.type === 'string' && props && (props.autoFocus || props.autofocus)) {
      delete props.autoFocus;
      delete props.autofocus;
      vnode.ref = around(vnode.ref as Ref<HTMLElement> | null | undefined);
    }
    next?.(vnode);
  };
}
