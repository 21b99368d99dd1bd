/** The media module's public entry: staff image uploads and the lookup of uploaded images by id (the news editor). */
export { findMedia, MEDIA_UPLOADS_PREFIX, mediaUploadsDir, requireMedia } from './media.service.js';
