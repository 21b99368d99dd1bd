/** The disruption panel of the order page: the change, the choices, a flight, confirmation, the answer sent with the order token, the result. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_TOKEN_HEADER, type OrderDisruption } from '@sapar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTokens } from '@/shared/api/order-tokens';
import { bodyOf, headerOf, stubApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { DisruptionPanel } from './components/disruption-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  orderTokens.clear();
});

const flight = {
  flight_number: 'ZM 101',
  origin: 'BSZ',
  destination: 'OSS',
  departure: '2030-12-20T04:15:00.000Z',
  arrival: '2030-12-20T05:10:00.000Z',
  departure_local: '2030-12-20 10:15',
  arrival_local: '2030-12-20 11:10',
};
const cancelled: OrderDisruption = {
  id: '6b1c1d8e-5f0a-4d7e-9a51-2f9f3f7f0b11',
  kind: 'cancelled',
  flight: { id: '101', ...flight },
  new_departure: null,
  new_departure_local: null,
  reason: 'Туман в аэропорту Манас',
  status: 'open',
  choices: ['rebook', 'refund'],
  options: [
    {
      id: '202',
      ...flight,
      flight_number: 'QH 201',
      departure_local: '2030-12-21 08:50',
      arrival_local: '2030-12-21 09:45',
      seats_left: 12,
    },
    {
      id: '303',
      ...flight,
      flight_number: 'KA 111',
      departure_local: '2030-12-21 13:00',
      arrival_local: '2030-12-21 13:55',
      seats_left: 1,
    },
  ],
  answered_at: null,
  new_order_number: null,
};
const orderHref = (orderNumber: string) => `/booking/${orderNumber}`;

describe('disruption panel', () => {
  it('rebooks: the choice, a flight from the list, a confirmation, the answer with the order token, and the new order', async () => {
    orderTokens.save('ABC234', 'order-token-1');
    const fetchMock = stubApi({
      'POST /api/booking/ABC234/disruption/': {
        body: {
          order_number: 'ABC234',
          choice: 'rebook',
          status: 'rebooked',
          new_order_number: 'NEW567',
          new_order_token: 'order-token-2',
          refund_amount: null,
          currency: 'KGS',
        },
      },
    });
    renderWithProviders(<DisruptionPanel orderNumber="ABC234" disruption={cancelled} orderHref={orderHref} />);

    const panel = screen.getByRole('region', { name: 'Ваш рейс отменён' });
    expect(within(panel).getByText('Туман в аэропорту Манас')).toBeTruthy();
    // No "accept" for a cancelled flight.
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['rebook', 'refund']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Продолжить' }));
    expect(within(panel).getByText('Выберите, что вы хотите сделать.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('radio', { name: /Перейти на другой рейс/ }));
    const flights = within(panel).getByRole('group', { name: 'Доступно 2 рейса' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Продолжить' }));
    expect(within(panel).getByText('Выберите рейс из списка.')).toBeTruthy();
    fireEvent.click(within(flights).getByRole('radio', { name: /KA 111/ }));
    expect(within(flights).getByText('Осталось 1 место')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Продолжить' }));

    const confirm = await within(panel).findByTestId('disruption-confirm');
    expect(confirm.textContent).toContain('KA 111');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));

    const result = await within(panel).findByRole('status');
    expect(result.textContent).toContain('новые билеты оформлены');
    expect(within(result).getByRole('link', { name: 'Открыть заказ NEW567' }).getAttribute('href')).toBe(
      '/booking/NEW567',
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(bodyOf(init)).toEqual({ choice: 'rebook', flight: '303' });
    expect(headerOf(init, ORDER_TOKEN_HEADER)).toBe('order-token-1');
    // The new order opens with its own token from now on.
    expect(orderTokens.get('NEW567')).toBe('order-token-2');
  });

  it('shows the server’s refusal (answered elsewhere) and lets the traveller look again', async () => {
    stubApi({
      'POST /api/booking/ABC234/disruption/': {
        status: 409,
        body: { code: 'disruption_already_answered', detail: 'Вы уже ответили на это изменение рейса.' },
      },
    });
    renderWithProviders(
      <DisruptionPanel
        orderNumber="ABC234"
        disruption={{
          ...cancelled,
          kind: 'retimed',
          choices: ['accept', 'rebook', 'refund'],
          new_departure: '2030-12-20T07:15:00.000Z',
          new_departure_local: '2030-12-20 13:15',
        }}
        orderHref={orderHref}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Время вылета вашего рейса изменилось' });
    expect(panel.textContent).toContain('13:15');
    fireEvent.click(within(panel).getByRole('radio', { name: /Оставить бронь на новое время/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Продолжить' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert').textContent).toContain('Вы уже ответили на это изменение рейса.'),
    );
  });

  it('once answered, says what was chosen and links the new order', () => {
    renderWithProviders(
      <DisruptionPanel
        orderNumber="ABC234"
        disruption={{ ...cancelled, status: 'rebooked', choices: [], options: [], new_order_number: 'NEW567' }}
        orderHref={orderHref}
      />,
    );
    const answered = screen.getByTestId('disruption-answered');
    expect(answered.textContent).toContain('Вы перешли на другой рейс');
    expect(within(answered).getByRole('link', { name: 'Открыть заказ NEW567' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
