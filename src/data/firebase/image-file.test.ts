import { describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain';
import { BackendError } from '../backend';
import { isRepairPhotoKey } from '@/domain/repair-photo';
import { IMAGE_CACHE_CONTROL, REPAIR_PHOTO_CACHE_CONTROL, planImageUpload, planRepairPhotoUpload } from './image-file';

function file(name: string, type: string, size = 1024) {
  return { name, type, size };
}

function refusal(attempt: () => unknown): BackendError {
  try {
    attempt();
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('image uploads', () => {
  test('the introduction image goes under products/{owner}_intro_{filename}', () => {
    expect(planImageUpload(file('welder.jpg', 'image/jpeg'), '1732000000000', 'intro')).toEqual({
      key: 'products/1732000000000_intro_welder.jpg',
      metadata: { contentType: 'image/jpeg', cacheControl: IMAGE_CACHE_CONTROL },
    });
  });

  test('an additional image goes under products/{owner}_{index}_{filename}, the name made safe', () => {
    expect(planImageUpload(file('C:\\photos\\side view (2).PNG', 'image/png'), 'Zx81kQp0aB', 3).key).toBe(
      'products/Zx81kQp0aB_3_side-view-2-.PNG',
    );
  });

  test('the object carries a long cache lifetime', () => {
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  test.each([
    ['an SVG', file('logo.svg', 'image/svg+xml')],
    ['a PDF', file('manual.pdf', 'application/pdf')],
    ['a file of unknown type', file('photo', '')],
    ['an empty file', file('empty.png', 'image/png', 0)],
  ])('%s is refused before uploading', (_case, candidate) => {
    const error = refusal(() => planImageUpload(candidate, '1732000000000', 'intro'));
    expect([error.status, error.code]).toEqual([415, 'notAnImage']);
  });

  test('a file over the upload limit is refused with the limit as a parameter', () => {
    const error = refusal(() => planImageUpload(file('huge.webp', 'image/webp', MAX_UPLOAD_BYTES + 1), '1732000000000', 1));
    expect([error.status, error.code, error.params]).toEqual([413, 'tooLarge', { maxMegabytes: 8 }]);
    expect(planImageUpload(file('max.webp', 'image/webp', MAX_UPLOAD_BYTES), '1732000000000', 1).key).toBe(
      'products/1732000000000_1_max.webp',
    );
  });

  test('an owner that is neither an id nor a timestamp, or a bad index, is refused', () => {
    const owner = refusal(() => planImageUpload(file('a.jpg', 'image/jpeg'), '../etc', 'intro'));
    expect([owner.status, owner.code, owner.fields]).toEqual([400, 'invalid', { owner: 'invalid' }]);
    const slot = refusal(() => planImageUpload(file('a.jpg', 'image/jpeg'), '123', 1.5));
    expect([slot.status, slot.code, slot.fields]).toEqual([400, 'invalid', { slot: 'invalid' }]);
  });
});

describe('repair photos', () => {
  test('go under repairs/{owner}_{index}_{filename}, a key the embedded server would make, kept by the browser only', () => {
    const upload = planRepairPhotoUpload(file('serial plate.JPG', 'image/jpeg'), '1732000000000', 2);
    expect(upload).toEqual({
      key: 'repairs/1732000000000_2_serial-plate.JPG',
      metadata: { contentType: 'image/jpeg', cacheControl: REPAIR_PHOTO_CACHE_CONTROL },
    });
    expect(isRepairPhotoKey(planRepairPhotoUpload(file('a b.png', 'image/png'), 'AbC123', 0).key)).toBe(true);
    // A customer's belongings and serial numbers: no shared cache keeps them.
    expect(REPAIR_PHOTO_CACHE_CONTROL).toMatch(/^private,/);
  });

  test('are refused as product images are: not an image, too large, a bad owner or index', () => {
    expect(refusal(() => planRepairPhotoUpload(file('x.svg', 'image/svg+xml'), '1', 0)).code).toBe('notAnImage');
    expect(refusal(() => planRepairPhotoUpload(file('x.png', 'image/png', MAX_UPLOAD_BYTES + 1), '1', 0)).code).toBe(
      'tooLarge',
    );
    expect(refusal(() => planRepairPhotoUpload(file('x.png', 'image/png'), 'a/b', 0)).fields).toEqual({ owner: 'invalid' });
    expect(refusal(() => planRepairPhotoUpload(file('x.png', 'image/png'), '1', 100)).fields).toEqual({ index: 'invalid' });
  });
});
