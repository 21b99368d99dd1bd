/**
 * Content end to end: the admin invites an editor; the editor enrols TOTP, writes a news item in the
 * rich-text editor with Russian and English (titles in every language), uploads its main image, sees the preview,
 * publishes it, and the item is the first card on the home page in Russian and in English. A text file passed off
 * as an image is refused with a clear message. Screenshots of the editor at 1280 and 360 px.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, totpCode } from '../staff-admin';

const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(SHOTS, { recursive: true });
const IMAGE = path.resolve(import.meta.dirname, '../../apps/api/media/news/antalya-beach.webp');

const suffix = () => Math.random().toString(36).slice(2, 8);

test('an editor writes a news item with an image, publishes it, and it is on the home page in ru and en', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const id = suffix();
  const editorEmail = `editor-${id}@sapar.kg`;
  const password = 'Editor-Tulpar-2026';
  const slug = `fog-at-manas-${id}`;
  const titles = {
    ru: `Туман в Манасе ${id}`,
    en: `Fog at Manas ${id}`,
    ky: `Манастагы туман ${id}`,
    tr: `Manas'ta sis ${id}`,
    zh: `玛纳斯机场大雾 ${id}`,
  };

  const admin = await adminSession(request);
  const invited = await request.post('/api/staff/users/', {
    headers: admin,
    data: { email: editorEmail, roles: ['editor'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let token = '';
  await expect
    .poll(async () => {
      const { results } = (await (
        await request.get(`/api/dev/outbox/?to=${encodeURIComponent(editorEmail)}`)
      ).json()) as { results: { text: string }[] };
      token = results.map((m) => /\/staff\/accept\?token=([^\s)"&]+)/.exec(m.text)?.[1] ?? '').find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  const accepted = await request.post('/api/staff/users/accept/', {
    data: { token: decodeURIComponent(token), password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // First sign-in: the enrolment of the second factor, then straight to the news (an editor has no dashboard).
  await page.goto('/staff/login');
  await page.getByLabel('Электронная почта').fill(editorEmail);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/staff\/mfa$/);
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel('Код из приложения').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Подключить' }).click();
  await page.getByRole('button', { name: 'Я сохранил коды — к работе' }).click();
  const nav = page.getByRole('navigation', { name: 'Разделы бэк-офиса' });
  await expect(nav.getByRole('link', { name: 'Новости' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Заказы' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/staff\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();

  await page.getByRole('link', { name: 'Новая новость' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новая новость' })).toBeVisible();

  // Saving with nothing filled in: the problems are listed, nothing is created.
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('alert')).toContainText('Заполните заголовок на русском.');

  await page.getByLabel('Адрес страницы').fill(slug);
  const tabs = page.getByRole('tablist', { name: 'Языки текста' });
  await expect(tabs.getByRole('tab', { name: /RU.*обязательно, не заполнено/ })).toBeVisible();

  // Only the open language's panel is shown (the others stay mounted, hidden).
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Заголовок', { exact: true }).fill(titles.ru);
  await panel.getByLabel('Краткое описание').fill('Рейсы задерживаются: что делать пассажирам.');
  const body = panel.getByRole('textbox', { name: 'Текст новости' });
  await body.click();
  await page.keyboard.type('Из-за тумана аэропорт Манас принимает рейсы с задержкой.');
  await page.getByRole('button', { name: 'Жирный' }).click();
  await page.keyboard.type(' Следите за статусом рейса.');
  await expect(tabs.getByRole('tab', { name: /^RU$/ })).toBeVisible();

  await tabs.getByRole('tab', { name: /^EN/ }).click();
  await panel.getByLabel('Заголовок', { exact: true }).fill(titles.en);
  await panel.getByLabel('Краткое описание').fill('Flights are delayed: what passengers should do.');
  await panel.getByRole('textbox', { name: 'Текст новости' }).click();
  await page.keyboard.type('Fog at Manas airport delays arrivals.');
  for (const language of ['ky', 'tr', 'zh'] as const) {
    await tabs.getByRole('tab', { name: new RegExp(`^${language.toUpperCase()}`) }).click();
    await panel.getByLabel('Заголовок', { exact: true }).fill(titles[language]);
  }
  // Kyrgyz, Turkish and Chinese still lack their text: marked as missing (they fall back to Russian).
  await expect(tabs.getByRole('tab', { name: /KY.*нет перевода/ })).toBeVisible();

  // A text file named like a picture is refused with a clear message; a real image is taken.
  const fake = path.join(os.tmpdir(), `not-a-picture-${id}.png`);
  writeFileSync(fake, 'just some text, not an image');
  await page.getByTestId('main-image-input').setInputFiles(fake);
  await expect(page.getByText('Это не изображение. Загрузите JPEG, PNG, WebP, GIF или AVIF.')).toBeVisible();
  await page.getByTestId('main-image-input').setInputFiles(IMAGE);
  await expect(page.getByRole('img', { name: 'Главное изображение' })).toHaveAttribute(
    'src',
    /^\/media\/uploads\/[0-9a-f-]+\/\d+\.webp$/,
  );

  // The preview shows the card and the page as the site draws them, in the language chosen.
  const preview = page.getByRole('region', { name: 'Предпросмотр' });
  await expect(preview.getByTestId('news-card')).toContainText(titles.ru);
  await preview.getByLabel('Язык').selectOption('en');
  await expect(preview.getByTestId('news-card')).toContainText(titles.en);
  await expect(preview.getByRole('heading', { level: 1, name: titles.en })).toBeVisible();
  // The body is drawn in a sandboxed frame of its own, never in this page, styled as on the site.
  const frame = preview.getByTitle('Текст новости в предпросмотре');
  await expect(frame).toHaveAttribute('sandbox', '');
  const previewBody = preview.frameLocator('iframe[title="Текст новости в предпросмотре"]').locator('body > div');
  await expect(previewBody).toContainText('Fog at Manas airport delays arrivals.');
  await expect(previewBody).toHaveCSS('font-size', '17px');
  await expect(preview.getByText('Fog at Manas airport delays arrivals.')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'content-editor-ru-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Сохранено: новость на сайте.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/news\/\d+$/);
  await expect(page.getByText('На сайте', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'content-editor-ru-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const editUrl = page.url();
  await page.getByRole('link', { name: 'К списку новостей' }).click();
  await expect(page.getByRole('link', { name: titles.ru })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'content-list-ru-1280.png'), fullPage: true });

  // On the site at once: the first card on the home page, in Russian and in English.
  await page.goto('/?lng=ru');
  await expect(page.getByTestId('news-card').first()).toContainText(titles.ru);
  await page.goto('/?lng=en');
  await expect(page.getByTestId('news-card').first()).toContainText(titles.en);
  await page.goto(`/news/${slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: titles.en })).toBeVisible();
  await expect(page.getByText('Fog at Manas airport delays arrivals.')).toBeVisible();
  await expect(page.locator('img[src^="/media/uploads/"]').first()).toBeVisible();

  // The back office in English (the site's language was just switched to it, and the choice is shared).
  await page.goto(editUrl);
  await expect(page.getByLabel('Interface language')).toHaveValue('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit news item' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /KY.*translation missing/ })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'content-editor-en-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'content-editor-en-360.png'), fullPage: true });

  // The FAQ: a question moved down with its arrow button (keyboard: Tab to it, Enter) changes the site's order.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions and answers' })).toBeVisible();
  const faqBefore = (await (await request.get('/api/faq/', { headers: { 'accept-language': 'en' } })).json()) as {
    categories: { items: { id: string; question: string }[] }[];
  };
  const [first, second] = faqBefore.categories[0]!.items;
  const moveDown = page.getByRole('button', { name: `Move “${first!.question}” down` });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Move “${first!.question}” up` })).toBeEnabled();
  await expect
    .poll(async () =>
      (
        (await (await request.get('/api/faq/', { headers: { 'accept-language': 'en' } })).json()) as typeof faqBefore
      ).categories[0]!.items.slice(0, 2).map((i) => i.id),
    )
    .toEqual([second!.id, first!.id]);
  await page.screenshot({ path: path.join(SHOTS, 'content-faq-en-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'content-faq-en-360.png'), fullPage: true });

  // The privacy policy: a new English title published as version 2; the site shows it, version 1 is the original.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Offer and privacy' })
    .click();
  await page.getByRole('combobox', { name: /^Page/ }).selectOption('privacy');
  await page.getByRole('tablist', { name: 'Languages of the text' }).getByRole('tab', { name: /^EN/ }).click();
  await page.getByRole('tabpanel').getByLabel('Headline').fill(`Privacy policy ${id}`);
  await page.getByRole('button', { name: 'Publish a new version' }).click();
  await expect(page.getByText('Version 2 is published: the site and the PDF show it now.')).toBeVisible();
  await expect(page.getByText('original text')).toBeVisible();
  const privacy = (await (
    await request.get('/api/pages/privacy/', { headers: { 'accept-language': 'en' } })
  ).json()) as { title: string };
  expect(privacy.title).toBe(`Privacy policy ${id}`);
  await page.screenshot({ path: path.join(SHOTS, 'content-pages-en-1280.png'), fullPage: true });
});

/** A new editor invited by the admin, signed in with the second factor enrolled: the page is in the back office. */
async function signInNewEditor(page: Page, request: APIRequestContext, email: string) {
  const password = 'Editor-Tulpar-2026';
  const admin = await adminSession(request);
  const invited = await request.post('/api/staff/users/', { headers: admin, data: { email, roles: ['editor'] } });
  expect(invited.status(), await invited.text()).toBe(201);
  let token = '';
  await expect
    .poll(async () => {
      const { results } = (await (await request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`)).json()) as {
        results: { text: string }[];
      };
      token = results.map((m) => /\/staff\/accept\?token=([^\s)"&]+)/.exec(m.text)?.[1] ?? '').find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  const accepted = await request.post('/api/staff/users/accept/', {
    data: { token: decodeURIComponent(token), password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await page.goto('/staff/login?lng=ru');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/staff\/mfa$/);
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel('Код из приложения').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Подключить' }).click();
  await page.getByRole('button', { name: 'Я сохранил коды — к работе' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы бэк-офиса' })).toBeVisible();
}

test('an editor creates a tour that shows on /tours, and edits an FAQ answer that shows on /faq', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const id = suffix();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, request, `tours-editor-${id}@sapar.kg`);
  const nav = page.getByRole('navigation', { name: 'Разделы бэк-офиса' });

  // Tours: the list, then a new tour; saving it empty lists the problems in Russian.
  await nav.getByRole('link', { name: 'Туры' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Туры' })).toBeVisible();
  await page.getByRole('link', { name: 'Новый тур' }).click();
  await page.getByRole('button', { name: 'Создать тур' }).click();
  await expect(page.getByRole('alert')).toContainText('Заполните краткое описание на русском.');
  await expect(page.getByRole('alert')).toContainText('Загрузите главное изображение.');

  const slug = `son-kul-${id}`;
  const title = `Сон-Куль верхом ${id}`;
  await page.getByLabel('Адрес страницы').fill(slug);
  const tabs = page.getByRole('tablist', { name: 'Языки текста' });
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Название', { exact: true }).fill(title);
  await panel.getByLabel('Кратко о туре').fill('Три дня у высокогорного озера, юрты и кони.');
  await panel.getByLabel('Регион').fill('Нарынская область');
  await panel.getByRole('textbox', { name: 'Описание тура' }).click();
  await page.keyboard.type('Переезд из Бишкека, две ночи в юрте, конная прогулка вдоль берега.');
  await panel.getByLabel('Что входит в цену').fill('Трансфер\nПроживание в юрте\nПитание');
  await tabs.getByRole('tab', { name: /^EN/ }).click();
  await panel.getByLabel('Название', { exact: true }).fill(`Son-Kul on horseback ${id}`);
  await expect(tabs.getByRole('tab', { name: /^RU$/ })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /EN.*нет перевода/ })).toBeVisible();
  await page.getByLabel('Цена от, сом на человека').fill('18500');
  await page.getByLabel('Длительность, дней').fill('3');
  await page.getByLabel(/^Дни начала тура/).fill('07-06, 07-20, 08-03');
  await page.getByTestId('tour-image-input').setInputFiles(IMAGE);
  await expect(page.getByRole('img', { name: 'Главное изображение' })).toHaveAttribute(
    'src',
    /^\/media\/uploads\/[0-9a-f-]+\/\d+\.webp$/,
  );
  await page.getByRole('button', { name: 'Создать тур' }).click();
  await expect(page).toHaveURL(/\/staff\/tours\/\d+$/);
  await expect(page.getByText('Тур сохранён. Сайт уже показывает изменения.')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'content-tours-ru-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'content-tours-ru-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const tourUrl = page.url();

  // On the site at once.
  await page.goto('/tours');
  await expect(page.getByTestId('tour-card').filter({ hasText: title })).toBeVisible();

  // The FAQ: the first question's Russian answer rewritten in the rich-text editor shows on /faq.
  await page.goto('/staff/faq');
  const faq = (await (await request.get('/api/faq/', { headers: { 'accept-language': 'ru' } })).json()) as {
    categories: { items: { id: string; question: string }[] }[];
  };
  const question = faq.categories[0]!.items[0]!;
  await page.getByRole('button', { name: `Изменить: ${question.question}` }).click();
  const form = page.getByRole('form', { name: 'Изменить вопрос' });
  const answer = form.getByRole('tabpanel').getByRole('textbox', { name: 'Ответ' });
  await answer.click();
  await page.keyboard.press('ControlOrMeta+a');
  const newAnswer = `Оплатить можно картой Элкарт, Visa или Mastercard (${id}).`;
  await page.keyboard.type(newAnswer);
  await page.screenshot({ path: path.join(SHOTS, 'content-faq-edit-ru-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'content-faq-edit-ru-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено. Сайт уже показывает изменения.')).toBeVisible();
  await page.goto(`/faq#${question.id}`);
  await expect(page.getByText(newAnswer)).toBeVisible();

  // The editors in English.
  await page.goto('/tours?lng=en');
  await page.goto(tourUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit tour' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'content-tours-en-1280.png'), fullPage: true });
  await page.goto('/staff/faq');
  await page
    .getByRole('button', { name: /^Edit: / })
    .nth(1)
    .click();
  await expect(page.getByRole('form', { name: 'Edit question' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'content-faq-edit-en-1280.png'), fullPage: true });
});
