/**
 * React's `autoFocus`, kept on Preact (vite.config.ts runs the app on preact/compat): React focuses an element with
 * `autoFocus` when it is mounted, while Preact only writes the `autofocus` attribute, which a browser honours once per
 * page load and never for an element that appears later (the city sheet's field, the staff sign-in form after a
 * navigation). Each such element is focused once, when it is first attached, through a ref that also passes the
 * element to the ref it was given.
 */
import { options, type VNode } from 'preact';

type Ref = ((node: Element | null) => void | (() => void)) | { current: Element | null } | null | undefined;
type ElementVNode = Omit<VNode<{ autoFocus?: boolean }>, 'ref'> & { ref?: Ref };

const focused = new WeakSet<Element>();

function passTo(ref: Ref, node: Element | null): void | (() => void) {
  if (typeof ref === 'function') return ref(node);
  if (ref) ref.current = node;
  return undefined;
}

export function installAutoFocus(): void {
  const next = options.vnode;
  options.vnode = (vnode) => {
    next?.(vnode);
    const element = vnode as unknown as ElementVNode;
    if (typeof element.type !== 'string' || !element.props.autoFocus) return;
    const given = element.ref;
    element.ref = (node: Element | null) => {
      if (node instanceof HTMLElement && !focused.has(node)) {
        focused.add(node);
        node.focus();
      }
      return passTo(given, node);
    };
  };
}
