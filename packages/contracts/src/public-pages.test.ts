import { describe, expect, it } from 'vitest';
import { isPublicPath, localizePath, splitLanguagePath } from './public-pages.js';
import { citySlug, parseRouteSlug, routeSlug } from './route-pages.js';

describe('language in the path', () => {
  it('prefixes every language but Russian, and reads the prefix back', () => {
    expect(localizePath('/faq', 'ru')).toBe('/faq');
    expect(localizePath('/faq', 'en')).toBe('/en/faq');
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(splitLanguagePath('/ky/flights/osh-moscow')).toEqual({ language: 'ky', path: '/flights/osh-moscow' });
    expect(splitLanguagePath('/tr')).toEqual({ language: 'tr', path: '/' });
    expect(splitLanguagePath('/ru/faq')).toEqual({ language: null, path: '/ru/faq' });
    expect(splitLanguagePath('/enroll')).toEqual({ language: null, path: '/enroll' });
  });

  it('knows the public pages', () => {
    for (const p of ['/', '/faq', '/board', '/news/x', '/flights/bishkek-osh']) expect(isPublicPath(p)).toBe(true);
    for (const p of ['/search', '/personal-cabinet', '/news/', '/flights/', '/staff'])
      expect(isPublicPath(p)).toBe(false);
  });
});

describe('route slugs', () => {
  it('are the English city names in lowercase Latin without hyphens, joined by one', () => {
    expect(citySlug('Bishkek')).toBe('bishkek');
    expect(citySlug('Issyk-Kul')).toBe('issykkul');
    expect(citySlug('Saint Petersburg')).toBe('saintpetersburg');
    expect(citySlug('Ürümqi')).toBe('urumqi');
    expect(routeSlug('bishkek', 'saintpetersburg')).toBe('bishkek-saintpetersburg');
    expect(parseRouteSlug('bishkek-saintpetersburg')).toEqual({ from: 'bishkek', to: 'saintpetersburg' });
    expect(parseRouteSlug('bishkek-saint-petersburg')).toBeNull();
    expect(parseRouteSlug('Bishkek-Osh')).toBeNull();
  });
});
