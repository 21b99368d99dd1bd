/**
 * The results a traveller compares: one card per itinerary with its fares side by side, the price
 * basis (per adult and for everyone), sorts and filters with counts, the round trip in two steps,
 * the empty result's suggestions, and the phone's path (compact summary, results announced).
 * Screens at 360 px and 1280 px, in Russian and English, go to e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const WHEN = isoDaysFromNow(14);
const BACK = isoDaysFromNow(19);
const ONE_WAY = `/search?from=BSZ&to=MOW&date=${WHEN}&adults=2&kids=1&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way`;
const ROUND_TRIP = `/search?from=BSZ&to=IST&date=${WHEN}&back=${BACK}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip`;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function screens(page: Page, name: string, widths = [360, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(ARTIFACTS, `results-${name}-${width}.png`), fullPage: true });
  }
}

const cards = (page: Page) => page.getByTestId('ticket-card');

test('one card per itinerary with fares side by side, price basis, sorts and filters (Russian)', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ONE_WAY);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });

  // No itinerary twice: flight numbers and departure differ from card to card.
  const identities = await cards(page).evaluateAll((nodes) => nodes.map((n) => `${n.querySelector('header')?.textContent}|${n.querySelector('time, [class*="time"]')?.textContent}`));
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
  for (const text of ['Тариф с таксами и сборами', 'Сервисный сбор агентства', 'Итого', 'за взрослого', 'Взрослый × 2', 'Ребёнок × 1']) await expect(dialog).toContainText(text);
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
  await page.getByRole('group', { name: 'Departure time' }).getByRole('button', { name: /^Morning/ }).click();
  await expect(page).toHaveURL(/dep=6-12/);
  await expect(page.locator('[data-status="success"], [data-testid="results-message"]').first()).toBeVisible();
  await screens(page, 'one-way-en');
  expect(problems).toEqual([]);
});
