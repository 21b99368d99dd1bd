import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheapestFaresResponse } from '../api/types';
import { makeLocation } from '@/test/flights';
import { renderWithProviders } from '@/test/render';
import { DestinationGlobe } from './destination-globe';

const FARES: CheapestFaresResponse = {
  from: makeLocation('BSZ', 'Бишкек'),
  currency: 'KGS',
  results: [
    { destination: makeLocation('IST', 'Стамбул'), lat: 41, lon: 29, date: '2026-12-01', price: 21000 },
    { destination: makeLocation('MOW', 'Москва'), lat: 55.7, lon: 37.6, date: '2026-12-02', price: 15000 },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('destination globe', () => {
  it('keeps its place while the fares load, then fills it with the destinations', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).includes('/api/flights/cheapest/')) return new Response('{}', { status: 404 });
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const onChoose = vi.fn();
    renderWithProviders(<DestinationGlobe onChoose={onChoose} />);

    // Before the answer: the section with its heading, busy, and twelve empty cards hidden from screen readers.
    const loading = await screen.findByTestId('destination-globe-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByRole('heading', { level: 2, name: 'Куда полететь' })).toBeTruthy();
    expect(loading.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(12);
    expect(within(loading).queryAllByRole('button')).toHaveLength(0);

    answer(new Response(JSON.stringify(FARES), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const globe = await screen.findByTestId('destination-globe');
    expect(screen.queryByTestId('destination-globe-loading')).toBeNull();
    expect(within(globe).getByText('Вылет из Бишкека')).toBeTruthy();
    await userEvent.click(within(globe).getByRole('button', { name: /Стамбул/ }));
    expect(onChoose).toHaveBeenCalledWith({
      from: { code: 'BSZ', title: 'Бишкек' },
      to: { code: 'IST', title: 'Стамбул' },
    });
  });

  it('leaves no empty section when the city has no destinations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ ...FARES, results: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<DestinationGlobe onChoose={() => undefined} />);
    await vi.waitFor(() => expect(screen.queryByTestId('destination-globe-loading')).toBeNull());
    expect(screen.queryByTestId('destination-globe')).toBeNull();
  });
});
