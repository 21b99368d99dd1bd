import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchPageResponseSchema, searchResponseSchema, type SearchResult } from '@sapar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '@/test/fetch-mock';
import { makeFacets, makeSearchResponse, makeSupplierTicket, makeTicket } from '@/test/flights';
import { renderWithProviders } from '@/test/render';
import { SearchResults } from './search-results';

const ONE_WAY =
  '/search?from=BSZ&to=MOW&date=2030-12-20&adults=1&kids=1&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way';
const SEARCH = 'POST /api/flights/search/';
const POLL = '/api/flights/search/s-1/?leg=there&page=1';
const RETRY = 'POST /api/flights/search/s-1/retry/';
// The poll waits 1.5 s between asks: a little more than that for each answer to show.
const POLL_WAIT = { timeout: 4_000 };

const OWN = [makeTicket({ id: 't1' }), makeTicket({ id: 't2', stops: 1, price: 19_500, seatsLeft: 3 })];

function firstAnswer(tickets: SearchResult[], suppliers: { pending?: string[]; unanswered?: string[] }) {
  return searchResponseSchema.parse(
    makeSearchResponse({
      tickets,
      pageData: { currentPage: 1, totalPages: 1, total: tickets.length },
      facets: makeFacets(tickets),
      pending_suppliers: suppliers.pending ?? [],
      unanswered_suppliers: suppliers.unanswered ?? [],
    }),
  );
}

function storedPage(tickets: SearchResult[], suppliers: { pending?: string[]; unanswered?: string[] }) {
  return {
    body: searchPageResponseSchema.parse({
      search_id: 's-1',
      leg: 'there',
      time_limit: 1000,
      tickets,
      filters: { direct: false, without_baggage: false, sort: 'cheapest' },
      pageData: { currentPage: 1, totalPages: 1, total: tickets.length },
      facets: makeFacets(tickets),
      pending_suppliers: suppliers.pending ?? [],
      unanswered_suppliers: suppliers.unanswered ?? [],
    }),
  };
}

function setup(routes: Record<string, FakeRoute>) {
  const fetchMock = stubApi({
    '/api/flights/calendar/?city_from=BSZ&city_to=MOW&month=2030-12&cabin=ekonom': {
      body: { month: '2030-12', currency: 'KGS', days: [] },
    },
    ...routes,
  });
  const onTripChosen = vi.fn();
  const user = userEvent.setup();
  const result = renderWithProviders(<SearchResults onTripChosen={onTripChosen} onReset={vi.fn()} />, {
    path: ONE_WAY,
  });
  const calls = (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url).length;
  return { ...result, user, fetchMock, onTripChosen, calls };
}

const cardIds = () =>
  screen.getAllByTestId('ticket-card').map((card) => within(card).getByRole('heading', { level: 3 }).id);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('results that arrive as suppliers answer', () => {
  it('keeps the list as it is, says how many more arrived, and shows them only when asked, focus kept', async () => {
    const supplier = makeSupplierTicket({ id: 'd1', price: 18_000 });
    const { user, calls } = setup({
      [SEARCH]: { body: firstAnswer(OWN, { pending: ['duffel'] }) },
      [POLL]: storedPage([supplier, ...OWN], {}),
    });
    await screen.findAllByTestId('ticket-card');
    expect(cardIds()).toEqual(['ticket-t1-title', 'ticket-t2-title']);
    expect(screen.getByTestId('arriving-asking').textContent).toContain('Спрашиваем другие авиакомпании');
    const live = screen.getByTestId('arriving-offers');
    expect(live.getAttribute('aria-live')).toBe('polite');

    // The traveller is on the first card's details button when the supplier answers.
    const details = within(screen.getAllByTestId('ticket-card')[0]!).getByRole('button', { name: 'Подробнее' });
    details.focus();
    const more = await screen.findByRole('button', { name: 'Ещё 1 вариант — показать' }, POLL_WAIT);
    expect(live.contains(more)).toBe(true);
    // Nothing moved: the same two cards, the same focus; the progress line is gone, the filters count the new airline.
    expect(cardIds()).toEqual(['ticket-t1-title', 'ticket-t2-title']);
    expect(document.activeElement).toBe(details);
    expect(screen.queryByTestId('arriving-asking')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Авиакомпании' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TK Turkish Airlines · 2', 'SU Аэрофлот · 1']);
    // Nothing pending: the stored search is asked no more.
    expect(calls(POLL)).toBe(1);

    await user.click(more);
    expect(cardIds()).toEqual(['ticket-d1-title', 'ticket-t1-title', 'ticket-t2-title']);
    // The button pressed keeps focus and says what it did; the cards that were there are the same elements.
    expect(document.activeElement).toBe(more);
    expect(more.textContent).toBe('Добавлен 1 вариант');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(within(screen.getAllByTestId('ticket-card')[1]!).getByRole('button', { name: 'Подробнее' })).toBe(details);
    expect(screen.getByTestId('results-announcement').textContent).toBe('Найдено 3 варианта');
    // It stays when focus leaves it: nothing moves under a pointer on its way to a card.
    await user.tab();
    expect(screen.getByTestId('arriving-more').textContent).toBe('Добавлен 1 вариант');
  });

  it('shows the first options at once when nothing was on screen yet', async () => {
    const supplier = makeSupplierTicket({ id: 'd1' });
    setup({
      [SEARCH]: { body: firstAnswer([], { pending: ['duffel'] }) },
      [POLL]: storedPage([supplier], {}),
    });
    // Still being searched: skeletons and the progress line, not 'no flights'.
    expect(await screen.findByTestId('arriving-asking')).toBeTruthy();
    expect(screen.getAllByTestId('ticket-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('results-message')).toBeNull();
    await waitFor(() => expect(cardIds()).toEqual(['ticket-d1-title']), POLL_WAIT);
    expect(screen.queryByTestId('arriving-more')).toBeNull();
  });

  it('says some airlines did not answer, and Retry asks them again', async () => {
    let retried = false;
    let pollsAfterRetry = 0;
    const supplier = makeSupplierTicket({ id: 'd1', price: 18_000 });
    const { user, calls } = setup({
      [SEARCH]: { body: firstAnswer(OWN, { unanswered: ['duffel'] }) },
      [RETRY]: () => {
        retried = true;
        return { body: { search_id: 's-1', pending_suppliers: ['duffel'], unanswered_suppliers: [] } };
      },
      [POLL]: () => {
        pollsAfterRetry += 1;
        return pollsAfterRetry === 1 ? storedPage(OWN, { pending: ['duffel'] }) : storedPage([supplier, ...OWN], {});
      },
    });
    await screen.findAllByTestId('ticket-card');
    const line = screen.getByTestId('arriving-unanswered');
    expect(line.textContent).toContain('Некоторые авиакомпании не ответили');
    // Nothing pending: nothing is polled before the traveller asks.
    expect(calls(POLL)).toBe(0);

    await user.click(within(line).getByRole('button', { name: 'Спросить ещё раз' }));
    expect(retried).toBe(true);
    expect(await screen.findByTestId('arriving-asking')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ещё 1 вариант — показать' }, POLL_WAIT)).toBeTruthy();
    expect(screen.queryByText('Некоторые авиакомпании не ответили')).toBeNull();
    expect(cardIds()).toEqual(['ticket-t1-title', 'ticket-t2-title']);
  });
});

describe('a supplier offer on its card and in its details', () => {
  it('names the operating airline and the fare brand, writes unknown terms as unknown, hides unknown seats', async () => {
    const supplier = makeSupplierTicket({ id: 'd1', price: 21_000 });
    const { user } = setup({ [SEARCH]: { body: firstAnswer([supplier, OWN[0]!], {}) } });
    const [card] = await screen.findAllByTestId('ticket-card');
    expect(within(card!).getByTestId('operated-by').textContent).toBe('Выполняет Pegasus');
    const fare = within(card!).getByTestId('fare-option').textContent ?? '';
    expect(fare).toMatch(/^Economy Light21\s000\sсом/);
    expect(fare).toContain('Багаж: уточняется у авиакомпании');
    expect(fare).toContain('Ручная кладь: 1 место');
    expect(fare).toContain('Обмен возможен, сбор уточняется');
    expect(fare).toContain('Возврат: условия уточняются у авиакомпании');
    expect(fare).not.toMatch(/Возврат бесплатно|Без возврата|Багаж включён|Осталось/);

    await user.click(within(card!).getByRole('button', { name: 'Подробнее' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('detail-refund').textContent).toBe('условия уточняются у авиакомпании');
    expect(within(dialog).getByTestId('detail-baggage').textContent).toBe('Багаж: уточняется у авиакомпании');
    expect(dialog.textContent).toContain('Условия возврата уточняются у авиакомпании');
    expect(dialog.textContent).not.toContain('Невозвратный тариф');
    expect(dialog.textContent).not.toContain('Места');
    expect(dialog.textContent).toContain('Перевозчик');
    const detail = within(dialog).getByTestId('price-detail').textContent ?? '';
    expect(detail).toMatch(/Тариф авиакомпании17\s000\sсом/);
    expect(detail).toMatch(/Таксы и сборы3\s000\sсом/);
    expect(detail).toMatch(/Сервисный сбор агентства1\s000\sсом/);
    expect(detail).toMatch(/Итого21\s000\sсом/);
    expect(dialog.textContent).toContain('по курсу Нацбанка на 18 дек. 2030 г.');
  });

  it('keeps the agency’s own fares as they were: no operator line, seats and known terms', async () => {
    setup({ [SEARCH]: { body: firstAnswer(OWN, {}) } });
    const cards = await screen.findAllByTestId('ticket-card');
    expect(within(cards[0]!).queryByTestId('operated-by')).toBeNull();
    expect(cards[1]!.textContent).toContain('Осталось 3 билета');
    expect(cards[1]!.textContent).toContain('Возврат со сбором');
    expect(screen.queryByTestId('arriving-asking')).toBeNull();
    expect(screen.getByTestId('arriving-offers').textContent).toBe('');
  });
});
