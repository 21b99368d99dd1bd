/** Renders a tree with the real store, the global UI providers and a memory router. */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAppStore, type AppStore } from '@/app/store';
import { GlobalUiProvider } from '@/shared/ui/global-ui-provider';

/** `prepare` fills the store before the first render (what a page the server drew brings with it). */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { path?: string; prepare?: (store: AppStore) => void } = {},
) {
  const store = createAppStore();
  options.prepare?.(store);
  const routes: RouteObject[] = [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <Provider store={store}>
      <GlobalUiProvider>{children}</GlobalUiProvider>
    </Provider>
  );
  return { store, router, ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }) };
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <GlobalUiProvider>
        <RouterProvider router={router} />
      </GlobalUiProvider>
    </Provider>,
  );
  return { store, router, ...result };
}
