/**
 * Flight search journeys against the real API: typing cities in Russian and English (and in the
 * wrong keyboard layout), dates chosen in the date picker, one-way and round trips, filters and
 * pages, the ticket detail modal, no flights, validation, the phone's city sheet, the start origin
 * and a shared link. Screens at 360 px and 1280 px go to e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from '../layout';
import { watchConsole } from '../console';
import { isoDayWithoutFlights, isoDaysFromNow } from '../dates';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const WHEN = isoDaysFromNow(14);
const BACK = isoDaysFromNow(19);

/** Types a city name into the combobox and picks the city (not one of its airports) from the list. */
async function pickCity(page: Page, label: string, text: string, city: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  // Emptied first: typing the name the field already holds (Bishkek, the start origin) changes nothing.
  await input.fill('');
  await input.fill(text);
  const option = page
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option', { name: new RegExp(`^${city}`) })
    .first();
  await option.click();
  await expect(input).toHaveValue(city);
}

/** In the open date picker: the day, turning months forward until it is on screen. */
async function pickDayInPicker(page: Page, date: string) {
  const picker = page.getByTestId('date-picker');
  await expect(picker.getByRole('grid').first()).toBeVisible();
  const day = picker.locator(`td[data-day="${date}"] button`);
  for (let turns = 0; turns < 13 && !(await day.isVisible()); turns += 1) {
    await picker.locator('.rdp-button_next').click();
  }
  await day.click();
}

/** Opens a date field ('Туда', 'Departure'…) and picks the day in the date picker. */
async function pickDate(page: Page, label: string, date: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await pickDayInPicker(page, date);
}

async function searchOneWay(page: Page, from: [string, string], to: [string, string], date = WHEN) {
  await pickCity(page, 'Откуда', from[0], from[1]);
  await pickCity(page, 'Куда', to[0], to[1]);
  await pickDate(page, 'Туда', date);
  await expect(page.getByTestId('date-picker')).toBeHidden();
  await page.getByRole('button', { name: 'Найти билеты' }).click();
}

const cards = (page: Page) => page.getByTestId('ticket-card');

/** What identifies the offers on screen: flight numbers and price of each card. */
async function offersOnScreen(page: Page): Promise<string[]> {
  // A link opened on a cold server runs the first search of the run (seats read for a whole schedule block).
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  return cards(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const header = node.querySelector('header')?.textContent ?? '';
      const price = node.querySelector('p')?.textContent ?? '';
      return `${header} ${price}`;
    }),
  );
}

test('one-way search in Russian: filters, pages, the detail modal and Select', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await searchOneWay(page, ['Бишкек', 'Бишкек'], ['Москва', 'Москва']);

  await expect(page).toHaveURL(
    new RegExp(
      `/search\\?from=BSZ&to=MOW&date=${WHEN}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way$`,
    ),
  );
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('heading', { level: 2, name: 'Бишкек → Москва' })).toBeVisible();
  const firstCard = cards(page).first();
  await expect(firstCard).toContainText(/\d{2}:\d{2}/);
  await expect(firstCard).toContainText(/\d\s?\d{3}\sсом/);
  await expect(firstCard).toContainText(/\d+ ч( \d+ мин)?/);

  // The price calendar offers the days around the date.
  await expect(page.locator(`[data-testid="calendar-day"][aria-current="date"]`)).toHaveAttribute('data-date', WHEN);

  // Direct flights only.
  await page.getByRole('button', { name: 'Без пересадок' }).click();
  await expect(page).toHaveURL(/direct=true/);
  await expect(page.getByRole('button', { name: 'Без пересадок' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('Прямой рейс');
  await page.getByRole('button', { name: 'Без пересадок' }).click();
  await expect(page).not.toHaveURL(/direct=true/);

  // Pages: one itinerary per card, so a route may fit one page, and then no 'Page 1 of 1' is shown.
  const pageInfo = page.getByText(/^Страница 1 из \d+$/);
  const hasPages = (await page.getByRole('navigation', { name: 'Страницы результатов' }).count()) > 0;
  await expect(pageInfo).toHaveCount(hasPages ? 1 : 0);
  const totalPages = hasPages ? Number((await pageInfo.textContent())?.match(/из (\d+)/)?.[1]) : 1;
  if (totalPages > 1) {
    const firstPage = await offersOnScreen(page);
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Страница 2 из ${totalPages}`)).toBeVisible();
    expect(await offersOnScreen(page)).not.toEqual(firstPage);
    // Back returns to the first page.
    await page.goBack();
    await expect(page.getByText(`Страница 1 из ${totalPages}`)).toBeVisible();
  }

  // The fastest first.
  await page.getByRole('button', { name: 'Самые быстрые' }).click();
  await expect(page).toHaveURL(/sort=fastest/);
  await expect(cards(page).first()).toBeVisible();

  // The detail modal.
  const details = cards(page).first().getByRole('button', { name: 'Подробнее' });
  await details.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const text of [
    'Вылет',
    'Прилёт',
    'Время в пути',
    'Багаж',
    'Ручная кладь',
    'Возврат',
    'Обмен',
    'Условия тарифа',
    'Места',
    'Маршрут',
    'Самолёт',
    'Итого',
    'Взрослый × 1',
  ]) {
    await expect(dialog).toContainText(text);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // Select goes on to the payment page.
  await cards(page).first().getByRole('button', { name: 'Выбрать' }).click();
  await expect(page).toHaveURL(/\/ticket-payment$/);
  expect(problems).toEqual([]);
});

test('round trip in English: Bishkek → Istanbul with outbound and return tabs', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/?lng=en');
  await page.getByRole('radio', { name: 'Round trip' }).check();
  await pickCity(page, 'From', 'Bishkek', 'Bishkek');
  await pickCity(page, 'To', 'Istanbul', 'Istanbul');
  // One calendar for the range: the departure, then the return.
  await pickDate(page, 'Departure', WHEN);
  await expect(page.getByTestId('date-picker')).toContainText('Choose the return date');
  await pickDayInPicker(page, BACK);
  await expect(page.getByTestId('date-picker')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Return/ })).toBeFocused();
  await page.getByRole('button', { name: 'Search flights' }).click();

  await expect(page).toHaveURL(new RegExp(`date=${WHEN}&back=${BACK}.*type=round_trip`));
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['1. Outbound: Bishkek → Istanbul', '2. Return: Istanbul → Bishkek']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).first()).toContainText(/som/);
  await expect(cards(page).first()).toContainText(/\d+h/);

  // The return tab by keyboard, then back.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(cards(page).first()).toContainText('Bishkek');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  // Outbound first, then the return: both are handed to the payment.
  await cards(page).first().getByRole('button', { name: 'Select' }).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  // The outbound stays pinned above the return list, and focus moves to the return step.
  await expect(page.getByTestId('pinned-outbound')).toContainText('Outbound flight');
  await expect(page.getByRole('heading', { name: 'Choose your return flight' })).toBeFocused();
  await cards(page).first().getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/ticket-payment$/);
  expect(problems).toEqual([]);
});

test('a route without flights says so and suggests other dates', async ({ page, request }) => {
  const empty = await isoDayWithoutFlights(request, 'UCFT', 'UCFB');
  await page.goto('/');
  await searchOneWay(page, ['Талас', 'Талас'], ['Баткен', 'Баткен'], empty);
  const message = page.getByTestId('results-message');
  await expect(message).toContainText('Рейсов не найдено');
  await expect(message).toContainText('Попробуйте другие даты');
  await expect(cards(page)).toHaveCount(0);
});

test('the form says what is missing', async ({ page }) => {
  await page.goto('/');
  // Bishkek is the origin of a first visit; without it the form asks for one.
  const from = page.getByRole('combobox', { name: 'Откуда', exact: true });
  await expect(from).toHaveValue('Бишкек');
  await from.fill('');
  // A press on the list of popular cities (not on a city) keeps focus in the empty field.
  await page.getByRole('listbox', { name: 'Откуда', exact: true }).click({ position: { x: 4, y: 2 } });
  await expect(from).toBeFocused();
  // Leaving an empty city field moves focus on, never to the page body.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await expect(page.getByRole('button', { name: 'Поменять города местами' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(from).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  await expect(page.getByText('Выберите город вылета')).toBeVisible();
  await expect(page.getByText('Выберите город прилёта')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Откуда', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  await pickCity(page, 'Откуда', 'бишк', 'Бишкек');
  await expect(page.getByText('Выберите город вылета')).toBeHidden();
  await pickCity(page, 'Куда', 'Бишкек', 'Бишкек');
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  await expect(page.getByText('Города вылета и прилёта совпадают')).toBeVisible();

  // Passenger rules: no more lap infants than adults.
  await page.getByRole('button', { name: /Пассажиры и класс/ }).click();
  const addLapInfant = page.getByRole('button', { name: 'Добавить: Младенцы без места' });
  await addLapInfant.click();
  // The refused step stays focusable (aria-disabled) and says why; Playwright waits on aria-disabled, hence force.
  await expect(addLapInfant).toHaveAttribute('aria-disabled', 'true');
  await addLapInfant.click({ force: true });
  await expect(page.getByText('Младенцев без места не может быть больше, чем взрослых')).toBeVisible();
  await expect(page.getByRole('button', { name: /Пассажиры и класс/ })).toContainText('2 пассажира, эконом');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Пассажиры и класс/ })).toBeFocused();
});

test('on a 360px phone the city fields open the full-screen sheet', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  for (const [label, text] of [
    ['Откуда', 'Бишкек'],
    ['Куда', 'Москва'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    const sheet = page.getByRole('dialog', { name: label, exact: true });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(360);
    const input = sheet.getByRole('combobox', { name: label, exact: true });
    await expect(input).toBeFocused();
    await input.fill('');
    await input.fill(text);
    await sheet
      .getByRole('option', { name: new RegExp(`^${text}`) })
      .first()
      .click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`^${label}`) })).toContainText(text);
    await expect(page.getByRole('button', { name: new RegExp(`^${label}`) })).toBeFocused();
  }
  await pickDate(page, 'Туда', WHEN);
  await page.getByRole('button', { name: 'Найти билеты' }).click();
  await expect(cards(page).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a shared link reproduces the search in a new page', async ({ page, context }) => {
  const query = `from=BSZ&to=IST&date=${WHEN}&adults=2&kids=1&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way`;
  await page.goto(`/search?${query}`);
  const offers = await offersOnScreen(page);
  // The form shows the search of the link.
  await expect(page.getByRole('combobox', { name: 'Откуда', exact: true })).toHaveValue('Бишкек');
  await expect(page.getByRole('combobox', { name: 'Куда', exact: true })).toHaveValue('Стамбул');
  await expect(page.getByRole('button', { name: /Пассажиры и класс/ })).toContainText('3 пассажира');

  const shared = await context.newPage();
  await shared.goto(page.url());
  expect(await offersOnScreen(shared)).toEqual(offers);
  await expect(shared.getByTestId('date-field-when')).toHaveAttribute('data-value', WHEN);

  // Reload keeps it too.
  await shared.reload();
  expect(await offersOnScreen(shared)).toEqual(offers);
});

for (const { name, width, height } of [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const lng of ['ru', 'en']) {
    test(`${name} ${width}px (${lng}): search form, results and detail modal fit the screen`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height });
      await page.goto(`/?lng=${lng}`);
      await expect(page.getByRole('button', { name: lng === 'ru' ? 'Найти билеты' : 'Search flights' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `search-home-${name}-${lng}.png`) });

      await page.goto(
        `/search?from=BSZ&to=IST&date=${WHEN}&back=${BACK}&adults=1&kids=1&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip`,
      );
      await expect(cards(page).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page
        .getByRole('heading', { level: 2, name: /→/ })
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(ARTIFACTS, `search-results-${name}-${lng}.png`) });
      await cards(page)
        .nth(1)
        .evaluate((card) => card.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(ARTIFACTS, `search-cards-${name}-${lng}.png`) });

      await cards(page)
        .first()
        .getByRole('button', { name: lng === 'ru' ? 'Подробнее' : 'Details' })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
      await page.screenshot({ path: path.join(ARTIFACTS, `search-modal-${name}-${lng}.png`) });
      expect(problems).toEqual([]);
    });
  }
}

// The city search forgives the wrong keyboard layout, and the date picker searches, in two languages on two screens.
for (const { name, width, height } of [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const { lng, to, moscow, departure, back, submit, pickBack } of [
    {
      lng: 'ru',
      to: 'Куда',
      moscow: 'Москва',
      departure: 'Туда',
      back: 'Обратно',
      submit: 'Найти билеты',
      pickBack: 'Выберите дату обратного вылета',
    },
    {
      lng: 'zh',
      to: '目的地',
      moscow: '莫斯科',
      departure: '去程',
      back: '返程',
      submit: '搜索机票',
      pickBack: '请选择返程日期',
    },
  ]) {
    test(`${name} ${width}px (${lng}): 'vjcrdf' finds ${moscow}, the date picker picks a round trip and searches`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height });
      await page.goto(`/?lng=${lng}`);
      await page.getByRole('radio').nth(1).check();

      // 'москва' typed on a QWERTY layout.
      let input = page.getByRole('combobox', { name: to, exact: true });
      if (name === 'mobile') {
        await page.getByRole('button', { name: new RegExp(`^${to}`) }).click();
        input = page.getByRole('dialog', { name: to, exact: true }).getByRole('combobox', { name: to, exact: true });
      }
      await input.fill('vjcrdf');
      const first = page.getByRole('listbox', { name: to, exact: true }).getByRole('option').first();
      await expect(first).toContainText(moscow);
      await first.click();
      if (name === 'mobile')
        await expect(page.getByRole('button', { name: new RegExp(`^${to}`) })).toContainText(moscow);
      else await expect(input).toHaveValue(moscow);

      await page.getByRole('button', { name: new RegExp(`^${departure}`) }).click();
      const picker = page.getByTestId('date-picker');
      await expect(picker.getByRole('grid').first()).toBeVisible();
      // The days of the route show their lowest fare once the calendar API answers, in the language's compact units.
      await expect(
        picker
          .locator('td[data-day] button')
          .filter({ hasText: lng === 'zh' ? /\d万$/ : /\d\s?тыс\.$/ })
          .first(),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `date-picker-${name}-${lng}.png`) });
      await pickDayInPicker(page, WHEN);
      await expect(picker).toContainText(pickBack);
      await pickDayInPicker(page, BACK);
      await expect(picker).toBeHidden();
      await expect(page.getByTestId('date-field-when')).toHaveAttribute('data-value', WHEN);
      await expect(page.getByTestId('date-field-back')).toHaveAttribute('data-value', BACK);
      await expect(page.getByRole('button', { name: new RegExp(`^${back}`) })).toBeFocused();
      await page.screenshot({ path: path.join(ARTIFACTS, `date-fields-${name}-${lng}.png`) });

      await page.getByRole('button', { name: submit }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?from=BSZ&to=MOW&date=${WHEN}&back=${BACK}.*type=round_trip`));
      await expect(cards(page).first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
}

test('the date picker works by keyboard: arrows, PageDown, Enter and Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const field = page.getByRole('button', { name: /^Туда/ });
  // The page arrives drawn by the server; its controls are enabled once the app has taken it over.
  await expect(field).toBeEnabled();
  await field.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Дата вылета' });
  await expect(picker).toBeVisible();
  // Today has focus, announced with its full date.
  await expect(picker.locator('td[data-today] button')).toBeFocused();
  await expect(picker.locator('td[data-today] button')).toHaveAttribute('aria-label', /сегодня/);
  // Each key moves the focus once the grid has drawn it (PageDown draws the next month first): wait for the move.
  const focusedDay = () =>
    page.evaluate(() => (document.activeElement?.closest('td') as HTMLElement | null)?.dataset.day);
  const today = await focusedDay();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedDay).not.toBe(today);
  const weekLater = await focusedDay();
  await page.keyboard.press('PageDown');
  await expect.poll(focusedDay).not.toBe(weekLater);
  const target = await focusedDay();
  expect(target).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(field).toBeFocused();
  await expect(page.getByTestId('date-field-when')).toHaveAttribute('data-value', target!);

  await page.keyboard.press('Enter');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(field).toBeFocused();
  await expect(page.getByTestId('date-field-when')).toHaveAttribute('data-value', target!);
});

test('the next visit starts from the origin of the last search', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Откуда', exact: true })).toHaveValue('Бишкек');
  await searchOneWay(page, ['Ош', 'Ош'], ['Москва', 'Москва']);
  await expect(page).toHaveURL(/from=OSS/);
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Откуда', exact: true })).toHaveValue('Ош');
});
