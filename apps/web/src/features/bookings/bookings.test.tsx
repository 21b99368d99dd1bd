import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ORDER_TOKEN_HEADER,
  type BookingHistory as History,
  type ExchangeQuote,
  type OrderDetail,
  type Refund,
} from '@sapar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTokens } from '@/shared/api/order-tokens';
import { bodyOf, headerOf, stubApi } from '@/test/fetch-mock';
import { makeTicket } from '@/test/flights';
import { makeOrder, makeOrderSummary } from '@/test/orders';
import { renderWithProviders } from '@/test/render';
import { BookingHistory } from './components/booking-history';
import { ExchangeFlow, type ExchangePayment } from './components/exchange-flow';
import { OrderLookupForm } from './components/order-lookup-form';
import { OrderSummaryCard } from './components/order-summary-card';
import { RefundFlow } from './components/refund-flow';
import { INITIAL_HISTORY_FILTERS, toHistoryParams } from './model/history-filters';

afterEach(() => {
  vi.unstubAllGlobals();
  orderTokens.clear();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function makeHistory(results: OrderDetail[], overrides: Partial<History> = {}): History {
  return {
    results,
    count: results.length,
    page: 1,
    total_pages: 1,
    groups: { active: 1, used: 0, refunded: 1, exchangeable: 1 },
    ...overrides,
  };
}

const orderHref = (orderNumber: string, action?: string) =>
  `/booking/${orderNumber}${action ? `?action=${action}` : ''}`;

describe('history filters', () => {
  it('drops empty parameters, trims, upper-cases the reference, and leaves out "all" and the first page', () => {
    expect(toHistoryParams(INITIAL_HISTORY_FILTERS)).toEqual({});
    expect(
      toHistoryParams({
        group: 'refunded',
        date_from: '2030-12-01',
        date_to: ' ',
        order_number: ' abc ',
        passenger: '',
        page: 2,
      }),
    ).toEqual({
      group: 'refunded',
      date_from: '2030-12-01',
      order_number: 'ABC',
      page: 2,
    });
  });
});

describe('booking history', () => {
  it('shows the groups with their counts and each order with route, tickets, statuses, price, timeline and actions', async () => {
    const refunded = makeOrder({
      order_number: 'RFD567',
      status: 'refunded',
      groups: ['refunded'],
      ticket_statuses: [
        { passenger: 0, status: 'refunded' },
        { passenger: 1, status: 'refunded' },
      ],
      actions: { refund: false, exchange: false, exchange_request: false, receipt: false },
      receipt_url: null,
    });
    stubApi({ '/api/booking/my/': { body: makeHistory([makeOrder(), refunded]) } });
    renderWithProviders(<BookingHistory orderHref={orderHref} emptyState={<p>empty</p>} />);

    const tablist = await screen.findByRole('tablist', { name: 'Группы заказов' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Все', 'Активные 1', 'Использованные 0', 'Возвращённые 1', 'Можно обменять 1']);
    expect(within(tablist).getByRole('tab', { name: 'Все' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('history-count').textContent).toBe('Найдено 2 заказа');

    const [active, done] = screen.getAllByTestId('order-card');
    expect(within(active!).getByRole('heading', { level: 3 }).textContent).toBe('Бишкек → Москва');
    expect(within(active!).getByRole('link', { name: 'Бишкек → Москва' }).getAttribute('href')).toBe('/booking/ABC234');
    expect(active!.textContent).toContain('ABC234');
    expect(active!.textContent).toMatch(/23:40.*Бишкек.*01:50.*Москва/);
    expect(within(active!).getByTestId('order-status').textContent).toBe('Билеты выписаны');
    expect(active!.textContent).toMatch(/40\s000\sсом/);
    const passengers = within(active!).getAllByTestId('order-passenger');
    expect(passengers[0]!.textContent).toContain('ASANOVA AIDA');
    expect(passengers[0]!.textContent).toContain('1234567890123');
    expect(within(passengers[0]!).getByTestId('ticket-status').textContent).toBe('Действителен');
    // The timeline is folded until asked for.
    const summary = within(active!).getByText('История заказа (2)');
    expect(summary.closest('details')?.open).toBe(false);
    expect(within(active!).getByRole('link', { name: 'Вернуть билеты' }).getAttribute('href')).toBe(
      '/booking/ABC234?action=refund',
    );
    expect(within(active!).getByRole('link', { name: 'Обменять' }).getAttribute('href')).toBe(
      '/booking/ABC234?action=exchange',
    );
    expect(within(active!).getByRole('link', { name: 'Квитанция (PDF)' }).getAttribute('href')).toContain(
      '/receipt.pdf?token=',
    );
    expect(within(active!).queryByRole('link', { name: 'Запросить обмен у сотрудника' })).toBeNull();

    expect(within(done!).getByTestId('order-status').textContent).toBe('Возвращён');
    expect(within(done!).queryByRole('link', { name: 'Вернуть билеты' })).toBeNull();
    expect(within(done!).queryByRole('link', { name: 'Квитанция (PDF)' })).toBeNull();
  });

  it('asks the API for a group and the filters, never sending empty parameters', async () => {
    const fetchMock = stubApi({
      '/api/booking/my/': { body: makeHistory([makeOrder()]) },
      '/api/booking/my/?group=refunded': { body: makeHistory([], { count: 0 }) },
      '/api/booking/my/?group=refunded&order_number=ABC&passenger=asan': { body: makeHistory([], { count: 0 }) },
      '/api/booking/my/?group=refunded&date_from=2030-12-01': { body: makeHistory([], { count: 0 }) },
    });
    renderWithProviders(<BookingHistory orderHref={orderHref} emptyState={<p>empty</p>} />);
    const tab = await screen.findByRole('tab', { name: /Возвращённые/ });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('history-count').textContent).toBe('Найдено 0 заказов'));

    const filters = screen.getByRole('search', { name: 'Фильтры' });
    fireEvent.change(within(filters).getByLabelText('Номер заказа'), { target: { value: ' abc ' } });
    fireEvent.change(within(filters).getByLabelText('Пассажир'), { target: { value: ' asan ' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/booking/my/?group=refunded&order_number=ABC&passenger=asan',
      ),
    );
    expect(await screen.findByText('Заказов с такими условиями нет.')).toBeTruthy();

    // Resetting the filters (here from under "nothing found") keeps the group and empties the fields; a date alone goes alone.
    const resets = within(screen.getByTestId('booking-history')).getAllByRole('button', { name: 'Сбросить фильтры' });
    fireEvent.click(resets.at(-1)!);
    await waitFor(() => expect((within(filters).getByLabelText('Номер заказа') as HTMLInputElement).value).toBe(''));
    expect((within(filters).getByLabelText('Пассажир') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(filters).getByLabelText('Вылет с'), { target: { value: '2030-12-01' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/booking/my/?group=refunded&date_from=2030-12-01',
      ),
    );
    for (const [url] of fetchMock.mock.calls) expect(String(url)).not.toMatch(/=(&|$)/);
  });

  it('pages through the orders and shows the empty state to a user without orders', async () => {
    const fetchMock = stubApi({
      '/api/booking/my/': { body: makeHistory([makeOrder()], { count: 11, total_pages: 2 }) },
      '/api/booking/my/?page=2': {
        body: makeHistory([makeOrder({ order_number: 'PAG222' })], { count: 11, page: 2, total_pages: 2 }),
      },
    });
    const view = renderWithProviders(<BookingHistory orderHref={orderHref} emptyState={<p>empty</p>} />);
    const pager = await screen.findByRole('navigation', { name: 'Страницы истории' });
    expect(pager.textContent).toContain('Страница 1 из 2');
    fireEvent.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(screen.getByTestId('order-card').textContent).toContain('PAG222'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/booking/my/?page=2');
    view.unmount();

    stubApi({
      '/api/booking/my/': {
        body: makeHistory([], { count: 0, groups: { active: 0, used: 0, refunded: 0, exchangeable: 0 } }),
      },
    });
    renderWithProviders(<BookingHistory orderHref={orderHref} emptyState={<p>empty</p>} />);
    expect(await screen.findByText('empty')).toBeTruthy();
  });
});

function makeRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    refund_id: 'b5c3a8e2-7a3c-4f8e-9a55-1d2f3c4b5a6e',
    order_number: 'ABC234',
    status: 'quoted',
    passengers: [1],
    fare_total: 20_000,
    penalty: 3000,
    agency_fee: 300,
    amount_back: 16_700,
    currency: 'KGS',
    taxes_only: false,
    automatic: false,
    method: 'Деньги вернутся на счёт MBank, с которого была оплата.',
    note: 'Штраф по тарифу 3000 сом и сбор агентства 300 сом.',
    quote_expires_at: inMinutes(15),
    created_at: new Date().toISOString(),
    staff_note: null,
    ...overrides,
  };
}

describe('refund', () => {
  it('chooses passengers and a reason, shows every amount of the quote with its expiry, confirms and shows the new status', async () => {
    orderTokens.save('ABC234', 'tok-abc');
    const fetchMock = stubApi({
      'POST /api/booking/refund/': { body: makeRefund() },
      [`POST /api/booking/refund/${makeRefund().refund_id}/confirm/`]: { body: makeRefund({ status: 'requested' }) },
    });
    const onClose = vi.fn();
    renderWithProviders(<RefundFlow order={makeOrder()} onClose={onClose} />);

    const form = screen.getByRole('form', { name: 'Возврат билетов' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true]);
    fireEvent.click(within(form).getByRole('checkbox', { name: /ASANOVA AIDA/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Рассчитать возврат' }));
    const reason = within(form).getByLabelText(/Причина возврата/);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(within(form).getByText('Укажите причину возврата')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'Изменились планы' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Рассчитать возврат' }));

    const heading = await screen.findByRole('heading', { name: 'Расчёт возврата' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The order token proves the order is the guest's; no email goes in the body any more.
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      order_number: 'ABC234',
      passengers: [1],
      reason: 'Изменились планы',
    });
    expect(headerOf(fetchMock.mock.calls[0]?.[1], ORDER_TOKEN_HEADER)).toBe('tok-abc');
    const quote = screen.getByTestId('refund-quote');
    expect(quote.textContent).toMatch(/Стоимость билетов\s*20\s000\sсом/);
    expect(quote.textContent).toMatch(/Штраф по тарифу\s*−\s3\s000\sсом/);
    expect(quote.textContent).toMatch(/Сбор агентства\s*−\s300\sсом/);
    expect(within(quote).getByTestId('refund-amount').textContent).toMatch(/16\s700\sсом/);
    expect(quote.textContent).toContain('Штраф по тарифу 3000 сом и сбор агентства 300 сом.');
    expect(quote.textContent).toContain('Деньги вернутся на счёт MBank');
    expect(within(quote).getByTestId('quote-expiry').textContent).toMatch(/Расчёт действителен ещё (15:00|14:5\d)/);

    fireEvent.click(within(quote).getByRole('button', { name: 'Подтвердить возврат' }));
    const result = await screen.findByTestId('refund-result');
    expect(screen.getByRole('heading', { name: 'Заявка на возврат принята' })).toBeTruthy();
    expect(result.getAttribute('role')).toBe('status');
    expect(result.textContent).toMatch(/Вернём\s*16\s700\sсом/);
    const confirm = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm/'));
    expect(bodyOf(confirm?.[1])).toEqual({});
    expect(headerOf(confirm?.[1], ORDER_TOKEN_HEADER)).toBe('tok-abc');
  });

  it('sends no order token for an order this browser holds none for (the signed-in owner)', async () => {
    orderTokens.save('OTHER2', 'tok-other');
    const fetchMock = stubApi({ 'POST /api/booking/refund/': { body: makeRefund() } });
    renderWithProviders(<RefundFlow order={makeOrder()} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Причина возврата/), { target: { value: 'Болезнь' } });
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать возврат' }));
    await screen.findByTestId('refund-quote');
    expect(headerOf(fetchMock.mock.calls[0]?.[1], ORDER_TOKEN_HEADER)).toBeUndefined();
  });

  it('an expired quote offers a new one; the server refusals are shown as it words them', async () => {
    stubApi({
      'POST /api/booking/refund/': { body: makeRefund({ quote_expires_at: inMinutes(-1) }) },
    });
    renderWithProviders(<RefundFlow order={makeOrder()} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Причина возврата/), { target: { value: 'Болезнь' } });
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать возврат' }));
    expect(await screen.findByText('Расчёт устарел: цены и условия могли измениться.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Подтвердить возврат' })).toBeNull();

    stubApi({
      'POST /api/booking/refund/': {
        status: 409,
        body: { detail: 'Рейс уже вылетел: онлайн-возврат невозможен.', code: 'refund_after_departure' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать заново' }));
    expect(await screen.findByText('Рейс уже вылетел: онлайн-возврат невозможен.')).toBeTruthy();
    // Back on the form, with what was typed.
    expect((screen.getByLabelText(/Причина возврата/) as HTMLTextAreaElement).value).toBe('Болезнь');
  });
});

function makeExchangeQuote(): ExchangeQuote {
  return {
    exchange_id: '0b6c7d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
    order_number: 'ABC234',
    leg: 'there',
    new_date: '2030-12-23',
    options: [
      {
        option_id: 'X1',
        ticket: makeTicket({ id: 'X1', departure: '2030-12-23T08:10', arrival: '2030-12-23T10:20' }),
        fare_difference: 2000,
        change_fee: 1500,
        total_due: 3500,
        currency: 'KGS',
      },
      {
        option_id: 'X2',
        ticket: makeTicket({ id: 'X2', departure: '2030-12-23T21:00', arrival: '2030-12-23T23:10', price: 30_000 }),
        fare_difference: 7000,
        change_fee: 1500,
        total_due: 8500,
        currency: 'KGS',
      },
    ],
    quote_expires_at: inMinutes(15),
  };
}

describe('exchange', () => {
  it('lists the flights of the new date with fare difference, change fee and total, confirms one and pays through the given payment step', async () => {
    const quote = makeExchangeQuote();
    orderTokens.save('ABC234', 'tok-abc');
    const fetchMock = stubApi({
      'POST /api/booking/exchange/': { body: quote },
      [`POST /api/booking/exchange/${quote.exchange_id}/confirm/`]: {
        body: {
          exchange_id: quote.exchange_id,
          status: 'awaiting_payment',
          total_due: 3500,
          currency: 'KGS',
          order_number: 'NEW234',
          order_token: 'tok-new',
          payment_deadline: inMinutes(20),
        },
      },
    });
    const round = makeOrder({
      itinerary: [
        makeTicket({ id: 'T1' }),
        makeTicket({ id: 'B1', leg: 'back', departure: '2030-12-28T10:00', arrival: '2030-12-28T16:00' }),
      ],
    });
    let payment: ExchangePayment | null = null;
    renderWithProviders(
      <ExchangeFlow
        order={round}
        orderHref={orderHref}
        onClose={vi.fn()}
        onRequestStaff={vi.fn()}
        renderPayment={(next) => {
          payment = next;
          return <p data-testid="payment-step">pay {next.orderNumber}</p>;
        }}
      />,
    );

    // A round trip asks which leg; the date starts at the leg's own date.
    const form = screen.getByRole('form', { name: 'Обмен билета' });
    expect(within(form).getAllByRole('radio')).toHaveLength(2);
    expect((within(form).getByLabelText(/Новая дата вылета/) as HTMLInputElement).value).toBe('2030-12-20');
    fireEvent.change(within(form).getByLabelText(/Новая дата вылета/), { target: { value: '2030-12-23' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Найти рейсы' }));

    const options = await screen.findAllByTestId('exchange-option');
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      order_number: 'ABC234',
      new_date: '2030-12-23',
      leg: 'there',
    });
    expect(headerOf(fetchMock.mock.calls[0]?.[1], ORDER_TOKEN_HEADER)).toBe('tok-abc');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Рейсы на /));
    expect(options).toHaveLength(2);
    expect(options[0]!.textContent).toMatch(/08:10.*Бишкек.*10:20.*Москва/);
    expect(options[0]!.textContent).toMatch(/Разница в тарифе\s*2\s000\sсом/);
    expect(options[0]!.textContent).toMatch(/Сбор за обмен\s*1\s500\sсом/);
    expect(within(options[0]!).getByTestId('exchange-total-due').textContent).toMatch(/3\s500\sсом/);
    expect(within(options[1]!).getByTestId('exchange-total-due').textContent).toMatch(/8\s500\sсом/);
    expect(screen.getByTestId('quote-expiry').textContent).toMatch(/Расчёт действителен ещё/);

    fireEvent.click(within(options[0]!).getByRole('button', { name: 'Выбрать' }));
    const review = await screen.findByTestId('exchange-review');
    fireEvent.click(within(review).getByRole('button', { name: /Подтвердить и оплатить 3\s500\sсом/ }));

    expect((await screen.findByTestId('payment-step')).textContent).toBe('pay NEW234');
    const confirm = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm/'));
    expect(bodyOf(confirm?.[1])).toEqual({ option_id: 'X1' });
    expect(headerOf(confirm?.[1], ORDER_TOKEN_HEADER)).toBe('tok-abc');
    // The exchange order is paid (the MBank step looks its token up) and opened with its own token.
    expect(orderTokens.get('NEW234')).toBe('tok-new');
    expect(payment).toMatchObject({
      orderNumber: 'NEW234',
      amount: 3500,
      email: 'aida@example.kg',
      phone: '+996555123456',
    });

    act(() => payment!.onPaid());
    expect(await screen.findByRole('heading', { name: 'Обмен выполнен' })).toBeTruthy();
    expect(screen.getByTestId('new-order-number').textContent).toBe('NEW234');
    expect(screen.getByRole('link', { name: 'Открыть новый заказ' }).getAttribute('href')).toBe('/booking/NEW234');
  });

  it('says when no flight has seats that day, and offers the request to staff when the fare forbids changes', async () => {
    stubApi({ 'POST /api/booking/exchange/': { body: { ...makeExchangeQuote(), options: [] } } });
    const onRequestStaff = vi.fn();
    renderWithProviders(
      <ExchangeFlow
        order={makeOrder()}
        orderHref={orderHref}
        onClose={vi.fn()}
        onRequestStaff={onRequestStaff}
        renderPayment={() => null}
      />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Найти рейсы' }));
    expect(await screen.findByTestId('exchange-no-options')).toBeTruthy();

    stubApi({
      'POST /api/booking/exchange/': {
        status: 409,
        body: { detail: 'Тариф не разрешает обмен.', code: 'exchange_not_allowed' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать другую дату' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Найти рейсы' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Тариф не разрешает обмен.');
    fireEvent.click(screen.getByRole('button', { name: 'Запросить обмен у сотрудника' }));
    expect(onRequestStaff).toHaveBeenCalled();
  });
});

describe('order lookup', () => {
  it('checks the reference and email, and says in words when the order is not found', async () => {
    const fetchMock = stubApi({});
    const onResult = vi.fn();
    renderWithProviders(<OrderLookupForm onResult={onResult} />);
    fireEvent.change(screen.getByLabelText(/Номер бронирования/), { target: { value: 'ab1' } });
    fireEvent.change(screen.getByLabelText(/Эл\. почта/), { target: { value: 'aida@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти заказ' }));
    expect(await screen.findByText('Номер бронирования — 6 латинских букв и цифр, например K7M2QX')).toBeTruthy();
    expect(screen.getByText('Неверный формат почты')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Номер бронирования/), { target: { value: 'zzz999' } });
    fireEvent.change(screen.getByLabelText(/Эл\. почта/), { target: { value: 'aida@example.kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти заказ' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Заказ не найден. Проверьте номер бронирования и почту.',
    );
    expect(onResult).toHaveBeenLastCalledWith(null);
  });

  it('gives the masked summary for the reference and email alone, and the whole order when this browser holds its token', async () => {
    const summary = makeOrderSummary();
    const fetchMock = stubApi({
      '/api/booking/ABC234/?email=aida%40example.kg': (init) => ({
        body: headerOf(init, ORDER_TOKEN_HEADER) === 'tok-abc' ? makeOrder() : summary,
      }),
    });
    const onResult = vi.fn();
    renderWithProviders(<OrderLookupForm onResult={onResult} />);
    fireEvent.change(screen.getByLabelText(/Номер бронирования/), { target: { value: ' abc234 ' } });
    fireEvent.change(screen.getByLabelText(/Эл\. почта/), { target: { value: 'aida@example.kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти заказ' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenLastCalledWith({ kind: 'summary', summary, email: 'aida@example.kg' }),
    );
    expect(headerOf(fetchMock.mock.calls[0]?.[1], ORDER_TOKEN_HEADER)).toBeUndefined();

    orderTokens.save('ABC234', 'tok-abc');
    fireEvent.click(screen.getByRole('button', { name: 'Найти заказ' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith({ kind: 'order', orderNumber: 'ABC234' }));
  });
});

describe('order summary', () => {
  it('says it is only a summary, shows status, route, dates, passengers count and masked contacts, and nothing personal', () => {
    renderWithProviders(<OrderSummaryCard summary={makeOrderSummary()} email="aida@example.kg" />);
    const card = screen.getByTestId('order-summary');
    const heading = within(card).getByRole('heading', { level: 2, name: 'Заказ ABC234: краткие сведения' });
    expect(document.activeElement).toBe(heading);
    expect(within(card).getByTestId('order-summary-note').textContent).toContain('Это только краткие сведения.');
    expect(within(card).getByTestId('order-status').textContent).toBe('Билеты выписаны');
    expect(card.textContent).toMatch(/Маршрут\s*Бишкек → Москва/);
    expect(within(card).getByTestId('order-summary-passengers').textContent).toBe('2 пассажира');
    expect(within(card).getByTestId('order-summary-contact').textContent).toBe('a***@example.kg +996 *** *** 456');
    expect(within(card).getByTestId('order-leg').textContent).toMatch(/20 дек\.? 2030.*23:40.*Бишкек.*01:50.*Москва/);
    expect(card.textContent).not.toMatch(/ASANOVA|AC1234567|aida@example\.kg/);
  });

  it('asks for the link to the whole order with the email typed, then says calmly what happens next', async () => {
    let answer: { status: number; body: unknown } = {
      status: 429,
      body: { detail: 'Слишком много запросов, попробуйте позже.', code: 'rate_limited' },
    };
    const fetchMock = stubApi({ 'POST /api/booking/ABC234/access/': () => answer });
    renderWithProviders(<OrderSummaryCard summary={makeOrderSummary()} email="aida@example.kg" />);
    const send = screen.getByRole('button', { name: 'Отправить ссылку на полный заказ на a***@example.kg' });
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toContain('Слишком много запросов, попробуйте позже.');

    answer = { status: 202, body: { detail: 'Если почта совпадает, ссылка отправлена.' } };
    fireEvent.click(send);
    const sent = await screen.findByTestId('order-link-sent');
    expect(sent.getAttribute('role')).toBe('status');
    expect(sent.textContent).toBe(
      'Если почта совпадает с заказом, мы отправили на неё ссылку — она открывает полный заказ. Письмо может прийти через несколько минут; загляните и в «Спам».',
    );
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(screen.queryByRole('button', { name: /Отправить ссылку/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodyOf(fetchMock.mock.calls.at(-1)?.[1])).toEqual({ email: 'aida@example.kg' });
  });
});
