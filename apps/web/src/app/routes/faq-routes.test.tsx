import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes/routes';
import { stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';

const FAQ = {
  categories: [
    {
      slug: 'baggage',
      title: 'Багаж',
      items: [
        {
          id: 'baggage-allowance',
          question: 'Сколько багажа можно провезти бесплатно?',
          answer: '<p>Обычно 23 кг.</p>',
        },
        { id: 'hand-luggage', question: 'Какую ручную кладь можно взять?', answer: '<p>Одну сумку до 10 кг.</p>' },
      ],
    },
    {
      slug: 'payment',
      title: 'Оплата',
      items: [{ id: 'pay-with-mbank', question: 'Как оплатить через MBank?', answer: '<p>Введите код из SMS.</p>' }],
    },
    { slug: 'loyalty', title: 'Бонусы и скидки', items: [] },
  ],
};

beforeEach(() => {
  // jsdom has no layout, hence no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FAQ page', () => {
  it('shows categories as accordions and says an empty category is waiting for answers', async () => {
    stubApi({ '/api/faq/': { body: FAQ } });
    renderRoutes(routes, '/faq');

    const loyalty = await screen.findByRole('region', { name: 'Бонусы и скидки' });
    expect(within(loyalty).getByText(/ждёт ваших вопросов/)).toBeTruthy();
    const baggage = screen.getByRole('region', { name: 'Багаж' });
    const trigger = within(baggage).getByRole('button', { name: 'Сколько багажа можно провезти бесплатно?' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(baggage).getByText('Обычно 23 кг.')).toBeTruthy();
  });

  it('opens the question of a deep link', async () => {
    stubApi({ '/api/faq/': { body: FAQ } });
    renderRoutes(routes, '/faq#pay-with-mbank');
    const trigger = await screen.findByRole('button', { name: 'Как оплатить через MBank?' });
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByText('Введите код из SMS.')).toBeTruthy();
  });

  it('searches questions and answers and says when nothing matches', async () => {
    stubApi({ '/api/faq/': { body: FAQ } });
    renderRoutes(routes, '/faq');
    const search = await screen.findByRole('searchbox', { name: 'Поиск по вопросам' });

    await userEvent.type(search, 'sms');
    expect(screen.getAllByTestId('faq-category')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Как оплатить через MBank?' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Багаж' })).toBeNull();
    expect(screen.getByText('Найден 1 ответ')).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, 'виза в антарктиду');
    expect(screen.queryAllByTestId('faq-category')).toHaveLength(0);
    expect(screen.getByText(/Ничего не нашлось/)).toBeTruthy();
  });
});
