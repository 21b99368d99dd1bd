/**
 * The public pages search engines may index, with the catalogue keys of their title and description (the web
 * app's own translations, read from its build), and the private paths they must not. The paths themselves are
 * @sapar/contracts' PUBLIC_PATHS, the same table the web app routes by (apps/web/src/app/paths.ts).
 */
import { isPublicPath, PUBLIC_PATHS } from '@sapar/contracts';

export { NEWS_PATH_PREFIX, ROUTE_PAGE_PATH_PREFIX } from '@sapar/contracts';

export interface PublicPage {
  path: string;
  titleKey: string;
  /** The page's visible heading (its <h1>) where it differs from the title. */
  headingKey?: string;
  /** Falls back to the site's description (footer.about) where the page has no intro of its own. */
  descriptionKey?: string;
  /** The web app's lazily loaded module of the page (its key in the build's manifest), preloaded with the HTML. */
  module: string;
}

type PageTexts = Omit<PublicPage, 'path'>;

const PAGE_TEXTS: Record<keyof typeof PUBLIC_PATHS, PageTexts> = {
  home: {
    titleKey: 'home.documentTitle',
    headingKey: 'home.title',
    descriptionKey: 'home.intro',
    module: 'src/pages/home-page.tsx',
  },
  faq: { titleKey: 'pages.faq.title', descriptionKey: 'pages.faq.intro', module: 'src/pages/faq-page.tsx' },
  offer: { titleKey: 'pages.offer.title', module: 'src/pages/offer-page.tsx' },
  privacy: { titleKey: 'content.privacy.title', module: 'src/pages/privacy-page.tsx' },
  tours: { titleKey: 'tours.title', descriptionKey: 'tours.intro', module: 'src/pages/tours-page.tsx' },
  railTicket: {
    titleKey: 'content.rail.title',
    descriptionKey: 'content.rail.intro',
    module: 'src/pages/rail-page.tsx',
  },
  partner: {
    titleKey: 'content.partners.title',
    descriptionKey: 'content.partners.intro',
    module: 'src/pages/partners-page.tsx',
  },
  exchangeRefund: {
    titleKey: 'exchangeRefundPage.title',
    descriptionKey: 'exchangeRefundPage.intro',
    module: 'src/pages/exchange-refund-page.tsx',
  },
  onlineBoard: { titleKey: 'board.title', descriptionKey: 'board.intro', module: 'src/pages/board-page.tsx' },
};

/** The modules of a news article's page and of a route page (apps/web/src/app/routes/routes.tsx). */
export const NEWS_PAGE_MODULE = 'src/pages/news-detail-page.tsx';
export const ROUTE_PAGE_MODULE = 'src/pages/route-page.tsx';
/** The search page (/search?from=…): the home page's module with the results, a lazy part of the search form's feature. */
export const SEARCH_PATH = '/search';
export const SEARCH_RESULTS_MODULE = 'src/features/search/components/results/search-results.tsx';

export const PUBLIC_PAGES: readonly PublicPage[] = (Object.keys(PUBLIC_PATHS) as (keyof typeof PUBLIC_PATHS)[]).map(
  (name) => ({ path: PUBLIC_PATHS[name], ...PAGE_TEXTS[name] }),
);

/** The not-found page's module (apps/web/src/app/routes/routes.tsx), drawn for any path the app has no page at. */
export const NOT_FOUND_MODULE = 'src/pages/not-found-page.tsx';

/** Pages of the web app besides the public ones and the private ones below, reached by links (a tour's page). */
const OTHER_APP_PATH_PREFIXES = ['/tours/'] as const;

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

/**
 * Whether the web app has a page at this path (without the language prefix): a public page, a private one, a tour.
 * Anything else is the site's not-found page, answered with 404.
 */
export function isAppPath(pagePath: string): boolean {
  return (
    isPublicPath(pagePath) ||
    [...PRIVATE_PATH_PREFIXES, ...OTHER_APP_PATH_PREFIXES].some((prefix) => pagePath.startsWith(prefix))
  );
}
