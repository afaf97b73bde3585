import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hostileImageAddress, hostilePath, makeProductInput } from '../../tests/factories';
import { STORED_IMAGE_EXTENSIONS, imageObjectKey, storedImageName } from './image-key';
import { isStoredUploadName, uploadKeyOf } from './image-variants';
import { isHttpUrl } from './product';
import { ImageUrlSchema, ProductInputSchema } from './product-schema';

const accepts = (address: string) => ImageUrlSchema.safeParse(address).success;

/** An upload's address in the one shape a refusal may be taken for: one name under products/, nothing else. */
const ONE_NAME_UNDER_PRODUCTS = /^\/uploads\/products\/[A-Za-z0-9._-]+\.[a-z]+(\?v=[0-9a-f]+)?$/;

describe('an image address', () => {
  test('is taken in the exact form of an upload, with or without the version of its bytes', () => {
    expect(accepts('/uploads/products/1732000000000_intro_welder.jpg?v=0a1b2c3d4e')).toBe(true);
    // A long name an earlier version cut to a leading dot is still that upload's.
    expect(accepts(`/uploads/products/1_3_.${'b'.repeat(75)}.png?v=0a1b2c3d4e`)).toBe(true);
    expect(accepts('/uploads/products/AbC123_4_side-view_2.png')).toBe(true);
    expect(uploadKeyOf('/uploads/products/AbC123_4_side.png?v=0a1b2c3d4e')).toBe('products/AbC123_4_side.png');
  });

  test('is taken as an http(s) address: a hosted Storage download URL, or a picture an import fetches', () => {
    expect(
      accepts(
        'https://firebasestorage.googleapis.com/v0/b/site.firebasestorage.app/o/products%2F1_intro_a.png?alt=media&token=t-1#variants',
      ),
    ).toBe(true);
    expect(accepts('https://shopee.example/file/abc.jpg')).toBe(true);
  });

  test.each([
    '/uploads/../site.db',
    '/uploads/../../secret.png',
    '/uploads/products/../../device-cookie.key',
    '/uploads/products/%2e%2e%2fsite.db',
    '/uploads/products/1_intro_..%2f..%2fsite.db',
    '/uploads/products/1_intro_a.png/../../../site.db',
    '/uploads/products\\..\\..\\site.db',
    '/uploads//products/1_intro_a.png',
    '/uploads/products/1_intro_a.png\u0000.jpg',
    '/uploads/products/1_intro_\uff0e\uff0e\uff0fsite.db',
    '/uploads/products/1_intro_.htaccess',
    '/uploads/products/1_intro_..',
    '/uploads/products/1_intro_a.png.part',
    '/uploads/products/1_intro_a.png?v=1&x=../..',
    '/uploads/products/1_intro_a.png#../..',
    '/uploads/site.db',
    '/uploads/pending-upload',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    'file:///etc/passwd',
    '//evil.example/a.png',
  ])('%j is refused with the form’s code', (address) => {
    const result = ProductInputSchema.safeParse(makeProductInput({ image: address }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['image'], message: 'imageUrl' })]);
    expect(ImageUrlSchema.safeParse(address).success).toBe(false);
  });

  test('an additional image is held to the same rule', () => {
    const result = ProductInputSchema.safeParse(makeProductInput({ additionalImages: ['/uploads/../site.db'] }));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['additionalImages', 0], message: 'imageUrl' }),
    ]);
  });

  test('generated hostile addresses are refused, unless they are http(s) or one safe name under products/', () => {
    fc.assert(
      fc.property(hostileImageAddress(), (address) => {
        if (!accepts(address)) return;
        const value = address.trim();
        expect(isHttpUrl(value) || ONE_NAME_UNDER_PRODUCTS.test(value), value).toBe(true);
        if (!isHttpUrl(value)) expect(isStoredUploadName(uploadKeyOf(value)!)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('every address the server gives an upload is taken, whatever the name of the file sent', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{1,40}$/),
        fc.oneof(fc.constant('intro' as const), fc.integer({ min: 0, max: 99 })),
        fc.oneof(fc.string({ unit: 'grapheme', maxLength: 120 }), fc.string({ maxLength: 120 }), hostilePath()),
        fc.constantFrom(...STORED_IMAGE_EXTENSIONS),
        fc.stringMatching(/^[0-9a-f]{10}$/),
        (owner, slot, fileName, extension, version) => {
          const url = `/uploads/${imageObjectKey(owner, slot, storedImageName(fileName, extension))}?v=${version}`;
          expect(accepts(url), url).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  test.each([
    ['a name of other scripts only', '漢字.png', 'image.png'],
    ['a name that is only dots', '...', 'image.png'],
    ['a path', '../../site.db.png', 'site.db.png'],
    // The 80th character from the end is a dot: cutting after cleaning would have left a hidden file's name.
    ['a long name', `${'a'.repeat(30)}.${'b'.repeat(79)}.jpeg`, `${'b'.repeat(76)}.png`],
  ])('%s is stored under a name the schema takes', (_what, fileName, stored) => {
    expect(storedImageName(fileName, 'png')).toBe(stored);
    expect(accepts(`/uploads/${imageObjectKey('1700000000000', 'intro', storedImageName(fileName, 'png'))}`)).toBe(
      true,
    );
  });
});
