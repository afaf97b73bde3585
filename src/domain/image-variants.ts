/**
 * Uploaded images (embedded mode) have resized WebP copies beside them, made at upload time:
 * `{key}.w{width}.webp`, carrying the same `?v=` version as the original's URL.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024] as const;

const UPLOADS_PREFIX = '/uploads/';

export function variantKey(key: string, width: number): string {
  return `${key}.w${width}.webp`;
}

/** The object key of an uploaded image's URL, or null for an image stored elsewhere. */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length).split(/[?#]/)[0] ?? '';
  return key === '' ? null : key;
}

/** `srcset` for an uploaded image; undefined for images stored elsewhere (hosted storage serves one size). */
export function imageSrcSet(url: string): string | undefined {
  const key = uploadKeyOf(url);
  if (!key) return undefined;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return IMAGE_VARIANT_WIDTHS.map((width) => `${UPLOADS_PREFIX}${variantKey(key, width)}${query} ${width}w`).join(', ');
}

/** The URL of an uploaded image's copy of that width (one of IMAGE_VARIANT_WIDTHS), or the URL itself otherwise. */
export function imageVariantUrl(url: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]): string {
  const key = uploadKeyOf(url);
  if (!key) return url;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `${UPLOADS_PREFIX}${variantKey(key, width)}${query}`;
}
