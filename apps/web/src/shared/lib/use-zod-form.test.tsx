/**
 * The one form mechanism: react-hook-form with a contracts schema. Messages in the contracts' and the
 * catalogue's words, server field errors under their fields, and the focus on the first invalid field
 * on a failed submit — by react-hook-form itself, before any timer runs (nothing polls the DOM).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { guestRequestFormSchema, passengerFormsSchema, parseIsoDate } from '@sapar/contracts';
import i18n from 'i18next';
import { useFieldArray } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, TextField } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { describeFormIssue, useZodForm, type FormIssue } from './use-zod-form';

afterEach(() => {
  vi.useRealTimers();
});

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))?.textContent ?? null
  );
}

/** Waits a real macrotask (setImmediate is not faked): every promise of a submit has settled by then. */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));

/** An appeal-like form: a select first (it registers while rendering, after the text fields), then text fields. */
function AppealForm({ onValid, serverErrors }: { onValid: () => void; serverErrors?: Record<string, string> }) {
  const form = useZodForm({
    schema: guestRequestFormSchema('appeal', { today: '2030-01-01' }),
    defaultValues: {
      topic: '',
      order_number: '',
      desired_date: '',
      name: '',
      email: '',
      phone: '',
      message: '',
      consent: false,
      homepage: '',
    },
    labels: { topic: 'Тема обращения', name: 'Имя', email: 'Эл. почта', message: 'Сообщение' },
    messages: {
      message: (issue) => (issue.code === 'too_small' && issue.input !== '' ? 'Напишите подробнее' : undefined),
    },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <FormSelectField
        control={form.control}
        name="topic"
        label="Тема обращения"
        options={[{ id: 'question', title: 'Вопрос' }]}
        placeholder="—"
        required
      />
      <TextField label="Номер заказа" {...form.field('order_number')} />
      <TextField label="Имя" required {...form.field('name')} />
      <TextField label="Эл. почта" required {...form.field('email')} />
      <TextField label="Сообщение" required {...form.field('message')} />
      <button type="button" onClick={() => form.setServerErrors(serverErrors ?? {}, { shouldFocus: true })}>
        server
      </button>
      <button type="submit">send</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('speaks once a field was left, in the contracts words with the label, and ties the message to the field', async () => {
    render(<AppealForm onValid={vi.fn()} />);
    const email = screen.getByLabelText(/Эл\. почта/);
    fireEvent.change(email, { target: { value: 'aida@example' } });
    expect(errorOf(email)).toBeNull();
    fireEvent.blur(email);
    await waitFor(() => expect(errorOf(email)).toBe('Неверный формат почты'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Then it follows every keystroke.
    fireEvent.change(email, { target: { value: '' } });
    await waitFor(() => expect(errorOf(email)).toBe('Эл. почта не может быть пустым'));
    fireEvent.change(email, { target: { value: 'aida@example.kg' } });
    await waitFor(() => expect(errorOf(email)).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();

    const orderNumber = screen.getByLabelText('Номер заказа');
    fireEvent.change(orderNumber, { target: { value: 'K7M2Q0' } });
    fireEvent.blur(orderNumber);
    await waitFor(() => expect(errorOf(orderNumber)).toBe('Номер заказа — 6 латинских букв и цифр, например K7M2QX'));
    const message = screen.getByLabelText(/Сообщение/);
    fireEvent.change(message, { target: { value: 'Коротко' } });
    fireEvent.blur(message);
    await waitFor(() => expect(errorOf(message)).toBe('Напишите подробнее'));
  });

  it('focuses the first invalid field in the form’s order on a failed submit, before any timer runs', async () => {
    // No timer is ever advanced here: the focus cannot come from polling the DOM.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] });
    const onValid = vi.fn();
    render(<AppealForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Айгуль' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await settle();

    const topic = screen.getByLabelText(/Тема обращения/);
    expect(document.activeElement).toBe(topic);
    expect(errorOf(topic)).toBe('Тема обращения не может быть пустым');
    expect(screen.getAllByTestId('field-error').map((error) => error.textContent)).toEqual([
      'Тема обращения не может быть пустым',
      'Эл. почта не может быть пустым',
      'Сообщение не может быть пустым',
    ]);
    expect(onValid).not.toHaveBeenCalled();

    // Fixed in the order shown: the focus goes to the next field to fix.
    fireEvent.change(topic, { target: { value: 'question' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText(/Эл\. почта/));
  });

  it('puts the server’s field errors under their fields, focuses the first, and retires one when its field is edited', async () => {
    render(
      <AppealForm
        onValid={vi.fn()}
        serverErrors={{ email: 'Адрес заблокирован', name: 'Слишком длинное имя', non_field_errors: 'x' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(screen.getAllByTestId('field-error').length).toBeGreaterThan(0));

    fireEvent.click(screen.getByRole('button', { name: 'server' }));
    const name = screen.getByLabelText(/Имя/);
    const email = screen.getByLabelText(/Эл\. почта/);
    await waitFor(() => expect(errorOf(email)).toBe('Адрес заблокирован'));
    expect(errorOf(name)).toBe('Слишком длинное имя');
    // The first of them in the form's order, not in the answer's.
    expect(document.activeElement).toBe(name);

    fireEvent.change(email, { target: { value: 'aida@example.kg' } });
    await waitFor(() => expect(errorOf(email)).toBeNull());
    expect(errorOf(name)).toBe('Слишком длинное имя');
  });
});

describe('a field array of passengers', () => {
  const context = {
    fares: [
      { type: 'ADLT' as const, pensioner: false },
      { type: 'CHLD' as const, pensioner: false },
    ],
    flightDate: parseIsoDate('2030-12-20')!,
    today: parseIsoDate('2030-12-05')!,
    isInternational: false,
  };
  const EMPTY = {
    last_name: '',
    first_name: '',
    gender: '',
    birth_date: '',
    citizenship: '',
    document_type: '',
    document_number: '',
    document_expiry: '',
  };

  function Passengers({ fieldErrors }: { fieldErrors: Record<string, string> }) {
    const form = useZodForm({
      schema: passengerFormsSchema(context),
      defaultValues: { passengers: [EMPTY, EMPTY], contact: { email: '', phone: '' } },
      labels: { last_name: 'Фамилия', birth_date: 'Дата рождения', email: 'Эл. почта', phone: 'Телефон' },
    });
    const { fields } = useFieldArray({ control: form.control, name: 'passengers' });
    return (
      <form noValidate onSubmit={(event) => void form.handleSubmit(vi.fn())(event)}>
        {fields.map((field, index) => (
          <fieldset key={field.id} aria-label={`passenger ${index + 1}`}>
            <TextField label={`Фамилия ${index + 1}`} {...form.field(`passengers.${index}.last_name`)} />
            <DateField label={`Дата рождения ${index + 1}`} {...form.field(`passengers.${index}.birth_date`)} />
          </fieldset>
        ))}
        <button type="button" onClick={() => form.setServerErrors(fieldErrors, { shouldFocus: true })}>
          server
        </button>
        <button type="submit">send</button>
      </form>
    );
  }

  it('checks each passenger by its fare and maps the booking’s nested field errors to the right passenger', async () => {
    render(<Passengers fieldErrors={{ 'passengers.1.birth_date': 'Неверный формат даты рождения.' }} />);
    const childBirth = screen.getByLabelText('Дата рождения 2');
    fireEvent.change(childBirth, { target: { value: '20.12.2018' } });
    fireEvent.blur(childBirth);
    await waitFor(() => expect(errorOf(childBirth)).toBe('Возраст ребенка должен быть от 2-х до 12 лет.'));

    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Фамилия 1')));
    expect(errorOf(screen.getByLabelText('Фамилия 2'))).toBe('Фамилия не может быть пустым');

    fireEvent.change(childBirth, { target: { value: '21.12.2018' } });
    await waitFor(() => expect(errorOf(childBirth)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'server' }));
    await waitFor(() => expect(errorOf(childBirth)).toBe('Неверный формат даты рождения.'));
    expect(document.activeElement).toBe(childBirth);
  });
});

describe('describeFormIssue', () => {
  const wording = {
    language: 'ru' as const,
    t: i18n.t.bind(i18n),
    labels: { email: 'Эл. почта', 'contact.phone': 'Телефон' },
  };
  const say = (issue: FormIssue, messages?: Record<string, string>) =>
    describeFormIssue(issue, { ...wording, messages });

  it('words problems from the catalogue, blanks with the label, rules in the contracts words, the rest generically', () => {
    expect(say({ code: 'custom', path: ['password'], input: '', params: { problem: 'password_too_short' } })).toBe(
      'Пароль должен содержать не менее 8 символов',
    );
    expect(say({ code: 'custom', path: ['password2'], input: 'x', params: { problem: 'password_mismatch' } })).toBe(
      'Пароли не совпадают',
    );
    expect(say({ code: 'too_small', path: ['email'], input: '  ' })).toBe('Эл. почта не может быть пустым');
    expect(
      say({
        code: 'custom',
        path: ['contact', 'phone'],
        input: '+99655',
        params: { issue: { code: 'invalid_phone' } },
      }),
    ).toBe('Неверный номер телефона');
    expect(
      say({
        code: 'custom',
        path: ['contact', 'phone'],
        input: {},
        params: { issue: { code: 'required', params: { label: 'phone' } } },
      }),
    ).toBe('Телефон не может быть пустым');
    expect(say({ code: 'too_big', path: ['email'], input: 'x'.repeat(300), origin: 'string', maximum: 254 })).toBe(
      'Не более 254 символов',
    );
    expect(say({ code: 'invalid_type', path: ['email'], input: 5 })).toBe('Неверное значение');
    // A form's own words come first.
    expect(say({ code: 'invalid_format', path: ['otp'], input: '' }, { otp: 'Введите код' })).toBe('Введите код');
  });
});
