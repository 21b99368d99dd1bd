/** Route pages in the app: the page's blocks from the API's answer, a day links to its search, an unknown route is the 404. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoutePage } from '@sapar/contracts';
import { routes } from '@/app/routes/routes';
import { stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = (code: string, title: string) => ({
  code,
  title,
  country: 'Кыргызстан',
  country_code: 'KG',
  airports: [],
});

const PAGE: RoutePage = {
  slug: 'bishkek-osh',
  from: location('BSZ', 'Бишкек'),
  to: location('OSS', 'Ош'),
  from_slug: 'bishkek',
  to_slug: 'osh',
  currency: 'KGS',
  days: [
    { date: '2030-03-01', price: 4200, stops: 0 },
    { date: '2030-03-02', price: null, stops: null },
    { date: '2030-03-03', price: 3900, stops: 0 },
  ],
  min_price: 3900,
  direct: true,
  typical_duration_min: 60,
  airlines: [{ code: 'QH', name: 'Эйр Манас' }],
  flights: [
    {
      flight_numbers: ['QH 301'],
      airlines: [{ code: 'QH', name: 'Эйр Манас' }],
      departure_time: '07:30',
      arrival_time: '08:30',
      arrival_day_offset: 0,
      duration_min: 60,
      stops: 0,
      via: [],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    },
  ],
  baggage: { cheapest_includes: false, checked_kg: 20, hand_kg: 7 },
};

describe('route page', () => {
  it('shows the fares by day linking to the search, the facts, the schedule and the FAQ', async () => {
    stubApi({
      '/api/flights/routes/bishkek-osh/': { body: PAGE },
      '/api/flights/routes/?popular=true': { body: { routes: [], popular: [] } },
    });
    renderRoutes(routes, '/flights/bishkek-osh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Авиабилеты Бишкек — Ош' })).toBeTruthy();

    const fares = screen.getByTestId('route-fares');
    const days = within(fares).getAllByRole('link');
    expect(days).toHaveLength(2);
    expect(days[1]!.getAttribute('href')).toBe(
      '/search?from=BSZ&to=OSS&date=2030-03-03&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way',
    );
    expect(days[1]!.getAttribute('aria-label')).toMatch(/от 3\s900\sсом, прямой$/);
    expect(within(fares).getByText('Самый дешёвый день')).toBeTruthy();
    expect(within(fares).getByText(/^\S+, 2 мар\.: нет рейсов$/)).toBeTruthy();

    // In the facts and as the FAQ's baggage answer.
    expect(
      screen.getAllByText('Самые дешёвые тарифы — без багажа; тарифы с багажом — от 20 кг. Ручная кладь — до 7 кг.'),
    ).toHaveLength(2);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: /QH 301/ })).toBeTruthy();
    expect(within(table).getByText('ежедневно')).toBeTruthy();

    const question = screen.getByRole('heading', { level: 3, name: 'Сколько стоит билет Бишкек — Ош?' });
    fireEvent.click(question);
    expect(screen.getByText(/^Самый дешёвый билет в ближайшие четыре недели стоит 3\s900\sсом/)).toBeTruthy();

    // The search form is filled with the route.
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Куда' }) as HTMLInputElement).value).toBe('Ош'));
  });

  it('an unknown route is the not-found page', async () => {
    stubApi({
      '/api/flights/routes/bishkek-atlantis/': {
        status: 404,
        body: { detail: 'Такого направления нет в нашей сети.', code: 'not_found' },
      },
    });
    renderRoutes(routes, '/flights/bishkek-atlantis');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
