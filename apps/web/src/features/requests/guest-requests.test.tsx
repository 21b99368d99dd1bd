import { refundFormSchema } from '@sapar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { GuestRequestDialog } from './components/guest-request-dialog';
import { GuestRequestForm } from './components/guest-request-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const errorsOf = () => screen.queryAllByTestId('field-error').map((e) => e.textContent);
const RECEIVED = { status: 201, body: { request_number: 'R-7K3Q9P', detail: 'Заявка R-7K3Q9P принята' } };

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: key by key, a whole form takes seconds on a busy machine. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillContacts(user: User) {
  await fill(user, screen.getByLabelText(/Имя/), 'Айгуль Асанова');
  await fill(user, screen.getByLabelText(/Эл. почта/), 'aigul@example.kg');
  await fill(user, screen.getByLabelText(/Сообщение/), '  Прошу вернуть билет: рейс перенесли на другой день.  ');
  await user.click(screen.getByRole('checkbox'));
}

describe('guest request forms (appeal, exchange, refund)', () => {
  it('appeal: says what is missing, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithProviders(<GuestRequestForm kind="appeal" privacyHref="/privacy" />);
    await user.click(screen.getByRole('button', { name: 'Отправить обращение' }));

    expect(errorsOf()).toEqual([
      'Тема обращения не может быть пустым',
      'Имя не может быть пустым',
      'Эл. почта не может быть пустым',
      'Сообщение не может быть пустым',
      'Нужно согласие на обработку данных',
    ]);
    const topic = screen.getByLabelText(/Тема обращения/);
    await waitFor(() => expect(document.activeElement).toBe(topic));
    expect(topic.getAttribute('aria-invalid')).toBe('true');
    const describedBy = topic.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Тема обращения не может быть пустым');
    // The message field reads its hint and its error too.
    const message = screen.getByLabelText(/Сообщение/);
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    // The optional fields are checked once filled in, with the shared messages.
    await fill(user, screen.getByLabelText(/Номер заказа/), 'K7M2Q0');
    await fill(user, screen.getByLabelText(/Телефон/), '12345');
    await fill(user, screen.getByLabelText(/Сообщение/), 'Коротко');
    expect(errorsOf()).toEqual(
      expect.arrayContaining([
        'Номер заказа — 6 латинских букв и цифр, например K7M2QX',
        'Неверный номер телефона',
        'Напишите подробнее: не менее 10 символов',
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refund: requires the booking reference, sends it in capitals and shows the request number', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'POST /api/requests/refund/': RECEIVED });
    renderWithProviders(<GuestRequestForm kind="refund" privacyHref="/privacy" />);
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(errorsOf()).toEqual(['Номер заказа не может быть пустым']);
    expect(fetchMock).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText(/Номер заказа/), ' k7m2qx ');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    const received = await screen.findByRole('status');
    expect(within(received).getByText('R-7K3Q9P')).toBeTruthy();
    expect(received.textContent).toContain('Мы отправили подтверждение на вашу почту');
    // The confirmation takes the focus from the send button that is gone.
    await waitFor(() => expect(received.parentElement?.contains(document.activeElement)).toBe(true));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/requests/refund/');
    const body = bodyOf(init);
    expect(body).toEqual({
      name: 'Айгуль Асанова',
      email: 'aigul@example.kg',
      order_number: 'K7M2QX',
      message: 'Прошу вернуть билет: рейс перенесли на другой день.',
      consent: true,
    });
    expect(refundFormSchema.safeParse(body).success).toBe(true);
  });

  it('exchange: shows the server’s field errors beside the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/requests/exchange/': {
        status: 400,
        body: {
          detail: 'Проверьте введённые данные.',
          code: 'validation_failed',
          errors: { order_number: 'Заказ с таким номером не найден' },
        },
      },
    });
    renderWithProviders(<GuestRequestForm kind="exchange" privacyHref="/privacy" />);
    await fill(user, screen.getByLabelText(/Номер заказа/), 'K7M2QX');
    // Within the year ahead the agency accepts requests for.
    const desired = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await fill(user, screen.getByLabelText(/Желаемая дата/), desired);
    await fill(user, screen.getByLabelText(/Телефон/), '+996555123456');
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    expect(await screen.findByText('Заказ с таким номером не найден')).toBeTruthy();
    const orderNumber = screen.getByLabelText(/Номер заказа/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(orderNumber));
    expect(orderNumber.value).toBe('K7M2QX');
    expect((screen.getByLabelText(/Имя/) as HTMLInputElement).value).toBe('Айгуль Асанова');
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toMatchObject({ desired_date: desired, phone: '+996555123456' });

    // Editing the field retires the server's message.
    await user.type(orderNumber, '{Backspace}Y');
    expect(screen.queryByText('Заказ с таким номером не найден')).toBeNull();
  });

  it('starts from what the order page already knows', () => {
    stubApi({});
    renderWithProviders(
      <GuestRequestForm
        kind="exchange"
        privacyHref="/privacy"
        initialValues={{ order_number: 'K7M2QX', email: 'aigul@example.kg', name: 'Aigul Asanova' }}
      />,
    );
    expect((screen.getByLabelText(/Номер заказа/) as HTMLInputElement).value).toBe('K7M2QX');
    expect((screen.getByLabelText(/Имя/) as HTMLInputElement).value).toBe('Aigul Asanova');
    expect((screen.getByLabelText(/почта/i) as HTMLInputElement).value).toBe('aigul@example.kg');
  });

  it('shows the rate limit and network failures without losing the form', async () => {
    const user = userEvent.setup();
    let answer: 'limit' | 'offline' = 'limit';
    const fetchMock = stubApi({
      'POST /api/requests/appeal/': () => {
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        return {
          status: 429,
          body: { detail: 'Слишком много запросов. Повторите попытку через 40 с.', code: 'rate_limited' },
        };
      },
    });
    renderWithProviders(<GuestRequestForm kind="appeal" privacyHref="/privacy" />);
    await user.selectOptions(screen.getByLabelText(/Тема обращения/), 'suggestion');
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Отправить обращение' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Слишком много запросов. Повторите попытку через 40 с.',
    );
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toMatchObject({ topic: 'suggestion' });
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).not.toHaveProperty('order_number');

    answer = 'offline';
    await user.click(screen.getByRole('button', { name: 'Отправить обращение' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Ошибка сети. Проверьте подключение к интернету.'),
    );
    expect((screen.getByLabelText(/Имя/) as HTMLInputElement).value).toBe('Айгуль Асанова');
    expect((screen.getByLabelText(/Тема обращения/) as HTMLSelectElement).value).toBe('suggestion');
  });

  it('opens in a titled dialog that Escape closes, and closes with “Готово” once sent', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/requests/appeal/': RECEIVED });
    function Harness() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Обращение
          </button>
          <GuestRequestDialog kind="appeal" open={isOpen} onOpenChange={setIsOpen} privacyHref="/privacy" />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Обращение' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Обращение' })).toBeTruthy();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Обращение' });
    await user.selectOptions(within(dialog).getByLabelText(/Тема обращения/), 'question');
    await fillContacts(user);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить обращение' }));
    expect(await within(dialog).findByText('R-7K3Q9P')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
