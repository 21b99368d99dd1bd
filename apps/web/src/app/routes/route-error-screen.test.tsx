import { act, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { MainLayout } from '../layout/main-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

describe('route error screen', () => {
  it('shows a translated error with a reload button when a lazy page chunk fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyPage(
      () =>
        Promise.reject<{ Page: () => null }>(
          new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
        ),
      'Page',
    );
    const routes: RouteObject[] = [
      {
        element: <MainLayout />,
        children: [{ element: <RouteErrorBoundary />, children: [{ index: true, element: <Broken /> }] }],
      },
    ];
    renderRoutes(routes, '/');

    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeTruthy();
    expect(screen.getByText(/Не удалось загрузить страницу/)).toBeTruthy();
    // The header stays usable around the error.
    expect(screen.getByRole('banner')).toBeTruthy();

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Перезагрузить страницу' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('is cleared by the next navigation: the page at the new address is drawn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Throws = () => {
      throw new Error('broken page');
    };
    const routes: RouteObject[] = [
      {
        element: <MainLayout />,
        children: [
          {
            element: <RouteErrorBoundary />,
            children: [
              { index: true, element: <Throws /> },
              { path: 'faq', element: <p>FAQ here</p> },
            ],
          },
        ],
      },
    ];
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeTruthy();

    await act(() => router.navigate('/faq'));
    expect(await screen.findByText('FAQ here')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Что-то пошло не так' })).toBeNull();
  });
});
