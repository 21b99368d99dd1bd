/**
 * The back office's tours and FAQ editing through the app's real routes, store and API client, the API stubbed by
 * path: the tours list and nav item, the editor's translated validation, saving a tour, editing an FAQ question.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from './routes';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const EDITOR = { id: 'st-9', email: 'editor@sapar.kg', is_staff: true, roles: ['editor'], mfa_enabled: true };
const IMAGE_ID = '6f1b1d2e-8a1c-4c3e-9b7a-1d2e3f4a5b6c';
const TOUR = {
  id: 7,
  slug: 'son-kul-horses',
  kind: 'domestic',
  title: { ru: 'Сон-Куль верхом', en: 'Son-Kul on horseback' },
  summary: { ru: 'Три дня у озера.' },
  region: { ru: 'Нарынская область' },
  description: { ru: '<p>Юрты и кони.</p>' },
  includes: [{ ru: 'Проживание в юрте' }],
  image: { id: IMAGE_ID, url: `/media/uploads/${IMAGE_ID}/1600.webp` },
  price_from: 18500,
  duration_days: 3,
  start_days: ['07-06', '07-20'],
  is_published: true,
  position: 0,
  updated_at: '2026-11-20T06:15:00.000Z',
};

function signedIn() {
  tokenCookies.save({ access: 'acc-staff', refresh: 'ref-staff' });
}

describe('tours in the back office', () => {
  it('lists the tours with price and status, and the editor has them in the nav', async () => {
    signedIn();
    stubApi({
      '/api/staff/me/': { body: EDITOR },
      '/api/staff/tours/': {
        body: { results: [TOUR, { ...TOUR, id: 8, slug: 'osh', title: { ru: 'Ош' }, is_published: false }] },
      },
    });
    renderRoutes(routes, '/staff/tours');
    const nav = await screen.findByRole('navigation', { name: 'Разделы бэк-офиса' });
    expect(within(nav).getByRole('link', { name: 'Туры' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Туров: 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Сон-Куль верхом' }).getAttribute('href')).toBe('/staff/tours/7');
    expect(rows[0]!.textContent).toMatch(/18\s500/);
    expect(rows[0]!.textContent).toContain('На сайте');
    expect(rows[1]!.textContent).toContain('Скрыт');
    // The missing translations are named.
    expect(rows[0]!.textContent).toContain('KY, EN, TR, ZH');
  });

  it('refuses an empty new tour with every problem in Russian, and sends nothing', async () => {
    signedIn();
    const fetchMock = stubApi({ '/api/staff/me/': { body: EDITOR } });
    renderRoutes(routes, '/staff/tours/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Создать тур' }));
    const alert = await screen.findByRole('alert');
    for (const text of [
      'Адрес: только латинские строчные буквы, цифры и дефисы.',
      'Заполните краткое описание на русском.',
      'Укажите регион на русском.',
      'Заполните описание тура на русском.',
      'Длительность: от 1 до 60 дней.',
      'Дни начала: хотя бы один, в виде месяц-день, например 06-15.',
    ])
      expect(within(alert).getByText(text)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('saves an edited tour: the new price, start days and an uploaded image go in one PATCH', async () => {
    signedIn();
    const NEW_IMAGE = '1d2e3f4a-8a1c-4c3e-9b7a-6f1b1d2e5b6c';
    const fetchMock = stubApi({
      '/api/staff/me/': { body: EDITOR },
      '/api/staff/tours/7/': { body: TOUR },
      'POST /api/staff/media/': {
        status: 201,
        body: { id: NEW_IMAGE, url: `/media/uploads/${NEW_IMAGE}/960.webp`, width: 960, height: 540, variants: [] },
      },
      'PATCH /api/staff/tours/7/': (init) => ({
        body: { ...TOUR, ...bodyOf(init), image: { id: NEW_IMAGE, url: `/media/uploads/${NEW_IMAGE}/960.webp` } },
      }),
    });
    renderRoutes(routes, '/staff/tours/7');
    const price = await screen.findByLabelText('Цена от, сом на человека');
    expect((price as HTMLInputElement).value).toBe('18500');
    fireEvent.change(price, { target: { value: '19 900' } });
    fireEvent.change(screen.getByLabelText(/^Дни начала тура/), { target: { value: '06-15, 07-01' } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'lake.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('tour-image-input'), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Главное изображение' }).getAttribute('src')).toBe(
        `/media/uploads/${NEW_IMAGE}/960.webp`,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Тур сохранён. Сайт уже показывает изменения.')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/staff/tours/7/' && init?.method === 'PATCH',
    );
    expect(bodyOf(patch?.[1])).toMatchObject({
      price_from: 19900,
      start_days: ['06-15', '07-01'],
      image: NEW_IMAGE,
      includes: [{ ru: 'Проживание в юрте' }],
      title: { ru: 'Сон-Куль верхом', en: 'Son-Kul on horseback' },
      is_published: true,
    });
  });
});

describe('FAQ text editing', () => {
  it('edits a question in its language tabs and saves it with one PATCH', async () => {
    signedIn();
    const FAQ = {
      categories: [
        {
          id: 1,
          slug: 'payment',
          title: { ru: 'Оплата' },
          position: 0,
          questions: [
            {
              id: 11,
              category_id: 1,
              slug: 'cards',
              question: { ru: 'Какие карты?' },
              answer: { ru: '<p>Элкарт и Visa.</p>' },
              is_published: true,
              position: 0,
            },
          ],
        },
      ],
    };
    const fetchMock = stubApi({
      '/api/staff/me/': { body: EDITOR },
      '/api/staff/faq/': { body: FAQ },
      'PATCH /api/staff/faq/questions/11/': { body: FAQ },
    });
    renderRoutes(routes, '/staff/faq');
    await screen.findByText('Оплата', { selector: 'h2' });
    const edit = screen.getByLabelText('Изменить: Какие карты?');
    expect(edit.tagName).toBe('BUTTON');
    fireEvent.click(edit);
    const form = (await screen.findByText('Изменить вопрос', { selector: 'h2' })).closest('form')!;
    const tabs = within(form).getAllByRole('tab');
    // Russian is filled in; the other languages are marked as missing.
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'RU',
      'KY ● (нет перевода)',
      'EN ● (нет перевода)',
      'TR ● (нет перевода)',
      'ZH ● (нет перевода)',
    ]);
    // The Russian tab's question (each language tab has its own field).
    const russian = form.querySelector<HTMLInputElement>('input[lang="ru"]')!;
    expect(russian.value).toBe('Какие карты?');
    fireEvent.change(russian, { target: { value: 'Какие карты принимаете?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено. Сайт уже показывает изменения.')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([url]) => String(url) === '/api/staff/faq/questions/11/');
    expect(bodyOf(patch?.[1])).toEqual({
      category_id: 1,
      slug: 'cards',
      question: { ru: 'Какие карты принимаете?' },
      answer: { ru: '<p>Элкарт и Visa.</p>' },
    });
  });
});
