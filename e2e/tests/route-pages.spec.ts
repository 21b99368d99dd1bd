/**
 * Route pages: /en/flights/bishkek-moscow shows the fares by day, a day opens the search for that route
 * and date, the language switch keeps the page (moving it to its URL in the new language), an unknown route is the
 * 404 page, and the page fits 360 px. Screens go to e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../console';
import { PHONE } from '../phone';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

test('a route page in English: fares by day, a day opens its search, the language switch keeps the page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/en/flights/bishkek-moscow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Flights Bishkek — Moscow' })).toBeVisible();
  await expect(page).toHaveTitle('Flights Bishkek — Moscow — Sapar');

  const fares = page.getByTestId('route-fares');
  await expect(fares.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  expect(await fares.getByRole('listitem').count()).toBe(28);
  // The search form is filled with the route.
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Bishkek');
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Moscow');
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
  await page.getByText('How much is a ticket Bishkek — Moscow?').click();
  await expect(page.getByText(/^The cheapest ticket in the next four weeks costs/)).toBeVisible();
  await page.screenshot({ path: path.join(ARTIFACTS, 'route-page-en-1280.png'), fullPage: true });

  // A day with a fare: its search, for that route and date.
  const day = fares.getByRole('link').nth(5);
  const date = await day.getAttribute('data-date');
  await expect(day).toHaveAccessibleName(/: from [\d,]+\ssom, (direct|one stop)$/);
  await day.click();
  await expect(page).toHaveURL(new RegExp(`/search\\?from=BSZ&to=MOW&date=${date}&`));
  await expect(page.getByRole('heading', { level: 2, name: 'Bishkek → Moscow' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-testid="calendar-day"][aria-current="date"]')).toHaveAttribute('data-date', date!);

  // Back on the route page, the language switch keeps it, at its URL in the new language.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/flights\/bishkek-moscow$/);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/\/tr\/flights\/bishkek-moscow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bişkek — Moskova uçak bileti' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.getByRole('button', { name: 'Dil: Türkçe' }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/flights\/bishkek-moscow$/);
  await expect(page).not.toHaveURL(/\/(en|tr)\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Авиабилеты Бишкек — Москва' })).toBeVisible();
  // Links on the page keep the language: Russian has no prefix.
  await expect(page.getByRole('navigation', { name: 'Вы здесь' }).getByRole('link')).toHaveAttribute('href', '/');
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('at 360 px in Russian the route page fits the screen; the home page links to popular routes', async ({
    page,
  }) => {
    await page.goto('/');
    const popular = page.getByRole('navigation', { name: 'Популярные направления' });
    const link = popular.getByRole('link', { name: 'Бишкек — Москва' });
    await expect(link).toHaveAttribute('href', '/flights/bishkek-moscow');
    // The page arrives drawn by the server: a tap while the app is still adopting it can be lost, so the
    // link is tapped once the app owns the page (its form is enabled then).
    await expect(page.locator('#root > fieldset')).toBeEnabled();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Авиабилеты Бишкек — Москва' })).toBeVisible();
    await expect(page.getByTestId('route-fares').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'route-page-ru-360.png'), fullPage: true });
  });
});

test('an unknown route is the 404 page', async ({ page }) => {
  const response = await page.goto('/en/flights/bishkek-atlantis');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found').getByRole('heading')).toHaveText('Page not found');
});
