/**
 * The public pages search engines may index, with the catalogue keys of their title and description (the web
 * app's own translations, read from its build), and the private paths they must not. Paths as in the web app's
 * route table (apps/web/src/app/paths.ts).
 */
export interface PublicPage {
  path: string;
  titleKey: string;
  /** The page's visible heading (its <h1>) where it differs from the title. */
  headingKey?: string;
  /** Falls back to the site's description (footer.about) where the page has no intro of its own. */
  descriptionKey?: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', titleKey: 'home.documentTitle', headingKey: 'home.title', descriptionKey: 'home.intro' },
  { path: '/faq', titleKey: 'pages.faq.title', descriptionKey: 'pages.faq.intro' },
  { path: '/offer', titleKey: 'pages.offer.title' },
  { path: '/privacy', titleKey: 'content.privacy.title' },
  { path: '/tours', titleKey: 'tours.title', descriptionKey: 'tours.intro' },
  { path: '/rail', titleKey: 'content.rail.title', descriptionKey: 'content.rail.intro' },
  { path: '/partners', titleKey: 'content.partners.title', descriptionKey: 'content.partners.intro' },
  { path: '/exchange-refund', titleKey: 'exchangeRefundPage.title', descriptionKey: 'exchangeRefundPage.intro' },
  { path: '/board', titleKey: 'board.title', descriptionKey: 'board.intro' },
];

/** News articles: /news/{slug}, titled and described by the article itself. */
export const NEWS_PATH_PREFIX = '/news/';

/** Never indexed: the traveller's own pages, payment, sign-in, the staff area, the API and searches. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/staff',
  '/personal-cabinet',
  '/ticket-payment',
  '/payment/',
  '/auth/',
  '/booking',
  '/search',
] as const;
