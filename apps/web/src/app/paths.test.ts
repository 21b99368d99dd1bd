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
    expect(PATHS.railTicket).toBe(`/#${HOME_SECTION_IDS.railTicket}`);
    expect(toRoutePath('ticketPaymentSuccess')).toBe('ticket-payment/success');
  });
});
