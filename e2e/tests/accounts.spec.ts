/**
 * Accounts end to end: sign-up with the code read from the dev outbox, sign-out, sign-in, profile
 * edit, password change, the saved passenger, all kept over a reload; the 401 path; screenshots.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from '../layout';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const ACCESS_COOKIE = 'sapar_access_token';
const REFRESH_COOKIE = 'sapar_refresh_token';

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `e2e-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.kg`;
}

/** The newest code mailed to an address, read from the dev outbox (newest first). */
async function readCode(request: APIRequestContext, email: string, notThis?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { results } = (await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`)).json()) as {
        results: Array<{ subject: string; text: string }>;
      };
      const found = results[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      code = found !== notThis ? found : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function tokenCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((cookie) => cookie.name === ACCESS_COOKIE),
    refresh: cookies.find((cookie) => cookie.name === REFRESH_COOKIE),
  };
}

/** An account made through the API (the code from the outbox), signed in through its cookies. */
async function signUpThroughApi(page: Page, profile: Record<string, string> = {}) {
  const email = uniqueEmail();
  const password = 'Tulpar-2025!';
  expect((await page.request.post('/api/users/otp/', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const otp = await readCode(page.request, email);
  const answer = await page.request.post('/api/users/create/', {
    data: { email, password, password2: password, otp, ...profile },
  });
  expect(answer.status()).toBe(201);
  const { access, refresh } = (await answer.json()) as { access: string; refresh: string };
  const url = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url());
  await page.context().addCookies([
    { name: ACCESS_COOKIE, value: access, domain: url.hostname, path: '/', sameSite: 'Lax' },
    { name: REFRESH_COOKIE, value: refresh, domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
  return { email, password };
}

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

test('sign up with the mailed code, sign out, sign in, edit the profile, change the password, save a passenger; all kept', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const password = 'Tulpar-2025!';
  const newPassword = 'Ala-Too-3000!';

  // Sign-up, step 1: the client checks come first.
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 2, name: 'Почта и пароль' })).toBeVisible();
  await field(page, 'Эл. почта').fill(email);
  await field(page, 'Пароль').fill(password);
  await field(page, 'Повторите пароль').fill(`${password}x`);
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await field(page, 'Повторите пароль').fill(password);
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 2: the code from the dev outbox; focus moved to the step heading.
  const codeHeading = page.getByRole('heading', { level: 2, name: 'Код из письма' });
  await expect(codeHeading).toBeFocused();
  await expect(page.getByText(/Отправить код повторно можно через 0[01]:\d\d/)).toBeVisible();
  await field(page, 'Код из письма').fill(await readCode(page.request, email));
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 3: some personal data, then the account is created and the user signed in.
  await expect(page.getByRole('heading', { level: 2, name: 'Личные данные' })).toBeVisible();
  await field(page, 'Имя').fill('Айда');
  await field(page, 'Фамилия').fill('Асанова');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/personal-cabinet$/);
  await expect(page.getByTestId('welcome')).toHaveText('Здравствуйте, Айда Асанова!');
  await expect(page.getByRole('banner').getByTestId('account-name')).toHaveText('Айда Асанова');
  // A page the server drew (it knows no session) is adopted by the browser with the signed-in header.
  await page.goto('/');
  await expect(page.getByRole('banner').getByTestId('account-name')).toHaveText('Айда Асанова');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toHaveCount(0);
  const afterSignUp = await tokenCookies(context);
  expect(afterSignUp.access?.path).toBe('/');
  expect(afterSignUp.access?.sameSite).toBe('Lax');
  expect(afterSignUp.refresh?.value).toBeTruthy();

  // Sign out from the header menu.
  await page.getByRole('button', { name: 'Меню аккаунта: Айда Асанова' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  expect(await tokenCookies(context)).toEqual({ access: undefined, refresh: undefined });

  // Sign in: a wrong password is explained, the right one opens the cabinet.
  await page.goto('/auth/login');
  await field(page, 'Эл. почта').fill(email);
  await field(page, 'Пароль').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await field(page, 'Пароль').fill(password);
  await page.getByRole('button', { name: 'Показать пароль' }).click();
  await expect(field(page, 'Пароль')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/personal-cabinet$/);

  // Edit the profile.
  await page.getByRole('tab', { name: 'Редактирование' }).click();
  await field(page, 'Телефон').fill('+99655');
  await field(page, 'Телефон').blur();
  await expect(page.getByText('Неверный номер телефона')).toBeVisible();
  await field(page, 'Телефон').fill('+996555123456');
  await field(page, 'Дата рождения').fill('15.05.1990');
  await field(page, 'Пол').selectOption({ label: 'Женский' });
  await field(page, 'Гражданство').selectOption('KG');
  await field(page, 'Тип документа').selectOption('passport_kg');
  await field(page, 'Серия и номер документа').fill('AN1234567');
  await field(page, 'Срок действия документа').fill('20.01.2031');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные сохранены')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Личные данные' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('15.05.1990');

  // Change the password: the API answers a new pair, which replaces the cookies.
  await page.getByRole('tab', { name: 'Смена пароля' }).click();
  await field(page, 'Текущий пароль').fill(password);
  await field(page, 'Новый пароль').fill(newPassword);
  await field(page, 'Повторите пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён')).toBeVisible();
  const afterChange = await tokenCookies(context);
  expect(afterChange.access?.value).toBeTruthy();
  expect(afterChange.refresh?.value).not.toBe(afterSignUp.refresh?.value);

  // Save the one passenger.
  await page.getByRole('tab', { name: 'Сохранённый пассажир' }).click();
  await expect(page.getByTestId('one-passenger-note')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить пассажира' }).click();
  await field(page, 'Фамилия').fill('Асанова');
  await field(page, 'Фамилия').blur();
  await expect(page.getByText('Только латинские буквы, как в паспорте')).toBeVisible();
  await field(page, 'Фамилия').fill('ASANOVA');
  await field(page, 'Имя').fill('AIDA');
  await field(page, 'Пол').selectOption('female');
  await field(page, 'Дата рождения').fill('15.05.1990');
  await field(page, 'Гражданство').selectOption('KG');
  await field(page, 'Тип документа').selectOption('international_passport');
  await field(page, 'Серия и номер документа').fill('AC7654321');
  await field(page, 'Срок действия документа').fill('01.02.2032');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пассажир сохранён')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить пассажира' })).toHaveCount(0);

  // Everything is kept over a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Сохранённый пассажир' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('ASANOVA');
  await expect(page.getByRole('tabpanel')).toContainText('AC7654321');
  await page.getByRole('tab', { name: 'Личные данные' }).click();
  const profile = page.getByRole('tabpanel');
  await expect(profile).toContainText('+996555123456');
  await expect(profile).toContainText('15.05.1990');
  await expect(profile).toContainText('Женский');
  await expect(profile).toContainText('20.01.2031');

  // The new password is the one that works now.
  await page.getByRole('main').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login?next=/personal-cabinet?tab=passenger');
  await field(page, 'Эл. почта').fill(email);
  await field(page, 'Пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/personal-cabinet\?tab=passenger$/);
  await expect(page.getByRole('tabpanel')).toContainText('ASANOVA');
});

test('a 401 with a token cookie clears both cookies and shows the signed-out state', async ({
  page,
  context,
  baseURL,
}) => {
  const { hostname } = new URL(baseURL!);
  await context.addCookies([
    { name: ACCESS_COOKIE, value: 'garbage.token.value', domain: hostname, path: '/' },
    { name: REFRESH_COOKIE, value: 'garbage-refresh', domain: hostname, path: '/' },
  ]);
  await page.goto('/personal-cabinet');
  await expect(page.getByRole('heading', { level: 1, name: 'Вы не авторизованы' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth/login');
  expect(await tokenCookies(context)).toEqual({ access: undefined, refresh: undefined });
});

for (const { name, width, height } of [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const lng of ['ru', 'zh']) {
    test(`${name} ${width}px (${lng}): sign-up step 1 and the cabinet fit without horizontal scroll`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height });
      await page.goto(`/auth/register?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng === 'zh' ? /^zh/ : lng);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      // The client checks, so their messages are in the picture too.
      await page
        .getByRole('button')
        .filter({ hasText: lng === 'zh' ? '下一步' : 'Далее' })
        .click();
      await page.evaluate(() => document.fonts.ready);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `register-${name}-${lng}.png`), fullPage: true });

      await signUpThroughApi(page, {
        first_name: 'Айгерим',
        last_name: 'Токтогулова-Осмонова',
        phone: '+996555123456',
        citizenship: 'KG',
      });
      await page.goto('/personal-cabinet');
      await expect(page.getByTestId('welcome')).toBeVisible();
      await expect(page.getByRole('tabpanel')).toContainText('+996555123456');
      await page.evaluate(() => document.fonts.ready);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `cabinet-${name}-${lng}.png`), fullPage: true });

      await page.goto('/personal-cabinet?tab=passenger');
      await page.getByRole('tabpanel').getByRole('button').click();
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: lng === 'zh' ? '保存' : 'Сохранить' })
        .click();
      if (lng === 'zh') await expect(page.getByTestId('latin-only-note')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `cabinet-passenger-${name}-${lng}.png`), fullPage: true });
    });
  }
}
