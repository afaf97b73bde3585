/**
 * Object keys of product images (spec §7), the same in both backends:
 * `products/{id or timestamp}_intro_{filename}` and `products/{id or timestamp}_{index}_{filename}`.
 */
export type ImageSlot = 'intro' | number;

const OWNER_PATTERN = /^[A-Za-z0-9]{1,40}$/;

export function isImageOwner(value: string): boolean {
  return OWNER_PATTERN.test(value);
}

/** Keeps letters, digits, dot, dash and underscore; never a path, never empty, at most 80 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-80);
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'image' : cleaned;
}

export function imageObjectKey(owner: string, slot: ImageSlot, fileName: string): string {
  if (!isImageOwner(owner)) throw new Error('Image owner must be a product id or a timestamp');
  if (slot !== 'intro' && (!Number.isInteger(slot) || slot < 0 || slot > 99)) {
    throw new Error('Image index must be a whole number');
  }
  return `products/${owner}_${slot}_${safeFileName(fileName)}`;
}
