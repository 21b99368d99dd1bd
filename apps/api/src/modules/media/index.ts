/** The media module's public entry: staff image uploads, the lookup of uploaded images by id (the news editor), and the sweep of unused ones (housekeeping). */
export { addMissingAvifCopies, findMedia, MEDIA_UPLOADS_PREFIX, mediaUploadsDir, requireMedia, sweepUnusedMedia, type MediaUsage, type MediaUsageFinder } from './media.service.js';
