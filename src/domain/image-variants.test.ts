import { expect, test } from 'vitest';
import { imageSrcSet, imageVariantUrl, uploadKeyOf } from './image-variants';

test('an uploaded image lists its resized copies with the same version', () => {
  expect(imageSrcSet('/uploads/products/abc_intro_x.png?v=123')).toBe(
    '/uploads/products/abc_intro_x.png.w320.webp?v=123 320w, ' +
      '/uploads/products/abc_intro_x.png.w640.webp?v=123 640w, ' +
      '/uploads/products/abc_intro_x.png.w1024.webp?v=123 1024w',
  );
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
