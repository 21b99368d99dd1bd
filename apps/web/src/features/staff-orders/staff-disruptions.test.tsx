/**
 * Flight disruptions in the back office: each disruption with its orders, and the reminder to the travellers who
 * have not answered, sent only with a reason (the contracts' rule for a reason, as the API enforces it).
 */
import { staffDisruptionListSchema } from '@sapar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderStaffPage } from '@/test/staff';
import { StaffDisruptionsPage } from './pages/staff-disruptions-page';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const order = (order_number: string, status: 'open' | 'accepted') => ({
  order_number,
  order_status: 'ticketed',
  contact_email: `${order_number.toLowerCase()}@example.kg`,
  language: 'ru',
  passengers: 1,
  status,
  notified_at: '2026-12-01T06:00:00.000Z',
  reminded_at: null,
  answered_at: status === 'open' ? null : '2026-12-01T07:00:00.000Z',
  answered_by: status === 'open' ? null : 'traveller',
  new_order_number: null,
});
const DISRUPTION_ID = '6f1d2c4e-8a9b-4c3d-9e8f-1a2b3c4d5e6f';
const DISRUPTIONS = staffDisruptionListSchema.parse({
  results: [
    {
      id: DISRUPTION_ID,
      kind: 'cancelled',
      flight: {
        id: 'fl-1',
        flight_number: 'QH 501',
        origin: 'FRU',
        destination: 'OSS',
        departure: '2026-12-02T02:30:00.000Z',
        arrival: '2026-12-02T03:30:00.000Z',
        departure_local: '2026-12-02 08:30',
        arrival_local: '2026-12-02 09:30',
      },
      new_departure: null,
      reason: 'Погода в Оше',
      created_at: '2026-12-01T05:55:00.000Z',
      created_by: 'agent@sapar.kg',
      orders: [order('K7Q2ZP', 'open'), order('B3M9TX', 'accepted')],
    },
  ],
});

describe('flight disruptions', () => {
  it('lists the orders of a disruption and reminds the open ones only with a reason', async () => {
    const fetchMock = stubApi({
      '/api/staff/disruptions/': { body: DISRUPTIONS },
      [`POST /api/staff/disruptions/${DISRUPTION_ID}/remind/`]: { body: { reminded: 1 } },
    });
    renderStaffPage(<StaffDisruptionsPage />, { path: '/staff/disruptions' });
    expect(await screen.findByText('K7Q2ZP')).toBeTruthy();
    expect(screen.getByText('B3M9TX')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Напомнить 1 пассажиру' }));
    const dialog = await screen.findByRole('dialog', { name: 'Напомнить пассажирам рейса QH 501' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить напоминания' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeTruthy();
    const reason = within(dialog).getByLabelText('Причина (сохраняется в журнале)');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: '  Второй звонок не дошёл  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить напоминания' }));
    expect(await screen.findByText('Напоминание отправлено по 1 заказу.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ reason: 'Второй звонок не дошёл' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
