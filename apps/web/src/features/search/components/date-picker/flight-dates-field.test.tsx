/**
 * The date picker as a traveller uses it: by keyboard (arrows, PageDown, Enter, Escape) and by
 * pointer, one way and round trip, with the lowest fare of each day, in Russian and in Chinese.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zh from '../../../../../public/locales/zh/translation.json';
import { stubApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { formatFullDate, isoToDate } from '../../lib/calendar-format';
import { bishkekToday } from '@sapar/contracts';
import type { TripType } from '../../model/types';
import { FlightDatesField } from './flight-dates-field';

/** Today in Bishkek (the form's today), or the yyyy-MM-dd of a local Date. */
const todayIso = (date?: Date) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : bishkekToday();

const TODAY = todayIso();

function inDays(days: number, from = TODAY): string {
  const date = isoToDate(from);
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

const noRef = () => undefined;

/** The field with the form's part of the state: the dates, as the form keeps them. */
function Harness({
  type,
  route,
  onChange,
}: {
  type: TripType;
  route?: { from: string; to: string };
  onChange: (dates: [string | null, string | null]) => void;
}) {
  const [[when, back], setDates] = useState<[string | null, string | null]>([null, null]);
  return (
    <FlightDatesField
      type={type}
      when={when ?? ''}
      back={back ?? ''}
      today={TODAY}
      from={route?.from}
      to={route?.to}
      cabin="ekonom"
      isMobile={false}
      errors={{}}
      fieldRefs={{ when: noRef, back: noRef }}
      onChange={(dates) => {
        setDates(dates);
        onChange(dates);
      }}
    />
  );
}

function setup(type: TripType, route?: { from: string; to: string }, api: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(api);
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness type={type} route={route} onChange={onChange} />);
  return { user, onChange, fetchMock };
}

const dayButton = (iso: string, language: 'ru' | 'zh' = 'ru') =>
  within(screen.getByRole('dialog')).findByRole('button', {
    name: new RegExp(`^${formatFullDate(isoToDate(iso), language)}`),
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

describe('date picker', () => {
  it(
    'is a labelled button in Russian that opens a calendar focused on today; arrows and Enter pick a day',
    { timeout: 30_000 },
    async () => {
      const { user, onChange } = setup('one_way');
      const field = screen.getByRole('button', { name: 'Туда Дата' });
      expect(field.getAttribute('aria-haspopup')).toBe('dialog');
      field.focus();
      await user.keyboard('{Enter}');

      const dialog = await screen.findByRole('dialog', { name: 'Дата вылета' });
      // Russian month headings and weekdays, the week from Monday.
      const months = await within(dialog).findAllByRole('grid');
      expect(months).toHaveLength(2);
      expect(months[0]!.getAttribute('aria-label')).toMatch(/^[А-Я][а-я]+ \d{4}$/);
      // DayPicker hides the weekday row from screen readers: each day's label names its weekday.
      expect([...months[0]!.querySelectorAll('th')].map((c) => c.textContent)).toEqual([
        'пн',
        'вт',
        'ср',
        'чт',
        'пт',
        'сб',
        'вс',
      ]);
      await waitFor(() =>
        expect(document.activeElement?.getAttribute('aria-label')).toMatch(
          new RegExp(`^${formatFullDate(isoToDate(TODAY), 'ru')}, сегодня`),
        ),
      );

      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(
        new RegExp(`^${formatFullDate(isoToDate(inDays(9)), 'ru')}`),
      );
      await user.keyboard('{Enter}');

      expect(onChange).toHaveBeenLastCalledWith([inDays(9), null]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(field);
      // The field says the day in Russian: 'пт, 20 дек.'
      expect(field.textContent).toMatch(/^[а-я]{2}, \d{1,2} [а-я]+\.?$/);
    },
  );

  it(
    'moves a month with PageDown and closes with Escape, unchanged, focus back on the field',
    { timeout: 30_000 },
    async () => {
      const { user, onChange } = setup('one_way');
      await user.click(screen.getByRole('button', { name: /^Туда/ }));
      await screen.findByRole('dialog');
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toContain('сегодня'));

      await user.keyboard('{PageDown}');
      const nextMonth = isoToDate(TODAY);
      nextMonth.setMonth(nextMonth.getMonth() + 1, Math.min(nextMonth.getDate(), 28));
      await waitFor(() =>
        expect(document.activeElement?.getAttribute('aria-label') ?? '').toContain(String(nextMonth.getFullYear())),
      );
      expect(document.activeElement?.closest('[role="grid"]')?.getAttribute('aria-label')).toMatch(/^[А-Я]/);

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onChange).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Туда/ }));
    },
  );

  it(
    'picks a round trip as a range: the departure, then the return; the days before the departure are off',
    { timeout: 30_000 },
    async () => {
      const { user, onChange } = setup('round_trip');
      await user.click(screen.getByRole('button', { name: /^Туда/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Даты поездки' });
      expect(within(dialog).getByText('Выберите дату вылета туда')).toBeTruthy();

      const [when, back] = [inDays(4), inDays(11)];
      await user.click(await dayButton(when));
      expect(onChange).toHaveBeenLastCalledWith([when, null]);
      expect(within(dialog).getByText('Выберите дату обратного вылета')).toBeTruthy();
      expect((await dayButton(inDays(2))).hasAttribute('disabled')).toBe(true);

      await user.click(await dayButton(back));
      expect(onChange).toHaveBeenLastCalledWith([when, back]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Обратно/ }));
    },
  );

  it(
    "shows each day's lowest fare of the route, compact in the cell and in full in the label",
    { timeout: 30_000 },
    async () => {
      // Two days of next month (on screen beside this one).
      const firstOfNext = isoToDate(TODAY);
      firstOfNext.setMonth(firstOfNext.getMonth() + 1, 1);
      const day = inDays(5, todayIso(firstOfNext));
      const cheapDay = inDays(6, todayIso(firstOfNext));
      const month = (iso: string) => iso.slice(0, 7);
      const calendar = (m: string) => ({
        body: {
          month: m,
          currency: 'KGS',
          days: [
            { date: day, price: 8900 },
            { date: cheapDay, price: 7450 },
          ].filter((d) => month(d.date) === m),
        },
      });
      const months = [month(TODAY), month(day)];
      const api = Object.fromEntries(
        months.map((m) => [
          `/api/flights/calendar/?${new URLSearchParams({ city_from: 'BSZ', city_to: 'MOW', month: m, cabin: 'ekonom' })}`,
          calendar(m),
        ]),
      );
      const { user } = setup('one_way', { from: 'BSZ', to: 'MOW' }, api);
      await user.click(screen.getByRole('button', { name: /^Туда/ }));

      const priced = await dayButton(day);
      await waitFor(() => expect(priced.textContent).toMatch(/8,9\s?тыс\.$/));
      expect(priced.getAttribute('aria-label')).toMatch(/от 8\s900\sсом$/);
      const cheapest = await dayButton(cheapDay);
      await waitFor(() =>
        expect(cheapest.getAttribute('aria-label')).toMatch(/от 7\s450\sсом, самая низкая цена в месяце$/),
      );
      expect(screen.getByText('Цены в сомах: самый дешёвый прямой рейс на одного взрослого')).toBeTruthy();
    },
  );

  it(
    'writes the calendar in Chinese: 2026年3月, 周一…, and the day in the field as 3月5日周四',
    { timeout: 30_000 },
    async () => {
      i18n.addResourceBundle('zh', 'translation', zh, true, true);
      await i18n.changeLanguage('zh');
      const { user } = setup('one_way');
      await user.click(screen.getByRole('button', { name: '去程 日期' }));
      const dialog = await screen.findByRole('dialog', { name: '出发日期' });
      const grid = (await within(dialog).findAllByRole('grid'))[0]!;
      expect(grid.getAttribute('aria-label')).toMatch(/^\d{4}年\d{1,2}月$/);
      expect([...grid.querySelectorAll('th')].map((c) => c.textContent)).toEqual([
        '周一',
        '周二',
        '周三',
        '周四',
        '周五',
        '周六',
        '周日',
      ]);
      await user.click(await dayButton(inDays(3), 'zh'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: /^去程/ }).textContent).toMatch(
        /^\d{1,2}月\d{1,2}日周[一二三四五六日]$/,
      );
    },
  );
});
