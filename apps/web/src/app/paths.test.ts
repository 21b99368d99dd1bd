import { describe, expect, it } from 'vitest';
import { getHref, HOME_SECTION_IDS, PATHS, toRoutePath } from './paths';

describe('paths', () => {
  it('builds hrefs and fills params', () => {
    expect(getHref('home')).toBe('/');
    expect(getHref('faq')).toBe('/faq');
    expect(getHref('newsDetail', { slug: 'new-route-osh' })).toBe('/news/new-route-osh');
    expect(getHref('newsDetail', { slug: 'a b' })).toBe('/news/a%20b');
  });

  it('keeps hash entries in step with the home sections', () => {
    expect(PATHS.exchangeRefund).toBe(`/#${HOME_SECTION_IDS.exchangeRefund}`);
    expect(getHref('tourDetail', { slug: 'song-kol-yurts' })).toBe('/tours/song-kol-yurts');
    expect(toRoutePath('ticketPaymentSuccess')).toBe('ticket-payment/success');
  });
});
