/**
 * The pricing rules page through the app's real routes, store and API client, the API stubbed by path: the bank's
 * rates with a missing currency flagged, the rules by kind, a rule checked with the contracts' schema before anything
 * is sent, then sent with "any" as null; agents see no pricing section.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PricingRuleList } from '@sapar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from './routes';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const ADMIN = { id: 'st-1', email: 'admin@sapar.kg', is_staff: true, roles: ['admin'], mfa_enabled: true };
const LIST: PricingRuleList = {
  results: [
    {
      id: '0b7a2a8e-5d0e-4d6b-9b7e-6d1f4c2f9a01',
      kind: 'service_fee',
      supplier: null,
      airline: 'TK',
      origin: null,
      destination: 'IST',
      cabin: null,
      percent: 2.5,
      fixed: 100,
      min: 300,
      max: null,
      updated_at: '2026-12-07T10:00:00.000Z',
    },
  ],
  rates: [
    { currency: 'USD', nominal: 1, value: '87.4500', date: '2026-12-02', is_stale: true, is_demo: false },
    { currency: 'KZT', nominal: 100, value: '16.8300', date: '2026-12-07', is_stale: false, is_demo: false },
  ],
  rates_missing: ['USD', 'EUR'],
};

function signedIn() {
  tokenCookies.save({ access: 'acc-staff', refresh: 'ref-staff' });
}

describe('pricing rules page', () => {
  it('shows the rates with the missing currencies flagged, and the rules with what they add', async () => {
    signedIn();
    stubApi({ '/api/staff/me/': { body: ADMIN }, '/api/staff/pricing-rules/': { body: LIST } });
    renderRoutes(routes, '/staff/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Правила ценообразования' });
    expect(await screen.findByText(/Нет актуального курса НБКР для: USD, EUR/)).toBeTruthy();
    expect(screen.getByText('100 KZT')).toBeTruthy();
    expect(screen.getByText(/устарел/)).toBeTruthy();
    const fees = screen.getByRole('table', { name: 'Сервисный сбор' });
    expect(within(fees).getByText('2,5 % + 100 сом, не меньше 300 сом')).toBeTruthy();
    expect(within(fees).getByText('Авиакомпания: TK')).toBeTruthy();
    expect(within(fees).getByText('Маршрут: любой → IST')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Наценка' })).getByText('Правил нет: ничего не добавляется.'),
    ).toBeTruthy();
  });

  it('checks a rule with the contracts before sending, then sends it with empty fields as "any"', async () => {
    signedIn();
    const sent: Array<Record<string, unknown>> = [];
    stubApi({
      '/api/staff/me/': { body: ADMIN },
      '/api/staff/pricing-rules/': { body: LIST },
      'POST /api/staff/pricing-rules/': (init) => {
        sent.push(bodyOf(init));
        return { status: 201, body: { ...LIST.results[0], ...bodyOf(init) } };
      },
    });
    renderRoutes(routes, '/staff/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить наценку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое правило' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Откуда/, 'F1');
    fill(/^Минимум/, '500');
    fill(/^Максимум/, '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Трёхбуквенный код ИАТА (например, FRU).')).toBeTruthy();
    expect(within(dialog).getByText('Максимум меньше минимума.')).toBeTruthy();
    expect(sent).toEqual([]);

    fill(/^Откуда/, 'fru');
    fill(/^Процент/, '1,5');
    fill(/^Максимум/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      kind: 'markup',
      supplier: null,
      airline: null,
      origin: 'FRU',
      destination: null,
      cabin: null,
      percent: 1.5,
      fixed: 0,
      min: 500,
      max: null,
    });
  });

  it('is an admin section: agents do not see it in the menu', async () => {
    signedIn();
    stubApi({
      '/api/staff/me/': { body: { ...ADMIN, roles: ['agent'] } },
      '/api/staff/dashboard/?days=30': {
        body: {
          sales_by_day: [],
          queues: { requests_open: 0, refunds_pending: 0, exchanges_pending: 0, reconciliation_unmatched: 0 },
          oldest_age_seconds: { requests_open: null, refunds_pending: null, exchanges_pending: null },
          top_routes: [],
          payments: { attempts: 0, paid: 0, success_rate: null },
          exchange_rates_missing: ['USD'],
        },
      },
    });
    renderRoutes(routes, '/staff');
    expect(
      await screen.findByText(/Нет актуального курса НБКР для: USD\. Предложения внешних поставщиков/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ценообразование' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Правила ценообразования' })).toBeNull();
  });
});
