import { act, screen, within } from '@testing-library/react';
import type { BoardResponse, BoardRow } from '@sapar/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FlightBoard } from './components/flight-board';

const NOW = new Date('2026-07-01T06:00:00.000Z'); // 12:00 in Bishkek
const MINUTE = 60_000;

function row(id: string, flight: string, city: string, departure: Date, overrides: Partial<BoardRow> = {}): BoardRow {
  const arrival = new Date(departure.getTime() + 180 * MINUTE);
  return {
    id,
    flight_number: flight,
    airline: 'Air Manas',
    airline_code: flight.slice(0, 2),
    city,
    airport_code: 'IST',
    scheduled_time: '12:30',
    estimated_time: null,
    terminal: 'A',
    gate: 'A3',
    status: 'check_in',
    timeline: {
      scheduled_departure: departure.toISOString(),
      scheduled_arrival: arrival.toISOString(),
      estimated_departure: departure.toISOString(),
      estimated_arrival: arrival.toISOString(),
      cancelled: false,
    },
    ...overrides,
  };
}

function board(rows: BoardRow[]): BoardResponse {
  return {
    airport: 'BSZ',
    direction: 'departures',
    date: '2026-07-01',
    time_zone: 'Asia/Bishkek',
    generated_at: NOW.toISOString(),
    rows,
  };
}

beforeEach(() => {
  vi.useFakeTimers({
    now: NOW,
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('online board', () => {
  it('refreshes every minute without a reload and moves statuses on with the clock', async () => {
    // Departs in 41 minutes: check-in now, boarding one minute later.
    const rows = [
      row('1', 'KC 131', 'Стамбул', new Date(NOW.getTime() + 41 * MINUTE)),
      row('2', 'ZM 701', 'Москва', new Date(NOW.getTime() + 300 * MINUTE)),
    ];
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify(board(rows)), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<FlightBoard />);
    await vi.waitFor(() => expect(screen.getAllByTestId('board-row')).toHaveLength(2));
    const istanbul = screen.getAllByTestId('board-row').find((r) => r.dataset.flight === 'KC 131')!;
    expect(within(istanbul).getByTestId('board-status').textContent).toBe('Регистрация');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/board/?airport=BSZ&direction=departures&date=2026-07-01');
    const calls = fetchMock.mock.calls.length;

    await act(async () => {
      await vi.advanceTimersByTimeAsync(MINUTE);
    });
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
    await vi.waitFor(() => {
      const updated = screen.getAllByTestId('board-row').find((r) => r.dataset.flight === 'KC 131')!;
      expect(within(updated).getByTestId('board-status').textContent).toBe('Посадка');
    });
    expect(screen.getByTestId('board-updated').textContent).toMatch(/Статус изменился у 1 рейса/);
  });

  it('filters rows by text', async () => {
    const rows = [
      row('1', 'KC 131', 'Стамбул', new Date(NOW.getTime() + 90 * MINUTE)),
      row('2', 'ZM 701', 'Москва', new Date(NOW.getTime() + 300 * MINUTE)),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(board(rows)), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderWithProviders(<FlightBoard />);
    await vi.waitFor(() => expect(screen.getAllByTestId('board-row')).toHaveLength(2));
    const filter = screen.getByRole('searchbox', { name: 'Фильтр' });
    act(() => {
      // A plain change event: userEvent would wait on the fake timers.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(filter, 'моск');
      filter.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getAllByTestId('board-row').map((r) => r.dataset.flight)).toEqual(['ZM 701']);
  });
});
