import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeRoute } from '@/test/fetch-mock';
import { makeFacets, makeSearchResponse, makeTicket } from '@/test/flights';
import { renderWithProviders } from '@/test/render';
import { SearchResults } from './search-results';

const ONE_WAY =
  '/search?from=BSZ&to=MOW&date=2030-12-20&adults=1&kids=1&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way';
const ROUND_TRIP =
  '/search?from=BSZ&to=MOW&date=2030-12-20&back=2030-12-27&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip';
const SEARCH = 'POST /api/flights/search/';
const page = (query: string) => `/api/flights/search/s-1/?${query}`;

function pageAnswer(tickets: ReturnType<typeof makeTicket>[], currentPage = 1, totalPages = 2) {
  return {
    body: {
      search_id: 's-1',
      leg: tickets[0]?.leg ?? 'there',
      time_limit: 1000,
      tickets,
      filters: { direct: false, without_baggage: false, sort: 'cheapest' },
      pageData: { currentPage, totalPages, total: tickets.length },
      facets: makeFacets(tickets),
    },
  };
}

function setup(path: string, routes: Record<string, FakeRoute>) {
  const fetchMock = stubApi({
    '/api/flights/calendar/?city_from=BSZ&city_to=MOW&month=2030-12&cabin=ekonom': {
      body: {
        month: '2030-12',
        currency: 'KGS',
        days: [
          { date: '2030-12-19', price: 18_000 },
          { date: '2030-12-21', price: null },
        ],
      },
    },
    ...routes,
  });
  const onTripChosen = vi.fn();
  const onReset = vi.fn();
  const user = userEvent.setup();
  const result = renderWithProviders(<SearchResults onTripChosen={onTripChosen} onReset={onReset} />, { path });
  const search = () => new URLSearchParams(result.router.state.location.search);
  return { ...result, user, fetchMock, onTripChosen, onReset, search };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search results', () => {
  it('shows skeletons, then a card per ticket with times, duration, stops, baggage, seats and price', async () => {
    const { store } = setup(ONE_WAY, { [SEARCH]: { body: makeSearchResponse() } });
    expect(screen.getAllByTestId('ticket-skeleton')).toHaveLength(3);
    const cards = await screen.findAllByTestId('ticket-card');
    expect(cards).toHaveLength(2);

    const [direct, withStop] = cards as [HTMLElement, HTMLElement];
    expect(within(direct).getByRole('heading').textContent).toBe('Аэрофлот');
    expect(direct.textContent).toContain('SU 1883');
    expect(direct.textContent).toContain('23:40');
    expect(direct.textContent).toContain('01:50+1');
    expect(direct.textContent).toContain('4 ч 10 мин');
    expect(direct.textContent).toContain('Прямой рейс');
    expect(direct.textContent).toContain('Багаж 23 кг');
    expect(direct.textContent).toMatch(/25\s000\sсом/);
    expect(direct.textContent).not.toContain('Осталось');

    expect(withStop.textContent).toContain('TK 347 · TK 413');
    expect(withStop.textContent).toContain('1 пересадка: Стамбул');
    expect(withStop.textContent).toContain('Без багажа');
    expect(withStop.textContent).toContain('Осталось 3 билета');
    expect(withStop.textContent).toContain('11 ч');

    expect(store.getState().searchResults.status).toBe('success');
    expect(store.getState().searchResults.visibleTickets.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(screen.getByText('Страница 1 из 2')).toBeTruthy();
  });

  it('puts filters and pages in the URL and asks the API for them', async () => {
    const { user, search, fetchMock } = setup(ONE_WAY, {
      [SEARCH]: { body: makeSearchResponse() },
      [page('leg=there&page=1&direct=true')]: pageAnswer([makeTicket({ id: 'direct-1' })], 1, 1),
      [page('leg=there&page=2')]: pageAnswer([makeTicket({ id: 'p2', price: 40_000 })], 2, 2),
      [page('leg=there&page=1&sort=fastest')]: pageAnswer([makeTicket({ id: 'fast' })], 1, 2),
    });
    await screen.findAllByTestId('ticket-card');

    await user.click(screen.getByRole('button', { name: 'Страница 2 из 2' }));
    await waitFor(() => expect(screen.getByTestId('ticket-card').textContent).toMatch(/40\s000/));
    expect(search().get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Страница 2 из 2' }).getAttribute('aria-current')).toBe('page');

    const directFilter = screen.getByRole('button', { name: /^Без пересадок/ });
    await user.click(directFilter);
    expect(search().get('direct')).toBe('true');
    // A new filter starts from the first page.
    expect(search().get('page')).toBeNull();
    expect(directFilter.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('ticket-card')).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(page('leg=there&page=1&direct=true'));

    await user.click(directFilter);
    await user.click(screen.getByRole('button', { name: 'Самые быстрые' }));
    expect(search().get('sort')).toBe('fastest');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(page('leg=there&page=1&sort=fastest')),
    );
  });

  it('has outbound and return tabs on a round trip and hands both chosen tickets over', async () => {
    const response = makeSearchResponse({
      search: { ...makeSearchResponse().search, type: 'round_trip', back_date: '2030-12-27' },
      returned_tickets: [
        makeTicket({
          id: 'r1',
          leg: 'back',
          price: 21_000,
          departure: '2030-12-27T08:00',
          arrival: '2030-12-27T10:00',
        }),
      ],
      returnedPageData: { currentPage: 1, totalPages: 1, total: 1 },
    });
    const { user, store, onTripChosen } = setup(ROUND_TRIP, { [SEARCH]: { body: response } });
    await screen.findAllByTestId('ticket-card');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['1. Туда: Бишкек → Москва', '2. Обратно: Москва → Бишкек']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);

    await user.click(within(screen.getAllByTestId('ticket-card')[0]!).getByRole('button', { name: 'Выбрать' }));
    // The outbound is kept and the return tab opens.
    expect(store.getState().searchResults.chosenTickets.there?.id).toBe('t1');
    expect(store.getState().searchResults.activeResultsTab).toBe('back');
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    const returnCards = await screen.findAllByTestId('ticket-card');
    expect(returnCards).toHaveLength(1);
    expect(screen.getByText(/Рейс туда выбран: SU 1883/)).toBeTruthy();
    // The outbound stays pinned above the return list, focus is on the return step, and the trip's total shows.
    const pinned = screen.getByTestId('pinned-outbound');
    expect(pinned.textContent).toContain('Рейс туда: SU 1883');
    expect(pinned.textContent).toMatch(/23:40 → 01:50, пт, 20 дек\. · Стандарт · 25\s000\sсом/);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Выберите обратный рейс'));
    expect(within(returnCards[0]!).getByTestId('price-basis').textContent).toMatch(
      /Итого туда и обратно: 46\s000\sсом/,
    );

    await user.click(within(returnCards[0]!).getByRole('button', { name: 'Выбрать' }));
    expect(onTripChosen).toHaveBeenCalledWith(
      expect.objectContaining({
        searchId: 's-1',
        totalPrice: 46_000,
        outbound: expect.objectContaining({ id: 't1' }),
        return: expect.objectContaining({ id: 'r1' }),
        passengers: { adults: 1, kids: 0, babies_without_sit: 0, babies_with_sit: 0, pensioners: 0 },
      }),
    );
  });

  it('says there are no flights and suggests the nearest dates with prices and the nearest airports', async () => {
    const OSH = {
      code: 'OSS',
      title: 'Ош',
      country: 'Кыргызстан',
      country_code: 'KG',
      airports: [{ code: 'OSS', title: 'Ош' }],
    };
    const empty = makeSearchResponse({
      tickets: [],
      pageData: { currentPage: 1, totalPages: 1, total: 0 },
      nearby: [
        {
          from: OSH,
          to: makeSearchResponse().search_data.arrival,
          changed: 'from',
          distance_km: 177,
          min_price: 22_120,
        },
      ],
      nearby_dates: [{ date: '2030-12-19', min_price: 23_000, per_adult: 18_000 }],
    });
    const { store, user, search } = setup(ONE_WAY, { [SEARCH]: { body: empty } });
    const message = await screen.findByTestId('results-message');
    expect(message.textContent).toContain('Рейсов не найдено');
    expect(message.textContent).toContain('Попробуйте другие даты');
    expect(store.getState().searchResults.status).toBe('empty');
    expect(screen.getByTestId('results-announcement').textContent).toBe('Рейсов не найдено');

    const dates = await screen.findByRole('region', { name: 'Ближайшие даты с рейсами' });
    const day = within(dates).getByRole('button');
    expect(day.textContent).toMatch(/^чт, 19 дек\.от 23\s000\sсом за 2 пассажиров18\s000\sсом за взрослого$/);
    await user.click(day);
    expect(search().get('date')).toBe('2030-12-19');
    const airports = await screen.findByRole('region', { name: 'Аэропорты рядом' });
    expect(within(airports).getByRole('button').textContent).toMatch(/^Ош → Москва177 км · от 22\s120\sсом$/);
    await user.click(within(airports).getByRole('button'));
    expect(search().get('from')).toBe('OSS');
    expect(search().get('to')).toBe('MOW');
  });

  it('announces how many were found and moves to the results', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    setup(ONE_WAY, { [SEARCH]: { body: makeSearchResponse() } });
    await screen.findAllByTestId('ticket-card');
    const live = screen.getByTestId('results-announcement');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Найдено 12 вариантов');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Бишкек → Москва' })),
    );
    expect(scrolled).toHaveBeenCalled();
  });

  it('says the offer expired on a 410 and searches again on refresh', async () => {
    let searches = 0;
    const { user, fetchMock } = setup(`${ONE_WAY}&page=2`, {
      [SEARCH]: () => {
        searches += 1;
        return { body: makeSearchResponse() };
      },
      [page('leg=there&page=2')]: {
        status: 410,
        body: {
          detail: 'Время предложения истекло. Обновите страницу, чтобы увидеть актуальные цены.',
          code: 'search_expired',
        },
      },
    });
    const message = await screen.findByRole('alert');
    expect(message.textContent).toContain('Время предложения истекло');
    expect(message.textContent).toContain('Обновите страницу, чтобы увидеть актуальные цены.');
    await user.click(within(message).getByRole('button', { name: 'Обновить поиск' }));
    await waitFor(() => expect(searches).toBe(2));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('opens the ticket detail modal with every ticket field', async () => {
    const { user, onTripChosen } = setup(ONE_WAY, { [SEARCH]: { body: makeSearchResponse() } });
    const cards = await screen.findAllByTestId('ticket-card');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Подробнее' }));

    const dialog = await screen.findByRole('dialog', { name: 'Бишкек → Москва' });
    const text = dialog.textContent ?? '';
    for (const expected of [
      'Вылет',
      '23:40',
      'Прилёт',
      'Время в пути',
      '11 ч',
      'Багаж',
      'Без багажа',
      'Ручная кладь',
      '10 кг',
      'Возврат',
      'Обмен',
      'не разрешён',
      'Невозвратный тариф',
      'Осталось 3 билета',
      'Маршрут',
      'Пересадка: Стамбул (IST), 2 ч 10 мин',
      'Самолёт: Boeing 737-800',
      'Turkish Airlines · TK 413',
      'Взрослый × 1',
      'Ребёнок × 1',
      'Итого',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/со сбором 3\s000\sсом/);
    expect(text).toMatch(/19\s500\sсом/);

    await user.click(within(dialog).getByRole('button', { name: 'Выбрать' }));
    expect(onTripChosen).toHaveBeenCalledWith(
      expect.objectContaining({ outbound: expect.objectContaining({ id: 't2' }), return: null }),
    );
  });

  it('shows one card per itinerary with its fares side by side and books the fare picked', async () => {
    const response = makeSearchResponse({
      tickets: [makeTicket({ id: 'it1', price: 20_000, families: ['light', 'standard', 'flex'] })],
      pageData: { currentPage: 1, totalPages: 1, total: 1 },
    });
    const { user, onTripChosen } = setup(ONE_WAY, { [SEARCH]: { body: response } });
    const [card] = await screen.findAllByTestId('ticket-card');
    const fares = within(card!).getAllByRole('radio');
    expect(fares).toHaveLength(3);
    const options = within(card!)
      .getAllByTestId('fare-option')
      .map((o) => o.textContent ?? '');
    expect(options[0]).toMatch(/^Лайт20\s000\sсомБез багажаРучная кладь 10 кгБез обменаБез возврата$/);
    expect(options[1]).toMatch(
      /^Стандарт24\s000\sсомБагаж 23 кгРучная кладь 10 кгБез обменаВозврат со сбором 3\s000\sсом$/,
    );
    expect(options[2]).toMatch(/^Флекс28\s000\sсомБагаж 23 кгРучная кладь 10 кгОбмен бесплатноВозврат бесплатно$/);
    // The cheapest fare is picked; the price basis: per adult and for both passengers.
    expect(fares[0]).toHaveProperty('checked', true);
    expect(within(card!).getByTestId('card-price').textContent).toMatch(/20\s000\sсом/);
    expect(within(card!).getByTestId('price-basis').textContent).toMatch(/^15\s000\sсом за взрослогоза 2 пассажиров$/);
    // No 'Page 1 of 1'.
    expect(screen.queryByText(/Страница 1 из 1/)).toBeNull();

    await user.click(fares[2]!);
    expect(within(card!).getByTestId('card-price').textContent).toMatch(/28\s000\sсом/);
    await user.click(within(card!).getByRole('button', { name: 'Выбрать' }));
    expect(onTripChosen).toHaveBeenCalledWith(
      expect.objectContaining({
        totalPrice: 28_000,
        outbound: expect.objectContaining({ id: 'it1-flex', fare_family: 'flex', refund: { allowed: true, fee: 0 } }),
      }),
    );
  });

  it('offers the filters the leg holds, with counts, marks the active sort and asks the API for each', async () => {
    const tickets = [
      makeTicket({ id: 't1' }),
      makeTicket({ id: 't2', stops: 1, price: 19_500, departure: '2030-12-20T07:15', arrival: '2030-12-20T13:05' }),
    ];
    const { user, search, fetchMock } = setup(ONE_WAY, {
      [SEARCH]: { body: makeSearchResponse({ tickets }) },
      [page('leg=there&page=1&sort=best')]: pageAnswer(tickets),
      [page('leg=there&page=1&sort=best&airlines=TK')]: pageAnswer([tickets[1]!], 1, 1),
      [page('leg=there&page=1&sort=best&airlines=TK&departure_from=6&departure_to=12')]: pageAnswer(
        [tickets[1]!],
        1,
        1,
      ),
      [page('leg=there&page=1&sort=best&airlines=TK&baggage=true&departure_from=6&departure_to=12')]: pageAnswer(
        [tickets[1]!],
        1,
        1,
      ),
    });
    await screen.findAllByTestId('ticket-card');
    const sorts = within(screen.getByRole('group', { name: 'Сортировка' })).getAllByRole('button');
    expect(sorts.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Самые дешёвые', 'true'],
      ['Самые быстрые', 'false'],
      ['Оптимальные', 'false'],
      ['Ранний вылет', 'false'],
    ]);
    await user.click(sorts[2]!);
    expect(search().get('sort')).toBe('best');
    expect(
      within(screen.getByRole('group', { name: 'Сортировка' }))
        .getByRole('button', { name: 'Оптимальные' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Counts from the facets.
    expect(screen.getByRole('button', { name: 'Без пересадок · 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'С багажом · 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Возвратные · 2' })).toBeTruthy();
    const airlines = within(screen.getByRole('group', { name: 'Авиакомпании' })).getAllByRole('button');
    expect(airlines.map((b) => b.textContent)).toEqual(['SU Аэрофлот · 1', 'TK Turkish Airlines · 1']);
    await user.click(airlines[1]!);
    expect(search().get('airlines')).toBe('TK');
    // The parts of the day with flights, with their counts; a part without any is not offered.
    const departures = within(screen.getByRole('group', { name: 'Время вылета' })).getAllByRole('button');
    expect(departures.map((b) => b.textContent)).toEqual(['Утро 6–12 · 1', 'Вечер 18–24 · 1']);
    await user.click(departures[0]!);
    expect(search().get('dep')).toBe('6-12');
    await user.click(screen.getByRole('button', { name: /^С багажом/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        page('leg=there&page=1&sort=best&airlines=TK&baggage=true&departure_from=6&departure_to=12'),
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('ticket-card')).toHaveLength(1));
  });

  it('re-searches a date picked on the price calendar', async () => {
    const { user, search } = setup(ONE_WAY, { [SEARCH]: { body: makeSearchResponse() } });
    await screen.findAllByTestId('ticket-card');
    const days = screen.getAllByTestId('calendar-day');
    const current = days.find((day) => day.getAttribute('aria-current') === 'date');
    expect(current?.getAttribute('data-date')).toBe('2030-12-20');
    const before = days.find((day) => day.getAttribute('data-date') === '2030-12-19')!;
    await waitFor(() => expect(before.textContent).toMatch(/от 18\s000\sсом/));
    await user.click(before);
    expect(search().get('date')).toBe('2030-12-19');
  });

  it('resets everything to the initial state', async () => {
    const { user, store, onReset } = setup(ONE_WAY, { [SEARCH]: { body: makeSearchResponse() } });
    await screen.findAllByTestId('ticket-card');
    await user.click(screen.getByRole('button', { name: 'Новый поиск' }));
    expect(onReset).toHaveBeenCalled();
    expect(store.getState().searchForm.city_from).toEqual({ title: '' });
  });
});
