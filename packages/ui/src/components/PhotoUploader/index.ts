export { PhotoUploader } from './PhotoUploader';
export type { PhotoUploaderFile, PhotoUploaderProps } from './PhotoUploader';
export type { PhotoUploadStatus } from './PhotoThumb';
export {
  PHOTO_MAX_COUNT,
  PHOTO_MAX_SIZE_MB,
  PHOTO_TYPES,
  PHOTO_TYPE_ERROR,
  checkPhotos,
} from './photoRules';
export type { PhotoCheck, PhotoLimits } from './photoRules';
