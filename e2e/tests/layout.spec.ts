import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from '../layout';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function firstNewsWithGallery(page: Page): Promise<string> {
  const { results } = await (await page.request.get('/api/news?limit=50')).json();
  for (const item of results as Array<{ slug: string }>) {
    const detail = await (await page.request.get(`/api/news/${item.slug}`)).json();
    if (detail.gallery.length > 0) return item.slug;
  }
  throw new Error('no news item with a gallery');
}

for (const { name, width, height } of [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const lng of ['ru', 'zh']) {
    test(`${name} ${width}px (${lng}): home and news detail fit without horizontal scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/?lng=${lng}`);
      await expect(page.getByTestId('news-card').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expectNoHorizontalScroll(page);
      await loadLazyImages(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `home-${name}-${lng}.png`), fullPage: true });

      const slug = await firstNewsWithGallery(page);
      await page.goto(`/news/${slug}`);
      await expect(page.getByTestId('news-gallery')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expectNoHorizontalScroll(page);
      await loadLazyImages(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `news-${name}-${lng}.png`), fullPage: true });
    });
  }
}

test('the mobile menu opens, traps focus and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /меню/i });
  await menuButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /FAQ|Вопрос/i }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('pages are served with the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});
