/**
 * Staff accounts: an admin invites a colleague by email with roles (checked with the contracts' invite schema
 * before anything is sent), and the invited person sets a password by the API's strength rule.
 */
import { staffUserListSchema } from '@sapar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderStaffPage } from '@/test/staff';
import { StaffAcceptInvitePage } from './pages/staff-accept-invite-page';
import { StaffUsersPage } from './pages/staff-users-page';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const USERS = staffUserListSchema.parse({
  results: [
    {
      id: 'st-0',
      email: 'admin@sapar.kg',
      roles: ['admin'],
      active: true,
      mfa_enabled: true,
      invite_pending: false,
      created_at: '2026-11-01T06:00:00.000Z',
    },
  ],
});
const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('staff accounts', () => {
  it('lists the staff, refuses an invitation without an email or a role, then sends the email and the roles', async () => {
    const fetchMock = stubApi({
      '/api/staff/users/': { body: USERS },
      'POST /api/staff/users/': (init) => ({
        body: { ...USERS.results[0], ...bodyOf(init), id: 'st-9', invite_pending: true, mfa_enabled: false },
      }),
    });
    renderStaffPage(<StaffUsersPage />, { path: '/staff/users' });
    const table = await screen.findByRole('table', { name: 'Сотрудники' });
    expect(within(table).getByText('admin@sapar.kg')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Пригласить' });
    const email = within(form).getByLabelText('Электронная почта');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'агент' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));
    expect(await within(form).findByText('Укажите почту и хотя бы одну роль')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: ' Aida@Sapar.kg ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));
    expect(await within(form).findByText('Укажите почту и хотя бы одну роль')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.click(within(form).getByRole('checkbox', { name: 'редактор' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Приглашение отправлено на aida@sapar.kg')).toBeTruthy();
    expect(bodyOf(posts(fetchMock)[0]?.[1])).toEqual({ email: 'aida@sapar.kg', roles: ['editor'] });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
  });

  it('lets the invited person set a password only by the strength rule and with the same repeat', async () => {
    const fetchMock = stubApi({
      'POST /api/staff/users/accept/': { body: { email: 'aida@sapar.kg', detail: 'ok' } },
    });
    renderStaffPage(<StaffAcceptInvitePage />, { path: '/staff/accept?token=invite-token-123' });
    const password = await screen.findByLabelText(/^Пароль\s*\*?$/);
    const repeat = screen.getByLabelText(/Пароль ещё раз/);
    fireEvent.change(password, { target: { value: '12345678' } });
    fireEvent.change(repeat, { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль не может состоять только из цифр')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'Issyk-Kul 2026' } });
    fireEvent.change(repeat, { target: { value: 'Issyk-Kul 2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.change(repeat, { target: { value: 'Issyk-Kul 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText(/Пароль сохранён. Войдите как aida@sapar.kg/)).toBeTruthy();
    expect(bodyOf(posts(fetchMock)[0]?.[1])).toEqual({ token: 'invite-token-123', password: 'Issyk-Kul 2026' });
  });
});
