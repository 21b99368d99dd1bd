import { describe, expect, it } from 'vitest';
import { getHref, PATHS, toRoutePath } from './paths';

describe('paths', () => {
  it('builds hrefs and fills params', () => {
    expect(getHref('home')).toBe('/');
    expect(getHref('faq')).toBe('/faq');
    expect(getHref('newsDetail', { slug: 'new-route-osh' })).toBe('/news/new-route-osh');
    expect(getHref('newsDetail', { slug: 'a b' })).toBe('/news/a%20b');
    expect(getHref('tourDetail', { slug: 'song-kol-yurts' })).toBe('/tours/song-kol-yurts');
  });

  it('gives every entry a page of its own, relative to its parent route', () => {
    expect(getHref('exchangeRefund')).toBe('/exchange-refund');
    expect(Object.values(PATHS).filter((path) => path.includes('#'))).toEqual([]);
    expect(toRoutePath('exchangeRefund')).toBe('exchange-refund');
    expect(toRoutePath('ticketPaymentSuccess')).toBe('ticket-payment/success');
  });
});
