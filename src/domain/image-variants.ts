import { isUploadKey } from './image-key';

/**
 * Uploaded images have resized WebP copies beside them, made at upload time under `{key}.w{width}.webp`:
 * by the embedded server (with the same `?v=` version as the original's URL), and in hosted mode by the admin's
 * browser (src/data/firebase/photo-encoding.ts), which marks the download URL of an image that has them with
 * `#variants` (images stored before that have no copies, and no mark).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024] as const;

const UPLOADS_PREFIX = '/uploads/';

export function variantKey(key: string, width: number): string {
  return `${key}.w${width}.webp`;
}

/**
 * An upload's address exactly as the embedded server gives it (server/uploads/images.ts): `/uploads/{key}`, then
 * the version of its bytes (`?v=` and hex), which addresses stored before the version have not.
 */
const UPLOAD_URL = /^\/uploads\/([^?#]+)(?:\?v=[0-9a-f]{1,64})?$/;

/**
 * The object key of an uploaded image's URL; null for an image stored elsewhere, and for any text that is not an
 * upload's address in its exact form (`/uploads/../site.db`, `/uploads/products/%2e%2e`, …).
 */
export function uploadKeyOf(url: string): string | null {
  const key = UPLOAD_URL.exec(url)?.[1];
  return key !== undefined && isUploadKey(key) ? key : null;
}

/** The fragment the hosted adapter adds to the download URL of an image that has resized copies. */
export const VARIANTS_MARK = '#variants';

/** A Cloud Storage download URL (or the Storage emulator's): the bucket's object prefix and the encoded key. */
const STORAGE_URL = /^(https?:\/\/[^/?#]+\/v0\/b\/[^/?#]+\/o\/)([^/?#]+)\?[^#]*#variants$/;

/**
 * A resized copy of a hosted image with copies, by its object key. Product images are public to read
 * (storage.rules), so the copy needs no download token.
 */
function storageVariantUrl(url: string, width: number): string | null {
  const match = STORAGE_URL.exec(url);
  if (!match) return null;
  const key = decodeURIComponent(match[2]!);
  return `${match[1]!}${encodeURIComponent(variantKey(key, width))}?alt=media`;
}

/** `srcset` for an image with resized copies; undefined for any other (it is shown in its one size). */
export function imageSrcSet(url: string): string | undefined {
  if (url.endsWith(VARIANTS_MARK)) {
    if (!storageVariantUrl(url, IMAGE_VARIANT_WIDTHS[0])) return undefined;
    return IMAGE_VARIANT_WIDTHS.map((width) => `${storageVariantUrl(url, width)!} ${width}w`).join(', ');
  }
  const key = uploadKeyOf(url);
  if (!key) return undefined;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return IMAGE_VARIANT_WIDTHS.map((width) => `${UPLOADS_PREFIX}${variantKey(key, width)}${query} ${width}w`).join(', ');
}

/**
 * The size of a product's share picture: what WhatsApp, Facebook and X show when its link is shared (Open Graph's
 * recommended 1.91:1). The embedded server makes it at upload as `{key}.share.jpg`: the picture whole, centred on
 * white, in JPEG, which every link preview reads (some do not read WebP).
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export function shareImageKey(key: string): string {
  return `${key}.share.jpg`;
}

/** The share picture of an uploaded image, with the original's version; null for an image stored elsewhere. */
export function shareImageUrl(url: string): string | null {
  const key = uploadKeyOf(url);
  if (!key) return null;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `${UPLOADS_PREFIX}${shareImageKey(key)}${query}`;
}

/** Every file an upload is kept in besides the original: its resized copies and its share picture. */
export function derivedImageKeys(key: string): string[] {
  return [...IMAGE_VARIANT_WIDTHS.map((width) => variantKey(key, width)), shareImageKey(key)];
}

/** What each of those files adds to its original's key. */
const DERIVED_SUFFIXES = derivedImageKeys('');

/** Whether a name under the uploads folder is one the server writes: an upload's key, or one of its copies' keys. */
export function isStoredUploadName(name: string): boolean {
  if (isUploadKey(name)) return true;
  const suffix = DERIVED_SUFFIXES.find((end) => name.endsWith(end));
  return suffix !== undefined && isUploadKey(name.slice(0, -suffix.length));
}

/** The URL of an uploaded image's copy of that width (one of IMAGE_VARIANT_WIDTHS), or the URL itself otherwise. */
export function imageVariantUrl(url: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]): string {
  const key = uploadKeyOf(url);
  if (!key) return url;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `${UPLOADS_PREFIX}${variantKey(key, width)}${query}`;
}
