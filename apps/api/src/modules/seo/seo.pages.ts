/**
 * The public pages search engines may index, with the catalogue keys of their title and description (the web
 * app's own translations, read from its build), and the private paths they must not. The paths themselves are
 * @sapar/contracts' PUBLIC_PATHS, the same table the web app routes by (apps/web/src/app/paths.ts).
 */
import { PUBLIC_PATHS } from '@sapar/contracts';

export { NEWS_PATH_PREFIX, ROUTE_PAGE_PATH_PREFIX } from '@sapar/contracts';

export interface PublicPage {
  path: string;
  titleKey: string;
  /** The page's visible heading (its <h1>) where it differs from the title. */
  headingKey?: string;
  /** Falls back to the site's description (footer.about) where the page has no intro of its own. */
  descriptionKey?: string;
}

type PageTexts = Omit<PublicPage, 'path'>;

const PAGE_TEXTS: Record<keyof typeof PUBLIC_PATHS, PageTexts> = {
  home: { titleKey: 'home.documentTitle', headingKey: 'home.title', descriptionKey: 'home.intro' },
  faq: { titleKey: 'pages.faq.title', descriptionKey: 'pages.faq.intro' },
  offer: { titleKey: 'pages.offer.title' },
  privacy: { titleKey: 'content.privacy.title' },
  tours: { titleKey: 'tours.title', descriptionKey: 'tours.intro' },
  railTicket: { titleKey: 'content.rail.title', descriptionKey: 'content.rail.intro' },
  partner: { titleKey: 'content.partners.title', descriptionKey: 'content.partners.intro' },
  exchangeRefund: { titleKey: 'exchangeRefundPage.title', descriptionKey: 'exchangeRefundPage.intro' },
  onlineBoard: { titleKey: 'board.title', descriptionKey: 'board.intro' },
};

export const PUBLIC_PAGES: readonly PublicPage[] = (Object.keys(PUBLIC_PATHS) as (keyof typeof PUBLIC_PATHS)[]).map(
  (name) => ({ path: PUBLIC_PATHS[name], ...PAGE_TEXTS[name] }),
);

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
