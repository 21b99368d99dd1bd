/** The media module's public entry: staff image uploads, the lookup of uploaded images by id (the news editor) and of their sizes (rich text), and the sweep of unused ones (housekeeping). */
export {
  addMissingAvifCopies,
  findMedia,
  findUploadSizes,
  MEDIA_UPLOADS_PREFIX,
  mediaUploadsDir,
  requireMedia,
  sweepUnusedMedia,
  type MediaUsage,
  type MediaUsageFinder,
} from './media.service.js';
