/**
 * A cancelled flight end to end: a traveller holds a ticket for tomorrow; staff open the Flights page,
 * cancel that flight with a reason; the traveller (by the order link) sees the cancellation on the
 * order page, picks another flight of the same route, confirms, and gets new tickets in a new order.
 * Screenshots of the disruption panel (ru at 360 px, en at 1280 px) and no axe violations.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCESS_TOKEN_COOKIE, ORDER_TOKEN_HEADER, REFRESH_TOKEN_COOKIE, addDays, bishkekToday } from '@sapar/contracts';
import { adminTokens } from '../staff-admin';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

async function outboxText(request: APIRequestContext, to: string, accept: (text: string) => boolean): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const { results } = (await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`)).json()) as {
        results: { text: string }[];
      };
      found = results.find((message) => accept(message.text))?.text ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** A ticketed one-way order BSZ → OSS for tomorrow (on the board), paid in the MBank sandbox. */
async function ticketForTomorrow(request: APIRequestContext) {
  const when = addDays(bishkekToday(), 1);
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
  expect(search.ok(), await search.text()).toBe(true);
  const searchId = ((await search.json()) as { search_id: string }).search_id;
  const { tickets } = (await (await request.get(`/api/flights/search/${searchId}/?leg=there&page=1`)).json()) as {
    tickets: { id: string; segments: { flight_id: string }[] }[];
  };
  // The last direct flight of the day: still ahead whatever the hour.
  const ticket = tickets.filter((t) => t.segments.length === 1).at(-1)!;
  const body = {
    search_id: searchId,
    outbound_ticket: ticket.id,
    return_ticket: null,
    passengers: [
      {
        type: 'ADLT',
        first_name: 'AIDAI',
        last_name: 'TOKTOGULOVA',
        gender: 'female',
        birth_date: '15.05.1990',
        citizenship: 'KG',
        document_type: 'international_passport',
        document_number: 'AC7654321',
        document_expiry: addDays(bishkekToday(), 900).split('-').reverse().join('.'),
      },
    ],
    contact: { email: `aidai-${randomUUID().slice(0, 8)}@example.kg`, phone: '+996555123456' },
  };
  let booked = await request.post('/api/booking/', {
    data: body,
    headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'ru' },
  });
  if (booked.status() === 409) {
    const conflict = (await booked.json()) as { total_price?: number };
    booked = await request.post('/api/booking/', {
      data: { ...body, accept_price: conflict.total_price },
      headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'ru' },
    });
  }
  expect(booked.status(), await booked.text()).toBe(200);
  const { order_number: orderNumber, order_token: orderToken } = (await booked.json()) as {
    order_number: string;
    order_token: string;
  };
  const phone = `+99670${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  const tokenHeader = { [ORDER_TOKEN_HEADER]: orderToken };
  const started = await request.post('/api/payments/mbank/otp/create/', {
    data: { order_number: orderNumber, phone },
    headers: tokenHeader,
  });
  expect(started.ok(), await started.text()).toBe(true);
  const paymentId = ((await started.json()) as { payment_id: string }).payment_id;
  const code =
    (await outboxText(request, phone, (text) => text.includes(orderNumber))).match(/\b(\d{4,6})\b/)?.[1] ?? '';
  const paid = await request.post('/api/payments/mbank/otp/confirm/', {
    data: { payment_id: paymentId, code },
    headers: tokenHeader,
  });
  expect(((await paid.json()) as { status: string }).status).toBe('paid');
  return { orderNumber, orderToken, flightId: ticket.segments[0]!.flight_id, email: body.contact.email };
}

async function checkA11y(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="disruption"]').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

test('staff cancel a flight; the traveller sees it on the order page and moves to another flight at no cost', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const order = await ticketForTomorrow(request);

  // Staff: the Flights page, tomorrow's departures from Manas, the flight's status dialog.
  const tokens = await adminTokens(request);
  const host = new URL(baseURL!).hostname;
  await page.context().addCookies([
    { name: ACCESS_TOKEN_COOKIE, value: tokens.access, domain: host, path: '/' },
    { name: REFRESH_TOKEN_COOKIE, value: tokens.refresh, domain: host, path: '/' },
  ]);
  await page.goto('/staff/flights');
  await page.getByLabel('День').selectOption(addDays(bishkekToday(), 1));
  const row = page.getByTestId(`staff-flight-${order.flightId}`);
  await row.getByRole('button', { name: 'Изменить статус' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Статус').selectOption('cancelled');
  await dialog.getByLabel(/Причина/).fill('Туман в аэропорту Манас');
  await page.screenshot({ path: '/tmp/shots/disruption/staff-status-dialog-ru-1280.png' });
  await dialog.getByTestId('flight-status-save').click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Отменён')).toBeVisible();
  await page.getByRole('link', { name: 'Сбои рейсов' }).click();
  await expect(page.getByRole('cell', { name: order.orderNumber })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/disruption/staff-disruptions-ru-1280.png', fullPage: true });

  // The staff pages on a phone, and in English on a desktop.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/shots/disruption/staff-disruptions-ru-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Disruptions' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/disruption/staff-disruptions-en-1280.png', fullPage: true });
  await page.getByRole('link', { name: 'Flights' }).click();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/shots/disruption/staff-flights-en-360.png', fullPage: true });

  // The traveller got the notice with the order link.
  const mail = await outboxText(request, order.email, (text) => text.includes('отменён'));
  expect(mail).toContain(order.orderNumber);

  // The order as it waits for the answer, in English on a desktop.
  const wide = await page
    .context()
    .browser()!
    .newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const widePage = await wide.newPage();
  await widePage.goto(`/booking/${order.orderNumber}?token=${encodeURIComponent(order.orderToken)}`);
  await expect(widePage.getByRole('heading', { name: 'Your flight is cancelled' })).toBeVisible();
  // A free choice is waiting: the paid voluntary refund is not offered beside it.
  await expect(widePage.getByRole('button', { name: 'Refund tickets' })).toHaveCount(0);
  await widePage.getByLabel(/Move to another flight/).check();
  await widePage.screenshot({ path: '/tmp/shots/disruption/traveller-open-en-1280.png', fullPage: true });
  await checkA11y(widePage, 'disruption panel, English');
  await wide.close();

  // The traveller (a fresh browser, the order link): the panel, the choice, a flight, confirm.
  const traveller = await page
    .context()
    .browser()!
    .newContext({ locale: 'ru-RU', viewport: { width: 360, height: 780 } });
  const phonePage = await traveller.newPage();
  await phonePage.goto(`/booking/${order.orderNumber}?token=${encodeURIComponent(order.orderToken)}`);
  const panel = phonePage.getByTestId('disruption');
  await expect(panel.getByRole('heading', { name: 'Ваш рейс отменён' })).toBeVisible();
  await expect(panel.getByText('Туман в аэропорту Манас')).toBeVisible();
  await phonePage.screenshot({ path: '/tmp/shots/disruption/traveller-ru-360.png', fullPage: true });
  await checkA11y(phonePage, 'disruption panel');
  await panel.getByLabel(/Перейти на другой рейс/).check();
  const options = panel.getByTestId('disruption-options').getByRole('radio');
  await expect(options.first()).toBeVisible();
  await options.first().check();
  await phonePage.screenshot({ path: '/tmp/shots/disruption/traveller-options-ru-360.png', fullPage: true });
  await panel.getByTestId('disruption-continue').click();
  await expect(panel.getByTestId('disruption-confirm')).toBeVisible();
  await panel.getByTestId('disruption-confirm-button').click();
  await expect(panel.getByTestId('disruption-result')).toContainText('новые билеты оформлены');
  await phonePage.screenshot({ path: '/tmp/shots/disruption/traveller-done-ru-360.png', fullPage: true });
  await panel.getByTestId('disruption-new-order').click();
  await expect(phonePage.getByRole('heading', { level: 1 })).not.toContainText(order.orderNumber);
  await traveller.close();

  // The same order in English on a desktop: answered, with the link to the new order.
  const desktop = await page
    .context()
    .browser()!
    .newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const desk = await desktop.newPage();
  await desk.goto(`/booking/${order.orderNumber}?token=${encodeURIComponent(order.orderToken)}`);
  await expect(desk.getByTestId('disruption-answered')).toContainText('You moved to another flight');
  await desk.screenshot({ path: '/tmp/shots/disruption/traveller-answered-en-1280.png', fullPage: true });
  await desk.screenshot({ path: path.join(ARTIFACTS, 'disruption-answered-en-1280.png'), fullPage: true });
  await desktop.close();
});
