import sharp from 'sharp';
import { expect, test } from 'vitest';
import { cleanPhoto } from '@/data/firebase/photo-encoding';
import { installCanvasStandIn } from './canvas-stand-in';

installCanvasStandIn();

/** A 40×20 JPEG stored sideways (EXIF orientation 6: shown turned a quarter clockwise, i.e. 20×40), with EXIF. */
async function sidewaysPhoto(): Promise<File> {
  const bytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c04020' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone', Copyright: 'Someone' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'side view.jpeg', { type: 'image/jpeg' });
}

test("the adapter's photo encoding runs on the stand-in: upright, without metadata, with its WebP copies", async () => {
  const photo = await cleanPhoto(await sidewaysPhoto());
  expect(photo.file).toMatchObject({ name: 'side view.jpg', type: 'image/jpeg' });
  const stored = await sharp(Buffer.from(await photo.file.arrayBuffer())).metadata();
  expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
  expect(stored.exif).toBeUndefined();
  expect(stored.orientation).toBeUndefined();
  expect(stored.icc).toBeUndefined();

  // Never wider than the photo: all three copies are 20 px wide here.
  expect(photo.variants.map((variant) => variant.width)).toEqual([320, 640, 1024]);
  for (const variant of photo.variants) {
    expect(variant.blob.type).toBe('image/webp');
    expect(await sharp(Buffer.from(await variant.blob.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 20,
      height: 40,
    });
  }
});

test('a type a canvas cannot write is stored as PNG, as a browser does', async () => {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00000000' } })
    .gif()
    .toBuffer();
  const photo = await cleanPhoto(new File([new Uint8Array(gif)], 'spark.gif', { type: 'image/gif' }));
  expect(photo.file).toMatchObject({ name: 'spark.png', type: 'image/png' });
  expect(await sharp(Buffer.from(await photo.file.arrayBuffer())).metadata()).toMatchObject({
    format: 'png',
    width: 8,
  });
});
