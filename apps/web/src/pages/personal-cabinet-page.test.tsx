import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, type SavedPassengerResponse } from '@sapar/contracts';
import { routes } from '@/app/routes/routes';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, makeNewsItem, makeUserProfile, REFERENCE_ROUTES, stubApi, type FakeRoute } from '@/test/fetch-mock';
import { makeTicket } from '@/test/flights';
import { makeOrder, makeOrderSummary } from '@/test/orders';
import { renderRoutes } from '@/test/render';
import zh from '../../public/locales/zh/translation.json';

const PASSENGER: SavedPassengerResponse = {
  type: 'ADLT',
  first_name: 'AIDA',
  last_name: 'ASANOVA',
  gender: 'female',
  birth_date: '1990-05-15',
  citizenship: 'KG',
  document_type: 'international_passport',
  document_number: 'AC1234567',
  document_expiry: '2032-02-01',
  email: null,
  phone: null,
  updated_at: '2025-06-01T10:00:00.000Z',
};

beforeEach(() => {
  Cookies.set(ACCESS_TOKEN_COOKIE, 'acc-1', { path: '/' });
  Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
});

afterEach(async () => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

function cabinetApi(overrides: Record<string, FakeRoute> = {}) {
  return stubApi({
    '/api/users/me/': { body: makeUserProfile() },
    '/api/users/me/passenger/': { body: null },
    '/api/news?limit=5': { body: { results: [1, 2, 3, 4, 5].map(makeNewsItem) } },
    '/api/booking/my/': {
      body: {
        results: [],
        count: 0,
        page: 1,
        total_pages: 1,
        groups: { active: 0, used: 0, refunded: 0, exchangeable: 0 },
      },
    },
    ...REFERENCE_ROUTES,
    ...overrides,
  });
}

/** One ticketed order of the history (GET /booking/my/), as the API answers it in Russian. */
function historyOrder(orderNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    order_number: orderNumber,
    status: 'ticketed',
    created_at: '2030-11-01T08:00:00.000Z',
    payment_deadline: '2030-11-01T08:20:00.000Z',
    time_limit: 0,
    total_price: 25_000,
    currency: 'KGS',
    breakdown: [],
    contact: { email: 'aida@example.kg', phone: '+996555123456' },
    passengers: [
      {
        type: 'ADLT',
        with_seat: true,
        pensioner: false,
        first_name: 'AIDA',
        last_name: 'ASANOVA',
        gender: 'female',
        birth_date: '1990-05-15',
        citizenship: 'KG',
        document_type: 'international_passport',
        document_number: 'AC1234567',
        document_expiry: null,
      },
    ],
    itinerary: [makeTicket({ id: 'T1' })],
    tickets: [{ passenger: 0, first_name: 'AIDA', last_name: 'ASANOVA', number: '5550000000001' }],
    receipt_url: null,
    kind: 'purchase',
    exchange_of: null,
    exchanged_to: null,
    groups: ['active'],
    ticket_statuses: [{ passenger: 0, status: 'issued' }],
    actions: { refund: true, exchange: false, exchange_request: true, receipt: false },
    timeline: [],
    refunds: [],
    ...overrides,
  };
}

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))?.textContent ?? null
  );
}

/** Waits for the field's message (null: none); react-hook-form checks a field asynchronously. */
function expectMessage(input: HTMLElement, text: string | null) {
  return waitFor(() => expect(errorOf(input)).toBe(text));
}

async function openTab(name: string) {
  const tab = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  return screen.getByRole('tabpanel');
}

describe('personal cabinet', () => {
  it('greets the user by full name and shows the personal data in an accessible tablist', async () => {
    cabinetApi();
    renderRoutes(routes, '/personal-cabinet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeTruthy();
    expect(await screen.findByText('Здравствуйте, Айда Асанова!')).toBeTruthy();

    const tablist = screen.getByRole('tablist', { name: 'Разделы личного кабинета' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Личные данные', 'Редактирование', 'Смена пароля', 'История перелётов', 'Сохранённый пассажир']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(within(tablist).getByRole('tab', { name: 'Личные данные' }).id);
    expect(within(panel).getByText('15.05.1990')).toBeTruthy();
    expect(within(panel).getByText('+996555123456')).toBeTruthy();
    expect(within(panel).getByText('AN1234567')).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText('Женский')).toBeTruthy());
    expect(within(panel).getByText('Кыргызстан')).toBeTruthy();
    expect(within(panel).getByText('Паспорт КР')).toBeTruthy();
    // The header names the signed-in user too.
    expect(within(screen.getByRole('banner')).getByText('Айда Асанова')).toBeTruthy();
  });

  it('falls back to the email when the user has no name, and shows the history empty state with a link to search', async () => {
    cabinetApi({ '/api/users/me/': { body: makeUserProfile({ first_name: '', last_name: '' }) } });
    renderRoutes(routes, '/personal-cabinet?tab=history');
    expect(await screen.findByText('Здравствуйте, aida@example.kg!')).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Здесь пока пусто' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Найти билеты' }).getAttribute('href')).toBe('/search');
  });

  it('finds an order bought for another email by number and email on the history tab; a wrong pair only says it was not found', async () => {
    cabinetApi({
      '/api/booking/ABC234/?email=aida%40example.kg': { body: makeOrderSummary() },
      '/api/booking/ZZZ999/?email=aida%40example.kg': {
        status: 404,
        body: { detail: 'Заказ не найден.', code: 'not_found' },
      },
      '/api/booking/K7M2QX/?email=aida%40example.kg': { body: makeOrder({ order_number: 'K7M2QX' }) },
    });
    const { router } = renderRoutes(routes, '/personal-cabinet?tab=history');
    const finder = await screen.findByRole('region', { name: 'Заказ на другую почту' });
    const form = within(finder).getByRole('form', { name: 'Найти заказ' });
    const find = (number: string) => {
      fireEvent.change(within(form).getByLabelText(/Номер бронирования/), { target: { value: number } });
      fireEvent.change(within(form).getByLabelText(/Эл\. почта/), { target: { value: 'aida@example.kg' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Найти заказ' }));
    };

    find('ZZZ999');
    expect(await within(form).findByText('Заказ не найден. Проверьте номер бронирования и почту.')).toBeTruthy();

    find('ABC234');
    const summary = await within(finder).findByTestId('order-summary');
    expect(summary.textContent).toContain('2 пассажира');
    expect(
      within(summary).getByRole('button', { name: 'Отправить ссылку на полный заказ на a***@example.kg' }),
    ).toBeTruthy();

    // An order the account may act on (its verified email) opens at once.
    find('K7M2QX');
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/K7M2QX'));
  });

  it('lists the orders on the history tab with their group counts, filters them and links to the order page', async () => {
    const fetchMock = cabinetApi({
      '/api/booking/my/': {
        body: {
          results: [historyOrder('K7M2QX')],
          count: 1,
          page: 1,
          total_pages: 1,
          groups: { active: 1, used: 0, refunded: 0, exchangeable: 0 },
        },
      },
      '/api/booking/my/?group=active&passenger=aida': {
        body: {
          results: [historyOrder('K7M2QX')],
          count: 1,
          page: 1,
          total_pages: 1,
          groups: { active: 1, used: 0, refunded: 0, exchangeable: 0 },
        },
      },
    });
    renderRoutes(routes, '/personal-cabinet?tab=history');
    const card = await screen.findByTestId('order-card');
    expect(card.textContent).toContain('K7M2QX');
    expect(card.textContent).toContain('5550000000001');
    expect(within(card).getByRole('link', { name: 'Вернуть билеты' }).getAttribute('href')).toBe(
      '/booking/K7M2QX?action=refund',
    );
    expect(within(card).getByRole('link', { name: 'Запросить обмен у сотрудника' }).getAttribute('href')).toBe(
      '/booking/K7M2QX?action=exchange-request',
    );
    expect(within(card).getByRole('link', { name: 'Подробнее' }).getAttribute('href')).toBe('/booking/K7M2QX');

    // The groups are a tablist of their own inside the history tab.
    const groups = screen.getByRole('tablist', { name: 'Группы заказов' });
    const active = within(groups).getByRole('tab', { name: 'Активные 1' });
    fireEvent.mouseDown(active);
    fireEvent.click(active);
    await waitFor(() => expect(active.getAttribute('aria-selected')).toBe('true'));
    const filters = screen.getByRole('search', { name: 'Фильтры' });
    fireEvent.change(within(filters).getByLabelText('Пассажир'), { target: { value: 'aida' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/booking/my/?group=active&passenger=aida',
      ),
    );
    const historyCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/booking/my/'));
    expect(historyCalls.every((url) => !/date_from|date_to|order_number|page=/.test(url))).toBe(true);
  });

  it('validates the edit form as the user types and PATCHes only what changed', async () => {
    const fetchMock = cabinetApi({
      'PATCH /api/users/me/': (init) => ({ body: makeUserProfile(bodyOf(init) as object) }),
    });
    renderRoutes(routes, '/personal-cabinet');
    await screen.findByText('Здравствуйте, Айда Асанова!');
    await openTab('Редактирование');

    expect((screen.getByLabelText('Дата рождения') as HTMLInputElement).value).toBe('15.05.1990');
    await expectMessage(fill('Телефон', '+99655'), 'Неверный номер телефона');
    await expectMessage(fill('Эл. почта *', 'aida@'), 'Неверный формат почты');
    await expectMessage(fill('Срок действия документа', '01.01.2001'), 'Документ просрочен.');
    await expectMessage(fill('Срок действия документа', '31.02.2030'), 'Неверное значение даты');
    await expectMessage(fill('Дата рождения', '1990-05-15'), 'Неверный формат даты рождения.');
    await expectMessage(fill('Дата рождения', '01.01.2020'), 'Возраст взрослого пассажира, должен быть от 12 лет');
    expect(screen.getByLabelText('Дата рождения').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Эл. почта *')));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fill('Эл. почта *', 'aida@example.kg');
    fill('Телефон', '+996 700 123 456');
    fill('Дата рождения', '20.03.1991');
    fill('Срок действия документа', '');
    fireEvent.change(screen.getByLabelText('Пол'), { target: { value: '' } });
    fill('Имя', 'Aida');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByText('Данные сохранены');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({
      first_name: 'Aida',
      birth_date: '1991-03-20',
      phone: '+996 700 123 456',
      gender: null,
      document_expiry: '',
    });
    // Back on the personal data tab.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Личные данные' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it("shows the server's field errors under their fields", async () => {
    cabinetApi({
      'PATCH /api/users/me/': {
        status: 400,
        body: {
          detail: 'Проверьте введённые данные.',
          code: 'validation_failed',
          errors: { document_number: 'Слишком длинное значение' },
        },
      },
    });
    renderRoutes(routes, '/personal-cabinet?tab=edit');
    await screen.findByText('Здравствуйте, Айда Асанова!');
    fill('Серия и номер документа', 'X'.repeat(20));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Серия и номер документа'))).toBe('Слишком длинное значение'),
    );
  });

  it('confirms a new email with the code sent to it', async () => {
    const fetchMock = cabinetApi({
      '/api/users/otp/': { body: { detail: 'Код отправлен', resend_after: 60 } },
      'PATCH /api/users/me/': (init) => {
        const body = bodyOf(init);
        return body.otp === '111111'
          ? { status: 400, body: { detail: 'Проверьте введённые данные.', errors: { otp: 'Неверный код' } } }
          : { body: makeUserProfile({ email: String(body.email) }) };
      },
    });
    renderRoutes(routes, '/personal-cabinet?tab=edit');
    await screen.findByText('Здравствуйте, Айда Асанова!');
    fill('Эл. почта *', 'new@example.kg');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите новую почту' });
    const otpCall = fetchMock.mock.calls.find(([url]) => url === '/api/users/otp/');
    expect(bodyOf(otpCall?.[1])).toEqual({ email: 'new@example.kg', purpose: 'email_change' });
    expect(within(dialog).getByText(/new@example\.kg/)).toBeTruthy();

    fill('Код из письма *', '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить и сохранить' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Код из письма *'))).toBe('Неверный код'));

    fill('Код из письма *', '222222');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить и сохранить' }));
    await screen.findByText('Данные сохранены');
    const patch = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1);
    expect(bodyOf(patch?.[1])).toEqual({ email: 'new@example.kg', otp: '222222' });
  });

  it('changes the password: checks the repeat, then stores the new token pair', async () => {
    const fetchMock = cabinetApi({
      '/api/users/password/change/': { body: { detail: 'Пароль изменён.', access: 'acc-2', refresh: 'ref-2' } },
    });
    renderRoutes(routes, '/personal-cabinet?tab=password');
    await screen.findByText('Здравствуйте, Айда Асанова!');
    fill('Текущий пароль *', 'Old-password-1');
    fill('Новый пароль *', 'New-password-2');
    await expectMessage(fill('Повторите пароль *', 'New-password-3'), 'Пароли не совпадают');
    fill('Повторите пароль *', 'New-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    await screen.findByText('Пароль изменён');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/users/password/change/');
    expect(bodyOf(call?.[1])).toEqual({
      old_password: 'Old-password-1',
      new_password: 'New-password-2',
      new_password2: 'New-password-2',
    });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('acc-2');
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('ref-2');
  });

  it('signs out from the cabinet: both cookies go, the session is revoked and the header offers sign-in', async () => {
    const fetchMock = cabinetApi({ '/api/users/logout/': { status: 204, body: null } });
    const { router, store } = renderRoutes(routes, '/personal-cabinet');
    await screen.findByText('Здравствуйте, Айда Асанова!');
    expect(store.getState().auth.user?.email).toBe('aida@example.kg');

    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().auth.user).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Войти' })).toBeTruthy();
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/users/logout/');
    expect(bodyOf(logout?.[1])).toEqual({ refresh: 'ref-1' });
    expect((logout?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('saved passenger', () => {
  it('keeps only one passenger: shown with edit and delete, no way to add a second', async () => {
    const fetchMock = cabinetApi({
      '/api/users/me/passenger/': { body: PASSENGER },
      'PUT /api/users/me/passenger/': (init) => ({ body: { ...PASSENGER, ...bodyOf(init) } }),
      'DELETE /api/users/me/passenger/': { status: 204, body: null },
    });
    renderRoutes(routes, '/personal-cabinet?tab=passenger');
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('ASANOVA');
    expect(within(panel).getByTestId('one-passenger-note').textContent).toContain(
      'В личном кабинете можно сохранить данные только одного пассажира',
    );
    expect(within(panel).queryByRole('button', { name: 'Добавить пассажира' })).toBeNull();
    expect(within(panel).getByText('01.02.2032')).toBeTruthy();

    // Editing replaces the one passenger (PUT), it never adds another.
    fireEvent.click(within(panel).getByRole('button', { name: 'Изменить' }));
    expect((screen.getByLabelText('Фамилия *') as HTMLInputElement).value).toBe('ASANOVA');
    fill('Телефон', '+996555000111');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Пассажир сохранён');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({
      type: 'ADLT',
      last_name: 'ASANOVA',
      phone: '+996555000111',
      birth_date: '1990-05-15',
    });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // Deleting asks first.
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить пассажира?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await screen.findByText('Пассажир удалён');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('creates the passenger with the passenger rules: required fields, Latin names, ages by type, expired documents', async () => {
    const fetchMock = cabinetApi({
      'PUT /api/users/me/passenger/': (init) => ({ body: { ...PASSENGER, ...bodyOf(init) } }),
    });
    renderRoutes(routes, '/personal-cabinet?tab=passenger');
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить пассажира' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Кыргызстан' })).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Фамилия *'))).toBe('Фамилия не может быть пустым'));
    await expectMessage(
      screen.getByLabelText('Серия и номер документа *'),
      'Серия и номер документа не может быть пустым',
    );
    expect(screen.getByLabelText('Фамилия *').getAttribute('aria-describedby')).toMatch(/-hint/);

    await expectMessage(fill('Фамилия *', 'Асанова'), 'Только латинские буквы, как в паспорте');
    fill('Фамилия *', 'ASANOVA');
    fill('Имя *', 'AIDA');
    fireEvent.change(screen.getByLabelText('Тип пассажира *'), { target: { value: 'CHLD' } });
    await expectMessage(fill('Дата рождения *', '15.05.1990'), 'Возраст ребенка должен быть от 2-х до 12 лет.');
    fireEvent.change(screen.getByLabelText('Тип пассажира *'), { target: { value: 'ADLT' } });
    await expectMessage(screen.getByLabelText('Дата рождения *'), null);
    await expectMessage(fill('Срок действия документа', '01.01.2020'), 'Документ просрочен.');
    fill('Срок действия документа', '01.02.2032');
    await expectMessage(fill('Эл. почта', 'aida@'), 'Неверный формат почты');
    fill('Эл. почта', '');
    fireEvent.change(screen.getByLabelText('Пол *'), { target: { value: 'female' } });
    fireEvent.change(screen.getByLabelText('Гражданство *'), { target: { value: 'KG' } });
    fireEvent.change(screen.getByLabelText('Тип документа *'), { target: { value: 'international_passport' } });
    fill('Серия и номер документа *', 'AC1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByText('Пассажир сохранён');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({
      type: 'ADLT',
      first_name: 'AIDA',
      last_name: 'ASANOVA',
      gender: 'female',
      birth_date: '1990-05-15',
      citizenship: 'KG',
      document_type: 'international_passport',
      document_number: 'AC1234567',
      document_expiry: '2032-02-01',
    });
  });

  it('says in Chinese that only Latin script is allowed for the names', async () => {
    i18n.addResourceBundle('zh', 'translation', zh, true, true);
    await i18n.changeLanguage('zh');
    cabinetApi();
    renderRoutes(routes, '/personal-cabinet?tab=passenger');
    fireEvent.click(await screen.findByRole('button', { name: '添加乘机人' }));
    expect(screen.getByTestId('latin-only-note').textContent).toBe(
      '姓名只允许使用拉丁字母（与护照一致），请勿输入汉字。',
    );
    await expectMessage(fill('姓 *', '阿斯'), '仅限拉丁字母（与护照一致）');
  });
});
