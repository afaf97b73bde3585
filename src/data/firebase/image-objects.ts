import { IMAGE_VARIANT_WIDTHS, VARIANTS_MARK, variantKey } from '@/domain/image-variants';

/**
 * Which Storage objects a product's images are, as plain data: what an upload writes, and what a saved
 * change leaves behind to delete. The browser's part (photo-encoding.ts, image-upload.ts) does the rest.
 */

/** An object to upload: the photo itself, or one of its resized WebP copies. */
export type PlannedObject = { key: string; contentType: string; width: number | null };

/** The photo under its key, then its copies under the keys the card's srcset asks for (image-variants.ts). */
export function objectsOfUpload(key: string, contentType: string): PlannedObject[] {
  return [
    { key, contentType, width: null },
    ...IMAGE_VARIANT_WIDTHS.map((width) => ({ key: variantKey(key, width), contentType: 'image/webp', width })),
  ];
}

/** The URL kept on the product: the original's download URL, marked as having resized copies. */
export function withVariantsMark(downloadUrl: string): string {
  return downloadUrl.split('#')[0] + VARIANTS_MARK;
}

/**
 * The object key of a download URL of this bucket (Cloud Storage's or the emulator's), under products/ (or the
 * folder named: `repairs` for a repair photo); null for anything else, which is never deleted.
 */
export function storageKeyOf(url: string, bucket: string, folder: 'products' | 'repairs' = 'products'): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const prefix = `/v0/b/${bucket}/o/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(parsed.pathname.slice(prefix.length));
  } catch {
    return null;
  }
  return new RegExp(`^${folder}/[^/]+$`).test(key) ? key : null;
}

type Images = { image: string; additionalImages: readonly string[] };

/**
 * The objects to delete once a change is saved: every image of `before` whose object no image of `after` still
 * names (after a delete, `after` is null), with its resized copies. Compared by object key, not URL: a new
 * photo uploaded under the same key replaced the old one and is still in use.
 */
export function objectsToDelete(before: Images | null, after: Images | null, bucket: string): string[] {
  const keysOf = (product: Images | null) =>
    product
      ? [product.image, ...product.additionalImages]
          .map((url) => storageKeyOf(url, bucket))
          .filter((key): key is string => key !== null)
      : [];
  const kept = new Set(keysOf(after));
  const gone = [...new Set(keysOf(before))].filter((key) => !kept.has(key));
  return gone.flatMap((key) => [key, ...IMAGE_VARIANT_WIDTHS.map((width) => variantKey(key, width))]);
}

/**
 * The photos a saved change of a repair job no longer names, as object keys of this bucket: to delete. A repair
 * photo has no resized copies (storage.rules, docs/hosted-mode.md).
 */
export function repairPhotosToDelete(before: readonly string[], after: readonly string[], bucket: string): string[] {
  const keysOf = (photos: readonly string[]) =>
    photos.map((url) => storageKeyOf(url, bucket, 'repairs')).filter((key): key is string => key !== null);
  const kept = new Set(keysOf(after));
  return [...new Set(keysOf(before))].filter((key) => !kept.has(key));
}
