/**
 * Public pages drawn on the server. Without JavaScript the home page, a news article and a route page
 * show their layout, headings, text, links and form (its fields disabled: they need the app); with JavaScript the
 * app hydrates the drawn page without drawing it again (the same <h1> node before and after, no "[hydrate]" error),
 * and the form then works. A search page arrives with its results (never indexed) and hydrates with the search it was
 * drawn with: the browser makes no second search. A browser in English that opens / lands on /en/, drawn in English; a language chosen
 * before (its cookie) wins. Screens of the drawn pages without JavaScript go to e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../console';
import { PHONE } from '../phone';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

/** Waits until the app has hydrated the drawn page: its form controls are enabled then (app-tree.tsx). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root > fieldset')).toBeEnabled({ timeout: 30_000 });
}

async function firstNewsSlug(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/news?page=1')).json()) as { results: { slug: string }[] };
  return list.results[0]!.slug;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its header, hero, form, services, popular routes and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск дешёвых авиабилетов' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Вопросы и ответы' }),
    ).toHaveAttribute('href', '/faq');
    // The form is there, and honest: it needs the app, so it cannot be used yet.
    await expect(page.getByRole('combobox', { name: 'Откуда', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Найти билеты' })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2, name: 'Наши услуги' })).toBeVisible();
    const popular = page.getByRole('navigation', { name: 'Популярные направления' });
    await expect(popular.getByRole('link').first()).toHaveAttribute('href', /^\/flights\/[a-z]+-[a-z]+$/);
    await expect(page.getByRole('contentinfo')).toContainText('+996 312 98 76 54');
    await page.screenshot({ path: path.join(ARTIFACTS, 'ssr-home-nojs-ru-1280.png'), fullPage: true });
  });

  test('a news article and a route page in English show their text; links lead on as links', async ({ page }) => {
    const slug = await firstNewsSlug(page);
    const article = (await (
      await page.request.get(`/api/news/${slug}`, { headers: { 'accept-language': 'en' } })
    ).json()) as { title: string; content: string };
    // The article's first sentence, as its text (the HTML of the API stripped).
    const firstSentence = /<p>([^<.]+\.)/.exec(article.content)![1]!;
    await page.goto(`/en/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText(firstSentence, { exact: false }).first()).toBeVisible();

    await page.goto('/en/flights/bishkek-moscow');
    await expect(page.getByRole('heading', { level: 1, name: 'Flights Bishkek — Moscow' })).toBeVisible();
    // The search form comes filled with the route.
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Bishkek');
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Moscow');
    await expect(page.getByTestId('route-fares').getByRole('listitem')).toHaveCount(28);
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS, 'ssr-route-nojs-en-1280.png'), fullPage: true });
    // A plain link works without the app: the server draws the next page too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });
});

/** A one-way search two weeks ahead, in the app's own URL form. */
const searchUrl = (from: string, to: string) =>
  `/search?from=${from}&to=${to}&date=${new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way`;

test.describe('a search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('shows the search’s results, in the browser’s language, and is never indexed', async ({ page }) => {
    await page.goto(searchUrl('BSZ', 'IST'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { name: 'Bishkek → Istanbul' })).toBeVisible();
    // The form above the results shows the search.
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Bishkek');
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Istanbul');
    const cards = page.getByTestId('ticket-card');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText(/\d\ssom/);
    await expect(cards.first().getByRole('button', { name: 'Select' })).toBeDisabled();
    await page.screenshot({ path: path.join(ARTIFACTS, 'ssr-search-nojs-en-1280.png') });
  });
});

test('a drawn search page hydrates with the search it was drawn with: no second search, no redraw, Select works', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/flights/search/')
      searches.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnCard: Element | null }).drawnCard =
        document.querySelector('[data-testid="ticket-card"]');
    });
  });
  await page.goto(searchUrl('BSZ', 'MOW'));
  await hydrated(page);
  const card = page.getByTestId('ticket-card').first();
  await expect(card).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        document.querySelector('[data-testid="ticket-card"]') ===
        (window as unknown as { drawnCard: Element | null }).drawnCard,
    ),
  ).toBe(true);
  await card.getByRole('button', { name: 'Выбрать' }).click();
  await expect(page).toHaveURL(/\/ticket-payment$/);
  expect(searches).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('on a phone without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('the home page is drawn in the phone layout: the menu button, no row of links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск дешёвых авиабилетов' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ssr-home-nojs-ru-360.png') });
  });
});

test('the app hydrates the drawn page without drawing it again, then the form works', async ({ page }) => {
  const problems = watchConsole(page);
  // The <h1> as the HTML brought it, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  await hydrated(page);
  expect(
    await page.evaluate(
      () => document.querySelector('h1') === (window as unknown as { drawnHeading: Element | null }).drawnHeading,
    ),
  ).toBe(true);
  // The app runs it now: the city search answers typing.
  const to = page.getByRole('combobox', { name: 'Куда', exact: true });
  await to.fill('Стамб');
  await expect(page.getByRole('option', { name: /Стамбул/ }).first()).toBeVisible();
  expect(problems.filter((p) => p.includes('[hydrate]'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a route page and a news article hydrate without a redraw too', async ({ page }) => {
  const problems = watchConsole(page);
  for (const url of ['/flights/bishkek-moscow', `/news/${await firstNewsSlug(page)}`, '/faq', '/tours']) {
    await page.goto(url);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });

  test('opening / lands on /en/, drawn in English; a language chosen before is kept', async ({ page, context }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find cheap flights' })).toBeVisible();
    await hydrated(page);

    // Russian chosen in the menu: the choice is kept in a cookie, so the server draws / in Russian from now on.
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === 'sapar_lng')?.value).toBe('ru');
    const again = await page.goto('/');
    expect(again?.request().redirectedFrom()).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск дешёвых авиабилетов' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
