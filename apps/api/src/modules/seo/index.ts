/** The seo module's public entry: page heads for the web app's HTML, robots.txt and the sitemap. */
export { SeoService, type PageHead } from './seo.service.js';
export { seoRoutes } from './seo.routes.js';
export { isMobileRequest, PageRenderer, SSR_CALL_HEADER, SSR_CALL_SECRET, type RenderedPage } from './page-renderer.js';
export { isAppPath, NEWS_PATH_PREFIX, SEARCH_PATH } from './seo.pages.js';
