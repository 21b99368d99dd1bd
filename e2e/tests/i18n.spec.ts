import { expect, test } from '@playwright/test';

const CASES = [
  { lng: 'ky', htmlLang: /^ky/, api: 'ky', notFound: null },
  { lng: 'en', htmlLang: /^en/, api: 'en', notFound: 'Page not found' },
  { lng: 'tr', htmlLang: /^tr/, api: 'tr', notFound: null },
  { lng: 'zh', htmlLang: /^zh/, api: 'zh', notFound: null },
  { lng: 'cn', htmlLang: /^zh/, api: 'zh', notFound: null },
];

for (const { lng, htmlLang, api, notFound } of CASES) {
  test(`?lng=${lng} switches the language and it is remembered`, async ({ page }) => {
    const [expected] = (
      await (await page.request.get('/api/news?limit=1', { headers: { 'accept-language': api } })).json()
    ).results;
    const [russian] = (
      await (await page.request.get('/api/news?limit=1', { headers: { 'accept-language': 'ru' } })).json()
    ).results;
    expect(expected.title).not.toBe(russian.title);

    await page.goto(`/?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.getByTestId('news-card').first()).toContainText(expected.title);

    // No query parameter any more: the choice is cached and used again.
    await page.goto('/faq');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.getByTestId('news-card').first()).toContainText(expected.title);

    await page.goto('/no-such-page');
    const heading = page.getByTestId('not-found').getByRole('heading');
    await expect(heading).toBeVisible();
    if (notFound) await expect(heading).toHaveText(notFound);
    else await expect(heading).not.toHaveText('Страница не найдена');
  });
}

test('Russian is the default language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
