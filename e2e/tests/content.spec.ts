/**
 * Home page and services end to end: every page of the issue in ru and en at 360 and 1280 px
 * without sideways scrolling and without serious axe violations; the FAQ's empty category; a rail
 * request seen in the dev outbox; the board's statuses moving with a mocked clock; the privacy PDF;
 * the globe filling the search form; screenshots for review.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, afterNextPaint } from '../layout';
import { addDays, bishkekToday } from '@sapar/contracts';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const PAGES = [
  { name: 'home', path: '/', heading: { ru: 'Поиск дешёвых авиабилетов', en: null } },
  { name: 'faq', path: '/faq', heading: { ru: 'Часто задаваемые вопросы', en: null } },
  { name: 'offer', path: '/offer', heading: { ru: 'Публичная оферта', en: 'Public offer' } },
  { name: 'privacy', path: '/privacy', heading: { ru: 'Политика конфиденциальности', en: 'Privacy policy' } },
  { name: 'tours', path: '/tours', heading: { ru: 'Туры и экскурсии', en: 'Tours and excursions' } },
  {
    name: 'tour',
    path: '/tours/song-kol-yurts',
    heading: { ru: 'Сон-Куль: ночь в юрте', en: 'Song-Kol: a night in a yurt' },
  },
  { name: 'rail', path: '/rail', heading: { ru: 'Железнодорожные билеты', en: 'Rail tickets' } },
  { name: 'partners', path: '/partners', heading: { ru: 'Стать партнёром', en: 'Become a partner' } },
  { name: 'board', path: '/board', heading: { ru: 'Онлайн-табло', en: 'Online flight board' } },
] as const;

const withLanguage = (pathname: string, lng: string) => `${pathname}${pathname.includes('?') ? '&' : '?'}lng=${lng}`;

/** Waits for the page's own content, not just the shell. */
async function waitForContent(page: Page, name: string) {
  await expect(page.locator('h1')).toBeVisible();
  if (name === 'faq') await expect(page.getByTestId('faq-category').first()).toBeVisible();
  if (name === 'offer' || name === 'privacy') await expect(page.locator('main h2').first()).toBeVisible();
  if (name === 'tours') await expect(page.getByTestId('tour-card').first()).toBeVisible();
  if (name === 'tour') await expect(page.locator('form')).toBeVisible();
  if (name === 'board') await expect(page.getByTestId('board-row').first()).toBeVisible();
  if (name === 'home') await expect(page.getByTestId('destination-globe')).toBeVisible();
}

for (const { name, path: pathname, heading } of PAGES) {
  for (const lng of ['ru', 'en'] as const) {
    test(`${name} in ${lng} fits 360 and 1280 px`, async ({ page }) => {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(withLanguage(pathname, lng));
        await waitForContent(page, name);
        const expected = heading[lng];
        if (expected) await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expectNoHorizontalScroll(page);
      }
    });
  }

  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    // Two full axe scans of a page take 20-35 s on a 2-core machine running the browser tests in parallel.
    test.setTimeout(90_000);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(withLanguage(pathname, 'ru'));
      await waitForContent(page, name);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `at ${width}px`,
      ).toEqual([]);
    }
  });
}

test('the FAQ says a category without answers is waiting, opens deep links and searches', async ({ page }) => {
  await page.goto('/faq#pay-with-mbank');
  await expect(page.getByRole('region', { name: 'Бонусы и скидки' })).toContainText('ждёт ваших вопросов');
  await expect(page.getByRole('button', { name: 'Как оплатить через MBank?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('searchbox', { name: 'Поиск по вопросам' }).fill('Стамбул');
  await expect(page.getByTestId('faq-category')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Нужна ли виза для пересадки в Стамбуле?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a rail request is stored and acknowledged by email with its number', async ({ page }) => {
  const email = `rail-${Date.now()}@example.kg`;
  await page.goto('/rail?ref=E2E_PARTNER');
  const form = page.getByRole('form', { name: 'Заявка на ж/д билеты' });
  await form.getByLabel('Маршрут').selectOption('bishkek-moscow');
  const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Дата').fill(date);
  await form.getByLabel('Пассажиров').fill('2');
  await form.getByLabel('Класс вагона').selectOption('kupe');
  await form.getByLabel('Имя').fill('Бакыт Асанов');
  await form.getByLabel('Телефон').fill('+996 700 111 222');
  await form.getByLabel('Эл. почта').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();

  const received = page.getByTestId('request-received');
  await expect(received).toBeVisible();
  const number = (await received.locator('strong').textContent())!;
  expect(number).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
  const { results } = (await (await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`)).json()) as {
    results: Array<{ subject: string; text: string }>;
  };
  expect(results[0]?.subject).toBe(`Sapar: заявка ${number} принята`);
  expect(results[0]?.text).toContain('Бишкек — Москва');
  // The partner code of the link is remembered for 30 days.
  const ref = (await page.context().cookies()).find((c) => c.name === 'sapar_ref');
  expect(ref?.value).toBe('E2E_PARTNER');
  expect(ref!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
});

test('the board moves a flight from scheduled to check-in to boarding as the clock runs', async ({ page, request }) => {
  // Tomorrow's departures from Manas: pick an on-time flight late enough in the day.
  const tomorrow = addDays(bishkekToday(), 1);
  const board = (await (await request.get(`/api/board/?airport=BSZ&direction=departures&date=${tomorrow}`)).json()) as {
    rows: Array<{
      flight_number: string;
      scheduled_time: string;
      timeline: { scheduled_departure: string; estimated_departure: string; cancelled: boolean };
    }>;
  };
  const flight = board.rows.find(
    (r) =>
      !r.timeline.cancelled &&
      r.timeline.estimated_departure === r.timeline.scheduled_departure &&
      r.scheduled_time >= '06:00',
  )!;
  expect(flight).toBeTruthy();
  const departure = Date.parse(flight.timeline.scheduled_departure);

  await page.clock.install({ time: new Date(departure - 3 * 3_600_000 - 60_000) });
  await page.goto('/board');
  const row = page.locator(`[data-testid="board-row"][data-flight="${flight.flight_number}"]`).first();
  await expect(row.getByTestId('board-status')).toHaveText('По расписанию');
  await page.clock.fastForward('02:00');
  await expect(row.getByTestId('board-status')).toHaveText('Регистрация');
  await page.clock.fastForward('02:20:00');
  await expect(row.getByTestId('board-status')).toHaveText('Посадка');
  await expect(page.getByTestId('board-updated')).toContainText('Статус изменился');
});

test('the privacy policy downloads as a PDF in the current language', async ({ page }) => {
  await page.goto('/privacy?lng=en');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sapar-privacy-en.pdf');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a destination on the globe fills the route of the search form and moves on to the dates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // Another origin in the form: the card is a whole route, from Bishkek.
  const from = page.getByRole('combobox', { name: 'Откуда', exact: true });
  await from.fill('Ош');
  await page.getByRole('listbox', { name: 'Откуда', exact: true }).getByRole('option', { name: /^Ош/ }).first().click();
  await expect(from).toHaveValue('Ош');
  const globe = page.getByTestId('destination-globe');
  await expect(globe).toContainText('Вылет из Бишкек');
  const first = globe.getByRole('button').first();
  const city = (await first.locator('span').first().textContent())!;
  await expect(first).toContainText(/от .+ сом/);
  await first.click();
  await expect(page.getByRole('combobox', { name: 'Куда', exact: true })).toHaveValue(city);
  await expect(from).toHaveValue('Бишкек');
  await expect(page.getByRole('button', { name: /^Туда/ })).toBeFocused();
});

test('a tour request from the tour page', async ({ page }) => {
  await page.goto('/tours');
  await page.getByRole('link', { name: 'Ала-Арча за один день' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ала-Арча за один день');
  const form = page.locator('form');
  await form.getByLabel('Имя').fill('Айгуль');
  await form.getByLabel('Телефон').fill('+996555123456');
  await form.getByLabel('Дата').selectOption({ index: 1 });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByTestId('request-received')).toContainText(/R-[2-9A-Z]{6}/);
});

test('home, FAQ, board and a tour in Russian and Chinese fit both widths, screenshots kept', async ({ page }) => {
  test.setTimeout(120_000);
  for (const lng of ['ru', 'zh']) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      for (const [name, pathname] of [
        ['home', '/'],
        ['faq', '/faq'],
        ['board', '/board'],
        ['tour', '/tours/issyk-kul-weekend'],
      ] as const) {
        await page.goto(withLanguage(pathname, lng));
        await waitForContent(page, name);
        // Chinese is written 'zh-Hans' (the script named), the others by the language alone.
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lng}(-|$)`));
        await expectNoHorizontalScroll(page, `${name} scrolls sideways at ${width} px`);
        if (name === 'home') {
          // The screenshot is of the globe as a person sees it: scrolled to, the fares listed, the globe drawn.
          const globe = page.getByTestId('destination-globe');
          await globe.scrollIntoViewIfNeeded();
          await expect(globe.getByRole('button').first()).toContainText(lng === 'zh' ? /起/ : /от/);
          await expect(globe.locator('canvas, svg').first()).toBeVisible();
          await afterNextPaint(page);
        }
        await page.screenshot({
          path: path.join(ARTIFACTS, `content-${name}-${lng}-${width}.png`),
          fullPage: name !== 'home',
        });
      }
    }
  }
});
