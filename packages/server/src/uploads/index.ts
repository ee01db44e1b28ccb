export { UPLOAD_MESSAGES, UploadError } from './messages.js';
export type { UploadProblem } from './messages.js';
export { IMAGE_SIZES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, prepareImage } from './process.js';
export type { ImageSize, PreparedImage } from './process.js';
export { imagesPlugin } from './plugin.js';
export { IMAGE_ID, ImageStore, uploadsDir } from './store.js';
export type { StoredImage } from './store.js';
