/**
 * The seat blocks of the inventory back office: the list, and the block form checked with the contracts' schema
 * (numbers read from the text typed, an empty one refused) before one POST with numbers in it.
 */
import { inventorySeatBlockListSchema } from '@sapar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderStaffPage } from '@/test/staff';
import { StaffInventorySeatBlocksPage } from './pages/staff-inventory-pages';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const BLOCKS = inventorySeatBlockListSchema.parse({
  results: [{ id: 1, carrier: 'QH', number: 501, date: '2026-12-20', cabin: 'economy', seats: 12, sold: 3 }],
  truncated: false,
});

describe('seat blocks', () => {
  it('lists the blocks, refuses an empty form, then sends the block with its numbers', async () => {
    const fetchMock = stubApi({
      '/api/staff/inventory/seat-blocks/': { body: BLOCKS },
      'POST /api/staff/inventory/seat-blocks/': (init) => ({ body: { id: 2, sold: null, ...bodyOf(init) } }),
    });
    renderStaffPage(<StaffInventorySeatBlocksPage />, { path: '/staff/inventory/seat-blocks' });
    const table = await screen.findByRole('table', { name: 'Блоки мест' });
    expect(within(table).getByText(/QH 501/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Задать блок мест' }));
    const form = screen.getByRole('form', { name: 'Задать блок мест' });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    const seats = within(form).getByLabelText(/Мест в блоке/);
    await waitFor(() => expect(seats.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Мест в блоке не может быть пустым');
    expect(form.textContent).toContain('Номер рейса не может быть пустым');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Авиакомпания/), { target: { value: 'QH' } });
    fireEvent.change(within(form).getByLabelText(/Номер рейса/), { target: { value: '502' } });
    fireEvent.change(within(form).getByLabelText(/Дата/), { target: { value: '2026-12-21' } });
    fireEvent.change(seats, { target: { value: '9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ carrier: 'QH', number: 502, date: '2026-12-21', cabin: 'economy', seats: 9 });
  });
});
