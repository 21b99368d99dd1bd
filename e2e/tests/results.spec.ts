/**
 * The results a traveller compares: one card per itinerary with its fares side by side, the price
 * basis (per adult and for everyone), sorts and filters with counts, the round trip in two steps,
 * the empty result's suggestions, and the phone's path (compact summary, results announced).
 * Screens at 360 px and 1280 px, in Russian and English, go to e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, screensAt } from '../layout';
import { watchConsole } from '../console';
import { isoDayWithoutFlights, isoDaysFromNow } from '../dates';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const WHEN = isoDaysFromNow(14);
const BACK = isoDaysFromNow(19);
const ONE_WAY = `/search?from=BSZ&to=MOW&date=${WHEN}&adults=2&kids=1&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way`;
const ROUND_TRIP = `/search?from=BSZ&to=IST&date=${WHEN}&back=${BACK}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip`;

const screens = (page: Page, name: string, widths = [360, 1280]) =>
  screensAt(page, (width) => `results-${name}-${width}.png`, {
    widths,
    then: { width: widths.at(-1)!, height: 900 },
    // What a person sees: the filters, then the first cards.
    each: async (width) => {
      await page.locator('section[data-status] h2').evaluate((node) => node.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(ARTIFACTS, `results-${name}-${width}-top.png`) });
      const target = (await cards(page).count()) > 0 ? cards(page).first() : page.getByTestId('results-message');
      await target.evaluate((node) => node.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(ARTIFACTS, `results-${name}-${width}-cards.png`) });
    },
  });

const cards = (page: Page) => page.getByTestId('ticket-card');

test('one card per itinerary with fares side by side, price basis, sorts and filters (Russian)', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ONE_WAY);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });

  // No itinerary twice: flight numbers and departure differ from card to card.
  const identities = await cards(page).evaluateAll((nodes) =>
    nodes.map(
      (n) => `${n.querySelector('header')?.textContent}|${n.querySelector('time, [class*="time"]')?.textContent}`,
    ),
  );
  expect(new Set(identities).size).toBe(identities.length);
  const first = cards(page).first();
  await expect(first.getByRole('radio').first()).toBeChecked();
  await expect(first.getByTestId('fare-option').first()).toContainText('Лайт');
  await expect(first.getByTestId('price-basis')).toContainText(/за взрослого/);
  await expect(first.getByTestId('price-basis')).toContainText('за 3 пассажиров');
  await expect(page.getByText(/^Страница 1 из 1$/)).toHaveCount(0);

  // The active sort is marked.
  const sorts = page.getByRole('group', { name: 'Сортировка' });
  await expect(sorts.getByRole('button', { name: 'Самые дешёвые' })).toHaveAttribute('aria-pressed', 'true');
  await sorts.getByRole('button', { name: 'Ранний вылет' }).click();
  await expect(page).toHaveURL(/sort=earliest/);
  await expect(sorts.getByRole('button', { name: 'Ранний вылет' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sorts.getByRole('button', { name: 'Самые дешёвые' })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page).first()).toBeVisible();
  await screens(page, 'one-way-ru');

  // Baggage included: every fare shown carries baggage.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^С багажом · \d+$/ }).click();
  await expect(page).toHaveURL(/baggage=true/);
  await expect(cards(page).first()).toBeVisible();
  for (const option of await page.getByTestId('fare-option').all()) await expect(option).toContainText('Багаж');

  // A dearer fare of the first itinerary: the price follows, and the detail shows it.
  const card = cards(page).first();
  const options = card.getByTestId('fare-option');
  const count = await options.count();
  await options.nth(count - 1).click();
  await expect(card.getByRole('radio').nth(count - 1)).toBeChecked();
  await card.getByRole('button', { name: 'Подробнее' }).click();
  const dialog = page.getByRole('dialog');
  for (const text of [
    'Тариф с таксами и сборами',
    'Сервисный сбор агентства',
    'Итого',
    'за взрослого',
    'Взрослый × 2',
    'Ребёнок × 1',
  ])
    await expect(dialog).toContainText(text);
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Выбрать' }).click();
  await expect(page).toHaveURL(/\/ticket-payment$/);
  expect(problems).toEqual([]);
});

test('English at 1280 px: airlines with counts and a departure window', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${ONE_WAY}&lng=en`);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(cards(page).first().getByTestId('price-basis')).toContainText('per adult');
  const airlines = page.getByRole('group', { name: 'Airlines' }).getByRole('button');
  if ((await airlines.count()) > 1) {
    const label = (await airlines.first().textContent()) ?? '';
    const expected = Number(label.match(/· (\d+)$/)?.[1]);
    await airlines.first().click();
    await expect(page).toHaveURL(/airlines=/);
    await expect(cards(page)).toHaveCount(Math.min(expected, 10));
    await airlines.first().click();
  }
  // Only the parts of the day that have flights are offered, each with its count.
  const dayParts = page.getByRole('group', { name: 'Departure time' }).getByRole('button');
  const partLabel = (await dayParts.first().textContent()) ?? '';
  const [, from, to, inPart] = partLabel.match(/(\d+)–(\d+) · (\d+)$/) ?? [];
  expect(Number(inPart)).toBeGreaterThan(0);
  await dayParts.first().click();
  await expect(page).toHaveURL(new RegExp(`dep=${from}-${to}`));
  await expect(cards(page)).toHaveCount(Math.min(Number(inPart), 10));
  await screens(page, 'one-way-en');
  expect(problems).toEqual([]);
});

test('a round trip in two steps: the outbound pinned, focus on the return list, the trip total (Russian 360 px, English 1280 px)', async ({
  page,
}) => {
  const problems = watchConsole(page);
  for (const { lng, width, steps, pinned, chooseReturn, select, total } of [
    {
      lng: 'ru',
      width: 360,
      steps: ['1. Туда: Бишкек → Стамбул', '2. Обратно: Стамбул → Бишкек'],
      pinned: 'Рейс туда',
      chooseReturn: 'Выберите обратный рейс',
      select: 'Выбрать',
      total: 'Итого туда и обратно',
    },
    {
      lng: 'en',
      width: 1280,
      steps: ['1. Outbound: Bishkek → Istanbul', '2. Return: Istanbul → Bishkek'],
      pinned: 'Outbound flight',
      chooseReturn: 'Choose your return flight',
      select: 'Select',
      total: 'Round trip total',
    },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${ROUND_TRIP}&lng=${lng}`);
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab')).toHaveText(steps);
    await cards(page).first().getByRole('button', { name: select }).click();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('pinned-outbound')).toContainText(pinned);
    await expect(page.getByRole('heading', { name: chooseReturn })).toBeFocused();
    await expect(cards(page).first().getByTestId('price-basis')).toContainText(total);
    await screens(page, `round-trip-${lng}`, [width]);
    await page.goto('/');
  }
  expect(problems).toEqual([]);
});

test('on a 360 px phone the results replace the form with a summary and say how many were found', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page.getByRole('button', { name: /^Куда/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Куда', exact: true });
  await sheet.getByRole('combobox', { name: 'Куда', exact: true }).fill('Москва');
  await sheet
    .getByRole('option', { name: /^Москва/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Туда/ }).click();
  const picker = page.getByTestId('date-picker');
  // The picker's chunk may still be loading when it opens: its month is drawn before a day is looked for.
  await expect(picker.getByRole('grid').first()).toBeVisible();
  const day = picker.locator(`td[data-day="${WHEN}"] button`);
  for (let turns = 0; turns < 13 && !(await day.isVisible()); turns += 1)
    await picker.locator('.rdp-button_next').click();
  await day.click();
  await page.getByRole('button', { name: 'Найти билеты' }).click();

  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  const summary = page.getByTestId('search-summary');
  await expect(summary).toContainText('Бишкек → Москва');
  await expect(summary).toContainText('1 пассажир');
  await expect(page.getByRole('button', { name: 'Найти билеты' })).toHaveCount(0);
  await expect(page.getByTestId('results-announcement')).toHaveText(/^Найден(о)? \d+ вариант/);
  await expect(page.getByRole('heading', { level: 2, name: 'Бишкек → Москва' })).toBeFocused();
  // The results are on screen, not the top of the page.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(ARTIFACTS, 'results-mobile-summary-360.png') });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, 'results-mobile-top-360.png') });

  await summary.getByRole('button', { name: 'Изменить поиск' }).click();
  await expect(page.getByRole('button', { name: 'Найти билеты' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await expectNoHorizontalScroll(page);
  expect(problems).toEqual([]);
});

test('a route without flights suggests the nearest dates with prices and nearby airports', async ({
  page,
  request,
}) => {
  const empty = await isoDayWithoutFlights(request, 'UCFT', 'UCFB');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(
    `/search?from=UCFT&to=UCFB&date=${empty}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way`,
  );
  const message = page.getByTestId('results-message');
  await expect(message).toContainText('Рейсов не найдено', { timeout: 30_000 });
  const suggestions = page.getByTestId('empty-suggestions');
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByRole('button').first()).toContainText(/сом/);
  await screens(page, 'empty-ru');
  // A suggestion is a search that finds flights.
  await suggestions.getByRole('button').first().click();
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
});

test('Kyrgyz and Chinese dates on the cards are written for their language', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const { lng, day, meta } of [
    { lng: 'ky', day: /^\d{1,2}-[а-яөүң]+\.?, (жек|дүй|шейш|шарш|бейш|жума|ишм)\.?$/u, basis: 'чоң кишиге' },
    { lng: 'zh', day: /^\d{1,2}月\d{1,2}日周[一二三四五六日]$/u, basis: '每位成人' },
  ].map((c) => ({ ...c, meta: c.basis }))) {
    await page.goto(`${ONE_WAY}&lng=${lng}`);
    const card = cards(page).first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const days = await card.locator('[class*="day"]').allTextContents();
    expect(days.length).toBeGreaterThan(0);
    for (const text of days) expect(text.trim()).toMatch(day);
    await expect(card.getByTestId('price-basis')).toContainText(meta);
    await card.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(ARTIFACTS, `results-card-${lng}-1280.png`) });
  }
  expect(problems).toEqual([]);
});
