/** The news module's public entry: its demo seed (nothing else of it is used by other modules). */
export { hasNews, seedDemoNews } from './news.service.js';
