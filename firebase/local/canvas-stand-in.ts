import sharp from 'sharp';

/**
 * The browser's image decoding and canvas encoding for the contract run in Node, built on sharp, so that the
 * adapter's upload (src/data/firebase/photo-encoding.ts, cleanPhoto) runs unchanged. It stands in for exactly
 * what cleanPhoto uses, and nothing else:
 *
 * - `createImageBitmap(blob, { imageOrientation: 'from-image' })`: decodes the file's first frame, turned
 *   upright by its EXIF orientation, into sRGB pixels with alpha (Chromium converts an embedded colour profile
 *   to sRGB the same way when it decodes for a canvas);
 * - `new OffscreenCanvas(width, height).getContext('2d').drawImage(bitmap, 0, 0, width, height)`: the whole
 *   bitmap scaled to the whole canvas (`imageSmoothingQuality = 'high'`: a Lanczos filter here);
 * - `canvas.convertToBlob({ type, quality })`: JPEG and WebP at that quality (0 to 1), PNG lossless; any other
 *   type is written as PNG and the blob says `image/png`, as a browser does for a type it cannot encode. Like a
 *   canvas, it writes no EXIF, XMP, IPTC or colour profile; a JPEG's transparent pixels come out black, as
 *   Chromium's do.
 *
 * Other drawing (offsets, cropping, paths, text) throws: a test that needs it belongs in the browser suite
 * (tests/e2e/hosted-photo.spec.ts runs the real encoder in Chromium). Installed only where the globals are
 * missing, i.e. in Node.
 */
export function installCanvasStandIn(): void {
  if (typeof globalThis.createImageBitmap === 'function' && typeof globalThis.OffscreenCanvas === 'function') return;
  Object.assign(globalThis, { createImageBitmap: createBitmap, OffscreenCanvas: StandInCanvas });
}

/** Decoded, upright RGBA pixels: what the stand-in's canvas draws. */
class StandInBitmap {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly pixels: Buffer,
  ) {}
  close(): void {}
}

async function createBitmap(source: unknown, options?: { imageOrientation?: string }): Promise<StandInBitmap> {
  if (!(source instanceof Blob)) throw new TypeError('The canvas stand-in decodes a Blob or File only');
  const image = sharp(Buffer.from(await source.arrayBuffer()), { pages: 1 });
  // 'from-image' (the default in today's browsers) applies the EXIF orientation; 'none' would not.
  const upright = options?.imageOrientation === 'none' ? image : image.rotate();
  const { data, info } = await upright.toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return new StandInBitmap(info.width, info.height, data);
}

class StandInCanvas {
  private drawn: StandInBitmap | null = null;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  getContext(kind: string) {
    if (kind !== '2d') throw new Error(`The canvas stand-in has no ${kind} context`);
    return {
      imageSmoothingQuality: 'high',
      drawImage: (bitmap: unknown, x: number, y: number, width: number, height: number) => {
        if (
          !(bitmap instanceof StandInBitmap) ||
          x !== 0 ||
          y !== 0 ||
          width !== this.width ||
          height !== this.height
        ) {
          throw new Error('The canvas stand-in draws a whole bitmap onto the whole canvas only');
        }
        this.drawn = bitmap;
      },
    };
  }

  async convertToBlob(options: { type?: string; quality?: number } = {}): Promise<Blob> {
    const source = this.drawn;
    const { width, height } = this;
    let image = source
      ? sharp(source.pixels, { raw: { width: source.width, height: source.height, channels: 4 } }).resize(
          width,
          height,
          {
            fit: 'fill',
            kernel: 'lanczos3',
          },
        )
      : sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
    const type = options.type ?? 'image/png';
    const percent = (fallback: number) => Math.round(100 * (options.quality ?? fallback));
    if (type === 'image/jpeg') {
      image = image.flatten({ background: '#000000' }).jpeg({ quality: percent(0.92) });
    } else if (type === 'image/webp') {
      image = image.webp({ quality: percent(0.8) });
    } else {
      image = image.png();
    }
    const written = type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png';
    return new Blob([new Uint8Array(await image.toBuffer())], { type: written });
  }
}
