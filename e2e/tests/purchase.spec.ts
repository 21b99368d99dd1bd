/**
 * The purchase journey as a guest against the real API: a BSZ → IST round trip for two adults,
 * one passenger typed in Cyrillic and transliterated, the other read from a generated passport
 * photo by the in-browser OCR, the booking, MBank payment with the code from the dev outbox, the
 * e-tickets and the receipt PDF (opened with the order token the browser kept from the booking, not by
 * the order number alone); then the sandbox decline number ending on the error page.
 * Screens of the passenger, payment and success steps at 360 and 1280 px go to e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screensAt } from '../layout';
import { watchConsole } from '../console';
import { MBANK_SANDBOX_DECLINE_PHONE } from '@sapar/contracts';
import { isoDaysFromNow } from '../dates';

/** A 409 price_changed is an answer the flow handles; the browser still logs the status. */
const PRICE_CHANGED_409 = /status of 409/;

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
const PASSPORT_IMAGE = path.resolve(import.meta.dirname, '../fixtures/passport-asanova.png');
mkdirSync(ARTIFACTS, { recursive: true });

const WHEN = isoDaysFromNow(15);
const BACK = isoDaysFromNow(22);
const SEARCH_URL = `/search?from=BSZ&to=IST&date=${WHEN}&back=${BACK}&adults=2&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip`;

/** Full-page screens at 360 and 1280 px, each checked for horizontal scrolling. */
const screens = (page: Page, name: string) =>
  screensAt(page, (width) => `purchase-${name}-${width}.png`, { then: { width: 1280, height: 900 } });

/** Search, then 'Select' on the first outbound and the first return offer. */
async function chooseRoundTrip(page: Page, selectLabel: string) {
  await page.goto(SEARCH_URL);
  const cards = page.getByTestId('ticket-card');
  await cards.first().getByRole('button', { name: selectLabel }).click();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await cards.first().getByRole('button', { name: selectLabel }).click();
  await expect(page).toHaveURL(/\/ticket-payment$/);
}

async function fillPassenger(
  form: Locator,
  values: { last: string; first: string; gender: string; birth: string; number: string; expiry: string },
) {
  await form.locator('[name$=".last_name"]').fill(values.last);
  await form.locator('[name$=".first_name"]').fill(values.first);
  await form.locator('[name$=".gender"]').selectOption(values.gender);
  await form.locator('[name$=".birth_date"]').fill(values.birth);
  await form.locator('[name$=".citizenship"]').selectOption('KG');
  await form.locator('[name$=".document_type"]').selectOption('international_passport');
  await form.locator('[name$=".document_number"]').fill(values.number);
  await form.locator('[name$=".document_expiry"]').fill(values.expiry);
}

/**
 * The newest code sent by SMS to the phone for this order (dev outbox). Tests run in parallel and
 * share the sandbox numbers, so the order number in the text picks the right message.
 */
async function codeFromOutbox(page: Page, phone: string, orderNumber: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(phone)}`);
      const { results } = (await answer.json()) as { results: { channel: string; text: string }[] };
      const sms = results.find((m) => m.channel === 'sms' && m.text.includes(orderNumber));
      code = sms?.text.match(/(?:код|code|kod|验证码)\s*(\d{6})/i)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Ticket selection → passengers (one typed in Cyrillic and transliterated, one by passport scan) → review → booked. */
async function fillAndBook(page: Page, email: string, phone: string, options: { screensAs?: string } = {}) {
  await expect(page.getByRole('heading', { name: 'Выбранные билеты' })).toBeVisible();
  await expect(page.getByTestId('trip-leg')).toHaveCount(2);
  await page.getByRole('button', { name: 'Продолжить' }).click();

  const forms = page.getByTestId('passenger-form');
  await expect(forms).toHaveCount(2);

  // Typed in Cyrillic: an international flight wants Latin letters; 'transliterate' writes them.
  await fillPassenger(forms.nth(0), {
    last: 'Каңкулов',
    first: 'Өмүрбек',
    gender: 'male',
    birth: '02.03.1985',
    number: 'AC7654321',
    expiry: '01.01.2033',
  });
  await forms.nth(0).locator('[name$=".first_name"]').blur();
  await expect(forms.nth(0).getByText('Только латинские буквы, как в паспорте').first()).toBeVisible();
  await forms.nth(0).getByRole('button', { name: 'Перевести в латиницу' }).click();
  await expect(forms.nth(0).locator('[name$=".last_name"]')).toHaveValue('KANGKULOV');
  await expect(forms.nth(0).locator('[name$=".first_name"]')).toHaveValue('OMURBEK');

  // An infant's birth date for an adult is refused as typed.
  const birth = forms.nth(1).locator('[name$=".birth_date"]');
  await birth.fill('01.01.2026');
  await birth.blur();
  await expect(forms.nth(1).getByText('Возраст взрослого пассажира, должен быть от 12 лет')).toBeVisible();

  // The second passenger from the generated passport photo (read in the browser, from our origin).
  const ocrRequests: string[] = [];
  page.on('request', (request) => {
    if (/tesseract|traineddata|worker\.min/.test(request.url())) ocrRequests.push(request.url());
  });
  await forms.nth(1).getByRole('button', { name: 'Сканировать паспорт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сканирование паспорта' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('passport-file-input').setInputFiles(PASSPORT_IMAGE);
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(forms.nth(1).locator('[name$=".last_name"]')).toHaveValue('ASANOVA');
  await expect(forms.nth(1).locator('[name$=".first_name"]')).toHaveValue('AIGUL');
  await expect(birth).toHaveValue('15.05.1990');
  await expect(forms.nth(1).locator('[name$=".gender"]')).toHaveValue('female');
  await expect(forms.nth(1).locator('[name$=".citizenship"]')).toHaveValue('KG');
  await expect(forms.nth(1).locator('[name$=".document_number"]')).toHaveValue('AC1234567');
  await expect(forms.nth(1).locator('[name$=".document_expiry"]')).toHaveValue('31.12.2034');
  expect(ocrRequests.length).toBeGreaterThan(0);
  for (const url of ocrRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  await forms.nth(1).locator('[name$=".document_type"]').selectOption('international_passport');

  await page.locator('[name="contact.email"]').fill(email);
  await page.locator('[name="contact.phone"]').fill(phone);
  if (options.screensAs) await screens(page, `passengers-${options.screensAs}`);
  await page.getByRole('button', { name: 'Проверить данные' }).click();

  await expect(page.getByRole('heading', { name: 'Проверьте данные' })).toBeVisible();
  await expect(page.getByTestId('review-passenger')).toHaveCount(2);
  await page.getByRole('button', { name: /Перейти к оплате/ }).click();
  // Seats sold by a parallel test re-price the fare: the buyer sees old and new totals and accepts.
  const paymentHeading = page.getByRole('heading', { name: 'Оплата через MBank' });
  const priceChanged = page.getByTestId('price-changed');
  await expect(paymentHeading.or(priceChanged)).toBeVisible();
  if (await priceChanged.isVisible()) {
    await expect(priceChanged).toContainText('Было');
    await priceChanged.getByRole('button', { name: 'Принять новую цену' }).click();
  }
  await expect(paymentHeading).toBeVisible();
  await expect(page.getByTestId('payment-countdown')).toContainText(/\d{2}:\d{2}/);
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^[A-Z2-9]{6}$/);
  return orderNumber;
}

async function pay(page: Page, phone: string) {
  const phoneField = page.getByLabel('Номер телефона в MBank');
  await phoneField.fill(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  const code = await codeFromOutbox(page, phone, orderNumber);
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByRole('button', { name: 'Подтвердить оплату' }).click();
}

test.describe.configure({ timeout: 120_000 });

test('a guest buys a round trip for two: passport scan, MBank code, e-tickets and the PDF receipt', async ({
  page,
}) => {
  const problems = watchConsole(page, PRICE_CHANGED_409);
  const email = `buyer-${Date.now()}@example.kg`;
  const phone = '+996555123456';
  // The buyer came through a partner's link: the booking carries the partner code.
  await page.goto('/?ref=osh-travel-blog');
  const booking = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/booking/',
  );
  await chooseRoundTrip(page, 'Выбрать');
  const orderNumber = await fillAndBook(page, email, phone, { screensAs: 'ru' });
  expect((await booking).postDataJSON().ref).toBe('osh-travel-blog');

  // A reload keeps the flow (sessionStorage), on the payment step with the same order.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await screens(page, 'payment-ru');

  await pay(page, phone);
  await expect(page).toHaveURL(/\/ticket-payment\/success\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  const tickets = page.getByTestId('e-ticket');
  await expect(tickets).toHaveCount(2, { timeout: 30_000 });
  for (const ticket of await tickets.all()) await expect(ticket).toContainText(/\b\d{13}\b/);
  await expect(tickets.nth(0)).toContainText('KANGKULOV OMURBEK');
  await expect(tickets.nth(1)).toContainText('ASANOVA AIGUL');

  const receipt = page.getByTestId('receipt-link');
  await expect(receipt).toBeVisible();
  const href = await receipt.getAttribute('href');
  // A plain link carries the order token this browser kept from the booking; the number alone opens nothing.
  expect(href).toMatch(new RegExp(`/booking/${orderNumber}/receipt\\.pdf\\?token=`));
  expect((await page.request.get(`/api/booking/${orderNumber}/receipt.pdf`)).status()).toBe(404);
  expect((await page.request.get(`/api/booking/${orderNumber}/`)).status()).toBe(404);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const { PDFParse } = await import('pdf-parse');
  const text = (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;
  expect(text).toContain(orderNumber);
  await screens(page, 'success-ru');

  // The same outcome in Chinese, from the link alone.
  await page.goto(`${page.url()}&lng=zh`);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByTestId('e-ticket')).toHaveCount(2);
  await screens(page, 'success-zh');
  expect(problems).toEqual([]);
});

test('the sandbox decline number ends on the error page with the reason and "try again"', async ({ page }) => {
  const problems = watchConsole(page, PRICE_CHANGED_409);
  await chooseRoundTrip(page, 'Выбрать');
  const orderNumber = await fillAndBook(page, `decline-${Date.now()}@example.kg`, '+996555654321');

  // The payment step in Chinese (the flow survives the reload), then back to Russian to pay.
  await page.goto('/ticket-payment?lng=zh');
  await expect(page.getByRole('heading', { name: '通过 MBank 支付' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await screens(page, 'payment-zh');
  await page.goto('/ticket-payment?lng=ru');

  await pay(page, MBANK_SANDBOX_DECLINE_PHONE);
  await expect(page).toHaveURL(/\/ticket-payment\/error\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await expect(page.getByTestId('payment-error-reason')).toContainText('Причина:');
  // 'Try again' goes back to the order's payment step while it lives.
  await page.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(page).toHaveURL(/\/ticket-payment$/);
  await expect(page.getByRole('heading', { name: 'Оплата через MBank' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Chinese: the Latin-only note, the passenger and payment screens; closing asks first and resets', async ({
  page,
}) => {
  await page.goto('/?lng=zh');
  await chooseRoundTrip(page, '选择');
  await page.getByRole('button', { name: '继续' }).click();
  await expect(page.getByTestId('latin-only-note')).toBeVisible();
  await screens(page, 'passengers-zh');

  await page.getByTestId('purchase-close').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('请确认操作');
  await confirm.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/ticket-payment$/);
  await page.getByTestId('purchase-close').click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/search\?from=BSZ&to=IST/);
  await page.goto('/ticket-payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('尚未选择机票');
});
