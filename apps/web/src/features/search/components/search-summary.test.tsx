import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-mock';
import { BISHKEK, MOSCOW } from '@/test/flights';
import { renderWithProviders } from '@/test/render';
import { SearchSummary } from './search-summary';

const locationsUrl = (q: string) => `/api/locations/?${new URLSearchParams({ q })}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search summary', () => {
  it('says the route by name, the dates and the passengers, and edits on request', async () => {
    stubApi({ [locationsUrl('BSZ')]: { body: [BISHKEK] }, [locationsUrl('MOW')]: { body: [MOSCOW] } });
    const onEdit = vi.fn();
    renderWithProviders(<SearchSummary onEdit={onEdit} />, {
      path: '/search?from=BSZ&to=MOW&date=2030-12-20&back=2030-12-27&adults=2&kids=1&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip',
    });
    const summary = screen.getByRole('region', { name: 'Ваш поиск' });
    await waitFor(() => expect(summary.textContent).toContain('Бишкек → Москва'));
    expect(summary.textContent).toContain('пт, 20 дек. — пт, 27 дек. · 3 пассажира, эконом');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Изменить поиск' }));
    expect(onEdit).toHaveBeenCalled();
  });
});
