/**
 * The back office through the app's real routes, store and API client, the API stubbed by path:
 * sign-in with the second factor, enrolment (QR, secret, recovery codes), the redirect of
 * `mfa_setup_required`, navigation by role, the orders table and an order action with its reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, headerOf, stubApi, type FakeRoute } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from './routes';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const AGENT = { id: 'st-1', email: 'agent@sapar.kg', is_staff: true, roles: ['agent'], mfa_enabled: true };
const ADMIN = { ...AGENT, id: 'st-0', email: 'admin@sapar.kg', roles: ['admin'] };
const DASHBOARD = {
  sales_by_day: [
    { date: '2026-11-22', orders: 3, tickets: 4, revenue: 52000, refunds: 0 },
    { date: '2026-11-23', orders: 5, tickets: 7, revenue: 91000, refunds: 12000 },
  ],
  queues: { requests_open: 4, refunds_pending: 1, exchanges_pending: 2, reconciliation_unmatched: 0 },
  oldest_age_seconds: { requests_open: 7200, refunds_pending: 600, exchanges_pending: null },
  top_routes: [{ route: 'BSZ–OSS', orders: 8, revenue: 143000 }],
  payments: { attempts: 10, paid: 9, success_rate: 0.9 },
  exchange_rates_missing: [],
};
const ORDERS = {
  results: [
    {
      order_number: 'K7Q2ZP',
      status: 'ticketed',
      created_at: '2026-11-20T06:15:00.000Z',
      contact_email: 'aida@example.kg',
      contact_phone: '+996555123456',
      language: 'ru',
      passengers: ['ASANOVA AIDA'],
      ticket_numbers: ['7770000000011'],
      route: 'BSZ–OSS',
      first_departure: '2026-12-01T08:30',
      total_price: 8400,
      currency: 'KGS',
      partner_ref: null,
    },
    {
      order_number: 'B3M9TX',
      status: 'booked',
      created_at: '2026-11-21T09:00:00.000Z',
      contact_email: 'bakyt@example.kg',
      contact_phone: '',
      language: 'ky',
      passengers: ['ASANOV BAKYT', 'ASANOVA NURIA'],
      ticket_numbers: [],
      route: 'OSS–BSZ',
      first_departure: '2026-12-03T16:00',
      total_price: 15200,
      currency: 'KGS',
      partner_ref: 'avia-kg',
    },
  ],
  count: 2,
  page: 1,
  page_size: 20,
  total_pages: 1,
};

function signedIn() {
  tokenCookies.save({ access: 'acc-staff', refresh: 'ref-staff' });
}

function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

describe('staff sign-in', () => {
  it('asks for the code when the password answer is an MFA challenge, then keeps the tokens and opens the back office', async () => {
    const fetchMock = stubApi({
      'POST /api/users/token/': { body: { mfa_required: true, mfa_token: 'mfa-tok-1' } },
      'POST /api/users/token/mfa/': (init) =>
        bodyOf(init).code === '123456'
          ? { body: { access: 'acc-after-mfa', refresh: 'ref-after-mfa' } }
          : { status: 400, body: { detail: 'Неверный код', code: 'mfa_code_invalid' } },
      '/api/staff/me/': (init) =>
        headerOf(init, 'Authorization') === 'JWT acc-after-mfa'
          ? { body: AGENT }
          : { status: 401, body: { detail: 'no' } },
      '/api/staff/dashboard/?days=30': { body: DASHBOARD },
    });
    const { router } = renderRoutes(routes, '/staff/login?next=%2Fstaff%2Forders%3Fq%3Dx');
    await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' });
    fill('Электронная почта *', 'agent@sapar.kg');
    fill('Пароль *', 'Tulpar-2025!');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

    const code = await screen.findByLabelText('Код подтверждения *');
    expect(screen.getByText(/agent@sapar\.kg защищена вторым фактором/)).toBeTruthy();
    expect(tokenCookies.getAccess()).toBeUndefined();

    // A wrong code: the server's message, the form stays.
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Неверный код')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Код подтверждения *'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/orders'));
    expect(router.state.location.search).toBe('?q=x');
    expect(tokenCookies.getAccess()).toBe('acc-after-mfa');
    expect(tokenCookies.getRefresh()).toBe('ref-after-mfa');

    const mfaCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/token/mfa/');
    expect(mfaCalls.map(([, init]) => bodyOf(init))).toEqual([
      { mfa_token: 'mfa-tok-1', code: '000000' },
      { mfa_token: 'mfa-tok-1', code: '123456' },
    ]);
  });

  it('takes a recovery code in the same field', async () => {
    stubApi({
      'POST /api/users/token/': { body: { mfa_required: true, mfa_token: 'mfa-tok-2' } },
      'POST /api/users/token/mfa/': (init) =>
        bodyOf(init).code === 'abcde-12345'
          ? { body: { access: 'acc-r', refresh: 'ref-r' } }
          : { status: 400, body: { detail: 'Неверный код' } },
      '/api/staff/me/': { body: AGENT },
      '/api/staff/dashboard/?days=30': { body: DASHBOARD },
    });
    const { router } = renderRoutes(routes, '/staff/login');
    await screen.findByRole('heading', { level: 1, name: 'Вход для сотрудников' });
    fill('Электронная почта *', 'agent@sapar.kg');
    fill('Пароль *', 'Tulpar-2025!');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    fireEvent.change(await screen.findByLabelText('Код подтверждения *'), { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сводка' })).toBeTruthy();
    expect(tokenCookies.getAccess()).toBe('acc-r');
  });

  it('sends a signed-out visitor of a staff page to the sign-in with the way back', async () => {
    const { router } = renderRoutes(routes, '/staff/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/login'));
    expect(router.state.location.search).toBe('?next=%2Fstaff%2Forders');
  });
});

describe('second-factor enrolment', () => {
  it('goes to enrolment on mfa_setup_required, shows the QR and the secret, confirms, and shows the recovery codes once', async () => {
    signedIn();
    let isEnrolled = false;
    const fetchMock = stubApi({
      '/api/staff/me/': () =>
        isEnrolled
          ? { body: AGENT }
          : { status: 403, body: { detail: 'Подключите второй фактор', code: 'mfa_setup_required' } },
      'POST /api/staff/mfa/setup/': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Sapar:agent%40sapar.kg?secret=JBSWY3DPEHPK3PXP&issuer=Sapar',
          qr_code: 'data:image/png;base64,xx',
        },
      },
      'POST /api/staff/mfa/confirm/': (init) => {
        if (bodyOf(init).code !== '654321')
          return { status: 400, body: { detail: 'Неверный код', code: 'mfa_code_invalid' } };
        isEnrolled = true;
        return { body: { mfa_enabled: true, recovery_codes: ['k3j9d-a8x2m', 'p0q7r-w4e1t'] } };
      },
      '/api/staff/dashboard/?days=30': { body: DASHBOARD },
    });
    const { router } = renderRoutes(routes, '/staff/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/mfa'));
    await screen.findByRole('heading', { level: 1, name: 'Второй фактор входа' });
    expect((await screen.findByTestId('mfa-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    const qr = await screen.findByTestId('mfa-qr');
    expect(qr.getAttribute('alt')).toBe('QR-код для приложения-аутентификатора');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Drawn here from the otpauth URI, not the server's picture.
    expect(qr.getAttribute('src')).not.toBe('data:image/png;base64,xx');
    // One secret per visit (React's StrictMode runs effects twice).
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/staff/mfa/setup/')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Код из приложения *'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('Код — 6 цифр')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Код из приложения *'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('Неверный код')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Код из приложения *'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['k3j9d-a8x2m', 'p0q7r-w4e1t']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Резервные коды' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Я сохранил коды — к работе' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сводка' })).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });
});

describe('staff shell', () => {
  it('shows an agent the work sections and no staff admin', async () => {
    signedIn();
    stubApi({ '/api/staff/me/': { body: AGENT }, '/api/staff/dashboard/?days=30': { body: DASHBOARD } });
    renderRoutes(routes, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Разделы бэк-офиса' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Сводка',
      'Заказы',
      'Заявки',
      'Возвраты и обмены',
      'Деньги',
      'Рейсы',
      'Сбои рейсов',
      'Партнёры',
      'Журнал действий',
    ]);
    expect(within(nav).getByRole('link', { name: 'Сводка' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' }).getAttribute('href')).toBe('#staff-main');
    // The dashboard's queues as counters, with their oldest item's age, and the payment success rate.
    expect(await screen.findByText('открытых заявок')).toBeTruthy();
    expect(screen.getByText('старейшая — 2 ч назад')).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();
    expect(screen.getByText('9 из 10 попыток')).toBeTruthy();
    // The chart's figures are in a table for screen readers.
    expect(screen.getByRole('table', { name: 'Выручка и возвраты по дням' })).toBeTruthy();
  });

  it('signs out: the cookies go, the refresh token is revoked, and the sign-in opens with no way back', async () => {
    signedIn();
    const fetchMock = stubApi({
      '/api/staff/me/': { body: AGENT },
      '/api/staff/dashboard/?days=30': { body: DASHBOARD },
      'POST /api/users/logout/': { status: 204, body: null },
    });
    const { router } = renderRoutes(routes, '/staff/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/login'));
    expect(router.state.location.search).toBe('');
    expect(tokenCookies.hasAny()).toBe(false);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/users/logout/')).toBe(true));
  });

  it('gives an admin the staff accounts', async () => {
    signedIn();
    stubApi({ '/api/staff/me/': { body: ADMIN }, '/api/staff/dashboard/?days=30': { body: DASHBOARD } });
    renderRoutes(routes, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Разделы бэк-офиса' });
    expect(within(nav).getByRole('link', { name: 'Сотрудники' }).getAttribute('href')).toBe('/staff/users');
  });

  it('refuses an account that is not staff', async () => {
    signedIn();
    stubApi({ '/api/staff/me/': { status: 403, body: { detail: 'Forbidden', code: 'forbidden' } } });
    renderRoutes(routes, '/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Нет доступа' })).toBeTruthy();
  });
});

describe('orders', () => {
  function ordersApi(extra: Record<string, FakeRoute> = {}) {
    signedIn();
    return stubApi({
      '/api/staff/me/': { body: AGENT },
      '/api/staff/orders/': { body: ORDERS },
      '/api/staff/orders/?q=%D0%B0%D1%81%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0&status=ticketed': {
        body: { ...ORDERS, results: [ORDERS.results[0]], count: 1 },
      },
      ...extra,
    });
  }

  it('lists orders in a table, searches by surname and status through the URL, and sorts a column', async () => {
    const fetchMock = ordersApi();
    const { router } = renderRoutes(routes, '/staff/orders');
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'K7Q2ZP' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('ASANOV BAKYT, ASANOVA NURIA')).toBeTruthy();
    expect(within(rows[1]!).getByText('Забронирован')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'K7Q2ZP' }).getAttribute('href')).toBe('/staff/orders/K7Q2ZP');
    expect(screen.getByText('Найдено заказов: 2')).toBeTruthy();

    // Sort by total: descending puts the larger order first, and the header says so.
    const totalHeader = within(table).getByRole('columnheader', { name: /Сумма/ });
    fireEvent.click(within(totalHeader).getByRole('button'));
    fireEvent.click(within(totalHeader).getByRole('button'));
    await waitFor(() => expect(totalHeader.getAttribute('aria-sort')).toBe('descending'));
    expect(within(within(table).getAllByRole('row')[1]!).getByRole('link').textContent).toBe('B3M9TX');

    const search = screen.getByRole('search', { name: 'Поиск заказов' });
    fireEvent.change(within(search).getByLabelText('Поиск'), { target: { value: 'асанова' } });
    fireEvent.change(within(search).getByLabelText('Статус'), { target: { value: 'ticketed' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Найти' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=%D0%B0%D1%81%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0&status=ticketed'),
    );
    await waitFor(() => expect(screen.getByText('Найдено заказов: 1')).toBeTruthy());
    expect(within(screen.getByRole('table')).queryByRole('link', { name: 'B3M9TX' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/staff/orders/?q='))).toBe(true);
  });

  it('resends the confirmation of an order only with a reason', async () => {
    const segment = {
      flight_id: 'f1',
      carrier: { code: 'QH', name: 'Air Kyrgyzstan' },
      flight_number: 'QH 501',
      from: { code: 'BSZ', city: 'Бишкек', airport: 'Манас', country_code: 'KG' },
      to: { code: 'OSS', city: 'Ош', airport: 'Ош', country_code: 'KG' },
      departure: { local: '2026-12-01T08:30', utc_offset: '+06:00', utc: '2026-12-01T02:30:00.000Z' },
      arrival: { local: '2026-12-01T09:30', utc_offset: '+06:00', utc: '2026-12-01T03:30:00.000Z' },
      duration_min: 60,
      aircraft: { code: '320', name: 'Airbus A320' },
    };
    const order = {
      order: {
        order_number: 'K7Q2ZP',
        status: 'ticketed',
        created_at: '2026-11-20T06:15:00.000Z',
        payment_deadline: '2026-11-20T07:15:00.000Z',
        time_limit: 0,
        total_price: 8400,
        currency: 'KGS',
        breakdown: [],
        contact: { email: 'aida@example.kg', phone: '+996555123456' },
        passengers: [
          {
            type: 'adult',
            with_seat: true,
            pensioner: false,
            first_name: 'AIDA',
            last_name: 'ASANOVA',
            gender: 'female',
            birth_date: '1990-05-15',
            citizenship: 'KG',
            document_type: 'passport_kg',
            document_number: 'AN1234567',
            document_expiry: '2031-01-20',
          },
        ],
        itinerary: [{ id: 'o1', leg: 'there', segments: [segment], layovers: [], stops: 0, duration_min: 60 }],
        tickets: [{ passenger: 0, first_name: 'AIDA', last_name: 'ASANOVA', number: '7770000000011' }],
        receipt_url: null,
      },
      language: 'ru',
      kind: 'purchase',
      partner_ref: null,
      user_id: null,
      exchange_of: null,
      ticket_statuses: [{ passenger: 0, number: '7770000000011', status: 'issued' }],
      payments: [
        {
          id: 'p1',
          attempt: 1,
          provider: 'mbank',
          provider_ref: 'MB-99812',
          status: 'paid',
          amount: 8400,
          charged_amount: 8400,
          refunded_amount: 0,
          currency: 'KGS',
          failure_reason: null,
          created_at: '2026-11-20T06:16:00.000Z',
          paid_at: '2026-11-20T06:17:00.000Z',
        },
      ],
      refunds: [],
      exchanges: [],
      manual_refunds: [],
      messages: [
        {
          id: 1,
          channel: 'email',
          kind: 'order_confirmation',
          recipient: 'aida@example.kg',
          status: 'sent',
          attempts: 1,
          last_error: null,
          created_at: '2026-11-20T06:17:00.000Z',
          sent_at: '2026-11-20T06:17:05.000Z',
          delivery: null,
          text: null,
        },
        {
          id: 2,
          channel: 'sms',
          kind: 'payment_code_sms',
          recipient: '+996700123456',
          status: 'sent',
          attempts: 1,
          last_error: null,
          created_at: '2026-11-20T06:16:00.000Z',
          sent_at: '2026-11-20T06:16:01.000Z',
          delivery: {
            status: 'delivered',
            reason: null,
            provider_message_id: '2r1',
            checked_at: '2026-11-20T06:17:01.000Z',
          },
          text: 'MBank: код •••••• для оплаты 8400 сом, заказ K7Q2ZP. Никому не сообщайте код.',
        },
        {
          id: 3,
          channel: 'sms',
          kind: 'disruption_sms',
          recipient: '+996700123456',
          status: 'failed',
          attempts: 1,
          last_error: 'Nikita status 7: invalid phone number',
          created_at: '2026-11-21T06:16:00.000Z',
          sent_at: null,
          delivery: {
            status: 'rejected',
            reason: 'Nikita status 7: invalid phone number',
            provider_message_id: null,
            checked_at: '2026-11-21T06:16:01.000Z',
          },
          text: null,
        },
      ],
      timeline: [{ at: '2026-11-20T06:15:00.000Z', event: 'booked', detail: '8400 KGS' }],
      notes: [],
      audit: [],
      actions: { resend_confirmation: true, cancel: false, start_refund: true },
    };
    const resent = {
      ...order,
      audit: [
        {
          id: 9,
          at: '2026-11-24T05:00:00.000Z',
          staff: { id: 'st-1', email: 'agent@sapar.kg' },
          ip: '10.0.0.5',
          entity: 'order',
          entity_id: 'K7Q2ZP',
          action: 'confirmation_resent',
          reason: 'Клиент не получил письмо',
          before: null,
          after: null,
        },
      ],
    };
    const fetchMock = ordersApi({
      '/api/staff/orders/K7Q2ZP/': { body: order },
      'POST /api/staff/orders/K7Q2ZP/resend-confirmation/': {
        body: { detail: 'Подтверждение отправлено повторно', order: resent },
      },
    });
    renderRoutes(routes, '/staff/orders/K7Q2ZP');
    expect(await screen.findByRole('heading', { level: 1, name: /Заказ K7Q2ZP/ })).toBeTruthy();
    expect(screen.getByText('MB-99812')).toBeTruthy();
    const passengers = screen.getByRole('region', { name: 'Пассажиры и документы' });
    expect(within(passengers).getByText('ASANOVA AIDA')).toBeTruthy();
    expect(within(passengers).getByText('7770000000011')).toBeTruthy();
    expect(screen.getByText('Бишкек (BSZ)')).toBeTruthy();
    // Every email and SMS of the order, by its kind; the payment code SMS only with its code masked.
    const messages = screen.getByRole('table', { name: 'Письма и SMS' });
    expect(within(messages).getByText('SMS с кодом оплаты')).toBeTruthy();
    expect(within(messages).getByText(/MBank: код •••••• для оплаты 8400 сом/)).toBeTruthy();
    expect(within(messages).getAllByText('SMS').length).toBeGreaterThan(0);
    // An SMS through the gateway shows where it stands there, a refused one with the gateway's reason (once).
    expect(within(messages).getByText('Доставка: доставлено')).toBeTruthy();
    expect(within(messages).getByText('Доставка: отклонено (Nikita status 7: invalid phone number)')).toBeTruthy();
    expect(within(messages).getAllByText(/Nikita status 7/)).toHaveLength(1);
    // Only what the server offers for this order: no cancel for a ticketed one.
    const actions = screen.getByRole('group', { name: 'Действия с заказом' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Отправить подтверждение ещё раз', 'Оформить возврат', 'Добавить заметку']);

    fireEvent.click(screen.getByRole('button', { name: 'Отправить подтверждение ещё раз' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить подтверждение ещё раз' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('resend-confirmation'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Причина/), { target: { value: 'Клиент не получил письмо' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/staff/orders/K7Q2ZP/resend-confirmation/');
    expect(bodyOf(call?.[1])).toEqual({ reason: 'Клиент не получил письмо' });
    // The answer's order is shown at once: the action is in the order's audit part.
    const audit = screen.getByRole('region', { name: 'Журнал действий по заказу' });
    expect(await within(audit).findByText('Подтверждение отправлено повторно')).toBeTruthy();
    expect(within(audit).getByText('Клиент не получил письмо')).toBeTruthy();
  });
});

describe('requests', () => {
  const REQUEST = {
    number: 'R-7K3Q9P',
    kind: 'appeal',
    status: 'new',
    language: 'ky',
    name: 'Бакыт',
    email: 'bakyt@example.kg',
    phone: '',
    order_number: 'K7Q2ZP',
    ref: null,
    user_id: null,
    staff_answer: 'Саламатсызбы!',
    answered_at: '2026-11-23T10:00:00.000Z',
    handled_by: { id: 'st-9', email: 'other@sapar.kg' },
    assigned_to: null,
    age_seconds: 26 * 3600,
    created_at: '2026-11-23T06:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
  };
  const DETAIL = {
    ...REQUEST,
    payload: { topic: 'question', message: 'Багаж канча кг?' },
    answers: [
      {
        at: '2026-11-23T09:00:00.000Z',
        staff: { id: 'st-9', email: 'other@sapar.kg' },
        message: 'Биринчи жооп',
        status: 'in_progress',
      },
      {
        at: '2026-11-23T10:00:00.000Z',
        staff: { id: 'st-9', email: 'other@sapar.kg' },
        message: 'Экинчи жооп',
        status: 'in_progress',
      },
    ],
  };

  it('answers a request from a template in its language, editable, and shows every earlier answer', async () => {
    signedIn();
    let assignee: typeof AGENT | null = null;
    const fetchMock = stubApi({
      '/api/staff/me/': { body: AGENT },
      '/api/staff/requests/': { body: { results: [REQUEST], count: 1, page: 1, page_size: 20, total_pages: 1 } },
      '/api/staff/requests/R-7K3Q9P/': () => ({
        body: { ...DETAIL, assigned_to: assignee && { id: assignee.id, email: assignee.email } },
      }),
      '/api/staff/requests/R-7K3Q9P/templates/': {
        body: {
          language: 'ky',
          templates: [
            { id: 'received', title: 'Кабыл алдык', text: 'Саламатсызбы, Бакыт! R-7K3Q9P өтүнмөңүздү алдык.' },
          ],
        },
      },
      'POST /api/staff/requests/R-7K3Q9P/assign/': () => {
        assignee = AGENT;
        return { body: { ...DETAIL, assigned_to: { id: AGENT.id, email: AGENT.email } } };
      },
      'POST /api/staff/requests/R-7K3Q9P/answer/': (init) => ({
        body: { ...DETAIL, ...bodyOf(init), email_status: 'sent', detail: 'ok' },
      }),
    });
    renderRoutes(routes, '/staff/requests');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByRole('link', { name: 'R-7K3Q9P' })).closest('tr')!;
    expect(within(row).getByText('Кыргызча')).toBeTruthy();
    expect(within(row).getByText('Обращение')).toBeTruthy();
    expect(within(row).getByText('1 дн. назад')).toBeTruthy();
    fireEvent.click(within(row).getByRole('link', { name: 'R-7K3Q9P' }));

    await screen.findByRole('heading', { level: 1, name: /Заявка R-7K3Q9P/ });
    const history = screen.getByRole('region', { name: 'Ответы' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Биринчи жооп', 'Экинчи жооп']);

    fireEvent.click(screen.getByRole('button', { name: 'Взять себе' }));
    expect(await screen.findByRole('button', { name: 'Снять с себя' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Кабыл алдык' }));
    const text = screen.getByLabelText(/Текст ответа/) as HTMLTextAreaElement;
    expect(text.value).toBe('Саламатсызбы, Бакыт! R-7K3Q9P өтүнмөңүздү алдык.');
    expect(text.getAttribute('lang')).toBe('ky');
    fireEvent.change(text, { target: { value: `${text.value} Эртең жооп беребиз.` } });
    fireEvent.change(screen.getByLabelText('Статус после ответа'), { target: { value: 'in_progress' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ответ' }));
    expect(await screen.findByText('Ответ сохранён и отправлен на почту.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/staff/requests/R-7K3Q9P/answer/');
    expect(bodyOf(call?.[1])).toEqual({
      message: 'Саламатсызбы, Бакыт! R-7K3Q9P өтүнмөңүздү алдык. Эртең жооп беребиз.',
      status: 'in_progress',
    });
    expect(
      bodyOf(fetchMock.mock.calls.find(([url]) => String(url) === '/api/staff/requests/R-7K3Q9P/assign/')?.[1]),
    ).toEqual({ assignee: 'me' });
  });
});

describe('partners', () => {
  const PARTNERS = {
    results: [{ code: 'avia-kg', orders: 12, ticketed_orders: 10, requests: 3, revenue: 98000, commission_rate: 2.5 }],
  };

  it('lets an admin set a commission rate; an agent only reads it', async () => {
    signedIn();
    const fetchMock = stubApi({
      '/api/staff/me/': { body: ADMIN },
      '/api/staff/partners/': { body: PARTNERS },
      'PATCH /api/staff/partners/avia-kg/': (init) => ({ body: { ...PARTNERS.results[0], ...bodyOf(init) } }),
    });
    renderRoutes(routes, '/staff/partners');
    const rate = await screen.findByLabelText('Комиссия avia-kg, %');
    expect((rate as HTMLInputElement).value).toBe('2.5');
    fireEvent.change(rate, { target: { value: '3,75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Комиссия avia-kg сохранена')).toBeTruthy();
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/staff/partners/avia-kg/' && init?.method === 'PATCH',
    );
    expect(bodyOf(call?.[1])).toEqual({ commission_rate: 3.75 });
  });

  it('shows an agent the rate as text', async () => {
    signedIn();
    stubApi({ '/api/staff/me/': { body: AGENT }, '/api/staff/partners/': { body: PARTNERS } });
    renderRoutes(routes, '/staff/partners');
    expect(await screen.findByText('2,5 %')).toBeTruthy();
    expect(screen.queryByLabelText('Комиссия avia-kg, %')).toBeNull();
  });
});

describe('refunds', () => {
  const REFUND = {
    refund_id: 'rf-1',
    order_number: 'K7Q2ZP',
    status: 'requested',
    passengers: [0],
    fare_total: 8400,
    penalty: 2100,
    agency_fee: 300,
    amount_back: 6000,
    currency: 'KGS',
    taxes_only: false,
    automatic: false,
    method: 'На карту, с которой платили',
    note: 'Тариф Standard: возврат со штрафом 2 100 сом',
    quote_expires_at: '2026-11-23T06:15:00.000Z',
    created_at: '2026-11-23T06:00:00.000Z',
    staff_note: null,
    order_status: 'refund_requested',
    contact_email: 'aida@example.kg',
    language: 'ru',
  };

  it('shows the quote and the fare rules beside the decision; a rejection needs a note', async () => {
    signedIn();
    const fetchMock = stubApi({
      '/api/staff/me/': { body: AGENT },
      '/api/staff/refunds/?status=requested': { body: { results: [REFUND] } },
      '/api/staff/exchanges/': { body: { results: [] } },
      'POST /api/staff/refunds/rf-1/reject/': { body: { ...REFUND, status: 'rejected' } },
    });
    renderRoutes(routes, '/staff/refunds');
    expect(await screen.findByText('Тариф Standard: возврат со штрафом 2 100 сом')).toBeTruthy();
    expect(screen.getByText(/6\s000 сом/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Отказать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отказ в возврате по заказу K7Q2ZP' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Записка пассажиру/), {
      target: { value: 'Билет уже использован' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/staff/refunds/rf-1/reject/');
    expect(bodyOf(call?.[1])).toEqual({ note: 'Билет уже использован' });
  });
});
