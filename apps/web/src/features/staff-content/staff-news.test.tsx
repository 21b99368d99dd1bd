/** The news list of the back office: every item with its state, the languages still to translate, and its editor link. */
import { staffNewsListSchema } from '@sapar/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { stubApi } from '@/test/fetch-mock';
import { renderStaffPage } from '@/test/staff';
import { StaffNewsPage } from './pages/staff-news-page';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const text = (ru: string, en = '') => ({ ru, ky: '', en, tr: '', zh: '' });
const NEWS = staffNewsListSchema.parse({
  results: [
    {
      id: 7,
      slug: 'new-route-osh',
      title: text('Новый рейс в Ош', 'A new flight to Osh'),
      main_image: { id: null, url: '/media/osh.webp' },
      published_at: '2026-12-01T06:00:00.000Z',
      status: 'published',
      state: 'published',
      missing_languages: ['ky', 'tr', 'zh'],
      created_at: '2026-11-30T06:00:00.000Z',
      updated_at: '2026-12-01T06:00:00.000Z',
    },
    {
      id: 8,
      slug: 'winter-fares',
      title: text('Зимние тарифы'),
      main_image: { id: null, url: '/media/winter.webp' },
      published_at: '2026-12-20T06:00:00.000Z',
      status: 'draft',
      state: 'draft',
      missing_languages: ['ky', 'en', 'tr', 'zh'],
      created_at: '2026-12-02T06:00:00.000Z',
      updated_at: '2026-12-02T06:00:00.000Z',
    },
  ],
});

describe('news in the back office', () => {
  it('lists every item with its state and missing languages, each linked to its editor', async () => {
    stubApi({ '/api/staff/news/': { body: NEWS } });
    renderStaffPage(<StaffNewsPage />, { path: '/staff/news' });
    const table = await screen.findByRole('table', { name: 'Новостей: 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const osh = within(table).getByRole('link', { name: 'Новый рейс в Ош' });
    expect(osh.getAttribute('href')).toBe('/staff/news/7');
    expect(rows.find((row) => row.contains(osh))?.textContent).toContain('На сайте');
    expect(rows.find((row) => row.contains(osh))?.textContent).toContain('KY, TR, ZH');
    expect(within(table).getByRole('link', { name: 'Зимние тарифы' }).getAttribute('href')).toBe('/staff/news/8');
    expect(screen.getByRole('link', { name: 'Новая новость' }).getAttribute('href')).toBe('/staff/news/new');
  });
});
