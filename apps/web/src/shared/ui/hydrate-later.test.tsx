/**
 * Parts adopted later: drawn at once on a page the browser draws itself; while a server-drawn page is hydrated, each
 * waits for a turn of its own (a task after the one before: the browser tests and bench/web.mjs see the tasks), and the
 * page counts as hydrated only once they all have.
 * The flags are the module's own, so each test loads the modules afresh.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function load() {
  const hydratedModule = await import('@/shared/lib/use-hydrated');
  const { HydrateLater } = await import('./hydrate-later');
  return { ...hydratedModule, HydrateLater };
}

/** Runs the tasks the turns wait for. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.resetModules();
  return () => vi.unstubAllGlobals();
});

/** An IntersectionObserver that reports only when the test says so (jsdom has none; without one a part starts at once). */
function stubIntersectionObserver() {
  const observer: { report?: (entries: Partial<IntersectionObserverEntry>[]) => void } = {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observer.report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return observer;
}

describe('HydrateLater', () => {
  it('draws its part at once on a page the browser draws itself', async () => {
    const { HydrateLater } = await load();
    render(
      <HydrateLater>
        <p>part</p>
      </HydrateLater>,
    );
    expect(screen.getByText('part').isConnected).toBe(true);
  });

  it('while a page is hydrated, draws no part in the first pass, then each in order, and the page is hydrated after the last', async () => {
    const { HydrateLater, HydrationMark, markHydrating, isHydrated } = await load();
    const drawn: string[] = [];
    function Part({ name }: { name: string }) {
      drawn.push(name);
      return <p>{name}</p>;
    }
    markHydrating();
    render(
      <>
        <HydrateLater>
          <Part name="first" />
        </HydrateLater>
        <HydrateLater>
          <Part name="second" />
        </HydrateLater>
        <HydrationMark />
      </>,
    );
    expect(drawn).toEqual([]);
    expect(screen.queryByText('first')).toBeNull();
    await nextTask();
    // React reveals a resolved boundary in a task of its own: waited for, the order is the drawn list's.
    await waitFor(() => expect(screen.getByText('first').isConnected).toBe(true));
    await waitFor(() => expect(isHydrated()).toBe(true));
    expect(screen.getByText('second').isConnected).toBe(true);
    expect([...new Set(drawn)]).toEqual(['first', 'second']);
  });

  it('draws a part at once once the page is hydrated', async () => {
    const { HydrateLater, markHydrating, markHydrated } = await load();
    markHydrating();
    markHydrated();
    render(
      <HydrateLater>
        <p>later</p>
      </HydrateLater>,
    );
    expect(screen.getByText('later').isConnected).toBe(true);
  });

  it('until="visible": the page is hydrated without it; it is adopted as soon as the visitor reaches for it (before the click that follows)', async () => {
    stubIntersectionObserver();
    const { HydrateLater, HydrationMark, markHydrating, isHydrated } = await load();
    markHydrating();
    const { container } = render(
      <>
        <HydrateLater>
          <p>first screen</p>
        </HydrateLater>
        <HydrateLater until="visible">
          <button type="button">below</button>
        </HydrateLater>
        <HydrationMark />
      </>,
    );
    await waitFor(() => expect(isHydrated()).toBe(true));
    await waitFor(() => expect(screen.getByText('first screen').isConnected).toBe(true));
    await nextTask();
    expect(screen.queryByText('below')).toBeNull();
    const box = container.querySelector<HTMLElement>('div[style*="contents"]')!;
    box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(screen.queryByText('below')).toBeNull();
    await nextTask();
    await waitFor(() => expect(screen.getByText('below').isConnected).toBe(true));
  });

  it('until="visible": adopted once one of its elements comes on screen', async () => {
    const observer = stubIntersectionObserver();
    const { HydrateLater, markHydrating } = await load();
    markHydrating();
    render(
      <HydrateLater until="visible">
        <section>server html</section>
      </HydrateLater>,
    );
    expect(observer.report).toBeDefined();
    act(() => observer.report!([{ isIntersecting: false }]));
    await nextTask();
    expect(screen.queryByText('server html')).toBeNull();
    act(() => observer.report!([{ isIntersecting: true }]));
    await nextTask();
    await waitFor(() => expect(screen.getByText('server html').isConnected).toBe(true));
  });
});
