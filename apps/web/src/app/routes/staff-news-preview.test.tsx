/**
 * The news editor's preview draws the body in a sandboxed frame: HTML that reached the editor with an image's
 * onerror, a javascript: link, an iframe, inline styles and a script (a row saved before the server sanitised on
 * saving, or a draft typed past the editor) is written only into the frame's own document, never into the page.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookies } from '@/shared/api/token-cookies';
import { stubApi } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from './routes';

afterEach(() => {
  tokenCookies.clear();
  vi.unstubAllGlobals();
});

const EDITOR = { id: 'st-9', email: 'editor@sapar.kg', is_staff: true, roles: ['editor'], mfa_enabled: true };
const IMAGE_ID = '6f1b1d2e-8a1c-4c3e-9b7a-1d2e3f4a5b6c';
const ATTACK = [
  '<p>Kept text</p>',
  '<img src="/media/news/a.webp" alt="a" onerror="window.__attacked = true">',
  '<p><a href="javascript:window.__attacked = true">a link</a></p>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<p style="position:fixed;inset:0">styled</p>',
  '<script>window.__attacked = true</script>',
].join('');
const NEWS = {
  id: 5,
  slug: 'attack-news',
  title: { ru: 'Новость с сюрпризом' },
  desc: { ru: 'Кратко.' },
  content: { ru: ATTACK },
  main_image: { id: IMAGE_ID, url: `/media/uploads/${IMAGE_ID}/1600.webp` },
  gallery: [],
  published_at: '2026-11-20T06:15:00.000Z',
  status: 'draft',
  state: 'draft',
  missing_languages: ['ky', 'en', 'tr', 'zh'],
  created_at: '2026-11-20T06:15:00.000Z',
  updated_at: '2026-11-20T06:15:00.000Z',
};

describe('the news editor preview', () => {
  it('draws the body in a titled iframe with sandbox="" and puts nothing of the attack into the page', async () => {
    tokenCookies.save({ access: 'acc-staff', refresh: 'ref-staff' });
    stubApi({ '/api/staff/me/': { body: EDITOR }, '/api/staff/news/5/': { body: NEWS } });
    renderRoutes(routes, '/staff/news/5');

    const frame = (await screen.findByTitle('Текст новости в предпросмотре')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    // The body is in the frame's own document, with the class that styles it on the site.
    const written = frame.getAttribute('srcdoc') ?? '';
    expect(written).toContain('<p>Kept text</p>');
    expect(written).toMatch(/<body><div class="[^"]*content[^"]*">/);
    // The article around it is still drawn by the site's component, as text.
    expect(screen.getByRole('heading', { level: 1, name: 'Новость с сюрпризом' })).toBeTruthy();

    // The page itself holds none of it: the only frame is the sandboxed one, and no handler, link, style or script.
    expect([...document.querySelectorAll('iframe')]).toEqual([frame]);
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(document.querySelector('[style*="position:fixed"], [style*="position: fixed"]')).toBeNull();
    expect([...document.querySelectorAll('script')].some((s) => s.textContent?.includes('__attacked'))).toBe(false);
    expect((window as { __attacked?: boolean }).__attacked).toBeUndefined();
  });
});
