/** The order's pages with the order token: /booking/{n}?token= from an email link, a guest without it, and the /booking lookup. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_TOKEN_HEADER } from '@sapar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes/routes';
import { orderTokens } from '@/shared/api/order-tokens';
import { bodyOf, headerOf, makeNewsItem, stubApi } from '@/test/fetch-mock';
import { makeOrder, makeOrderSummary } from '@/test/orders';
import { renderRoutes } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  orderTokens.clear();
});

/** Whole routes with their lazy pages: on a busy 2-core machine one journey can outlast the 5 s default. */
const JOURNEY = { timeout: 20_000 };

const NEWS = { '/api/news?limit=5': { body: { results: [1, 2, 3, 4, 5].map(makeNewsItem) } } };

describe('order page', JOURNEY, () => {
  it("keeps an email link's token, takes it out of the address and acts on the order with it", async () => {
    const fetchMock = stubApi({
      ...NEWS,
      '/api/booking/ABC234/': (init) =>
        headerOf(init, ORDER_TOKEN_HEADER) === 'tok-1'
          ? { body: makeOrder() }
          : { status: 404, body: { detail: 'Не найдено.' } },
      'POST /api/booking/refund/': {
        status: 409,
        body: { detail: 'Рейс уже вылетел: онлайн-возврат невозможен.', code: 'refund_after_departure' },
      },
    });
    const { router } = renderRoutes(routes, '/booking/ABC234?token=tok-1&action=refund');

    expect(await screen.findByRole('heading', { level: 1, name: /Заказ\s*ABC234/ })).toBeTruthy();
    expect(orderTokens.get('ABC234')).toBe('tok-1');
    await waitFor(() => expect(router.state.location.search).toBe('?action=refund'));
    expect(screen.getAllByTestId('order-passenger')[0]!.textContent).toContain('ASANOVA AIDA');

    // The refund asked for in the link opens, and its calls carry the token too.
    const flow = screen.getByTestId('refund-flow');
    fireEvent.change(within(flow).getByLabelText(/Причина возврата/), { target: { value: 'Изменились планы' } });
    fireEvent.click(within(flow).getByRole('button', { name: 'Рассчитать возврат' }));
    expect((await within(flow).findByRole('alert')).textContent).toContain('Рейс уже вылетел');
    const quote = fetchMock.mock.calls.find(([url]) => String(url) === '/api/booking/refund/');
    expect(headerOf(quote?.[1], ORDER_TOKEN_HEADER)).toBe('tok-1');
    expect(bodyOf(quote?.[1])).not.toHaveProperty('email');
  });

  it('without the token or the account the order does not open; the page says how to get in', async () => {
    stubApi({ ...NEWS, '/api/booking/ABC234/': { status: 404, body: { detail: 'Не найдено.' } } });
    renderRoutes(routes, '/booking/ABC234');
    const notFound = await screen.findByTestId('order-not-found');
    expect(within(notFound).getByRole('heading', { level: 1 }).textContent).toBe('Не удалось открыть заказ');
    expect(notFound.textContent).toContain('по ссылке из писем о заказе');
    expect(within(notFound).getByRole('link', { name: 'Найти заказ' }).getAttribute('href')).toBe(
      '/booking?order=ABC234',
    );
  });
});

describe('order lookup page', JOURNEY, () => {
  it('shows the masked summary for the reference and email, and the link request under it', async () => {
    const fetchMock = stubApi({
      ...NEWS,
      '/api/booking/ABC234/?email=aida%40example.kg': { body: makeOrderSummary() },
      'POST /api/booking/ABC234/access/': { status: 202, body: { detail: 'ok' } },
    });
    renderRoutes(routes, '/booking?order=ABC234');
    const form = await screen.findByRole('form', { name: 'Найти заказ' });
    expect((within(form).getByLabelText(/Номер бронирования/) as HTMLInputElement).value).toBe('ABC234');
    fireEvent.change(within(form).getByLabelText(/Эл\. почта/), { target: { value: 'aida@example.kg' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Найти заказ' }));

    const summary = await screen.findByTestId('order-summary');
    await waitFor(() => expect(document.activeElement).toBe(within(summary).getByRole('heading', { level: 2 })));
    expect(summary.textContent).toContain('2 пассажира');
    fireEvent.click(
      within(summary).getByRole('button', { name: 'Отправить ссылку на полный заказ на a***@example.kg' }),
    );
    expect((await within(summary).findByRole('status')).textContent).toContain('Если почта совпадает с заказом');
    const access = fetchMock.mock.calls.find(([url]) => String(url) === '/api/booking/ABC234/access/');
    expect(bodyOf(access?.[1])).toEqual({ email: 'aida@example.kg' });
  });

  it('opens the whole order at once when this browser holds its token', async () => {
    orderTokens.save('ABC234', 'tok-1');
    stubApi({
      ...NEWS,
      '/api/booking/ABC234/?email=aida%40example.kg': { body: makeOrder() },
      '/api/booking/ABC234/': { body: makeOrder() },
    });
    const { router } = renderRoutes(routes, '/booking');
    const form = await screen.findByRole('form', { name: 'Найти заказ' });
    fireEvent.change(within(form).getByLabelText(/Номер бронирования/), { target: { value: 'abc234' } });
    fireEvent.change(within(form).getByLabelText(/Эл\. почта/), { target: { value: 'aida@example.kg' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Найти заказ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/ABC234'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: /Заказ\s*ABC234/ })).toBeTruthy();
  });
});
