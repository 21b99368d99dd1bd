import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeNewsItem, stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from '../routes/routes';

beforeEach(() => {
  stubApi({ '/api/news?limit=5': { body: { results: [1, 2].map(makeNewsItem) } } });
});

afterEach(() => vi.unstubAllGlobals());

describe('header menus loaded after the first render', () => {
  it('shows the language trigger at once and opens the Radix menu once it has loaded', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/faq');
    await screen.findByRole('heading', { level: 1, name: 'Часто задаваемые вопросы' });
    const banner = screen.getByRole('banner');
    // Disabled while the menu's chunk loads (Playwright and people wait for it), then the real trigger.
    const trigger = await waitFor(() => {
      const button = within(banner).getByRole('button', { name: 'Язык: Русский' });
      expect(button.hasAttribute('disabled')).toBe(false);
      return button;
    });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent?.replace('✓', '')),
    ).toEqual(['Русский', 'Кыргызча', 'English', 'Türkçe', '中文']);
    expect(
      within(menu)
        .getByRole('menuitemradio', { name: /Русский/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
