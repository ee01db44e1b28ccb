/** Picture types the uploader accepts. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Default size limit of one picture, in MB. */
export const PHOTO_MAX_SIZE_MB = 5;
/** Default number of pictures per post. */
export const PHOTO_MAX_COUNT = 9;
/** Error shown for a file of another type. */
export const PHOTO_TYPE_ERROR = '仅支持 JPG、PNG、WebP 格式';

const BYTES_PER_MB = 1024 * 1024;
// Some systems report no type for .webp; the extension decides then.
const PHOTO_EXTENSION = /\.(jpe?g|png|webp)$/i;

/** Limits a selection is checked against. */
export interface PhotoLimits {
  /** Pictures already chosen. */
  existingCount: number;
  /** Most pictures allowed in all. */
  maxCount: number;
  /** Largest picture allowed, in MB. */
  maxSizeMb: number;
}

/** The pictures of a selection that may be added, and the Chinese errors for the rest. */
export interface PhotoCheck {
  /** Files to add, in the order chosen. */
  accepted: File[];
  /** One message per kind of problem, e.g. '图片不能超过5MB'. */
  errors: string[];
}

function isPhotoType(file: File): boolean {
  if (file.type) return (PHOTO_TYPES as readonly string[]).includes(file.type);
  return PHOTO_EXTENSION.test(file.name);
}

/** Splits newly chosen files into those to add and messages for those refused. */
export function checkPhotos(files: readonly File[], limits: PhotoLimits): PhotoCheck {
  const errors = new Set<string>();
  const valid = files.filter((file) => {
    if (!isPhotoType(file)) {
      errors.add(PHOTO_TYPE_ERROR);
      return false;
    }
    if (file.size > limits.maxSizeMb * BYTES_PER_MB) {
      errors.add(`图片不能超过${limits.maxSizeMb}MB`);
      return false;
    }
    return true;
  });
  const room = Math.max(0, limits.maxCount - limits.existingCount);
  if (valid.length > room) errors.add(`最多上传${limits.maxCount}张图片`);
  return { accepted: valid.slice(0, room), errors: [...errors] };
}
