import { IMAGE_VARIANT_WIDTHS } from '@/domain/image-variants';

/**
 * The browser's part of a hosted upload: the photo drawn upright on a canvas and encoded again, so that what
 * reaches Cloud Storage carries none of the file's metadata (canvas encoders write no EXIF, XMP or IPTC: no GPS
 * position, author, camera or serial number), and its resized WebP copies. `imageOrientation: 'from-image'`
 * applies the EXIF orientation while decoding (https://developer.mozilla.org/docs/Web/API/Window/createImageBitmap).
 *
 * Colours: a canvas works in sRGB, so a photo with another colour profile (Display P3 from recent phones, Adobe
 * RGB) is converted to sRGB and stored without a profile. The embedded server keeps the profile instead.
 *
 * Formats: JPEG stays JPEG and WebP stays WebP, at quality 0.92; PNG stays PNG (lossless). GIF and AVIF, which a
 * canvas cannot write, become PNG (a GIF keeps its first frame only).
 */

export type CleanPhoto = {
  /** The picture to store, upright and without metadata, named with its own type's extension. */
  file: File;
  /** Its resized WebP copies, by width; never wider than the picture itself. */
  variants: { width: number; blob: Blob }[];
};

const QUALITY = 0.92;
const VARIANT_QUALITY = 0.72;
const KEPT_TYPES: Record<string, string> = { 'image/jpeg': 'image/jpeg', 'image/png': 'image/png', 'image/webp': 'image/webp' };
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * `copies: false` makes no resized copies: a repair photo is stored alone (only the admin may read it, and a copy
 * would be read by its key without a download token; docs/hosted-mode.md).
 */
export async function cleanPhoto(file: File, { copies = true }: { copies?: boolean } = {}): Promise<CleanPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const type = KEPT_TYPES[file.type.toLowerCase()] ?? 'image/png';
    const blob = await encode(bitmap, bitmap.width, bitmap.height, type, QUALITY);
    const variants: CleanPhoto['variants'] = [];
    for (const width of copies ? IMAGE_VARIANT_WIDTHS : []) {
      const scaled = Math.min(width, bitmap.width);
      const height = Math.max(1, Math.round((bitmap.height * scaled) / bitmap.width));
      variants.push({ width, blob: await encode(bitmap, scaled, height, 'image/webp', VARIANT_QUALITY) });
    }
    // A browser that cannot write the type asked for writes PNG instead, and says so in the blob's type.
    const written = blob.type || type;
    return { file: new File([blob], renamed(file.name, written), { type: written }), variants };
  } finally {
    bitmap.close();
  }
}

function renamed(name: string, type: string): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'image';
  return `${stem}.${EXTENSIONS[type] ?? 'png'}`;
}

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), type, quality),
  );
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): void {
  if (!context) throw new Error('No canvas to draw the photo on');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
