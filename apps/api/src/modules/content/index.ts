/** The content module's public entry: the tours other modules name in their requests, the FAQ (the seo module's FAQPage), and its seed. */
export { findTour, getFaq, seedContent } from './content.service.js';
