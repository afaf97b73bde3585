/**
 * Object keys of product images (spec §7), the same in both backends:
 * `products/{id or timestamp}_intro_{filename}` and `products/{id or timestamp}_{index}_{filename}`.
 */
export type ImageSlot = 'intro' | number;

const OWNER_PATTERN = /^[A-Za-z0-9]{1,40}$/;

export function isImageOwner(value: string): boolean {
  return OWNER_PATTERN.test(value);
}

/**
 * Keeps letters, digits, dot, dash and underscore; never a path, never empty, at most 80 characters, never
 * starting with a dot or a dash (cut to length first, so the cut cannot leave one in front).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(-80)
    .replace(/^[.-]+/, '');
  return cleaned === '' ? 'image' : cleaned;
}

/**
 * The name an upload is stored under: the sent file's name without its extension, made safe, then the extension of
 * the picture's real format, at most 80 characters in all. A name of other scripts only (漢字.png) is `image.png`.
 */
export function storedImageName(fileName: string, extension: StoredImageExtension): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = safeFileName(base.replace(/\.[^.]*$/, '') || 'image');
  return `${stem.slice(0, 80 - extension.length - 1)}.${extension}`;
}

export function imageObjectKey(owner: string, slot: ImageSlot, fileName: string): string {
  if (!isImageOwner(owner)) throw new Error('Image owner must be a product id or a timestamp');
  if (slot !== 'intro' && (!Number.isInteger(slot) || slot < 0 || slot > 99)) {
    throw new Error('Image index must be a whole number');
  }
  return `products/${owner}_${slot}_${safeFileName(fileName)}`;
}

/** The extensions the embedded server stores pictures under, one per raster format it takes (server/uploads/images.ts). */
export const STORED_IMAGE_EXTENSIONS = ['jpg', 'png', 'webp', 'gif', 'avif'] as const;
export type StoredImageExtension = (typeof STORED_IMAGE_EXTENSIONS)[number];

/**
 * An object key exactly as the embedded server makes it (`imageObjectKey` with the extension of the picture's
 * format): `products/`, an owner, a slot, a file name of safe characters, at most 80, ending in that extension (so
 * never `.` or `..`). Nothing else names a file under the uploads folder: no separator, no encoding, no other
 * character, no file being written (`….part`). A name may start with a dot or a dash, as names cut by an earlier
 * safeFileName did: their uploads stay theirs, and the sweeper keeps them.
 */
const UPLOAD_KEY_PATTERN = new RegExp(
  `^products/[A-Za-z0-9]{1,40}_(?:intro|[0-9]|[1-9][0-9])_([A-Za-z0-9._-]*\\.(?:${STORED_IMAGE_EXTENSIONS.join('|')}))$`,
);

export function isUploadKey(value: string): boolean {
  const name = UPLOAD_KEY_PATTERN.exec(value)?.[1];
  return name !== undefined && name.length <= 80;
}
