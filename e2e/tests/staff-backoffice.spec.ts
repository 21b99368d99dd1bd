/**
 * The back office end to end: the admin (made on the command line) invites an agent; the agent sets a
 * password from the invitation link, enrols TOTP (codes computed here with otpauth), signs in again
 * with a code, finds a ticketed order by a passenger's surname in lower case, resends its
 * confirmation with a reason, answers a request from a template, and finds both in the audit log.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ORDER_TOKEN_HEADER, addDays, bishkekToday } from '@sapar/contracts';
import { adminSession, totpCode } from '../staff-admin';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const uniquePhone = () => `+99670${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

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

/** A ticketed order for one adult with this surname (BSZ → OSS in about two months, paid in the MBank sandbox). */
async function ticketedOrder(request: APIRequestContext, surname: string, email: string): Promise<string> {
  const when = addDays(bishkekToday(), 60);
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
  const { tickets } = (await (await request.get(`/api/flights/search/${searchId}/?leg=there&page=1`)).json()) as {
    tickets: { id: string }[];
  };
  expect(tickets.length).toBeGreaterThan(0);
  const expiry = addDays(bishkekToday(), 900).split('-').reverse().join('.');
  const body = {
    search_id: searchId,
    outbound_ticket: tickets[0]!.id,
    return_ticket: null,
    passengers: [
      {
        type: 'ADLT',
        first_name: 'AIDA',
        last_name: surname,
        gender: 'female',
        birth_date: '15.05.1990',
        citizenship: 'KG',
        document_type: 'international_passport',
        document_number: 'AC1234567',
        document_expiry: expiry,
      },
    ],
    contact: { email, phone: '+996555123456' },
  };
  let booked = await request.post('/api/booking/', { data: body, headers: { 'Idempotency-Key': randomUUID() } });
  if (booked.status() === 409) {
    const conflict = (await booked.json()) as { total_price?: number };
    booked = await request.post('/api/booking/', {
      data: { ...body, accept_price: conflict.total_price },
      headers: { 'Idempotency-Key': randomUUID() },
    });
  }
  expect(booked.status(), await booked.text()).toBe(200);
  const { order_number: orderNumber, order_token: orderToken } = (await booked.json()) as {
    order_number: string;
    order_token: string;
  };
  const phone = uniquePhone();
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
  return orderNumber;
}

/** A full-page screenshot, and no accessibility violations on the page as it is (axe). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `staff-${name}.png`), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    name,
  ).toEqual([]);
}

test('an agent enrols TOTP, signs in with it, resends an order confirmation, answers a request, and the audit log shows both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const agentEmail = `agent-${Date.now()}-${letters(4).toLowerCase()}@sapar.kg`;
  const agentPassword = 'Agent-Tulpar-2026';
  const surname = `SAPAROVA${letters(5)}`;
  const requester = `Айгерим ${letters(4)}`;

  // The admin invites the agent; the invitation is mailed with a link.
  const admin = await adminSession(request);
  const invited = await request.post('/api/staff/users/', {
    headers: admin,
    data: { email: agentEmail, roles: ['agent'] },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const inviteMail = await outboxText(request, agentEmail, (text) => text.includes('/staff/accept?token='));
  const link = new URL(inviteMail.match(/https?:\/\/\S+\/staff\/accept\?token=[^\s)"]+/)![0]);

  const orderNumber = await ticketedOrder(request, surname, `buyer-${letters(6).toLowerCase()}@example.kg`);
  const appeal = await request.post('/api/requests/appeal/', {
    headers: { 'Accept-Language': 'ru' },
    data: {
      name: requester,
      email: `sender-${letters(6).toLowerCase()}@example.kg`,
      message: 'Подскажите, пожалуйста, про багаж на рейсе в Ош',
      topic: 'question',
      consent: true,
    },
  });
  expect(appeal.status(), await appeal.text()).toBeLessThan(300);

  // The agent sets a password from the link.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Приглашение в бэк-офис' })).toBeVisible();
  await page.getByLabel('Пароль', { exact: false }).first().fill(agentPassword);
  await page.getByLabel('Пароль ещё раз').fill(agentPassword);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText(`Войдите как ${agentEmail}`)).toBeVisible();
  await shot(page, 'invite-accepted');
  await page.getByRole('link', { name: 'Ко входу' }).click();

  // First sign-in: no second factor yet, so the enrolment page opens.
  await page.getByLabel('Электронная почта').fill(agentEmail);
  await page.getByLabel(/^Пароль/).fill(agentPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/staff\/mfa$/);
  await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await shot(page, 'mfa-setup');
  await page.getByLabel('Код из приложения').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Подключить' }).click();
  const recoveryCodes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(recoveryCodes.first()).toBeVisible();
  expect(await recoveryCodes.count()).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: 'Я сохранил коды — к работе' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы бэк-офиса' })).toBeVisible();

  // Sign out and in again: now the password asks for the code (the next 30 s step: each code works once).
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.getByLabel('Электронная почта').fill(agentEmail);
  await page.getByLabel(/^Пароль/).fill(agentPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await shot(page, 'sign-in-code');
  await page.getByLabel('Код подтверждения').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  const nav = page.getByRole('navigation', { name: 'Разделы бэк-офиса' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
  await expect(page.getByText('открытых заявок')).toBeVisible();
  await shot(page, 'dashboard');

  // The order by the passenger's surname, typed in lower case.
  await nav.getByRole('link', { name: 'Заказы' }).click();
  const search = page.getByRole('search', { name: 'Поиск заказов' });
  await search.getByLabel('Поиск').fill(surname.toLowerCase());
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Найдено заказов: 1')).toBeVisible();
  await shot(page, 'orders');
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Заказ ${orderNumber}`) })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить подтверждение ещё раз' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отправить подтверждение ещё раз' });
  await dialog.getByLabel(/Причина/).fill('Клиент не получил письмо');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog).toBeHidden();
  const orderAudit = page.getByRole('region', { name: 'Журнал действий по заказу' });
  await expect(orderAudit.getByText('Клиент не получил письмо')).toBeVisible();
  // The MBank code SMS is in the order's messages (from the outbox), its code masked.
  const messages = page.getByRole('table', { name: 'Письма и SMS' });
  await expect(messages.getByText('SMS с кодом оплаты')).toBeVisible();
  await expect(messages.getByText(new RegExp(`код •••••• для оплаты .* заказ ${orderNumber}`))).toBeVisible();
  await expect(messages.getByText(/код \d{6}/)).toHaveCount(0);
  await shot(page, 'order');

  // The request, answered from a template in its language.
  await nav.getByRole('link', { name: 'Заявки' }).click();
  const requestSearch = page.getByRole('search', { name: 'Поиск заявок' });
  await requestSearch.getByLabel('Поиск').fill(requester);
  await requestSearch.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Найдено заявок: 1')).toBeVisible();
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('button', { name: 'Взять себе' }).click();
  await expect(page.getByRole('button', { name: 'Снять с себя' })).toBeVisible();
  // The server's template in the request's language, with the sender's name filled in.
  await page.getByRole('button', { name: 'Заявка получена' }).click();
  await expect(page.getByLabel(/Текст ответа/)).toHaveValue(new RegExp(`Здравствуйте, ${requester}!`));
  await page.getByRole('button', { name: 'Отправить ответ' }).click();
  await expect(page.getByText('Ответ сохранён и отправлен на почту.')).toBeVisible();
  await shot(page, 'request');
  await expect(
    page.getByRole('region', { name: 'Ответы' }).getByText(new RegExp(`Здравствуйте, ${requester}!`)),
  ).toBeVisible();
  // A status of its own, without another answer: nothing is mailed.
  const statusChange = page.getByRole('combobox', { name: 'Статус без ответа' });
  await statusChange.selectOption({ label: 'В работе' });
  await page.getByRole('button', { name: 'Сменить статус' }).click();
  await expect(page.getByText('Статус изменён: В работе.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('В работе')).toBeVisible();

  // The money desk: the provider's charges reconciled (the MBank sandbox's match our payments) and no manual refunds.
  await nav.getByRole('link', { name: 'Деньги' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Деньги' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Сверка с платёжной системой' })).toBeVisible();
  await expect(page.getByText('Сверено', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Возвраты вручную' })).toBeVisible();
  await shot(page, 'money');

  // Both in the audit log, under the agent's name.
  await nav.getByRole('link', { name: 'Журнал действий' }).click();
  const auditSearch = page.getByRole('search', { name: 'Фильтр журнала' });
  await auditSearch.getByLabel('Сотрудник').fill(agentEmail);
  await auditSearch.getByRole('button', { name: 'Найти' }).click();
  const log = page.getByRole('table');
  await expect(log.getByRole('cell', { name: 'Подтверждение отправлено повторно' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Ответ отправлен' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Изменён статус' })).toBeVisible();
  await shot(page, 'audit');
  // The entity filter offers every audit entity by name.
  await expect(
    auditSearch.getByLabel('Объект', { exact: true }).getByRole('option', { name: 'Сбой рейса' }),
  ).toHaveCount(1);

  // The order page in English, on a desktop and on a phone: the SMS row still masks the code.
  await page.goto(`/staff/orders/${orderNumber}`);
  await page.getByRole('combobox', { name: 'Язык интерфейса' }).selectOption('en');
  const englishMessages = page.getByRole('table', { name: 'Emails and SMS' });
  await expect(englishMessages.getByText('Payment code SMS')).toBeVisible();
  await expect(englishMessages.getByText(/код •••••• для оплаты/)).toBeVisible();
  await shot(page, 'order-en');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(englishMessages.getByText('Payment code SMS')).toBeVisible();
  await shot(page, 'order-en-360');
});
