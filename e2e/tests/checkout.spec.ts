/**
 * Checkout and after, in Chromium at 360 px in Russian and 1280 px in English: an offer
 * about to expire warns, an expired one is found again in a repeated search and keeps everything
 * typed; a passport that expires before the return flight is refused in the form; signed in, the
 * contact is filled and the insert controls are buttons; the confirmation email's link opens the order
 * with its tickets; an in-app link to a page not yet downloaded shows a progress bar at once; the
 * first-visit loader speaks before the catalogues arrive; and the copy fixes (Бишкека, 索姆).
 * The chosen tickets are put in the purchase's sessionStorage from an API search, so this spec does
 * not depend on how the results list looks. Screens go to e2e/artifacts/checkout-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screensAt } from '../layout';
import { isoDaysFromNow } from '../dates';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const PAYMENT_STORAGE_KEY = 'sapar_payment';
const ACCESS_COOKIE = 'sapar_access_token';
const REFRESH_COOKIE = 'sapar_refresh_token';

const display = (iso: string) => iso.split('-').reverse().join('.');

const SIGNED_IN_DAY = 30;
const EMAIL_LINK_DAY = 37;

let counter = 0;
const uniqueEmail = () =>
  `checkout-${Date.now()}-${(counter += 1)}-${Math.random().toString(36).slice(2, 7)}@example.kg`;

interface Ticket {
  id: string;
  segments: { departure: { local: string } }[];
  price: { total: number };
}

interface Trip {
  searchParams: Record<string, string>;
  searchId: string;
  outbound: Ticket;
  inbound: Ticket | null;
  timeLimit: number;
}

/** A search through the API, as the results page would run it; its first offers are the chosen ones. */
async function searchTrip(
  request: APIRequestContext,
  language: string,
  options: { back?: number; when?: number } = {},
): Promise<Trip> {
  // Each test flies on a day of its own: tests in parallel that book the same flight move its fare, and a
  // changed price is a screen of its own ("The price has changed").
  const when = isoDaysFromNow(options.when ?? 20);
  const back = options.back ? isoDaysFromNow(options.back) : null;
  const answer = await request.post('/api/flights/search/', {
    headers: { 'accept-language': language },
    data: {
      type: back ? 'round_trip' : 'one_way',
      city_from: 'BSZ',
      city_to: 'OSS',
      when_date: when,
      back_date: back,
      passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as {
    search_id: string;
    time_limit: number;
    tickets: Ticket[];
    returned_tickets: Ticket[];
  };
  const searchParams: Record<string, string> = {
    from: 'BSZ',
    to: 'OSS',
    date: when,
    adults: '1',
    kids: '0',
    infants: '0',
    infants_seat: '0',
    pensioners: '0',
    cabin: 'ekonom',
    type: back ? 'round_trip' : 'one_way',
  };
  if (back) searchParams.back = back;
  return {
    searchParams,
    searchId: body.search_id,
    outbound: body.tickets[0]!,
    inbound: back ? body.returned_tickets[0]! : null,
    timeLimit: body.time_limit,
  };
}

/** The purchase's state as the results page leaves it in sessionStorage (written once, before the first page script). */
async function choose(page: Page, trip: Trip, expiresInMs: number) {
  const state = {
    searchParams: trip.searchParams,
    tickets: { outbound_ticket: trip.outbound, return_ticket: trip.inbound },
    search: {
      passengers: { adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
      search_id: trip.searchId,
      total_price: trip.outbound.price.total + (trip.inbound?.price.total ?? 0),
    },
    time_limit: trip.timeLimit,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    step: 'tickets',
    order: null,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('checkout-spec-seeded')) {
        sessionStorage.setItem(key, value);
        sessionStorage.setItem('checkout-spec-seeded', '1');
      }
    },
    [PAYMENT_STORAGE_KEY, JSON.stringify(state)] as const,
  );
}

const screens = (page: Page, name: string) => screensAt(page, (width) => `checkout-${name}-${width}.png`);

const activeElementTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'NONE');

/** The newest message of a channel to an address that matches, from the dev outbox. */
async function fromOutbox(request: APIRequestContext, to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const { results } = (await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`)).json()) as {
          results: { text: string; html: string }[];
        };
        match = results.map((m) => `${m.text}\n${m.html}`.match(pattern)).find(Boolean) ?? null;
        return match !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return match!;
}

const LANGUAGES = [
  {
    lng: 'ru',
    width: 360,
    t: {
      continue: 'Продолжить',
      warning: /Цены на выбранные билеты действуют ещё \d\d:\d\d/,
      lastName: /Фамилия/,
      expiry: /Срок действия документа/,
      beforeTrip: /Документ действует до .*, а последний перелёт поездки/,
      birthFormat: 'Неверный формат даты рождения.',
      expiredTitle: 'Время предложения истекло',
      renew: 'Обновить предложение',
      renewed: 'Предложение обновлено, цена не изменилась.',
      order: /Заказ\s*[A-Z0-9]{6}/,
      ticketing: 'Выписываем билеты…',
      insertMine: 'Подставить мои данные',
      insertSaved: 'Подставить сохранённого пассажира',
      loading: 'Загрузка страницы...',
    },
  },
  {
    lng: 'en',
    width: 1280,
    t: {
      continue: 'Continue',
      warning: /The prices of the chosen tickets hold for \d\d:\d\d more/,
      lastName: /Last name|Surname/,
      expiry: /expir/i,
      beforeTrip: /The document is valid until .*, but the last flight of the trip is on/,
      birthFormat: 'Invalid date of birth format.',
      expiredTitle: 'The offer has expired',
      renew: 'Renew the offer',
      renewed: 'The offer is renewed; the price has not changed.',
      order: /Order\s*[A-Z0-9]{6}/,
      ticketing: 'Issuing the tickets…',
      insertMine: /Insert my data|my details/i,
      insertSaved: /saved passenger/i,
      loading: 'Loading page...',
    },
  },
] as const;

for (const [index, { lng, width, t }] of LANGUAGES.entries()) {
  test.describe(`checkout in ${lng} at ${width} px`, () => {
    const day = (base: number) => base + index * 3;
    test.use({ viewport: { width, height: 900 }, locale: lng === 'ru' ? 'ru-RU' : 'en-GB' });

    test('an offer about to expire warns; expired, the same flight is found again and the forms stay; dates and documents are checked', async ({
      page,
    }) => {
      const trip = await searchTrip(page.request, lng, { when: day(20), back: day(27) });
      await page.clock.install();
      await choose(page, trip, 4 * 60_000);
      await page.goto(`/ticket-payment?lng=${lng}`);

      // Arriving from 'Select', focus is on the flow's title, not the page body.
      await expect(page.getByTestId('purchase-title')).toBeFocused();
      const warning = page.getByTestId('offer-expiry-warning');
      await expect(warning).toContainText(t.warning);
      await expect(warning.getByRole('status')).toHaveCount(1);

      await page.getByRole('button', { name: t.continue, exact: true }).click();
      const form = page.getByTestId('passenger-form');
      await expect(form).toHaveCount(1);
      await form.locator('[name$=".last_name"]').fill('OSMONOV');
      await form.locator('[name$=".first_name"]').fill('AIBEK');

      // date_text takes dd.MM.yyyy only.
      const birth = form.locator('[name$=".birth_date"]');
      await birth.fill('1985-03-02');
      await birth.blur();
      await expect(form.getByText(t.birthFormat)).toBeVisible();
      await birth.fill('02.03.1985');

      // A passport that runs out between the outbound and the return flight is refused, with both dates.
      const expiry = form.locator('[name$=".document_expiry"]');
      await expiry.fill(display(isoDaysFromNow(day(24))));
      await expiry.blur();
      await expect(form.getByText(t.beforeTrip)).toBeVisible();
      await screens(page, `passport-before-trip-${lng}`);
      await expiry.fill(display(isoDaysFromNow(400)));
      await expiry.blur();
      await expect(form.getByText(t.beforeTrip)).toBeHidden();
      await page.locator('[name="contact.email"]').fill('traveller@example.kg');

      // Time runs out on the page: the expired notice, the forms untouched.
      await page.clock.fastForward(5 * 60_000);
      const expired = page.getByTestId('offer-expired');
      await expect(expired).toContainText(t.expiredTitle);
      await expect(expired).toHaveAttribute('role', 'alert');
      await screens(page, `offer-expired-${lng}`);
      const before = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), PAYMENT_STORAGE_KEY))!) as {
        search: { search_id: string };
      };

      const search = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/flights/search/',
      );
      await expired.getByRole('button', { name: t.renew }).click();
      await search;
      await expect(page.getByTestId('offer-renewed')).toContainText(t.renewed);
      await expect(expired).toBeHidden();
      await expect(form.locator('[name$=".last_name"]')).toHaveValue('OSMONOV');
      await expect(birth).toHaveValue('02.03.1985');
      await expect(page.locator('[name="contact.email"]')).toHaveValue('traveller@example.kg');
      const after = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), PAYMENT_STORAGE_KEY))!) as {
        search: { search_id: string };
        step: string;
      };
      expect(after.search.search_id).not.toBe(before.search.search_id);
      expect(after.step).toBe('passengers');
      await screens(page, `offer-renewed-${lng}`);
    });

    test("signed in: the contact is the account's, the insert controls are buttons", async ({ page }) => {
      const email = uniqueEmail();
      const password = 'Tulpar-2025!';
      expect((await page.request.post('/api/users/otp/', { data: { email, purpose: 'register' } })).ok()).toBe(true);
      const [, otp] = await fromOutbox(page.request, email, /\b(\d{6})\b/);
      const created = await page.request.post('/api/users/create/', {
        data: {
          email,
          password,
          password2: password,
          otp,
          first_name: 'Aida',
          last_name: 'Asanova',
          phone: '+996555123456',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { access, refresh } = (await created.json()) as { access: string; refresh: string };
      const host = new URL(test.info().project.use.baseURL!).hostname;
      await page.context().addCookies([
        { name: ACCESS_COOKIE, value: access, domain: host, path: '/', sameSite: 'Lax' },
        { name: REFRESH_COOKIE, value: refresh, domain: host, path: '/', sameSite: 'Lax' },
      ]);

      const trip = await searchTrip(page.request, lng, { when: day(SIGNED_IN_DAY) });
      await choose(page, trip, 15 * 60_000);
      await page.goto(`/ticket-payment?lng=${lng}`);
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page.locator('[name="contact.email"]')).toHaveValue(email);
      await expect(page.locator('[name="contact.phone"]')).toHaveValue('+996555123456');

      const insert = page.getByRole('button', { name: t.insertMine });
      await expect(insert).toBeVisible();
      // A button has a visible border and padding, not bare text.
      const look = await insert.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          border: style.borderTopWidth,
          borderStyle: style.borderTopStyle,
          padding: parseFloat(style.paddingLeft),
        };
      });
      expect(look.borderStyle).not.toBe('none');
      expect(look.border).not.toBe('0px');
      expect(look.padding).toBeGreaterThan(4);
      await insert.click();
      await expect(page.getByTestId('passenger-form').locator('[name$=".last_name"]')).toHaveValue('Asanova');
      await screens(page, `signed-in-${lng}`);
    });

    test("the confirmation email's link opens the order with its tickets, never a spinner", async ({ page }) => {
      const trip = await searchTrip(page.request, lng, { when: day(EMAIL_LINK_DAY) });
      const contact = uniqueEmail();
      const booked = await page.request.post('/api/booking/', {
        headers: { 'idempotency-key': `checkout-${Date.now()}-${Math.random()}`, 'accept-language': lng },
        data: {
          search_id: trip.searchId,
          outbound_ticket: trip.outbound.id,
          return_ticket: null,
          passengers: [
            {
              type: 'ADLT',
              with_seat: true,
              pensioner: false,
              first_name: 'Aibek',
              last_name: 'Osmonov',
              gender: 'male',
              birth_date: '1985-03-02',
              citizenship: 'KG',
              document_type: 'international_passport',
              document_number: 'AC7654321',
              document_expiry: isoDaysFromNow(900),
            },
          ],
          contact: { email: contact, phone: '+996555123456' },
        },
      });
      expect(booked.status(), await booked.text()).toBe(200);
      const { order_number: orderNumber, order_token: orderToken } = (await booked.json()) as {
        order_number: string;
        order_token: string;
      };
      const phone = `+99670${String(Date.now()).slice(-7)}`;
      const sent = await page.request.post('/api/payments/mbank/otp/create/', {
        headers: { 'x-order-token': orderToken },
        data: { order_number: orderNumber, phone },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const { payment_id: paymentId } = (await sent.json()) as { payment_id: string };
      const [, code] = await fromOutbox(page.request, phone, /(?:код|code|kod|验证码)\D{0,3}(\d{4,8})/i);
      const paid = await page.request.post('/api/payments/mbank/otp/confirm/', {
        headers: { 'x-order-token': orderToken },
        data: { payment_id: paymentId, code },
      });
      expect(paid.status(), await paid.text()).toBe(200);

      const [link] = await fromOutbox(
        page.request,
        contact,
        new RegExp(`https?://[^\\s"'<>]*/booking/${orderNumber}\\?token=[^\\s"'<>&]+`),
      );
      const url = new URL(link.replaceAll('&amp;', '&'));
      // A fresh browser (no token kept from the purchase) follows the link.
      await page.goto(`${url.pathname}${url.search}&lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: t.order })).toBeVisible();
      await expect(page.getByText(/\b\d{13}\b/).first()).toBeVisible();
      await expect(page.getByText(t.ticketing)).toHaveCount(0);
      // The token is kept by the browser and taken out of the address bar.
      await expect(page).not.toHaveURL(/token=/);
      await screens(page, `email-link-order-${lng}`);
    });

    test('an in-app link to a page not yet downloaded shows a progress bar at once; the first loader speaks before the catalogue', async ({
      page,
    }) => {
      // The catalogue arrives late: on a page the app draws (the order search; public pages arrive drawn by the
      // server, e2e/tests/ssr.spec.ts), the first loader already says what is happening.
      let releaseCatalogue: () => void = () => undefined;
      const catalogueHeld = new Promise<void>((resolve) => (releaseCatalogue = resolve));
      await page.route('**/locales/**', async (route) => {
        await catalogueHeld;
        await route.continue();
      });
      await page.goto(`/booking?lng=${lng}`);
      await expect(page.getByText(t.loading).first()).toBeVisible();
      releaseCatalogue();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The FAQ page's code is held back: the bar shows while the home page is still on screen.
      let releaseChunk: () => void = () => undefined;
      const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
      await page.route(/\/assets\/faq-page[^/]*\.js$/, async (route) => {
        await chunkHeld;
        await route.continue();
      });
      // In the page's language: /faq in Russian, /en/faq in English.
      await page.locator('a[href$="/faq"]:visible').first().click();
      const bar = page.getByTestId('navigation-progress');
      await expect(bar).toBeVisible();
      await expect(page.getByRole('progressbar', { name: t.loading })).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS, `checkout-navigation-progress-${lng}-${width}.png`) });
      releaseChunk();
      await expect(bar).toBeHidden();
      await expect(page).toHaveURL(/\/faq$/);
    });
  });
}

test.describe('copy and focus', () => {
  test('Russian home: «Вылет из Бишкека»; leaving an empty city field keeps focus on the page, not the body', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?lng=ru');
    await expect(page.getByText('Вылет из Бишкека')).toBeVisible();
    await expect(page.getByText('Вылет из Бишкек', { exact: true })).toHaveCount(0);
    const from = page.getByRole('combobox', { name: 'Откуда', exact: true });
    await from.click();
    await from.fill('');
    await page.keyboard.press('Tab');
    expect(await activeElementTag(page)).not.toBe('BODY');
    await page.getByRole('button', { name: 'Найти билеты' }).click();
    await expect(page.getByText('Выберите город вылета')).toBeVisible();
    await expect(page.getByText(/^Ошибка:/)).toHaveCount(0);
    expect(await activeElementTag(page)).not.toBe('BODY');
  });

  test('the trip summary writes Kyrgyz and Chinese flight days in their own patterns', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const trip = await searchTrip(page.request, 'ky', { when: 45 });
    await choose(page, trip, 15 * 60_000);
    await page.goto('/ticket-payment?lng=ky');
    const leg = page.getByTestId('trip-leg').first();
    // '20-дек., жума': CLDR's Kyrgyz, never Russian weekdays or '20 дек.'.
    await expect(leg).toContainText(/\d{1,2}-[а-яё]+\.?, (жек\.|дүй\.|шейш\.|шарш\.|бейш\.|жума|ишм\.)/);
    await expect(leg).not.toContainText(/\b(пн|вт|ср|чт|пт|сб|вс),/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'checkout-trip-summary-ky-360.png') });
    await page.goto('/ticket-payment?lng=zh');
    await expect(page.getByTestId('trip-leg').first()).toContainText(/\d{1,2}月\d{1,2}日周[一二三四五六日]/);
    await expect(page.getByTestId('purchase-total')).toContainText('索姆');
    await page.screenshot({ path: path.join(ARTIFACTS, 'checkout-trip-summary-zh-360.png') });
  });

  test('Chinese names the som 索姆 on the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/?lng=zh');
    await expect(page.getByText(/索姆/).first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/\bsom\b/);
  });
});
