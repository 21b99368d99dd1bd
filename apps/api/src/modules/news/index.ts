/** The news module's public entry: its demo seed, and the published articles' slugs and heads for the seo module. */
export { findPublishedNews, hasNews, listNewsSlugs, seedDemoNews } from './news.service.js';
