/**
 * Results that arrive as suppliers answer: a round trip Bishkek → Istanbul where the agency's own flights answer at
 * once and Duffel's a moment later. The list the traveller reads does not move; 'N more options' shows what arrived,
 * keeping focus; an outside offer sits beside the agency's own on one page, with its fare brand, its terms (unknown
 * ones said as unknown) and its price as fare, taxes and the agency's fee. In Russian at 360 px and in English at
 * 1280 px, with screens in e2e/artifacts/.
 *
 * Runs against the site with Duffel's fake: npx playwright test --config e2e/playwright.suppliers.config.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../console';
import { isoDaysFromNow } from '../dates';
import { ARTIFACTS, afterNextPaint, expectNoHorizontalScroll } from '../layout';

test.skip(
  !process.env.E2E_SUPPLIERS,
  'needs the site asking Duffel (its fake): npx playwright test --config e2e/playwright.suppliers.config.ts',
);

mkdirSync(ARTIFACTS, { recursive: true });

const WHEN = isoDaysFromNow(21);
const BACK = isoDaysFromNow(28);
const ROUND_TRIP = `/search?from=BSZ&to=IST&date=${WHEN}&back=${BACK}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip`;

const TEXTS = {
  ru: {
    more: /^Ещё \d+ вариант(а|ов)? — показать$/,
    added: /^Добавлен(о)? \d+ вариант(а|ов)?$/,
    details: 'Подробнее',
    fare: 'Тариф авиакомпании',
    taxes: 'Таксы и сборы',
    fee: 'Сервисный сбор агентства',
    money: /\d[\d\u00a0 ]*\u00a0сом/,
  },
  en: {
    more: /^\d+ more options? — show$/,
    added: /^\d+ options? added$/,
    details: 'Details',
    fare: 'Airline fare',
    taxes: 'Taxes and charges',
    fee: 'Agency service fee',
    money: /\d[\d,]*\u00a0som/,
  },
} as const;

const cards = (page: Page) => page.getByTestId('ticket-card');
const outsideCards = (page: Page) => page.locator('[data-testid="ticket-card"][data-supplier="duffel"]');
const ownCards = (page: Page) => page.locator('[data-testid="ticket-card"][data-supplier="own"]');

async function screen(page: Page, name: string) {
  await afterNextPaint(page);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

for (const { language, width } of [
  { language: 'ru', width: 360 },
  { language: 'en', width: 1280 },
] as const) {
  test(`a Duffel offer arrives beside the agency's own without moving the list (${language}, ${width} px)`, async ({
    page,
  }) => {
    // A cold embedded server on a busy machine draws the first search slowly.
    test.setTimeout(120_000);
    const text = TEXTS[language];
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${ROUND_TRIP}&lng=${language}`);

    // The agency's own flights first, while Duffel is asked (on a busy machine its answer may be in before the page
    // is adopted: then the count is there at once).
    await expect(ownCards(page).first()).toBeVisible({ timeout: 30_000 });
    const before = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-labelledby')));
    const more = page.getByRole('button', { name: text.more });
    await expect(page.getByTestId('arriving-asking').or(more)).toBeVisible();
    await expectNoHorizontalScroll(page, `horizontal scroll at ${width} px while asking`);
    await screen(page, `supplier-results-asking-${language}-${width}`);

    // Duffel answers: a polite button says how many, and the list stays as it was.
    await expect(more).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('arriving-offers')).toHaveAttribute('aria-live', 'polite');
    expect(await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-labelledby')))).toEqual(
      before,
    );
    await expect(outsideCards(page)).toHaveCount(0);
    await screen(page, `supplier-results-more-${language}-${width}`);

    // Shown when asked: Duffel's offers join the agency's own on one page, focus stays on the button.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(outsideCards(page).first()).toBeVisible();
    await expect(ownCards(page).first()).toBeVisible();
    await expect(page.getByTestId('arriving-more')).toHaveText(text.added);
    await expect(page.getByTestId('arriving-more')).toBeFocused();
    await expectNoHorizontalScroll(page, `horizontal scroll at ${width} px with Duffel's offers`);

    // An outside offer's card: the airline's brand and terms; unknown ones never read as allowed.
    const outside = outsideCards(page).first();
    await outside.scrollIntoViewIfNeeded();
    await expect(outside.getByTestId('fare-option').first()).toContainText(text.money);
    await screen(page, `supplier-results-merged-${language}-${width}`);
    await outside.getByRole('button', { name: text.details }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const detail = dialog.getByTestId('price-detail');
    for (const line of [text.fare, text.taxes, text.fee]) await expect(detail).toContainText(line);
    await expectNoHorizontalScroll(page, `horizontal scroll at ${width} px in the details`);
    await page.screenshot({ path: path.join(ARTIFACTS, `supplier-results-details-${language}-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    expect(problems).toEqual([]);
  });
}
