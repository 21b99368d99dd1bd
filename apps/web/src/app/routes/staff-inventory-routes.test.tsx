/**
 * The inventory back office through the app's real routes, store and API client, the API
 * stubbed by path: the nav for the inventory role, the import page (a dry run with errors and line
 * numbers keeps Apply off; a clean dry run, then applying the same file), the schedule form
 * checked with the contracts' schema before anything is sent, and the flights without fares (kept off
 * sale) with their count and routes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { bodyOf, stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from './routes';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const INVENTORY_STAFF = {
  id: 'st-9',
  email: 'schedules@sapar.kg',
  is_staff: true,
  roles: ['inventory'],
  mfa_enabled: true,
};
const REPORT = {
  format: 'ssim',
  dry_run: true,
  applied: false,
  flights_added: 70,
  flights_changed: 0,
  flights_removed: 12,
  schedules: 2,
  fares: 0,
  seat_blocks: 0,
  errors: [],
  conflicts: [{ flight_id: 41, carrier: 'QH', number: 7501, date: '2026-12-01', change: 'retimed', sold: 2 }],
};

const NO_UNPRICED = { schedules: 0, routes: [] };

function signedIn() {
  tokenCookies.save({ access: 'acc-staff', refresh: 'ref-staff' });
}

describe('inventory back office', () => {
  it('shows the inventory role its section only, previews a file (errors by line keep Apply off) and applies it', async () => {
    signedIn();
    const uploads: Array<{ file: File | null }> = [];
    const answer = (report: object) => (init: RequestInit | undefined) => {
      uploads.push({ file: (init?.body as FormData).get('file') as File | null });
      return { body: report };
    };
    let dryRuns = 0;
    stubApi({
      '/api/staff/me/': { body: INVENTORY_STAFF },
      '/api/staff/inventory/unpriced/': { body: NO_UNPRICED },
      'POST /api/staff/inventory/import/?dry_run=1': (init) => {
        dryRuns += 1;
        return answer(
          dryRuns === 1
            ? {
                ...REPORT,
                flights_added: 0,
                flights_removed: 0,
                schedules: 0,
                conflicts: [],
                errors: [{ line: 11, message: 'Неверные дни выполнения «12 4X67».' }],
              }
            : REPORT,
        )(init);
      },
      'POST /api/staff/inventory/import/': answer({ ...REPORT, dry_run: false, applied: true, conflicts: [] }),
    });
    // The back office's home sends the inventory role to its own section.
    const { router } = renderRoutes(routes, '/staff');
    await screen.findByRole('heading', { level: 1, name: 'Импорт расписаний и тарифов' });
    expect(router.state.location.pathname).toBe('/staff/inventory');
    const nav = screen.getByRole('navigation', { name: 'Разделы бэк-офиса' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Инвентарь']);

    const input = screen.getByLabelText('Выбрать файл (SSIM, XLSX или CSV)');
    const file = new File(['1AIRLINE STANDARD SCHEDULE DATA SET'], 'qh.ssim', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText('qh.ssim')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    const errors = await screen.findByRole('table', { name: /Ошибки в файле: 1/ });
    expect(
      within(errors)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11', 'Неверные дни выполнения «12 4X67».']);
    expect((screen.getByRole('button', { name: 'Применить' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    const conflicts = await screen.findByRole('table', { name: /Рейсы с проданными местами: 1/ });
    expect(
      within(conflicts)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['QH 7501', '2026-12-01', 'новое время', '2']);
    const preview = screen.getByTestId('import-preview');
    expect(
      within(preview)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['70', '0', '12', '2']);

    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Файл применён: рейсы и тарифы уже видны в поиске.')).toBeTruthy();
    expect(uploads).toHaveLength(3);
    expect(uploads.every((upload) => upload.file?.name === 'qh.ssim')).toBe(true);
  });

  it('checks the schedule form with the contracts before sending, then sends the schedule', async () => {
    signedIn();
    const sent: Array<Record<string, unknown>> = [];
    stubApi({
      '/api/staff/me/': { body: INVENTORY_STAFF },
      '/api/staff/inventory/schedules/': { body: { results: [], truncated: false } },
      '/api/staff/inventory/unpriced/': { body: NO_UNPRICED },
      'POST /api/staff/inventory/schedules/': (init) => {
        sent.push(bodyOf(init));
        return { status: 201, body: { id: 5, source: 'staff', ...bodyOf(init) } };
      },
    });
    renderRoutes(routes, '/staff/inventory/schedules');
    await screen.findByRole('heading', { level: 1, name: 'Расписания' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить расписание' }));
    const form = await screen.findByRole('form', { name: 'Добавить расписание' });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(form).getAllByTestId('field-error').length).toBeGreaterThan(3));
    expect(sent).toEqual([]);

    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(/^Авиакомпания/, 'QH');
    fill(/^Номер рейса/, '7511');
    fill(/^Откуда/, 'BSZ');
    fill(/^Куда/, 'IST');
    fill(/^Вылет/, '10:00');
    fill(/^Прилёт/, '13:30');
    fill(/^Действует с/, '2026-12-01');
    fill(/^Действует по/, '2026-12-31');
    fill(/^Самолёт/, '320');
    fireEvent.click(within(form).getByLabelText('Вс'));
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      carrier: 'QH',
      number: 7511,
      origin: 'BSZ',
      destination: 'IST',
      days: [1, 2, 3, 4, 5, 6],
      departure_time: '10:00',
      arrival_time: '13:30',
      arrival_day_offset: 0,
      valid_from: '2026-12-01',
      valid_to: '2026-12-31',
      aircraft: '320',
    });
  });

  it('lists the flights without fares (off sale) with their count and routes', async () => {
    signedIn();
    stubApi({
      '/api/staff/me/': { body: INVENTORY_STAFF },
      '/api/staff/inventory/schedules/': { body: { results: [], truncated: false } },
      '/api/staff/inventory/unpriced/': {
        body: {
          schedules: 3,
          routes: [
            {
              carrier: 'QH',
              origin: 'BSZ',
              destination: 'KZN',
              schedules: 2,
              valid_from: '2026-12-01',
              valid_to: '2027-03-27',
            },
            {
              carrier: 'QH',
              origin: 'OSS',
              destination: 'FRA',
              schedules: 1,
              valid_from: '2026-12-05',
              valid_to: '2027-03-20',
            },
          ],
        },
      },
    });
    renderRoutes(routes, '/staff/inventory/schedules');
    const table = await screen.findByRole('table', { name: 'Рейсы без тарифов: 3' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['QH', 'BSZ → KZN', '2', '2026-12-01 – 2027-03-27'],
      ['QH', 'OSS → FRA', '1', '2026-12-05 – 2027-03-20'],
    ]);
    expect(screen.getByText(/не продаются: для маршрута ещё нет тарифа/)).toBeTruthy();
  });

  it("says which of a file's routes have no fares and stay off sale", async () => {
    signedIn();
    stubApi({
      '/api/staff/me/': { body: INVENTORY_STAFF },
      '/api/staff/inventory/unpriced/': { body: NO_UNPRICED },
      'POST /api/staff/inventory/import/?dry_run=1': {
        body: {
          ...REPORT,
          conflicts: [],
          routes_without_fares: [{ carrier: 'QH', origin: 'BSZ', destination: 'KZN' }],
        },
      },
    });
    renderRoutes(routes, '/staff/inventory');
    await screen.findByRole('heading', { level: 1, name: 'Импорт расписаний и тарифов' });
    const file = new File(['1AIRLINE STANDARD SCHEDULE DATA SET'], 'qh.ssim', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Выбрать файл (SSIM, XLSX или CSV)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    const note = await screen.findByTestId('import-without-fares');
    expect(note.textContent).toContain('Маршруты без тарифов: 1.');
    expect(within(note).getByRole('listitem').textContent).toBe('QH BSZ → KZN');
    // Apply stays on: a route without fares is no error.
    expect((screen.getByRole('button', { name: 'Применить' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('unpriced-routes')).toBeNull();
  });
});
