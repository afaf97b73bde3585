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

export function imageObjectKey(owner: string, slot: ImageSlot, fileName: string): string {
  if (!isImageOwner(owner)) throw new Error('Image owner must be a product id or a timestamp');
  if (slot !== 'intro' && (!Number.isInteger(slot) || slot < 0 || slot > 99)) {
    throw new Error('Image index must be a whole number');
  }
  return `products/${owner}_${slot}_${safeFileName(fileName)}`;
}

/**
 * An object key exactly as `imageObjectKey` makes it: `products/`, an owner, a slot, a safe file name. Nothing else
 * names a file under the uploads folder: no separator, no `..`, no encoding, no other character.
 */
const UPLOAD_KEY_PATTERN = /^products\/[A-Za-z0-9]{1,40}_(?:intro|[0-9]|[1-9][0-9])_[A-Za-z0-9_][A-Za-z0-9._-]{0,79}$/;

export function isUploadKey(value: string): boolean {
  return UPLOAD_KEY_PATTERN.test(value);
}
