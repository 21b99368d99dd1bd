/** The search form's city field and its phone sheet: keyboard and screen-reader behaviour. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/fetch-mock';
import { BISHKEK, MOSCOW } from '@/test/flights';
import { openMobileSearchSheet } from '../model/mobile-search-sheet-slice';
import { MobileCitySheet } from './mobile-city-sheet';
import { SearchForm } from './search-form';

const locationsUrl = (q: string) => `/api/locations/?${new URLSearchParams({ q })}`;

describe('the city field', () => {
  it('Escape closes the suggestions, keeps the typed text and leaves focus in the field', async () => {
    stubApi({
      '/api/locations/': { body: [BISHKEK, MOSCOW] },
      [locationsUrl('бишк')]: { body: [BISHKEK] },
    });
    const user = userEvent.setup();
    renderWithProviders(<SearchForm onSearch={() => undefined} />, { path: '/' });
    const input = screen.getByRole('combobox', { name: 'Откуда' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'бишк');
    const listbox = await screen.findByRole('listbox', { name: 'Откуда' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { name: 'Откуда' })).toBeNull();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input.value).toBe('бишк');
    expect(document.activeElement).toBe(input);

    // Arrow down opens the suggestions again for the same text.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.value).toBe('бишк');
  });
});

describe('dialogs of the search form', () => {
  it('the phone city sheet is a modal dialog (aria-modal) with the combobox in it', async () => {
    stubApi({ '/api/locations/': { body: [BISHKEK, MOSCOW] } });
    const user = userEvent.setup();
    const onClosed = vi.fn();
    renderWithProviders(<MobileCitySheet onClosed={onClosed} />, {
      path: '/',
      prepare: (store) => store.dispatch(openMobileSearchSheet('city_from')),
    });
    const sheet = await screen.findByRole('dialog');
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(within(sheet).getByRole('combobox')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('city_from'));
  });
});
