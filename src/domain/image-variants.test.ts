import { expect, test } from 'vitest';
import { imageSrcSet, imageVariantUrl, uploadKeyOf } from './image-variants';

test('an uploaded image lists its resized copies with the same version', () => {
  expect(imageSrcSet('/uploads/products/abc_intro_x.png?v=123')).toBe(
    '/uploads/products/abc_intro_x.png.w320.webp?v=123 320w, ' +
      '/uploads/products/abc_intro_x.png.w640.webp?v=123 640w, ' +
      '/uploads/products/abc_intro_x.png.w1024.webp?v=123 1024w',
  );
});

test("a hosted image marked as having copies lists them by key, without the original's token", () => {
  const bucket = 'https://firebasestorage.googleapis.com/v0/b/demo-site.firebasestorage.app/o/';
  expect(imageSrcSet(`${bucket}products%2Fabc_intro_x.jpg?alt=media&token=t-1#variants`)).toBe(
    `${bucket}products%2Fabc_intro_x.jpg.w320.webp?alt=media 320w, ` +
      `${bucket}products%2Fabc_intro_x.jpg.w640.webp?alt=media 640w, ` +
      `${bucket}products%2Fabc_intro_x.jpg.w1024.webp?alt=media 1024w`,
  );
  expect(
    imageSrcSet('http://127.0.0.1:9199/v0/b/demo-site.appspot.com/o/products%2Fa_2_b.png?alt=media&token=t#variants'),
  ).toBe(
    'http://127.0.0.1:9199/v0/b/demo-site.appspot.com/o/products%2Fa_2_b.png.w320.webp?alt=media 320w, ' +
      'http://127.0.0.1:9199/v0/b/demo-site.appspot.com/o/products%2Fa_2_b.png.w640.webp?alt=media 640w, ' +
      'http://127.0.0.1:9199/v0/b/demo-site.appspot.com/o/products%2Fa_2_b.png.w1024.webp?alt=media 1024w',
  );
});

test('a hosted image stored before copies were made has no srcset', () => {
  expect(
    imageSrcSet('https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fa_intro_b.png?alt=media&token=t'),
  ).toBeUndefined();
  expect(imageSrcSet('https://example.com/picture.png#variants')).toBeUndefined();
});

test('an image stored elsewhere has no srcset', () => {
  expect(imageSrcSet('https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fa.png?alt=media')).toBeUndefined();
  expect(uploadKeyOf('https://example.com/uploads/x.png')).toBeNull();
});

test('the key of an upload URL drops the version', () => {
  expect(uploadKeyOf('/uploads/products/a_1_b.webp?v=9')).toBe('products/a_1_b.webp');
});

test("an uploaded image's copy of one width keeps its version; an image stored elsewhere is itself", () => {
  expect(imageVariantUrl('/uploads/products/a_intro_b.png?v=7', 320)).toBe(
    '/uploads/products/a_intro_b.png.w320.webp?v=7',
  );
  expect(imageVariantUrl('/images/demo.webp', 320)).toBe('/images/demo.webp');
});
