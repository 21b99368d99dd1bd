/** The content module's public entry: the tours other modules name in their requests, and its seed. */
export { findTour, seedContent } from './content.service.js';
