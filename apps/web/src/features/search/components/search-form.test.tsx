import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/fetch-mock';
import { BISHKEK, MOSCOW } from '@/test/flights';
import { formatFullDate, isoToDate } from '../lib/calendar-format';
import { LAST_ORIGIN_STORAGE_KEY } from '../model/last-origin';
import { setCityFrom, setPassengers } from '../model/search-form-slice';
import { bishkekToday } from '@sapar/contracts';
import { SearchForm } from './search-form';

/** Today in Bishkek (the form's today), or the yyyy-MM-dd of a local Date. */
const todayIso = (date?: Date) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : bishkekToday();

const locationsUrl = (q: string) => `/api/locations/?${new URLSearchParams({ q })}`;

type Prepare = NonNullable<NonNullable<Parameters<typeof renderWithProviders>[1]>['prepare']>;

function setup(path = '/', prepare?: Prepare) {
  const onSearch = vi.fn();
  stubApi({
    '/api/locations/': { body: [BISHKEK, MOSCOW] },
    [locationsUrl('бишк')]: { body: [BISHKEK] },
    [locationsUrl('моск')]: { body: [MOSCOW] },
    [locationsUrl('BSZ')]: { body: [BISHKEK] },
    [locationsUrl('SVO')]: { body: [MOSCOW] },
  });
  const user = userEvent.setup();
  const result = renderWithProviders(<SearchForm onSearch={onSearch} />, { path, prepare });
  return { ...result, user, onSearch };
}

async function pickCity(user: ReturnType<typeof userEvent.setup>, label: string, text: string, option: RegExp) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, text);
  const listbox = await screen.findByRole('listbox', { name: label });
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
  await within(listbox).findByRole('option', { name: option });
  await user.keyboard('{ArrowDown}');
  expect(input.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[0]!.id);
  await user.keyboard('{Enter}');
}

/** yyyy-MM-dd `days` after today. */
function inDays(days: number): string {
  const date = isoToDate(todayIso());
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

/** Opens a date field's picker and clicks a day in it. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, field: RegExp, day: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await pickInOpenCalendar(user, day);
}

async function pickInOpenCalendar(user: ReturnType<typeof userEvent.setup>, day: string) {
  const picker = await screen.findByRole('dialog');
  await user.click(
    await within(picker).findByRole('button', { name: new RegExp(`^${formatFullDate(isoToDate(day), 'ru')}`) }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('search form', () => {
  it('starts from Bishkek on a first visit, from the last origin afterwards', { timeout: 30_000 }, async () => {
    const first = setup();
    const from = screen.getByRole('combobox', { name: 'Откуда' }) as HTMLInputElement;
    expect(from.value).toBe('Бишкек');
    await first.user.clear(from);
    await first.user.type(from, 'моск');
    const listbox = await screen.findByRole('listbox', { name: 'Откуда' });
    // The popular cities give way to the answer for what was typed.
    await waitFor(() => expect(within(listbox).queryByRole('group', { name: /Бишкек/ })).toBeNull());
    await first.user.click(
      within(await within(listbox).findByRole('group', { name: 'Москва, Россия' })).getAllByRole('option')[0]!,
    );
    await pickCity(first.user, 'Куда', 'бишк', /Бишкек/);
    await pickDay(first.user, /^Туда/, inDays(3));
    await first.user.click(screen.getByRole('button', { name: 'Найти билеты' }));
    expect(first.onSearch).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(LAST_ORIGIN_STORAGE_KEY) ?? '{}')).toMatchObject({
      code: 'MOW',
      title: 'Москва',
    });
    first.unmount();

    setup();
    expect((screen.getByRole('combobox', { name: 'Откуда' }) as HTMLInputElement).value).toBe('Москва');
  });

  it('on a page the server drew (from Bishkek), is hydrated without a change to the store; a returning visitor gets the last origin', async () => {
    let before: unknown;
    const drawn: Prepare = (store) => {
      store.dispatch(setCityFrom({ code: 'BSZ', title: 'Бишкек' }));
      store.dispatch(setPassengers({ label: '1 пассажир, эконом' }));
      before = store.getState().searchForm;
    };
    const view = setup('/', drawn);
    expect((screen.getByRole('combobox', { name: 'Откуда' }) as HTMLInputElement).value).toBe('Бишкек');
    await screen.findByRole('button', { name: /1 пассажир, эконом/ });
    // Not a field of the form's state was written while it appeared (an update would hydrate the page in one task).
    expect(view.store.getState().searchForm).toBe(before);
    view.unmount();

    localStorage.setItem(LAST_ORIGIN_STORAGE_KEY, JSON.stringify({ code: 'MOW', title: 'Москва', language: 'ru' }));
    setup('/', drawn);
    expect((screen.getByRole('combobox', { name: 'Откуда' }) as HTMLInputElement).value).toBe('Москва');
  });

  it('says which city is missing, in Russian', async () => {
    const { user, onSearch } = setup();
    await user.clear(screen.getByRole('combobox', { name: 'Откуда' }));
    await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
    expect(await screen.findByText('Выберите город вылета')).toBeTruthy();
    expect(screen.getByText('Выберите город прилёта')).toBeTruthy();
    expect(screen.getByText('Выберите дату вылета')).toBeTruthy();
    const from = screen.getByRole('combobox', { name: 'Откуда' });
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Выберите город вылета',
    );
    expect(document.activeElement).toBe(from);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it(
    'picks cities with the keyboard, airports grouped under their city, and submits the query',
    { timeout: 30_000 },
    async () => {
      const { user, onSearch } = setup();
      await pickCity(user, 'Откуда', 'бишк', /Бишкек/);
      expect((screen.getByRole('combobox', { name: 'Откуда' }) as HTMLInputElement).value).toBe('Бишкек');

      const to = screen.getByRole('combobox', { name: 'Куда' });
      await user.type(to, 'моск');
      const listbox = await screen.findByRole('listbox', { name: 'Куда' });
      // The popular cities give way to the answer for what was typed.
      await waitFor(() => expect(within(listbox).queryByRole('option', { name: /Бишкек/ })).toBeNull());
      const group = await within(listbox).findByRole('group', { name: 'Москва, Россия' });
      expect(
        within(group)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        expect.stringContaining('Москва'),
        expect.stringContaining('Шереметьево'),
        expect.stringContaining('Домодедово'),
        expect.stringContaining('Внуково'),
      ]);
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect((to as HTMLInputElement).value).toBe('Москва (Шереметьево)');
      expect(to.getAttribute('aria-expanded')).toBe('false');

      const [when, back] = [inDays(5), inDays(12)];
      await pickDay(user, /^Туда/, when);
      await user.click(screen.getByRole('radio', { name: 'Туда и обратно' }));
      await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
      expect(await screen.findByText('Выберите дату обратного вылета')).toBeTruthy();
      // The form focuses the field with the problem: the return date, a button opening the picker.
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Обратно/ }));

      await pickDay(user, /^Обратно/, back);
      await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
      expect(onSearch).toHaveBeenCalledWith(
        `from=BSZ&to=SVO&date=${when}&back=${back}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=round_trip`,
      );
    },
  );

  it('swaps the cities', async () => {
    const { user } = setup('/search?from=BSZ&to=SVO&date=2030-12-20');
    // A shared link brings codes; the form names them from /locations/.
    expect(await screen.findByDisplayValue('Бишкек')).toBeTruthy();
    expect(await screen.findByDisplayValue('Москва (Шереметьево)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Поменять города местами' }));
    expect((screen.getByRole('combobox', { name: 'Откуда' }) as HTMLInputElement).value).toBe('Москва (Шереметьево)');
    expect((screen.getByRole('combobox', { name: 'Куда' }) as HTMLInputElement).value).toBe('Бишкек');
  });

  it('keeps the passenger rules in the picker and closes it with Escape', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: /Пассажиры и класс/ });
    expect(toggle.textContent).toContain('1 пассажир, эконом');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const removeAdult = screen.getByRole('button', { name: 'Убрать: Взрослые' });
    expect(removeAdult.getAttribute('aria-disabled')).toBe('true');

    const addLapInfant = screen.getByRole('button', { name: 'Добавить: Младенцы без места' });
    await user.click(addLapInfant);
    await user.click(addLapInfant);
    expect(await screen.findByText('Младенцев без места не может быть больше, чем взрослых')).toBeTruthy();
    expect(toggle.textContent).toContain('2 пассажира, эконом');

    const addAdult = screen.getByRole('button', { name: 'Добавить: Взрослые' });
    for (let i = 0; i < 10; i += 1) await user.click(addAdult);
    expect(await screen.findByText('В одном бронировании не больше 9 мест')).toBeTruthy();
    expect(toggle.textContent).toContain('10 пассажиров, эконом');

    await user.click(screen.getByRole('radio', { name: 'бизнес' }));
    expect(toggle.textContent).toContain('10 пассажиров, бизнес');

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('passengers.label in the search state', () => {
  it('holds the text the picker shows, and follows the counts', async () => {
    const { store, user } = setup();
    await waitFor(() => expect(store.getState().searchForm.passengers.label).toBe('1 пассажир, эконом'));
    await user.click(screen.getByRole('button', { name: /1 пассажир, эконом/ }));
    await user.click(screen.getByRole('button', { name: 'Добавить: Взрослые' }));
    await waitFor(() => expect(store.getState().searchForm.passengers.label).toBe('2 пассажира, эконом'));
  });
});

describe('passenger count label', () => {
  it.each([
    [1, '1 пассажир'],
    [2, '2 пассажира'],
    [4, '4 пассажира'],
    [5, '5 пассажиров'],
    [11, '11 пассажиров'],
    [14, '14 пассажиров'],
    [20, '20 пассажиров'],
    [21, '21 пассажир'],
    [22, '22 пассажира'],
  ])('%i → %s', (count, text) => {
    expect(i18n.t('search.passengers.count', { count })).toBe(text);
  });
});

describe('validation message', () => {
  it('is cleared when the field is fixed', async () => {
    const { user } = setup();
    await user.clear(screen.getByRole('combobox', { name: 'Откуда' }));
    await user.click(screen.getByRole('button', { name: 'Найти билеты' }));
    expect(await screen.findByText('Выберите город вылета')).toBeTruthy();
    await pickCity(user, 'Откуда', 'бишк', /Бишкек/);
    await waitFor(() => expect(screen.queryByText('Выберите город вылета')).toBeNull());
  });
});
