/** The content module's public entry: the tours other modules name in their requests, the FAQ (the seo module's FAQPage), its seed, and what uses an upload (media). */
export { contentUsingMedia, findTour, getFaq, seedContent } from './content.service.js';
