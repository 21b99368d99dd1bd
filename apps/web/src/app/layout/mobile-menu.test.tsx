/**
 * The burger's sheet is not part of the page's load: no dialog code runs until a visitor reaches for the button, and the
 * click that follows opens the sheet at once (keyboard too), which Escape closes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MobileMenu } from './mobile-menu';

describe('MobileMenu', () => {
  it('is a plain enabled button until clicked, then opens the sheet; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const burger = screen.getByRole('button', { name: 'Открыть меню' });
    expect(burger.hasAttribute('disabled')).toBe(false);
    expect(burger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(burger);
    const sheet = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(sheet).getByRole('navigation', { name: 'Основная навигация' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The sheet's own trigger has taken the burger's place, and opens it again.
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toBeTruthy();
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Открыть меню');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toBeTruthy();
  });
});
