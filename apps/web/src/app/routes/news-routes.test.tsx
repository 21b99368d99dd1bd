import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes/routes';
import { makeNewsItem, stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

const LIST = { results: [1, 2, 3, 4, 5, 6].map(makeNewsItem) };

function detail(slug: string, gallery: { image: string; alt: string }[] = []) {
  return {
    ...makeNewsItem(1),
    slug,
    title: 'Новый рейс Бишкек — Стамбул',
    content: '<p>Текст <strong>новости</strong></p>',
    gallery,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('news block', () => {
  it('starts the slider only when the block comes near the screen; until then the same slides, without Swiper', async () => {
    // Every part of the page that waits for the screen (the news block, the globe) is shown at once by `show`.
    const callbacks: IntersectionObserverCallback[] = [];
    const show = () =>
      callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    stubApi({ '/api/news?limit=5': { body: { results: LIST.results.slice(0, 5) } } });
    renderRoutes(routes, '/');
    const section = await screen.findByRole('region', { name: 'Новости' });
    await waitFor(() => expect(within(section).getAllByTestId('news-card')).toHaveLength(5));
    // Swiper marks the slides it has started (role="group", "1 / 5"); the waiting slides are plain.
    expect(section.querySelectorAll('.swiper-slide')).toHaveLength(5);
    expect(section.querySelector('.swiper-initialized')).toBeNull();
    expect(within(section).queryAllByRole('group')).toHaveLength(0);
    act(() => show());
    await waitFor(() => expect(section.querySelector('.swiper-initialized')).not.toBeNull());
    expect(within(section).getAllByTestId('news-card')).toHaveLength(5);
  });

  it('shows 5 cards with image, title, description and a link to the news page', async () => {
    const fetchMock = stubApi({ '/api/news?limit=5': { body: { results: LIST.results.slice(0, 5) } } });
    renderRoutes(routes, '/');

    const section = await screen.findByRole('region', { name: 'Новости' });
    await waitFor(() => expect(within(section).getAllByTestId('news-card')).toHaveLength(5));
    const card = within(section).getAllByTestId('news-card')[0]!;
    expect(card.tagName).toBe('ARTICLE');
    const image = within(card).getByRole('img', { name: 'Новость 1' });
    expect(image.getAttribute('src')).toBe('/media/news/1.webp');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(card).getByRole('link', { name: 'Новость 1' }).getAttribute('href')).toBe('/news/news-1');
    expect(within(card).getByText('Описание 1')).toBeTruthy();
    expect(within(card).getByText(/Подробнее/)).toBeTruthy();

    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('ru');
  });
});

describe('news detail page', () => {
  it('shows "Загрузка" while loading, then the article with label, date, body and related news', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/news/news-1') {
        await gate;
        return Response.json(detail('news-1'));
      }
      return Response.json(LIST);
    });
    vi.stubGlobal('fetch', fetchMock);

    renderRoutes(routes, '/news/news-1');
    await waitFor(() => expect(document.title.startsWith('Загрузка')).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Загрузка' })).toBeTruthy();
    release();

    const title = await screen.findByRole('heading', { level: 1, name: 'Новый рейс Бишкек — Стамбул' });
    const article = title.closest('article')!;
    expect(within(article).getByText('Новости')).toBeTruthy();
    expect(within(article).getByText('15 мая 2025 г.').getAttribute('datetime')).toBe('2025-05-15T10:00:00.000Z');
    expect(within(article).getByText('новости').tagName).toBe('STRONG');
    expect(document.title.startsWith('Новый рейс Бишкек — Стамбул')).toBe(true);
    expect(screen.queryByTestId('news-gallery')).toBeNull();

    const more = await screen.findByRole('region', { name: 'Читайте также' });
    await waitFor(() => expect(within(more).getAllByTestId('news-card')).toHaveLength(5));
    expect(within(more).queryByRole('link', { name: 'Новость 1' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/news?limit=6', expect.anything());
  });

  it('shows the gallery with previous and next buttons only when it has photos', async () => {
    stubApi({
      '/api/news/with-photos': {
        body: detail('with-photos', [
          { image: '/media/news/g1.webp', alt: 'Самолёт' },
          { image: '/media/news/g2.webp', alt: '' },
          { image: '/media/news/g3.webp', alt: 'Манас' },
          { image: '/media/news/g4.webp', alt: 'Ош' },
        ]),
      },
      '/api/news?limit=6': { body: LIST },
    });
    renderRoutes(routes, '/news/with-photos');

    const gallery = await screen.findByTestId('news-gallery');
    expect(within(gallery).getByRole('heading', { name: 'Фотогалерея' })).toBeTruthy();
    expect(within(gallery).getByRole('img', { name: 'Самолёт' })).toBeTruthy();
    expect(within(gallery).getByRole('img', { name: 'Фото 2 из 4' })).toBeTruthy();
    const previous = within(gallery).getByRole('button', { name: 'Предыдущий слайд' });
    const next = within(gallery).getByRole('button', { name: 'Следующий слайд' });
    expect(previous.tagName).toBe('BUTTON');
    expect(next.tagName).toBe('BUTTON');
  });

  it('shows the not-found page on a 404', async () => {
    stubApi({ '/api/news/missing': { status: 404, body: { detail: 'Новость не найдена', code: 'not_found' } } });
    renderRoutes(routes, '/news/missing');
    const notFound = await screen.findByTestId('not-found');
    expect(within(notFound).getByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });

  it('shows the server error with a retry that refetches', async () => {
    let calls = 0;
    stubApi({
      '/api/news/flaky': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { detail: 'Внутренняя ошибка сервера', code: 'internal' } }
          : { body: detail('flaky') };
      },
      '/api/news?limit=6': { body: LIST },
    });
    renderRoutes(routes, '/news/flaky');

    expect(await screen.findByText('Внутренняя ошибка сервера')).toBeTruthy();
    screen.getByRole('button', { name: 'Повторить' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Новый рейс Бишкек — Стамбул' })).toBeTruthy();
  });
});
