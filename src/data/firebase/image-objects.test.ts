import { describe, expect, test } from 'vitest';
import { imageSrcSet } from '@/domain/image-variants';
import { objectsOfUpload, objectsToDelete, repairPhotosToDelete, storageKeyOf, withVariantsMark } from './image-objects';

const BUCKET = 'demo-site.firebasestorage.app';
const url = (key: string, token = 't1') =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(key)}?alt=media&token=${token}`;
const copies = (key: string) => [key, `${key}.w320.webp`, `${key}.w640.webp`, `${key}.w1024.webp`];

describe('an upload', () => {
  test('writes the photo in its own type and three WebP copies under the keys the cards ask for', () => {
    expect(objectsOfUpload('products/p1_intro_a.jpg', 'image/jpeg')).toEqual([
      { key: 'products/p1_intro_a.jpg', contentType: 'image/jpeg', width: null },
      { key: 'products/p1_intro_a.jpg.w320.webp', contentType: 'image/webp', width: 320 },
      { key: 'products/p1_intro_a.jpg.w640.webp', contentType: 'image/webp', width: 640 },
      { key: 'products/p1_intro_a.jpg.w1024.webp', contentType: 'image/webp', width: 1024 },
    ]);
  });

  test('keeps a URL whose copies the catalogue card finds, one for each object written', () => {
    const kept = withVariantsMark(url('products/p1_intro_a.jpg'));
    const srcset = imageSrcSet(kept)!;
    const copyKeys = srcset.split(', ').map((entry) => storageKeyOf(entry.split(' ')[0]!, BUCKET));
    expect(copyKeys).toEqual(objectsOfUpload('products/p1_intro_a.jpg', 'image/jpeg').slice(1).map((o) => o.key));
    expect(withVariantsMark(kept)).toBe(kept);
  });
});

describe('the key of a download URL', () => {
  test('is read from this bucket\'s URLs, from Cloud Storage or the emulator', () => {
    expect(storageKeyOf(url('products/p1_2_b.png'), BUCKET)).toBe('products/p1_2_b.png');
    expect(storageKeyOf(`${url('products/p1_2_b.png')}#variants`, BUCKET)).toBe('products/p1_2_b.png');
    expect(
      storageKeyOf(`http://127.0.0.1:9199/v0/b/${BUCKET}/o/products%2Fp1_2_b.png?alt=media&token=t`, BUCKET),
    ).toBe('products/p1_2_b.png');
  });

  test('is null for another bucket, another folder, an embedded upload or no URL at all', () => {
    expect(storageKeyOf(url('products/a_intro_b.png').replace(BUCKET, 'other.appspot.com'), BUCKET)).toBeNull();
    expect(storageKeyOf(url('private/a.png'), BUCKET)).toBeNull();
    expect(storageKeyOf(url('products/x/y.png'), BUCKET)).toBeNull();
    expect(storageKeyOf('/uploads/products/a_intro_b.png?v=1', BUCKET)).toBeNull();
    expect(storageKeyOf('not a url', BUCKET)).toBeNull();
    expect(storageKeyOf(`https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/%E0%A4%A`, BUCKET)).toBeNull();
  });
});

describe('the objects a saved change leaves behind', () => {
  const product = {
    image: withVariantsMark(url('products/p1_intro_a.jpg')),
    additionalImages: [url('products/p1_0_b.png'), url('products/p1_1_c.png')],
  };

  test('a deleted product leaves all its photos and their copies', () => {
    expect(objectsToDelete(product, null, BUCKET)).toEqual([
      ...copies('products/p1_intro_a.jpg'),
      ...copies('products/p1_0_b.png'),
      ...copies('products/p1_1_c.png'),
    ]);
  });

  test('a replaced introduction image and a removed extra image are left; the images kept are not', () => {
    const after = {
      image: withVariantsMark(url('products/p1_intro_new.jpg')),
      additionalImages: [url('products/p1_1_c.png')],
    };
    expect(objectsToDelete(product, after, BUCKET)).toEqual([
      ...copies('products/p1_intro_a.jpg'),
      ...copies('products/p1_0_b.png'),
    ]);
  });

  test('a photo uploaded again under the same key, with a new token, is still in use', () => {
    const after = { ...product, image: withVariantsMark(url('products/p1_intro_a.jpg', 't2')) };
    expect(objectsToDelete(product, after, BUCKET)).toEqual([]);
  });

  test('an image moved from the extra images to the introduction is kept', () => {
    const after = { image: url('products/p1_0_b.png'), additionalImages: [] };
    expect(objectsToDelete(product, after, BUCKET)).toEqual([
      ...copies('products/p1_intro_a.jpg'),
      ...copies('products/p1_1_c.png'),
    ]);
  });

  test('images held elsewhere are never deleted, and an image named twice is deleted once', () => {
    const before = {
      image: 'https://example.com/a.png',
      additionalImages: ['/uploads/products/x_0_y.png?v=1', url('products/p1_0_b.png'), url('products/p1_0_b.png')],
    };
    expect(objectsToDelete(before, null, BUCKET)).toEqual(copies('products/p1_0_b.png'));
  });

  test('a new product leaves nothing', () => {
    expect(objectsToDelete(null, product, BUCKET)).toEqual([]);
  });
});

describe('repair photos a saved job no longer names', () => {
  const photo = (name: string) =>
    `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(`repairs/${name}`)}?alt=media&token=t`;

  test('are deleted, alone (they have no copies); photos kept or of other folders and hosts are not', () => {
    const before = [photo('1_0_a.png'), photo('1_1_b.png'), photo('1_2_c.png'), 'https://example.com/x.png'];
    const after = [photo('1_1_b.png')];
    expect(repairPhotosToDelete(before, after, BUCKET)).toEqual(['repairs/1_0_a.png', 'repairs/1_2_c.png']);
    const product = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/products%2F1_intro_a.png?alt=media&token=t`;
    expect(repairPhotosToDelete([product], [], BUCKET)).toEqual([]);
    expect(storageKeyOf(photo('1_0_a.png'), BUCKET)).toBeNull();
  });
});
