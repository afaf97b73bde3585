import sharp, { type Metadata } from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantKey } from '@/domain';
import { multipart, startTestServer, type TestServer } from '../../tests/support/test-server';

let server: TestServer;
let cookie: string;
beforeEach(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
});

const OWNER = 'Ahmad bin Ismail';
const SERIAL = 'SN-4471-0093';
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${OWNER}</dc:creator></rdf:Description>` +
  '</rdf:RDF></x:xmpmeta>';

/**
 * A photo as a phone takes it: 60×20 pixels stored sideways (EXIF orientation 6: shown turned a quarter
 * to the right, 20×60), a wide-gamut colour profile, and the owner's GPS position, name and camera serial.
 * The left third is red, so that the served picture shows which way it was turned.
 */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const red = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 60, height: 20, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .toFormat(format)
    .withIccProfile('p3')
    .withExif({
      IFD0: { Artist: OWNER, Copyright: OWNER, Make: 'PhoneMaker', Model: 'X1 Pro' },
      IFD2: { BodySerialNumber: SERIAL },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 35/1 56/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 4/1 37/1' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .toBuffer();
}

/** The EXIF block holds a GPS directory (tag 0x8825, in either byte order). */
function hasGpsDirectory(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

async function served(url: string): Promise<{ bytes: Buffer; metadata: Metadata }> {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  const bytes = response.rawPayload;
  return { bytes, metadata: await sharp(bytes).metadata() };
}

/** The colour of the pixel at (x, y) of an upright picture: [r, g, b]. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('a photo uploaded from a phone', () => {
  test.each(['jpeg', 'png', 'webp'] as const)(
    'is served as %s, original and every copy, upright, with its colour profile and without GPS, author or camera',
    async (format) => {
      const photo = await phonePhoto(format);
      // The test photo carries what a phone writes.
      const source = await sharp(photo).metadata();
      expect(source.orientation).toBe(6);
      expect(source.exif?.toString('latin1')).toContain(OWNER);
      expect(source.exif?.toString('latin1')).toContain(SERIAL);
      expect(hasGpsDirectory(source.exif!)).toBe(true);
      expect(source.xmp?.toString()).toContain(OWNER);
      expect(source.icc).toBeDefined();

      const body = multipart(
        { owner: '1732000000000', slot: 'intro' },
        { name: `IMG_2041.${format}`, type: `image/${format}`, bytes: photo },
      );
      const upload = await server.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(upload.statusCode).toBe(201);
      const { key, url } = upload.json() as { key: string; url: string };

      const copies = IMAGE_VARIANT_WIDTHS.map((width) => `/uploads/${variantKey(key, width)}`);
      for (const address of [url, ...copies]) {
        const { bytes, metadata } = await served(address);
        expect(metadata.exif, address).toBeUndefined();
        expect(metadata.xmp, address).toBeUndefined();
        expect(metadata.iptc, address).toBeUndefined();
        expect(metadata.orientation ?? 1, address).toBe(1);
        expect(bytes.includes(Buffer.from(OWNER)), address).toBe(false);
        expect(bytes.includes(Buffer.from(SERIAL)), address).toBe(false);
        // Upright: the sideways 60×20 picture is now 20 wide and 60 high, its red third at the top.
        expect([metadata.width, metadata.height], address).toEqual([20, 60]);
        const [topRed] = await pixel(bytes, 10, 5);
        const [bottomRed] = await pixel(bytes, 10, 55);
        expect(topRed, address).toBeGreaterThan(200);
        expect(bottomRed, address).toBeLessThan(60);
        // The colour profile stays: the same profile the phone wrote.
        expect(metadata.icc, address).toBeDefined();
        expect(metadata.icc!.equals(source.icc!), address).toBe(true);
      }
    },
  );
});
