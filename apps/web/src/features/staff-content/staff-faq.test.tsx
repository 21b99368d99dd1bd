/**
 * A new FAQ section: its address and its title in five language tabs, checked with the contracts' schema (the API's
 * rules) in the editor's words, each language's title kept while another tab is open, and one POST.
 */
import { staffFaqSchema } from '@sapar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderStaffPage } from '@/test/staff';
import { StaffFaqPage } from './pages/staff-faq-page';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const FAQ = staffFaqSchema.parse({
  categories: [{ id: 1, slug: 'payment', title: { ru: 'Оплата' }, position: 0, questions: [] }],
});
const openTab = (form: HTMLElement, name: RegExp) =>
  fireEvent.mouseDown(within(form).getByRole('tab', { name }), { button: 0 });

describe('a new FAQ section', () => {
  it('refuses a wrong address and an empty Russian title, keeps each language, then sends the section', async () => {
    const fetchMock = stubApi({
      '/api/staff/faq/': { body: FAQ },
      'POST /api/staff/faq/categories/': { body: FAQ },
    });
    renderStaffPage(<StaffFaqPage />, { path: '/staff/faq' });
    const form = (await screen.findByRole('heading', { name: 'Новый раздел' })).closest('form')!;
    const add = within(form).getByRole('button', { name: 'Добавить раздел' });

    fireEvent.click(add);
    expect(await within(form).findByText('Адрес: только латинские строчные буквы, цифры и дефисы.')).toBeTruthy();
    const slug = within(form).getByLabelText('Адрес страницы') as HTMLInputElement;
    fireEvent.change(slug, { target: { value: 'Baggage' } });
    expect(slug.value).toBe('baggage');
    fireEvent.click(add);
    expect(await within(form).findByText('Заполните заголовок на русском.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    const title = (lang: string) => form.querySelector<HTMLInputElement>(`input[lang="${lang}"]`)!;
    fireEvent.change(title('ru'), { target: { value: 'Багаж' } });
    openTab(form, /EN/);
    fireEvent.change(title('en'), { target: { value: 'Baggage' } });
    openTab(form, /RU/);
    expect(title('ru').value).toBe('Багаж');
    expect(
      within(form)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['RU', 'KY ● (нет перевода)', 'EN', 'TR ● (нет перевода)', 'ZH ● (нет перевода)']);

    fireEvent.click(add);
    expect(await screen.findByText('Добавлено.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ slug: 'baggage', title: { ru: 'Багаж', en: 'Baggage' } });
    await waitFor(() => expect(slug.value).toBe(''));
  });
});
