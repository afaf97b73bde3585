import { imageObjectKey, isImageOwner, type ImageSlot } from '@/domain/image-key';
import { repairPhotoKey } from '@/domain/repair-photo';
import { MAX_UPLOAD_BYTES } from '@/domain/limits';
import { BackendError } from '../backend';

/**
 * The raster formats the site stores, as storage.rules allows them. SVG is refused: it can carry script.
 * (The embedded server looks at the bytes; Cloud Storage can only be told what the browser declares,
 * and its rules check that declaration and the size.)
 */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/**
 * Object keys never serve new bytes under an old URL: replacing an object gives it a new download
 * token, so the download URL changes (https://github.com/firebase/extensions/issues/268), and a year
 * of immutable caching is safe.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The same codes as the embedded server (server/uploads/images.ts, server/http/http-errors.ts). */
const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

export type ImageUpload = {
  key: string;
  metadata: { contentType: string; cacheControl: string };
};

/**
 * A repair photo is the admin's alone, and its download URL (with its token) opens it to whoever holds it: no
 * shared cache keeps a copy. Its bytes never change under a URL (see IMAGE_CACHE_CONTROL).
 */
export const REPAIR_PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Checks the file and names its object; throws a BackendError before a byte is sent. */
export function planImageUpload(
  file: Pick<File, 'name' | 'type' | 'size'>,
  owner: string,
  slot: ImageSlot,
): ImageUpload {
  const contentType = checkedType(file);
  if (!isImageOwner(owner)) {
    throw new BackendError('invalid', 400, { fields: { owner: 'invalid' }, message: 'Invalid upload: owner: invalid' });
  }
  if (slot !== 'intro' && (!Number.isInteger(slot) || slot < 0 || slot > 99)) {
    throw new BackendError('invalid', 400, { fields: { slot: 'invalid' }, message: 'Invalid upload: slot: invalid' });
  }
  return {
    key: imageObjectKey(owner, slot, file.name),
    metadata: { contentType, cacheControl: IMAGE_CACHE_CONTROL },
  };
}

/** A repair photo's object under repairs/ (repairPhotoKey), checked as a product image is. */
export function planRepairPhotoUpload(
  file: Pick<File, 'name' | 'type' | 'size'>,
  owner: string,
  index: number,
): ImageUpload {
  const contentType = checkedType(file);
  if (!isImageOwner(owner)) {
    throw new BackendError('invalid', 400, { fields: { owner: 'invalid' }, message: 'Invalid upload: owner: invalid' });
  }
  if (!Number.isInteger(index) || index < 0 || index > 99) {
    throw new BackendError('invalid', 400, { fields: { index: 'invalid' }, message: 'Invalid upload: index: invalid' });
  }
  return {
    key: repairPhotoKey(owner, index, file.name),
    metadata: { contentType, cacheControl: REPAIR_PHOTO_CACHE_CONTROL },
  };
}

/** The file's declared type when it is one the site stores, not empty and within the size; a BackendError otherwise. */
function checkedType(file: Pick<File, 'type' | 'size'>): string {
  const contentType = file.type.toLowerCase();
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType) || file.size === 0) {
    throw new BackendError('notAnImage', 415, { message: 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)' });
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new BackendError('tooLarge', 413, {
      message: `The image is too large: at most ${MAX_UPLOAD_MEGABYTES} MB`,
      params: { maxMegabytes: MAX_UPLOAD_MEGABYTES },
    });
  }
  return contentType;
}
