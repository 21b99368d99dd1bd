import { expect, test, type Page } from '@playwright/test';
import { formatDay, toAgencyLocal } from '@sapar/contracts';
import { watchConsole } from '../console';

type NewsItem = { slug: string; title: string };

async function latestNews(page: Page, language: string, limit = 5): Promise<NewsItem[]> {
  const res = await page.request.get(`/api/news?limit=${limit}`, { headers: { 'accept-language': language } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).results;
}

test('home shows the 5 latest news cards, newest first', async ({ page }) => {
  const problems = watchConsole(page);
  const expected = await latestNews(page, 'ru');
  await page.goto('/');
  const cards = page.getByTestId('news-card');
  await expect(cards).toHaveCount(5);
  for (const [index, item] of expected.entries()) {
    await expect(cards.nth(index)).toContainText(item.title);
    await expect(cards.nth(index).getByRole('link').first()).toHaveAttribute('href', `/news/${item.slug}`);
  }
  expect(problems).toEqual([]);
});

test('a news card opens its detail page with label, date, body and the Learn more block', async ({ page }) => {
  const problems = watchConsole(page);
  const [first] = await latestNews(page, 'ru');
  await page.goto('/');
  // The page arrives drawn by the server, the slider's cards as plain slides; the slider starts once the block comes
  // near the screen (it moves its cards as it starts), and is clicked then.
  const block = page.getByRole('region', { name: 'Новости' });
  await expect(block.getByTestId('news-card').first()).toBeAttached();
  await expect(page.locator('.swiper-initialized')).toHaveCount(0);
  await block.scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper-initialized')).toBeVisible();
  await page.getByTestId('news-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/news/${first!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  const detail = await (await page.request.get(`/api/news/${first!.slug}`)).json();
  // The publication day in Russian, as the agency's calendar has it: "15 ноября 2026 г.".
  await expect(page.locator('main time')).toHaveText(
    formatDay(toAgencyLocal(detail.published_at)!, 'ru', { month: 'long', withWeekday: false }),
  );
  await expect(page.locator('main article, main').first()).toContainText(
    detail.content
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' '),
  );
  if (detail.gallery.length > 0) {
    const gallery = page.getByTestId('news-gallery');
    await expect(gallery).toBeVisible();
    await expect(gallery.getByRole('button')).toHaveCount(2);
  } else {
    await expect(page.getByTestId('news-gallery')).toHaveCount(0);
  }
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the gallery shows only for news that have one', async ({ page }) => {
  const all = await latestNews(page, 'ru', 50);
  let withGallery: string | null = null;
  let without: string | null = null;
  for (const item of all) {
    const detail = await (await page.request.get(`/api/news/${item.slug}`)).json();
    if (detail.gallery.length > 0) withGallery ??= item.slug;
    else without ??= item.slug;
  }
  expect(withGallery && without).toBeTruthy();
  await page.goto(`/news/${withGallery}`);
  await expect(page.getByTestId('news-gallery')).toBeVisible();
  await page.goto(`/news/${without}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-gallery')).toHaveCount(0);
});

test('an unknown news slug shows the not-found page', async ({ page }) => {
  await page.goto('/news/there-is-no-such-news');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться на главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('news-card')).toHaveCount(5);
});
