import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@sapar/contracts';
import { routes } from '@/app/routes/routes';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, makeUserProfile, REFERENCE_ROUTES, stubApi, type FakeRoute } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { resolveNextPath } from '@/features/auth';

afterEach(() => {
  tokenCookies.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const EMAIL = 'aida@example.kg';
const PASSWORD = 'Tulpar-2025';

function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

function registerRoutes(overrides: Record<string, FakeRoute> = {}) {
  return stubApi({
    ...REFERENCE_ROUTES,
    '/api/users/otp/user-exists/': { body: { exists: false } },
    '/api/users/otp/': { body: { detail: 'Код отправлен', resend_after: 60 } },
    '/api/users/otp/check/': { body: { detail: 'Код подтверждён.' } },
    '/api/users/create/': (init) => ({
      status: 201,
      body: { access: 'acc-new', refresh: 'ref-new', user: makeUserProfile({ email: String(bodyOf(init).email) }) },
    }),
    '/api/users/me/': { body: makeUserProfile() },
    ...overrides,
  });
}

async function passStepOne() {
  await screen.findByRole('heading', { level: 2, name: 'Почта и пароль' });
  fill('Эл. почта *', EMAIL);
  fill('Пароль *', PASSWORD);
  fill('Повторите пароль *', PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
  return screen.findByRole('heading', { level: 2, name: 'Код из письма' });
}

describe('sign-up', () => {
  it('checks email and password on the client, with the contracts messages and "passwords don\'t match"', async () => {
    const fetchMock = registerRoutes();
    renderRoutes(routes, '/auth/register');
    await screen.findByRole('heading', { level: 2, name: 'Почта и пароль' });

    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    const email = screen.getByLabelText('Эл. почта *');
    await waitFor(() => expect(errorOf(email)).toBe('Эл. почта не может быть пустым'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));

    fill('Эл. почта *', 'aida@example');
    await waitFor(() => expect(errorOf(email)).toBe('Неверный формат почты'));
    fill('Эл. почта *', EMAIL);
    await waitFor(() => expect(errorOf(email)).toBeNull());
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());

    const password = fill('Пароль *', 'short');
    await waitFor(() => expect(errorOf(password)).toBe('Пароль должен содержать не менее 8 символов'));
    fill('Пароль *', '1234567890');
    await waitFor(() => expect(errorOf(password)).toBe('Пароль не может состоять только из цифр'));
    fill('Пароль *', EMAIL);
    await waitFor(() => expect(errorOf(password)).toBe('Пароль не должен совпадать с адресом почты'));
    fill('Пароль *', PASSWORD);
    await waitFor(() => expect(errorOf(password)).toBeNull());

    const repeat = fill('Повторите пароль *', `${PASSWORD}!`);
    await waitFor(() => expect(errorOf(repeat)).toBe('Пароли не совпадают'));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users/otp/', expect.anything());
  });

  it('says "email already exists" for a known address and stays on step 1', async () => {
    registerRoutes({ '/api/users/otp/user-exists/': { body: { exists: true } } });
    renderRoutes(routes, '/auth/register');
    await screen.findByRole('heading', { level: 2, name: 'Почта и пароль' });
    fill('Эл. почта *', EMAIL);
    fill('Пароль *', PASSWORD);
    fill('Повторите пароль *', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Эл. почта *'))).toBe('Пользователь с такой почтой уже существует'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Почта и пароль' })).toBeTruthy();
  });

  it('counts down to "send again" from resend_after and sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = registerRoutes();
    renderRoutes(routes, '/auth/register');
    const heading = await passStepOne();

    await waitFor(() => expect(document.activeElement).toBe(heading));
    const steps = screen.getByRole('navigation', { name: 'Шаги регистрации' });
    expect(within(steps).getByText('Код из письма').closest('li')?.getAttribute('aria-current')).toBe('step');
    const otpCall = fetchMock.mock.calls.find(([url]) => url === '/api/users/otp/');
    expect(bodyOf(otpCall?.[1])).toEqual({ email: EMAIL, purpose: 'register' });
    expect(
      screen.getByText(`Мы отправили код подтверждения на ${EMAIL}. Письмо может прийти в течение минуты.`),
    ).toBeTruthy();
    expect(screen.getByText('Отправить код повторно можно через 01:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).toBeNull();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText(/через 00:(30|29)$/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(31_000));
    const resend = screen.getByRole('button', { name: 'Отправить код повторно' });
    fireEvent.click(resend);
    await screen.findByText('Отправить код повторно можно через 01:00');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/users/otp/')).toHaveLength(2);
  });

  it('asks for a 6-digit code, then creates the account without the skipped personal data and signs in', async () => {
    const fetchMock = registerRoutes();
    const { router } = renderRoutes(routes, '/auth/register');
    await passStepOne();

    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Код из письма *'))).toBe('Введите 6-значный код из письма'),
    );
    fill('Код из письма *', '12 34-56');
    expect((screen.getByLabelText('Код из письма *') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));

    await screen.findByRole('heading', { level: 2, name: 'Личные данные' });
    // Step 3 is optional: a bad phone does not block skipping it.
    fill('Телефон', '12345');
    await waitFor(() => expect(errorOf(screen.getByLabelText('Телефон'))).toBe('Неверный номер телефона'));
    fireEvent.click(screen.getByRole('button', { name: 'Пропустить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-cabinet'));
    const createCall = fetchMock.mock.calls.find(([url]) => url === '/api/users/create/');
    expect(bodyOf(createCall?.[1])).toEqual({ email: EMAIL, password: PASSWORD, password2: PASSWORD, otp: '123456' });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('acc-new');
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('ref-new');
  });

  it('sends the personal data, and returns to the code step with the server\'s "Incorrect otp"', async () => {
    let attempts = 0;
    const fetchMock = registerRoutes({
      '/api/users/create/': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: {
                detail: 'Проверьте введённые данные.',
                code: 'validation_failed',
                errors: { otp: 'Incorrect otp' },
              },
            }
          : { status: 201, body: { access: 'a', refresh: 'r', user: makeUserProfile() } };
      },
    });
    const { router } = renderRoutes(routes, '/auth/register');
    await passStepOne();
    fill('Код из письма *', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByRole('heading', { level: 2, name: 'Личные данные' });

    fill('Имя', 'Айда');
    fill('Фамилия', 'Асанова');
    fill('Дата рождения', '15.05.1990');
    fill('Телефон', '+996555123456');
    fireEvent.change(screen.getByLabelText('Пол'), { target: { value: 'female' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Кыргызстан' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Гражданство'), { target: { value: 'KG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Код из письма' });
    const code = screen.getByLabelText('Код из письма *');
    await waitFor(() => expect(errorOf(code)).toBe('Incorrect otp'));
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fill('Код из письма *', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByRole('heading', { level: 2, name: 'Личные данные' });
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('Айда');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal-cabinet'));

    const lastCreate = fetchMock.mock.calls.filter(([url]) => url === '/api/users/create/').at(-1);
    expect(bodyOf(lastCreate?.[1])).toEqual({
      email: EMAIL,
      password: PASSWORD,
      password2: PASSWORD,
      otp: '123456',
      first_name: 'Айда',
      last_name: 'Асанова',
      birth_date: '1990-05-15',
      phone: '+996555123456',
      gender: 'female',
      citizenship: 'KG',
    });
  });

  it("refuses a wrong code at the code step with the server's translated message, before the personal data", async () => {
    const fetchMock = registerRoutes({
      '/api/users/otp/check/': (init) =>
        bodyOf(init).otp === '123456'
          ? { body: { detail: 'Код подтверждён.' } }
          : {
              status: 400,
              body: {
                detail: 'Неверный код подтверждения.',
                code: 'validation_failed',
                errors: { otp: 'Неверный код подтверждения.' },
              },
            },
    });
    renderRoutes(routes, '/auth/register');
    await passStepOne();
    const code = fill('Код из письма *', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));

    await waitFor(() => expect(errorOf(code)).toBe('Неверный код подтверждения.'));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByRole('heading', { level: 2, name: 'Код из письма' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Личные данные' })).toBeNull();
    const checkCall = fetchMock.mock.calls.find(([url]) => url === '/api/users/otp/check/');
    expect(bodyOf(checkCall?.[1])).toEqual({ email: EMAIL, otp: '000000' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users/create/', expect.anything());

    fill('Код из письма *', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByRole('heading', { level: 2, name: 'Личные данные' });
  });

  it('goes back a step with the back button, keeping what was typed', async () => {
    registerRoutes();
    renderRoutes(routes, '/auth/register');
    await passStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await screen.findByRole('heading', { level: 2, name: 'Почта и пароль' });
    expect((screen.getByLabelText('Эл. почта *') as HTMLInputElement).value).toBe(EMAIL);
  });
});

describe('sign-in', () => {
  it("shows the server's translated error in an alert and keeps the cookies empty", async () => {
    stubApi({
      '/api/users/token/': { status: 401, body: { detail: 'Неверная почта или пароль.', code: 'invalid_credentials' } },
    });
    renderRoutes(routes, '/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    fill('Эл. почта *', EMAIL);
    fill('Пароль *', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Неверная почта или пароль.');
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
  });

  it('validates before calling, shows and hides the password, and goes to ?next= after sign-in', async () => {
    const fetchMock = stubApi({
      '/api/users/token/': { body: { access: 'acc-1', refresh: 'ref-1' } },
      '/api/users/me/': { body: makeUserProfile() },
      '/api/news?limit=5': { body: { results: [] } },
    });
    const { router } = renderRoutes(routes, '/auth/login?next=/faq');
    await screen.findByRole('heading', { level: 1, name: 'Вход' });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Пароль *'))).toBe('Пароль не может быть пустым'));
    expect(fetchMock).not.toHaveBeenCalled();

    fill('Эл. почта *', ` ${EMAIL.toUpperCase()} `);
    const password = fill('Пароль *', PASSWORD);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Скрыть пароль' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ email: EMAIL, password: PASSWORD });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('acc-1');
    // The header now shows who is signed in.
    expect(await screen.findByText('Айда Асанова')).toBeTruthy();
  });

  it('links to recovery and sign-up', async () => {
    renderRoutes(routes, '/auth/login');
    expect((await screen.findByRole('link', { name: 'Забыли пароль?' })).getAttribute('href')).toBe('/auth/recovery');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe('/auth/register');
  });
});

describe('password recovery', () => {
  it('goes email → code → new password → success with a link to sign in', async () => {
    const fetchMock = stubApi({
      '/api/users/password/recovery/': (init) =>
        bodyOf(init).otp
          ? { body: { detail: 'Пароль изменён.' } }
          : { body: { detail: 'Если аккаунт существует, мы отправили код.', resend_after: 60 } },
    });
    renderRoutes(routes, '/auth/recovery');
    await screen.findByRole('heading', { level: 2, name: 'Почта' });
    fill('Эл. почта *', EMAIL);
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByRole('heading', { level: 2, name: 'Код из письма' });
    fill('Код из письма *', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByRole('heading', { level: 2, name: 'Новый пароль' });
    fill('Новый пароль *', PASSWORD);
    const repeat = fill('Повторите пароль *', 'Another-2025');
    await waitFor(() => expect(errorOf(repeat)).toBe('Пароли не совпадают'));
    fill('Повторите пароль *', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Пароль изменён' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Войти' })[0]?.getAttribute('href')).toBe('/auth/login');
    expect(bodyOf(fetchMock.mock.calls[1]?.[1])).toEqual({
      email: EMAIL,
      otp: '654321',
      password: PASSWORD,
      password2: PASSWORD,
    });
  });
});

describe('resolveNextPath', () => {
  it('keeps paths of this site and refuses everything else', () => {
    expect(resolveNextPath('/faq?x=1', '/personal-cabinet')).toBe('/faq?x=1');
    for (const bad of [null, '', 'faq', '//evil.example', '/\\evil.example', 'https://evil.example', '/\tfoo']) {
      expect(resolveNextPath(bad, '/personal-cabinet')).toBe('/personal-cabinet');
    }
  });
});
