import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

/** An IntersectionObserver the test drives: `show()` reports the observed element on the screen. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers)
        if (!o.disconnected) o.callback([{ isIntersecting } as IntersectionObserverEntry], o as never);
    });
  return { observers, show: () => report(true), hide: () => report(false) };
}

function Probe() {
  const [element, near] = useNearScreen<HTMLDivElement>('200px');
  return <div ref={element}>{near ? 'near' : 'far'}</div>;
}

/** A part that draws its element only once its data is there (the globe waits for its destinations). */
function LateProbe({ ready }: { ready: boolean }) {
  const [element, near] = useNearScreen<HTMLDivElement>();
  return ready ? <div ref={element}>{near ? 'near' : 'far'}</div> : <p>waiting</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearScreen', () => {
  it('turns true when the element comes near the screen, and stays so', () => {
    const { observers, show, hide } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    hide();
    expect(screen.getByText('far')).toBeTruthy();
    show();
    expect(screen.getByText('near')).toBeTruthy();
    // Once there, it no longer watches.
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('watches an element drawn after the first render, and draws nothing again until it is near', () => {
    const { observers, show } = stubObserver();
    const { rerender } = render(<LateProbe ready={false} />);
    expect(observers).toHaveLength(0);
    rerender(<LateProbe ready />);
    expect(observers).toHaveLength(1);
    expect(screen.getByText('far')).toBeTruthy();
    show();
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('is true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    // `'IntersectionObserver' in window` stays true with an undefined stub: remove it for this test.
    const saved = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
    if (saved) Object.defineProperty(window, 'IntersectionObserver', saved);
  });
});
