import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PartnerRequestForm } from './components/partner-request-form';
import { RailRequestForm } from './components/rail-request-form';
import { TourRequestForm } from './components/tour-request-form';

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('sapar_ref', { path: '/' });
});

const errorsOf = () => screen.queryAllByTestId('field-error').map((e) => e.textContent);

describe('request forms', () => {
  it('rail: checks every field before sending and explains the summer-only train', async () => {
    const fetchMock = stubApi({});
    renderWithProviders(<RailRequestForm privacyHref="/privacy" />);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(errorsOf()).toEqual(
      expect.arrayContaining([
        'Маршрут не может быть пустым',
        'Дата не может быть пустым',
        'Имя не может быть пустым',
        'Телефон не может быть пустым',
        'Эл. почта не может быть пустым',
        'Нужно согласие на обработку данных',
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText(/Маршрут/), 'bishkek-balykchy');
    const year = new Date().getFullYear() + 1;
    await userEvent.type(screen.getByLabelText(/Дата/), `${year}-01-15`);
    await userEvent.type(screen.getByLabelText(/Телефон/), '12345');
    await userEvent.type(screen.getByLabelText(/Эл. почта/), 'not-mail');
    await userEvent.clear(screen.getByLabelText(/Пассажиров/));
    await userEvent.type(screen.getByLabelText(/Пассажиров/), '25');
    expect(errorsOf()).toEqual(
      expect.arrayContaining([
        'Поезд Бишкек — Балыкчы ходит только с июня по август',
        'Неверный номер телефона',
        'Неверный формат почты',
        'От 1 до 20 человек',
      ]),
    );
  });

  it('tour: sends the request with the partner code and shows the request number', async () => {
    Cookies.set('sapar_ref', 'BLOG_42', { path: '/' });
    const fetchMock = stubApi({
      'POST /api/requests/tour/': { status: 201, body: { request_number: 'R-7K3Q9P', detail: 'ok' } },
    });
    renderWithProviders(
      <TourRequestForm
        tourSlug="song-kol-yurts"
        tourTitle="Сон-Куль"
        dates={['2099-07-04', '2099-07-18']}
        privacyHref="/privacy"
        formatDate={(d) => d}
      />,
    );

    await userEvent.type(screen.getByLabelText(/Имя/), 'Айгуль');
    await userEvent.type(screen.getByLabelText(/Телефон/), '+996555123456');
    await userEvent.selectOptions(screen.getByLabelText(/Дата/), '2099-07-18');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    const received = await screen.findByTestId('request-received');
    expect(within(received).getByText('R-7K3Q9P')).toBeTruthy();
    const body = bodyOf(fetchMock.mock.calls[0]?.[1]);
    expect(body).toMatchObject({
      tour: 'song-kol-yurts',
      name: 'Айгуль',
      phone: '+996555123456',
      date: '2099-07-18',
      people: 2,
      consent: true,
      ref: 'BLOG_42',
    });
    expect(body).not.toHaveProperty('homepage');
  });

  it('partner: shows the server’s field errors next to the fields', async () => {
    stubApi({
      'POST /api/requests/partner/': {
        status: 400,
        body: {
          detail: 'Проверьте введённые данные.',
          code: 'validation_failed',
          errors: { company: 'Слишком длинное название' },
        },
      },
    });
    renderWithProviders(<PartnerRequestForm privacyHref="/privacy" />);
    await userEvent.type(screen.getByLabelText(/Компания/), 'Ала-Тоо Тур');
    await userEvent.selectOptions(screen.getByLabelText(/Вид сотрудничества/), 'travel_agency');
    await userEvent.type(screen.getByLabelText(/Имя/), 'Бакыт');
    await userEvent.type(screen.getByLabelText(/Телефон/), '+996700111222');
    await userEvent.type(screen.getByLabelText(/Эл. почта/), 'bakyt@example.kg');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Слишком длинное название')).toBeTruthy();
  });
});
