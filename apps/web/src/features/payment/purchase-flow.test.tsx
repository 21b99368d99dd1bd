import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_TOKEN_HEADER, type BookingRequest, type Payment } from '@sapar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTokens } from '@/shared/api/order-tokens';
import { REFERENCE_ROUTES, bodyOf, headerOf, makeUserProfile, stubApi, type FakeRoute } from '@/test/fetch-mock';
import { makeSearchResponse, makeTicket } from '@/test/flights';
import { makeOrder } from '@/test/orders';
import { renderWithProviders } from '@/test/render';
import { PaymentOutcome } from './components/payment-outcome';
import { PaymentStep } from './components/payment-step';
import { PurchaseFlow } from './components/purchase-flow';
import { ReviewStep } from './components/review-step';
import { paymentInitialState, setOrder, setPayment, setPurchaseStep } from './model/payment-slice';
import { EMPTY_PASSENGER_VALUES } from './model/passenger-forms';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  orderTokens.clear();
});

const SEARCH_PARAMS = { from: 'BSZ', to: 'MOW', date: '2030-12-20', adults: '1', kids: '1' };

const selection = (total: number) => ({
  body: {
    search_id: 'a'.repeat(32),
    tickets: [],
    quoted_total: 30_000,
    total_price: total,
    price_changed: total !== 30_000,
    currency: 'KGS',
    time_limit: 900,
  },
});

const SEARCH_REQUEST = {
  type: 'one_way' as const,
  city_from: 'BSZ',
  city_to: 'MOW',
  when_date: '2030-12-20',
  passengers: { type: 'ekonom' as const, adults: 1, kids: 1 },
};

function renderFlow(select: FakeRoute = selection(30_000), routes: Record<string, FakeRoute> = {}, expiresAt?: string) {
  stubApi({ ...REFERENCE_ROUTES, 'POST /api/booking/select/': select, ...routes });
  const callbacks = {
    onBackToSearch: vi.fn(),
    onRefreshSearch: vi.fn(),
    onPaid: vi.fn(),
    onFailed: vi.fn(),
    searchRequestOf: vi.fn(() => SEARCH_REQUEST),
  };
  const view = renderWithProviders(<PurchaseFlow isSignedIn={false} {...callbacks} />);
  act(() => {
    view.store.dispatch(
      setPayment({
        ...(expiresAt ? { expires_at: expiresAt } : {}),
        searchParams: SEARCH_PARAMS,
        tickets: { outbound_ticket: makeTicket({ id: 'T1', departure: '2030-12-20T23:40' }), return_ticket: null },
        search: {
          passengers: { adults: 1, kids: 1, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
          search_id: 'a'.repeat(32),
          total_price: 30_000,
        },
        time_limit: 900,
      }),
    );
  });
  return { ...view, callbacks };
}

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))?.textContent ?? null
  );
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('purchase flow', () => {
  it('starts with the chosen tickets and the total; focus lands on the flow title, not the page body', () => {
    renderFlow();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Оформление билета' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Выбранные билеты' })).toBeTruthy();
    expect(screen.getByTestId('purchase-total').textContent).toMatch(/30\s000\sсом/);
    expect(screen.getByRole('navigation', { name: 'Шаги покупки' }).textContent).toContain('Выбор билета');
  });

  it('prices the chosen tickets again before the forms: unchanged goes on to the passengers', async () => {
    const { store } = renderFlow();
    const next = screen.getByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(next);
    expect(store.getState().payment.step).toBe('passengers');
  });

  it('shows a changed price at selection; accepting it becomes the total the booking accepts', async () => {
    const { store, callbacks } = renderFlow(selection(31_500));
    const notice = await screen.findByTestId('price-changed');
    expect(notice.textContent).toMatch(/31\s500\sсом/);
    expect(screen.queryByRole('button', { name: 'Продолжить' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Принять новую цену' }));
    expect(store.getState().payment.search.total_price).toBe(31_500);
    await waitFor(() => expect(screen.queryByTestId('price-changed')).toBeNull());
    expect(screen.getByTestId('purchase-total').textContent).toMatch(/31\s500\sсом/);
    expect(callbacks.onBackToSearch).not.toHaveBeenCalled();
  });

  it('sends the buyer back when the fare sold out or the offers expired', async () => {
    const soldOut = renderFlow({ status: 409, body: { detail: 'Мест не осталось', code: 'no_seats' } });
    const notice = await screen.findByTestId('no-seats');
    expect(notice.textContent).toContain('Мест не осталось');
    fireEvent.click(within(notice).getByRole('button'));
    expect(soldOut.callbacks.onBackToSearch).toHaveBeenCalledWith(SEARCH_PARAMS);
    soldOut.unmount();
  });

  it('closing asks the confirm dialog; cancel keeps the flow, confirm resets the payment data', async () => {
    const { store, callbacks } = renderFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть оплату' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Подтвердите действие');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(store.getState().payment.tickets.outbound_ticket).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть оплату' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(store.getState().payment).toEqual(paymentInitialState));
    expect(callbacks.onBackToSearch).toHaveBeenCalledWith(SEARCH_PARAMS);
  });

  it('builds one form per passenger and checks each by its type as you type and on submit', async () => {
    const { store } = renderFlow();
    act(() => {
      store.dispatch(setPurchaseStep('passengers'));
    });
    const forms = await screen.findAllByTestId('passenger-form');
    expect(forms).toHaveLength(2);
    expect(forms[0]!.textContent).toContain('Взрослый');
    expect(forms[1]!.textContent).toContain('Ребёнок (от 2 до 12 лет)');

    // Ages count on the flight date (20.12.2030): the 12th birthday that day is an adult, not a child.
    const childBirth = within(forms[1]!).getByLabelText(/Дата рождения/);
    type(childBirth, '20.12.2018');
    await waitFor(() => expect(errorOf(childBirth)).toBe('Возраст ребенка должен быть от 2-х до 12 лет.'));
    type(childBirth, '21.12.2018');
    await waitFor(() => expect(errorOf(childBirth)).toBeNull());
    const adultBirth = within(forms[0]!).getByLabelText(/Дата рождения/);
    type(adultBirth, '21.12.2018');
    await waitFor(() => expect(errorOf(adultBirth)).toBe('Возраст взрослого пассажира, должен быть от 12 лет'));

    // Nothing else typed: submit shows every required message.
    fireEvent.click(screen.getByRole('button', { name: 'Проверить данные' }));
    expect(await screen.findByText('Проверьте выделенные поля')).toBeTruthy();
    // The first field to fix takes the focus: the first passenger's last name.
    await waitFor(() => expect(document.activeElement).toBe(within(forms[0]!).getByLabelText(/Фамилия/)));
    expect(errorOf(within(forms[0]!).getByLabelText(/Фамилия/))).toBe('Фамилия не может быть пустым');
    expect(errorOf(screen.getByLabelText(/Эл\. почта/))).toBe('Эл. почта не может быть пустым');
    expect(store.getState().payment.step).toBe('passengers');
  });

  it('takes dates as dd.MM.yyyy only: yyyy-MM-dd is refused in the form', async () => {
    const { store } = renderFlow();
    act(() => {
      store.dispatch(setPurchaseStep('passengers'));
    });
    const [adult] = await screen.findAllByTestId('passenger-form');
    const birth = within(adult!).getByLabelText(/Дата рождения/);
    type(birth, '1990-05-15');
    await waitFor(() => expect(errorOf(birth)).toBe('Неверный формат даты рождения.'));
    const expiry = within(adult!).getByLabelText(/Срок действия документа/);
    type(expiry, '2035-01-01');
    await waitFor(() => expect(errorOf(expiry)).toBe('Неверное значение даты'));
    type(expiry, '01.01.2035');
    await waitFor(() => expect(errorOf(expiry)).toBeNull());
  });

  it('offers to transliterate Cyrillic names on an international trip', async () => {
    const { store } = renderFlow();
    act(() => {
      store.dispatch(setPurchaseStep('passengers'));
    });
    const [adult] = await screen.findAllByTestId('passenger-form');
    const lastName = within(adult!).getByLabelText(/Фамилия/);
    type(lastName, 'Төлөгөнова');
    await waitFor(() => expect(errorOf(lastName)).toBe('Только латинские буквы, как в паспорте'));
    fireEvent.click(within(adult!).getByRole('button', { name: 'Перевести в латиницу' }));
    expect((lastName as HTMLInputElement).value).toBe('TOLOGONOVA');
    await waitFor(() => expect(errorOf(lastName)).toBeNull());
  });

  it('counts the payment deadline down in mm:ss and expires the order at zero', async () => {
    const { store, callbacks } = renderFlow();
    act(() => {
      store.dispatch(
        setOrder({
          order_number: 'ABC234',
          total_price: 30_000,
          payment_deadline: new Date(Date.now() + 20 * 60_000).toISOString(),
          email: 'a@example.kg',
          phone: '+996555123456',
        }),
      );
    });
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/(20:00|19:59)/);
    expect(screen.getByTestId('order-number').textContent).toContain('ABC234');

    act(() => {
      store.dispatch(
        setOrder({
          order_number: 'ABC234',
          total_price: 30_000,
          payment_deadline: new Date(Date.now() - 1000).toISOString(),
          email: 'a@example.kg',
          phone: '+996555123456',
        }),
      );
    });
    expect(await screen.findByText('Время на оплату истекло')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Искать снова' }));
    expect(store.getState().payment).toEqual(paymentInitialState);
    expect(callbacks.onRefreshSearch).toHaveBeenCalledWith(SEARCH_PARAMS);
  });
});

describe('an expired offer', () => {
  const lastName = () => within(screen.getAllByTestId('passenger-form')[0]!).getByLabelText(/Фамилия/);
  /** The chosen T1 found again in a repeated search: same flights and fare, a new offer id. */
  const sameFlight = (price: number) => ({
    ...makeTicket({ id: 'N1', price }),
    segments: makeTicket({ id: 'T1', price }).segments,
  });

  it('warns a few minutes before the offer expires, in words a screen reader hears', async () => {
    renderFlow(selection(30_000), {}, new Date(Date.now() + 4 * 60_000).toISOString());
    const warning = await screen.findByTestId('offer-expiry-warning');
    expect(warning.textContent).toMatch(/действуют ещё 0[34]:\d\d/);
    expect(within(warning).getByRole('status').textContent).toContain('действуют ещё 04:00');
  });

  it('shows no warning while the offer has time', () => {
    renderFlow(selection(30_000), {}, new Date(Date.now() + 15 * 60_000).toISOString());
    expect(screen.queryByTestId('offer-expiry-warning')).toBeNull();
  });

  it('repeats the search, selects the same flight again (on a later page) and keeps the typed forms; a changed price is accepted', async () => {
    const search = vi.fn(() => ({
      body: makeSearchResponse({ search_id: 's-2', tickets: [makeTicket({ id: 'X1' })] }),
    }));
    const { store, callbacks } = renderFlow(
      selection(30_000),
      {
        'POST /api/flights/search/': (init) => {
          expect(bodyOf(init)).toEqual(SEARCH_REQUEST);
          return search();
        },
        '/api/flights/search/s-2/?leg=there&page=2': {
          body: {
            search_id: 's-2',
            leg: 'there',
            time_limit: 1200,
            tickets: [sameFlight(32_000)],
            filters: { direct: false, without_baggage: false, sort: 'cheapest' },
            pageData: { currentPage: 2, totalPages: 2, total: 12 },
          },
        },
      },
      new Date(Date.now() - 1000).toISOString(),
    );
    act(() => {
      store.dispatch(setPurchaseStep('passengers'));
    });
    type(lastName(), 'ASANOVA');
    type(screen.getByLabelText(/Эл\. почта/), 'aigul@example.kg');

    const expired = await screen.findByTestId('offer-expired');
    expect(expired.getAttribute('role')).toBe('alert');
    fireEvent.click(within(expired).getByRole('button', { name: 'Обновить предложение' }));

    const notice = await screen.findByTestId('price-changed');
    expect(notice.textContent).toMatch(/32\s000\sсом/);
    expect(search).toHaveBeenCalledTimes(1);
    expect(callbacks.searchRequestOf).toHaveBeenCalledWith(SEARCH_PARAMS);
    expect(store.getState().payment.search.search_id).toBe('s-2');
    expect(store.getState().payment.tickets.outbound_ticket?.id).toBe('N1');
    expect(store.getState().payment.step).toBe('passengers');
    // Everything typed is still there.
    await waitFor(() => expect((lastName() as HTMLInputElement).value).toBe('ASANOVA'));
    expect((screen.getByLabelText(/Эл\. почта/) as HTMLInputElement).value).toBe('aigul@example.kg');
    expect(screen.queryByTestId('offer-expired')).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'Принять новую цену' }));
    expect(store.getState().payment.search.total_price).toBe(32_000);
    await waitFor(() => expect(screen.queryByTestId('price-changed')).toBeNull());
    expect(callbacks.onRefreshSearch).not.toHaveBeenCalled();
  });

  it('says the flight is gone when the repeated search no longer has it, and leads to fresh results', async () => {
    const { store, callbacks } = renderFlow(
      selection(30_000),
      {
        'POST /api/flights/search/': {
          body: makeSearchResponse({
            search_id: 's-3',
            tickets: [makeTicket({ id: 'X1' })],
            pageData: { currentPage: 1, totalPages: 1, total: 1 },
          }),
        },
      },
      new Date(Date.now() - 1000).toISOString(),
    );
    act(() => {
      store.dispatch(setPurchaseStep('passengers'));
    });
    fireEvent.click(within(await screen.findByTestId('offer-expired')).getByRole('button'));
    const gone = await screen.findByTestId('offer-gone');
    expect(gone.textContent).toContain('Этого рейса больше нет в продаже');
    expect(store.getState().payment.search.search_id).toBe('a'.repeat(32));
    fireEvent.click(within(gone).getByRole('button', { name: 'Выбрать другой рейс' }));
    expect(callbacks.onRefreshSearch).toHaveBeenCalledWith(SEARCH_PARAMS);
  });

  it('a 410 at ticket selection renews the offer in place; the same price is priced again and goes on', async () => {
    let calls = 0;
    const { store } = renderFlow(
      () => {
        calls += 1;
        return calls === 1 ? { status: 410, body: { detail: 'expired', code: 'search_expired' } } : selection(30_000);
      },
      {
        'POST /api/flights/search/': { body: makeSearchResponse({ search_id: 's-4', tickets: [sameFlight(30_000)] }) },
      },
    );
    fireEvent.click(within(await screen.findByTestId('offer-expired')).getByRole('button'));
    expect((await screen.findByTestId('offer-renewed')).textContent).toContain('цена не изменилась');
    expect(store.getState().payment.search.search_id).toBe('s-4');
    const next = screen.getByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('offer-expired')).toBeNull();
  });
});

describe('signed in, and documents for the whole trip', () => {
  function renderSignedIn() {
    stubApi({
      ...REFERENCE_ROUTES,
      'POST /api/booking/select/': selection(30_000),
      '/api/users/me/': { body: makeUserProfile() },
      '/api/users/me/passenger/': { body: null },
    });
    const callbacks = {
      onBackToSearch: vi.fn(),
      onRefreshSearch: vi.fn(),
      onPaid: vi.fn(),
      onFailed: vi.fn(),
      searchRequestOf: vi.fn(() => null),
    };
    const view = renderWithProviders(<PurchaseFlow isSignedIn {...callbacks} />);
    act(() => {
      view.store.dispatch(
        setPayment({
          searchParams: SEARCH_PARAMS,
          tickets: {
            outbound_ticket: makeTicket({ id: 'T1', departure: '2030-12-20T23:40' }),
            return_ticket: makeTicket({
              id: 'R1',
              leg: 'back',
              departure: '2030-12-27T10:00',
              arrival: '2030-12-27T13:00',
            }),
          },
          search: {
            passengers: { adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
            search_id: 'a'.repeat(32),
            total_price: 30_000,
          },
          time_limit: 900,
        }),
      );
      view.store.dispatch(setPurchaseStep('passengers'));
    });
    return view;
  }

  it('fills the contact with the account email and phone; the insert controls are real buttons', async () => {
    renderSignedIn();
    await waitFor(() =>
      expect((screen.getByLabelText(/Эл\. почта/) as HTMLInputElement).value).toBe('aida@example.kg'),
    );
    expect((screen.getByLabelText(/^Телефон/) as HTMLInputElement).value).toBe('+996555123456');
    const insert = await screen.findByRole('button', { name: 'Подставить мои данные' });
    // A bordered button like "Scan the passport", not a bare text link.
    expect(insert.className).toMatch(/secondary/);
    fireEvent.click(insert);
    await waitFor(() =>
      expect((within(screen.getByTestId('passenger-form')).getByLabelText(/Фамилия/) as HTMLInputElement).value).toBe(
        'Асанова',
      ),
    );
  });

  it('refuses a passport that expires before the return flight, with both dates', async () => {
    renderSignedIn();
    const expiry = await screen.findByLabelText(/Срок действия документа/);
    type(expiry, '25.12.2030');
    await waitFor(() =>
      expect(errorOf(expiry)).toBe(
        'Документ действует до 25.12.2030, а последний перелёт поездки 27.12.2030. Нужен документ, действующий на всю поездку.',
      ),
    );
    type(expiry, '27.12.2030');
    await waitFor(() => expect(errorOf(expiry)).toBeNull());
  });
});

describe('booking answers', () => {
  const REQUEST: BookingRequest = {
    search_id: 'a'.repeat(32),
    outbound_ticket: 'T1',
    return_ticket: null,
    passengers: [],
    contact: { email: 'a@example.kg', phone: '+996555123456' },
  };

  function renderReview(route: Parameters<typeof stubApi>[0][string]) {
    const fetchMock = stubApi({ 'POST /api/booking/': route });
    const props = {
      kinds: [],
      passengers: [],
      contact: { email: 'a@example.kg', phone: '+996555123456' },
      totalPrice: 30_000,
      request: REQUEST,
      onEdit: vi.fn(),
      onBooked: vi.fn(),
      onFieldErrors: vi.fn(),
      onPriceAccepted: vi.fn(),
      onChooseAnother: vi.fn(),
      onRefreshSearch: vi.fn(),
    };
    renderWithProviders(<ReviewStep {...props} />);
    return { fetchMock, props };
  }

  it('shows a changed price, old and new, and books at the new one once accepted (with a new key)', async () => {
    let calls = 0;
    const { fetchMock, props } = renderReview((init) => {
      calls += 1;
      return calls === 1
        ? {
            status: 409,
            body: { detail: 'Цена изменилась', code: 'price_changed', total_price: 32_500, currency: 'KGS' },
          }
        : {
            body: {
              order_number: 'ABC234',
              status: 'booked',
              total_price: bodyOf(init).accept_price,
              currency: 'KGS',
              payment_deadline: '2030-12-01T10:20:00Z',
              order_token: 'tok-abc',
            },
          };
    });
    fireEvent.click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    const notice = await screen.findByTestId('price-changed');
    expect(notice.textContent).toContain('Цена изменилась');
    expect(within(notice).getByText(/30\s000\sсом/).tagName).toBe('S');
    expect(notice.textContent).toMatch(/32\s500\sсом/);

    fireEvent.click(within(notice).getByRole('button', { name: 'Принять новую цену' }));
    await waitFor(() =>
      expect(props.onBooked).toHaveBeenCalledWith(
        expect.objectContaining({ order_number: 'ABC234', total_price: 32_500 }),
      ),
    );
    expect(props.onPriceAccepted).toHaveBeenCalledWith(32_500);
    // The order's token is kept as it arrives: paying and opening the order need it.
    expect(orderTokens.get('ABC234')).toBe('tok-abc');
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init as RequestInit);
    expect(bodyOf(first)).not.toHaveProperty('accept_price');
    expect(bodyOf(second).accept_price).toBe(32_500);
    const key = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(first)).toMatch(/.{8,}/);
    expect(key(second)).not.toBe(key(first));
  });

  it('says why a hold is refused (429 hold_limit_reached) and what to do, keeping the book button', async () => {
    const detail = 'По этой почте или телефону на этот рейс уже забронировано слишком много неоплаченных мест';
    const { props } = renderReview({ status: 429, body: { detail, code: 'hold_limit_reached' } });
    fireEvent.click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    const notice = await screen.findByTestId('hold-limit');
    expect(notice.textContent).toContain('Слишком много неоплаченных броней');
    expect(notice.textContent).toContain(detail);
    expect(notice.textContent).toContain('Оплатите прежнее бронирование этого рейса');
    expect(screen.getByRole('button', { name: /Перейти к оплате/ })).toBeTruthy();
    expect(props.onBooked).not.toHaveBeenCalled();
    expect(props.onChooseAnother).not.toHaveBeenCalled();
  });

  it('says the offer time has expired on a 410 and offers to find the same flight again', async () => {
    const { props } = renderReview({ status: 410, body: { detail: 'Search expired', code: 'search_expired' } });
    fireEvent.click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    const notice = await screen.findByTestId('offer-expired');
    expect(notice.textContent).toContain('Время предложения истекло');
    expect(notice.textContent).toContain('Обновите поиск, чтобы увидеть актуальные цены.');
    expect(notice.textContent).toContain('всё, что вы ввели, сохранится');
    fireEvent.click(within(notice).getByRole('button', { name: 'Обновить предложение' }));
    expect(props.onRefreshSearch).toHaveBeenCalled();
  });

  it('sends field errors of a 400 back to the forms', async () => {
    const { props } = renderReview({
      status: 400,
      body: {
        detail: 'Invalid',
        code: 'validation_failed',
        errors: { 'passengers.0.birth_date': 'Неверный формат даты рождения.' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Перейти к оплате/ }));
    await waitFor(() =>
      expect(props.onFieldErrors).toHaveBeenCalledWith({ 'passengers.0.birth_date': 'Неверный формат даты рождения.' }),
    );
    expect(EMPTY_PASSENGER_VALUES.birth_date).toBe('');
  });
});

describe('paying and the outcome with the order token', () => {
  const PAYMENT_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
  const payment = (status: Payment['status']): Payment => ({
    payment_id: PAYMENT_ID,
    status,
    provider: 'mbank',
    amount: 30_000,
    currency: 'KGS',
    order_number: 'ABC234',
    order_status: status === 'paid' ? 'paid' : 'booked',
    reason: null,
    refunded: false,
  });

  it('sends the order token with the code request, the code and the status checks', async () => {
    orderTokens.save('ABC234', 'tok-abc');
    const fetchMock = stubApi({
      'POST /api/payments/mbank/otp/create/': {
        body: { payment_id: PAYMENT_ID, status: 'otp_sent', resend_after: 60 },
      },
      'POST /api/payments/mbank/otp/confirm/': { body: payment('processing') },
      [`/api/payments/${PAYMENT_ID}/`]: { body: payment('paid') },
    });
    const onPaid = vi.fn();
    const order = {
      order_number: 'ABC234',
      total_price: 30_000,
      payment_deadline: new Date(Date.now() + 20 * 60_000).toISOString(),
      email: 'a@example.kg',
      phone: '+996555123456',
    };
    renderWithProviders(<PaymentStep order={order} onPaid={onPaid} onFailed={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    fireEvent.change(await screen.findByLabelText(/Код из SMS/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить оплату' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'paid' })));

    const calls = fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init }));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/payments/mbank/otp/create/',
      '/api/payments/mbank/otp/confirm/',
      `/api/payments/${PAYMENT_ID}/`,
    ]);
    for (const call of calls) expect(headerOf(call.init, ORDER_TOKEN_HEADER)).toBe('tok-abc');
    expect(bodyOf(calls[0]?.init)).toEqual({ order_number: 'ABC234', phone: '+996555123456' });
    expect(bodyOf(calls[1]?.init)).toEqual({ payment_id: PAYMENT_ID, code: '123456' });
  });

  it('the success page reads the order with the token and links the receipt with ?token=', async () => {
    orderTokens.save('ABC234', 'tok abc');
    const fetchMock = stubApi({ '/api/booking/ABC234/': { body: makeOrder() } });
    renderWithProviders(
      <PaymentOutcome expected="success" orderNumber="ABC234" onRetry={vi.fn()} onNewSearch={vi.fn()} />,
    );
    expect(await screen.findAllByTestId('e-ticket')).toHaveLength(2);
    expect(headerOf(fetchMock.mock.calls[0]?.[1], ORDER_TOKEN_HEADER)).toBe('tok abc');
    expect(screen.getByText('Электронные билеты отправлены на aida@example.kg.')).toBeTruthy();
    expect(screen.getByTestId('receipt-link').getAttribute('href')).toBe(
      '/api/booking/ABC234/receipt.pdf?token=tok+abc',
    );
  });

  it('never spins on "issuing tickets" once they are issued: a refund asked since still shows them, with a link to the order', async () => {
    orderTokens.save('ABC234', 'tok-abc');
    stubApi({ '/api/booking/ABC234/': { body: makeOrder({ status: 'refund_requested' }) } });
    renderWithProviders(
      <PaymentOutcome
        expected="success"
        orderNumber="ABC234"
        onRetry={vi.fn()}
        onNewSearch={vi.fn()}
        orderHref={(n) => `/booking/${n}`}
      />,
    );
    expect(await screen.findAllByTestId('e-ticket')).toHaveLength(2);
    expect(screen.queryByText('Выписываем билеты…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Открыть заказ' }).getAttribute('href')).toBe('/booking/ABC234');
  });

  it('an order that cannot be read says so with a retry instead of waiting forever', async () => {
    orderTokens.save('ABC234', 'tok-abc');
    let calls = 0;
    stubApi({
      '/api/booking/ABC234/': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { detail: 'Сервис временно недоступен.', code: 'service_unavailable' } }
          : { body: makeOrder() };
      },
    });
    renderWithProviders(
      <PaymentOutcome expected="success" orderNumber="ABC234" onRetry={vi.fn()} onNewSearch={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findAllByTestId('e-ticket')).toHaveLength(2);
  });

  it('without a token of this browser the owner gets the receipt link the server made', async () => {
    stubApi({ '/api/booking/ABC234/': { body: makeOrder() } });
    renderWithProviders(
      <PaymentOutcome expected="success" orderNumber="ABC234" onRetry={vi.fn()} onNewSearch={vi.fn()} />,
    );
    expect((await screen.findByTestId('receipt-link')).getAttribute('href')).toBe(
      'http://localhost:3000/api/booking/ABC234/receipt.pdf?token=t',
    );
  });
});
