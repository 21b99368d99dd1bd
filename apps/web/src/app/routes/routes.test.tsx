import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '@sapar/contracts';
import { tokenCookies } from '@/shared/api/token-cookies';
import { makeNewsItem, makeUserProfile, REFERENCE_ROUTES, stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from './routes';

beforeEach(() => {
  stubApi({ '/api/news?limit=5': { body: { results: [1, 2, 3, 4, 5].map(makeNewsItem) } } });
});

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows the not-found page for an unknown path, with a way home', async () => {
    renderRoutes(routes, '/no/such/page');
    const notFound = await screen.findByTestId('not-found');
    expect(within(notFound).getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(within(notFound).getByRole('link', { name: 'Вернуться на главную' }).getAttribute('href')).toBe('/');
    expect(document.title).toContain('Страница не найдена');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('leaves no noindex behind when the reader moves on to a real page', async () => {
    const { router } = renderRoutes(routes, '/no-such-page');
    await screen.findByTestId('not-found');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    await act(() => router.navigate('/offer'));
    await screen.findByRole('heading', { level: 1, name: 'Публичная оферта' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('renders the main layout with landmarks, navigation and aria-current', async () => {
    renderRoutes(routes, '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Часто задаваемые вопросы' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    const faqLink = within(nav).getByRole('link', { name: 'Вопросы и ответы' });
    expect(faqLink.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Авиабилеты' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Ж/д билеты' }).getAttribute('href')).toBe('/rail');
    expect(screen.getByRole('link', { name: 'Перейти к основному содержимому' })).toBeTruthy();
    expect(screen.getByText('KGS')).toBeTruthy();
  });

  it('scrolls to the top on every path change', async () => {
    const { router } = renderRoutes(routes, '/faq');
    await screen.findByRole('heading', { level: 1, name: 'Часто задаваемые вопросы' });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/offer');
    await screen.findByRole('heading', { level: 1, name: 'Публичная оферта' });
    // A passive effect: it may run just after the new page is committed.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('shows "not authorized" with a sign-in link on the personal cabinet when signed out', async () => {
    renderRoutes(routes, '/personal-cabinet');
    expect(await screen.findByRole('heading', { name: 'Вы не авторизованы' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('shows the personal cabinet when a token cookie exists', async () => {
    stubApi({ '/api/users/me/': { body: makeUserProfile() }, ...REFERENCE_ROUTES });
    Cookies.set(ACCESS_TOKEN_COOKIE, 'acc', { path: '/' });
    renderRoutes(routes, '/personal-cabinet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeTruthy();
  });

  it.each([
    // Without chosen tickets the purchase says so; the outcome routes need an order in the URL.
    ['/ticket-payment', 'Билет не выбран'],
    ['/ticket-payment/success', 'Что-то пошло не так'],
    ['/ticket-payment/error', 'Что-то пошло не так'],
    ['/payment/result', 'Что-то пошло не так'],
    ['/offer', 'Публичная оферта'],
  ])('renders %s with its heading', async (path, heading) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('renders sign-in and sign-up outside the main layout', async () => {
    const { router } = renderRoutes(routes, '/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/register');
  });

  it('renders password recovery outside the main layout, linked from sign-in', async () => {
    const { router } = renderRoutes(routes, '/auth/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Забыли пароль?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/recovery');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('renders the home page on / and /search with the news block', async () => {
    renderRoutes(routes, '/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск дешёвых авиабилетов' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('news-card')).toHaveLength(5));
    const exchangeLinks = screen.getAllByRole('link', { name: 'Обмен и возврат' });
    expect(exchangeLinks.every((link) => link.getAttribute('href') === '/exchange-refund')).toBe(true);
    expect(screen.getByRole('link', { name: 'Туры и экскурсии' }).getAttribute('href')).toBe('/tours');
  });
});
