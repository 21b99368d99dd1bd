/** The news module's public entry: its demo seed, the published articles' slugs and heads for the seo module, and what uses an upload (media). */
export { findPublishedNews, hasNews, listNewsSlugs, newsUsingMedia, seedDemoNews } from './news.service.js';
