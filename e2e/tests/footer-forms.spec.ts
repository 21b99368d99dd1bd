/**
 * The footer forms end to end: the appeal dialog from the footer (errors, sending, the request
 * number and the acknowledgement in the dev outbox, focus back on the button); the refund form on
 * /exchange-refund in Kyrgyz; the page and the dialog at 360 and 1280 px without sideways
 * scrolling or serious axe violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface OutboxMessage {
  subject: string;
  text: string;
}

async function readOutbox(page: Page, email: string): Promise<OutboxMessage[]> {
  const answer = await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { results: OutboxMessage[] }).results;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test('an appeal from the footer: errors first, then the request number and the acknowledgement email', async ({
  page,
}) => {
  const email = `appeal-${Date.now()}@example.kg`;
  await page.goto('/faq');
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Обращение' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Обращение' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
  await dialog.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(dialog.getByTestId('field-error')).toHaveText([
    'Тема обращения не может быть пустым',
    'Имя не может быть пустым',
    'Эл. почта не может быть пустым',
    'Сообщение не может быть пустым',
    'Нужно согласие на обработку данных',
  ]);
  await expect(dialog.getByLabel('Тема обращения')).toBeFocused();

  await dialog.getByLabel('Тема обращения').selectOption('question');
  await dialog.getByLabel('Номер заказа').fill('k7m2q0');
  await dialog.getByLabel('Имя').fill('Бакыт Асанов');
  await dialog.getByLabel('Эл. почта').fill(email);
  await dialog.getByLabel('Сообщение').fill('Можно ли взять в салон гитару?');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Отправить обращение' }).click();
  // The booking reference is optional, but when given it must be one.
  await expect(dialog.getByTestId('field-error')).toHaveText([
    'Номер заказа — 6 латинских букв и цифр, например K7M2QX',
  ]);
  await expect(dialog.getByLabel('Номер заказа')).toBeFocused();
  await dialog.getByLabel('Номер заказа').fill('');
  await dialog.getByRole('button', { name: 'Отправить обращение' }).click();

  const received = dialog.getByTestId('request-received');
  await expect(received).toBeVisible();
  await expect(received).toContainText('Мы отправили подтверждение на вашу почту');
  const number = (await received.locator('strong').textContent())!;
  expect(number).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
  await expect.poll(async () => (await readOutbox(page, email))[0]?.subject).toBe(`Sapar: обращение ${number} принято`);
  expect((await readOutbox(page, email))[0]?.text).toContain('Тема: вопрос');

  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);
});

test('a refund request on /exchange-refund in Kyrgyz', async ({ page }) => {
  const email = `refund-${Date.now()}@example.kg`;
  await page.goto('/exchange-refund?lng=ky');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ky');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Билеттерди алмаштыруу жана кайтаруу');
  await expect(page.getByRole('link', { name: 'Буйрутманы табуу' })).toHaveAttribute('href', '/booking');
  await expect(page.getByRole('link', { name: 'Учуулар тарыхын ачуу' })).toHaveAttribute(
    'href',
    '/personal-cabinet?tab=history',
  );

  // Switching tabs keeps what was typed in the other form.
  const exchangeForm = page.getByRole('form', { name: 'Билетти алмаштырууга арыз' });
  await exchangeForm.getByLabel('Буйрутманын номери').fill('M8P3RT');
  await page.getByRole('tab', { name: 'Кайтаруу' }).click();
  await expect(page).toHaveURL(/[?&]form=refund/);
  const form = page.getByRole('form', { name: 'Билетти кайтарууга арыз' });
  await form.getByRole('button', { name: 'Арыз жөнөтүү' }).click();
  await expect(form.getByTestId('field-error').first()).toHaveText('Буйрутманын номери бош болбошу керек');

  await form.getByLabel('Буйрутманын номери').fill('k7m2qx');
  await form.getByRole('textbox', { name: 'Аты', exact: true }).fill('Айгүл Токтогулова');
  await form.getByLabel('Электрондук почта').fill(email);
  await form.getByLabel('Телефон').fill('+996 555 123 456');
  await form.getByLabel('Билдирүү').fill('Рейс жылдырылды, билетти кайтарууну суранам.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Арыз жөнөтүү' }).click();

  const received = page.getByTestId('request-received');
  await expect(received).toContainText('Арыз кабыл алынды');
  const number = (await received.locator('strong').textContent())!;
  expect(number).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
  await expect
    .poll(async () => (await readOutbox(page, email))[0]?.subject)
    .toBe(`Sapar: ${number} арызы кабыл алынды`);
  expect((await readOutbox(page, email))[0]?.text).toContain('K7M2QX');

  await page.getByRole('tab', { name: 'Алмаштыруу' }).click();
  await expect(exchangeForm.getByLabel('Буйрутманын номери')).toHaveValue('M8P3RT');
});

test('the exchange and refund page and the footer dialog fit 360 and 1280 px and pass axe', async ({ page }) => {
  // Four axe scans: 25-35 s on a 2-core machine running the browser tests in parallel.
  test.setTimeout(90_000);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/exchange-refund');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обмен и возврат билетов');
    await expect(page.getByRole('form', { name: 'Заявка на обмен билета' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `page at ${width}px`);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Возврат билета' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заявка на возврат билета' });
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByTestId('field-error').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `dialog at ${width}px`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
