import path from 'node:path';
import sharp from 'sharp';
import { build, type Rollup } from 'vite';
import type { cleanPhoto } from '../../src/data/firebase/photo-encoding';
import { test, expect } from './fixtures';

/**
 * The hosted mode's photo encoder (src/data/firebase/photo-encoding.ts) in real Chromium: it needs a canvas, so
 * its Node tests replace it. The module is bundled as it is and run on a phone-like JPEG; the bytes that would
 * go to Cloud Storage come back and are read with sharp.
 */

const OWNER = 'Ahmad bin Ismail';
const SERIAL = 'SN-4471-0093';
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${OWNER}</dc:creator></rdf:Description>` +
  '</rdf:RDF></x:xmpmeta>';

/**
 * A photo as a phone takes it: 60×20 pixels stored sideways (EXIF orientation 6: shown turned a quarter to the
 * right, 20×60), with the owner's GPS position, name and camera serial in EXIF and XMP. The left third is red.
 */
async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 60, height: 20, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Artist: OWNER, Copyright: OWNER, Make: 'PhoneMaker', Model: 'X1 Pro' },
      IFD2: { BodySerialNumber: SERIAL },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 35/1 56/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 4/1 37/1' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .toBuffer();
}

/** photo-encoding.ts and what it imports, as one script that sets `window.photoEncoding`. */
async function encoderScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.resolve('src') } },
    build: {
      write: false,
      minify: false,
      lib: { entry: path.resolve('src/data/firebase/photo-encoding.ts'), formats: ['iife'], name: 'photoEncoding' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = [output].flat()[0]!.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The encoder was not bundled');
  return chunk.code;
}

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

test("a phone photo leaves the admin's browser upright, without EXIF, XMP or IPTC, with its three WebP copies", async ({
  page,
}) => {
  const photo = await phonePhoto();
  const source = await sharp(photo).metadata();
  expect(source.orientation).toBe(6);
  expect(source.exif).toBeDefined();
  expect(source.xmp?.toString()).toContain(OWNER);

  await page.goto('about:blank');
  await page.addScriptTag({ content: await encoderScript() });
  const result = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const encoder = (window as unknown as { photoEncoding: { cleanPhoto: typeof cleanPhoto } }).photoEncoding;
    const clean = await encoder.cleanPhoto(new File([bytes], 'IMG 2041.JPG', { type: 'image/jpeg' }));
    const toBase64 = async (blob: Blob) => {
      let text = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer())) text += String.fromCharCode(byte);
      return btoa(text);
    };
    return {
      name: clean.file.name,
      type: clean.file.type,
      bytes: await toBase64(clean.file),
      variants: await Promise.all(
        clean.variants.map(async (variant) => ({
          width: variant.width,
          type: variant.blob.type,
          bytes: await toBase64(variant.blob),
        })),
      ),
    };
  }, photo.toString('base64'));

  expect([result.name, result.type]).toEqual(['IMG 2041.jpg', 'image/jpeg']);
  expect(result.variants.map((variant) => [variant.width, variant.type])).toEqual([
    [320, 'image/webp'],
    [640, 'image/webp'],
    [1024, 'image/webp'],
  ]);
  const outputs = [
    { label: 'the photo', bytes: Buffer.from(result.bytes, 'base64'), format: 'jpeg' },
    ...result.variants.map((variant) => ({
      label: `the ${variant.width} copy`,
      bytes: Buffer.from(variant.bytes, 'base64'),
      format: 'webp',
    })),
  ];
  for (const { label, bytes, format } of outputs) {
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format, label).toBe(format);
    expect(metadata.exif, label).toBeUndefined();
    expect(metadata.xmp, label).toBeUndefined();
    expect(metadata.iptc, label).toBeUndefined();
    expect(metadata.orientation ?? 1, label).toBe(1);
    expect(bytes.includes(Buffer.from(OWNER)), label).toBe(false);
    expect(bytes.includes(Buffer.from(SERIAL)), label).toBe(false);
    // Upright: the sideways 60×20 picture is 20 wide and 60 high (no copy is wider than the photo), red on top.
    expect([metadata.width, metadata.height], label).toEqual([20, 60]);
    expect((await pixel(bytes, 10, 5))[0], label).toBeGreaterThan(200);
    expect((await pixel(bytes, 10, 55))[0], label).toBeLessThan(60);
  }
});
