/**
 * After the sale, against the real API. The tickets are bought through the API (the purchase UI has
 * its own spec); everything after that goes through the UI: (a) a signed-in traveller finds a flex
 * order under "active" in the account's history, refunds it (a fully refundable fare is refunded on
 * confirmation) and finds it under "refunded"; (b) a guest's reference and email show only the masked
 * summary (no names, no passport), the guest has the link to the whole order mailed, opens it from the
 * dev outbox, moves the flight to a later date, pays the difference with the SMS code, and sees the new
 * order's tickets and the old order marked exchanged; (c) the same summary and link in English.
 * Screens of the summary and the order page at 360 and 1280 px go to e2e/artifacts/.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screensAt } from '../layout';
import { watchConsole } from '../console';
import { ORDER_TOKEN_HEADER, addDays, bishkekToday } from '@sapar/contracts';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const ACCESS_COOKIE = 'sapar_access_token';
const REFRESH_COOKIE = 'sapar_refresh_token';

/** yyyy-MM-dd `days` from today in Bishkek (the flights' calendar). */
function bishkekDate(days: number): string {
  return addDays(bishkekToday(), days);
}

const display = (iso: string) => iso.split('-').reverse().join('.');
const uniqueEmail = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.kg`;
/** A mobile number of its own per test: the outbox is shared by the tests running in parallel. */
const uniquePhone = () => `+99670${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

/** The newest message to `to` in the dev outbox whose text passes `accept`, as its 6-digit code. */
async function outboxCode(
  request: APIRequestContext,
  to: string,
  accept: (text: string) => boolean = () => true,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { results } = (await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`)).json()) as {
        results: { text: string }[];
      };
      code = results.find((message) => accept(message.text))?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** An account made through the API with the mailed code; the page is signed in through its cookies. */
async function signUp(page: Page, baseURL: string): Promise<string> {
  const email = uniqueEmail('aftersales');
  const password = 'Tulpar-2025!';
  expect((await page.request.post('/api/users/otp/', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const otp = await outboxCode(page.request, email);
  const answer = await page.request.post('/api/users/create/', { data: { email, password, password2: password, otp } });
  expect(answer.status()).toBe(201);
  const { access, refresh } = (await answer.json()) as { access: string; refresh: string };
  const domain = new URL(baseURL).hostname;
  await page.context().addCookies([
    { name: ACCESS_COOKIE, value: access, domain, path: '/', sameSite: 'Lax' },
    { name: REFRESH_COOKIE, value: refresh, domain, path: '/', sameSite: 'Lax' },
  ]);
  return access;
}

interface Offer {
  offer_id: string;
  fare_family: 'light' | 'standard' | 'flex';
}

/** A search result: one itinerary with its fares side by side, each booked by its own offer id. */
interface Result {
  fares: Offer[];
}

/** Searches BSZ → OSS, books the first offer of the fare family for one adult and pays it with the order token: the ticketed order's number. */
async function buyTicket(
  request: APIRequestContext,
  options: { family: Offer['fare_family']; days: number; email: string; access?: string },
): Promise<string> {
  const when = bishkekDate(options.days);
  const search = await request.post('/api/flights/search/', {
    data: {
      type: 'one_way',
      city_from: 'BSZ',
      city_to: 'OSS',
      when_date: when,
      back_date: null,
      passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    },
  });
  expect(search.ok()).toBe(true);
  const searchId = ((await search.json()) as { search_id: string }).search_id;
  let offer: Offer | undefined;
  for (let page = 1; !offer && page <= 20; page += 1) {
    const answer = (await (await request.get(`/api/flights/search/${searchId}/?leg=there&page=${page}`)).json()) as {
      tickets: Result[];
      pageData: { totalPages: number };
    };
    offer = answer.tickets.flatMap((result) => result.fares).find((fare) => fare.fare_family === options.family);
    if (page >= answer.pageData.totalPages) break;
  }
  expect(offer, `a ${options.family} fare on ${when}`).toBeTruthy();

  const body = {
    search_id: searchId,
    outbound_ticket: offer!.offer_id,
    return_ticket: null,
    passengers: [
      {
        type: 'ADLT',
        first_name: 'AIBEK',
        last_name: 'OSMONOV',
        gender: 'male',
        birth_date: '02.03.1985',
        citizenship: 'KG',
        document_type: 'international_passport',
        document_number: 'AC7654321',
        document_expiry: display(bishkekDate(900)),
      },
    ],
    contact: { email: options.email, phone: '+996555123456' },
  };
  const headers = {
    'Idempotency-Key': randomUUID(),
    ...(options.access ? { Authorization: `JWT ${options.access}` } : {}),
  };
  let booked = await request.post('/api/booking/', { data: body, headers });
  // Seats sold by a parallel test may re-price the fare: accept the new total.
  if (booked.status() === 409) {
    const conflict = (await booked.json()) as { total_price?: number };
    booked = await request.post('/api/booking/', {
      data: { ...body, accept_price: conflict.total_price },
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
    });
  }
  expect(booked.status(), await booked.text()).toBe(200);
  const { order_number: orderNumber, order_token: orderToken } = (await booked.json()) as {
    order_number: string;
    order_token: string;
  };

  // Paying needs the order token (or the owner's JWT), as every operation on the order: the number alone is a 404.
  const phone = uniquePhone();
  if (!options.access)
    expect(
      (await request.post('/api/payments/mbank/otp/create/', { data: { order_number: orderNumber, phone } })).status(),
    ).toBe(404);
  const tokenHeader = { [ORDER_TOKEN_HEADER]: orderToken };
  const started = await request.post('/api/payments/mbank/otp/create/', {
    data: { order_number: orderNumber, phone },
    headers: tokenHeader,
  });
  expect(started.ok(), await started.text()).toBe(true);
  const paymentId = ((await started.json()) as { payment_id: string }).payment_id;
  const code = await outboxCode(request, phone, (text) => text.includes(orderNumber));
  const paid = await request.post('/api/payments/mbank/otp/confirm/', {
    data: { payment_id: paymentId, code },
    headers: tokenHeader,
  });
  expect(((await paid.json()) as { status: string }).status).toBe('paid');
  return orderNumber;
}

/** Full-page screens at 360 and 1280 px, each checked for horizontal scrolling. */
const screens = (page: Page, name: string) =>
  screensAt(page, (width) => `aftersales-${name}-${width}.png`, { then: { width: 1280, height: 720 } });

/** The link to the whole order in the newest email to `email` sent after `since` (the access-link mail). */
async function orderLinkFromOutbox(
  request: APIRequestContext,
  email: string,
  orderNumber: string,
  since: number,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { results } = (await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`)).json()) as {
          results: { text: string; created_at: string }[];
        };
        const mail = results.find(
          (message) =>
            Date.parse(message.created_at) >= since && message.text.includes(`/booking/${orderNumber}?token=`),
        );
        link = mail?.text.match(new RegExp(`https?://\\S+/booking/${orderNumber}\\?token=[^\\s"<]+`))?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .toContain('?token=');
  return link;
}

/** /booking with the reference and email: the masked summary, nothing personal, then the link mailed and opened. */
async function openOrderThroughEmailLink(
  page: Page,
  orderNumber: string,
  email: string,
  texts: {
    find: RegExp;
    emailLabel: RegExp;
    submit: string;
    summaryTitle: string;
    passengers: string;
    sendLink: RegExp;
    sent: string;
  },
  screensAs: string,
) {
  await page.getByLabel(texts.find).fill(orderNumber.toLowerCase());
  await page.getByLabel(texts.emailLabel).fill(email);
  await page.getByRole('button', { name: texts.submit }).click();

  // Only the masked summary: status, route, dates, how many passengers, masked contacts.
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(texts.summaryTitle);
  await expect(summary.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/\/booking(\?|$)/);
  await expect(summary.getByTestId('order-summary-passengers')).toHaveText(texts.passengers);
  await expect(summary.getByTestId('order-summary-contact')).toContainText(`${email.slice(0, 1)}***@example.kg`);
  await expect(summary.getByTestId('order-leg')).toContainText('OSS');
  const visible = await page.locator('body').innerText();
  expect(visible).not.toContain('AC7654321');
  expect(visible).not.toContain('OSMONOV');
  expect(visible).not.toContain(email);
  expect(visible).not.toContain('555123456');
  await screens(page, `summary-${screensAs}`);

  const since = Date.now() - 1000;
  await summary.getByRole('button', { name: texts.sendLink }).click();
  await expect(summary.getByTestId('order-link-sent')).toHaveText(texts.sent, { timeout: 20_000 });
  await expect(summary.getByTestId('order-link-sent')).toBeFocused();
  await screens(page, `link-sent-${screensAs}`);

  const link = await orderLinkFromOutbox(page.request, email, orderNumber, since);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  // The token is kept by the page and taken out of the address bar.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  // Only the language the email was written in stays in the address (lng).
  await expect(page).toHaveURL(new RegExp(`/booking/${orderNumber}(\\?lng=[a-z]{2})?$`));
  await expect(page.getByTestId('order-passenger')).toContainText('OSMONOV AIBEK');
}

test.describe.configure({ timeout: 120_000 });

async function openGroup(page: Page, name: RegExp) {
  const tab = page.getByRole('tablist', { name: 'Группы заказов' }).getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a signed-in traveller refunds a flex ticket from the account history and finds it under "refunded"', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const access = await signUp(page, baseURL!);
  const orderNumber = await buyTicket(page.request, { family: 'flex', days: 24, email: uniqueEmail('flex'), access });

  await page.goto('/personal-cabinet?tab=history');
  await openGroup(page, /^Активные 1$/);
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Билеты выписаны');
  await expect(card.getByTestId('order-passenger')).toContainText(/OSMONOV AIBEK.*\d{13}/);

  await card.getByRole('link', { name: 'Вернуть билеты' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${orderNumber}\\?action=refund$`));
  const flow = page.getByTestId('refund-flow');
  await expect(flow.getByRole('heading', { name: 'Возврат билетов' })).toBeFocused();
  await flow.getByLabel(/Причина возврата/).fill('Изменились планы');
  await flow.getByRole('button', { name: 'Рассчитать возврат' }).click();

  const quote = flow.getByTestId('refund-quote');
  await expect(flow.getByRole('heading', { name: 'Расчёт возврата' })).toBeFocused();
  await expect(quote).toContainText('Тариф полностью возвратный');
  await expect(quote.getByTestId('quote-expiry')).toContainText(/1[45]:\d{2}/);
  const total = (await page.getByTestId('order-total').textContent())!.trim();
  await expect(quote.getByTestId('refund-amount')).toHaveText(total);
  await quote.getByRole('button', { name: 'Подтвердить возврат' }).click();

  await expect(flow.getByRole('heading', { name: 'Билеты возвращены' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Возвращён');
  await expect(page.getByTestId('order-passenger').getByTestId('ticket-status')).toHaveText('Возвращён');

  await page.getByRole('link', { name: 'История перелётов' }).click();
  await openGroup(page, /^Возвращённые 1$/);
  await expect(page.getByTestId('order-card').filter({ hasText: orderNumber }).getByTestId('order-status')).toHaveText(
    'Возвращён',
  );
  await openGroup(page, /^Активные 0$/);
  await expect(page.getByTestId('history-count')).toHaveText('Найдено 0 заказов');
  expect(problems).toEqual([]);
});

test('a guest sees only the masked summary by reference and email, opens the whole order from the mailed link, moves it to a later date and pays the difference', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('guest');
  const days = 26;
  const orderNumber = await buyTicket(page.request, { family: 'standard', days, email });

  // The order number alone opens nothing (the browser logs that 404; it is the point here).
  await page.goto(`/booking/${orderNumber}`);
  await expect(page.getByTestId('order-not-found')).toBeVisible({ timeout: 20_000 });
  expect(problems.splice(0)).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  await page.getByRole('link', { name: 'Найти заказ' }).click();
  await expect(page.getByLabel(/Номер бронирования/)).toHaveValue(orderNumber);

  await openOrderThroughEmailLink(
    page,
    orderNumber,
    email,
    {
      find: /Номер бронирования/,
      emailLabel: /Эл\. почта/,
      submit: 'Найти заказ',
      summaryTitle: `Заказ ${orderNumber}: краткие сведения`,
      passengers: '1 пассажир',
      sendLink: /Отправить ссылку на полный заказ на \S+\*\*\*@example\.kg/,
      sent: 'Если почта совпадает с заказом, мы отправили на неё ссылку — она открывает полный заказ. Письмо может прийти через несколько минут; загляните и в «Спам».',
    },
    'ru',
  );
  await screens(page, 'order-ru');

  await page.getByRole('button', { name: 'Обменять' }).click();
  const flow = page.getByTestId('exchange-flow');
  await flow.getByLabel(/Новая дата вылета/).fill(bishkekDate(days + 2));
  await flow.getByRole('button', { name: 'Найти рейсы' }).click();
  const options = flow.getByTestId('exchange-option');
  await expect(options.first()).toBeVisible();
  await expect(options.first().getByTestId('exchange-total-due')).toHaveText(/\d/);
  await options.first().getByRole('button', { name: 'Выбрать' }).click();
  await flow.getByRole('button', { name: /Подтвердить и оплатить/ }).click();

  // The purchase's MBank step, for the exchange order.
  await expect(flow.getByRole('heading', { name: 'Оплата через MBank' })).toBeVisible();
  const newNumber = (await flow.getByTestId('order-number').textContent())!.trim();
  expect(newNumber).toMatch(/^[A-Z2-9]{6}$/);
  expect(newNumber).not.toBe(orderNumber);
  const phone = uniquePhone();
  await flow.getByLabel('Номер телефона в MBank').fill(phone);
  await flow.getByRole('button', { name: 'Получить код' }).click();
  const code = await outboxCode(page.request, phone, (text) => text.includes(newNumber));
  await flow.getByLabel('Код из SMS').fill(code);
  await flow.getByRole('button', { name: 'Подтвердить оплату' }).click();

  await expect(flow.getByRole('heading', { name: 'Обмен выполнен' })).toBeVisible({ timeout: 20_000 });
  await expect(flow.getByTestId('new-order-number')).toHaveText(newNumber);
  await flow.getByRole('link', { name: 'Открыть новый заказ' }).click();

  // The new order (opened with its own token, kept at confirmation): ticketed, new ticket numbers, and where it came from.
  await expect(page).toHaveURL(new RegExp(`/booking/${newNumber}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newNumber);
  await expect(page.getByTestId('exchange-flow')).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Билеты выписаны');
  await expect(page.getByTestId('order-passenger')).toContainText(/\d{13}/);
  await expect(page.getByTestId('order-passenger').getByTestId('ticket-status')).toHaveText('Действителен');
  const newTicket = (await page.getByTestId('order-passenger').textContent())!.match(/\d{13}/)![0];

  await page.getByTestId('exchange-of').getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await expect(page.getByTestId('order-status')).toHaveText('Обменян');
  await expect(page.getByTestId('order-passenger').getByTestId('ticket-status')).toHaveText('Обменян');
  await expect(page.getByTestId('order-passenger')).not.toContainText(newTicket);
  await expect(page.getByTestId('exchanged-to')).toContainText(newNumber);
  await expect(page.getByRole('button', { name: 'Обменять' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('English: the masked summary, the link request and the order it opens', async ({ page }) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('guest-en');
  const orderNumber = await buyTicket(page.request, { family: 'standard', days: 27, email });
  await page.goto('/booking?lng=en');
  await openOrderThroughEmailLink(
    page,
    orderNumber,
    email,
    {
      find: /Booking reference/,
      emailLabel: /Email/,
      submit: 'Find the order',
      summaryTitle: `Order ${orderNumber}: summary`,
      passengers: '1 passenger',
      sendLink: /Send a link to the full order to \S+\*\*\*@example\.kg/,
      sent: 'If the email matches the order, we have sent a link to it; it opens the full order. It may take a few minutes — check your spam folder too.',
    },
    'en',
  );
  await screens(page, 'order-en');
  expect(problems).toEqual([]);
});
