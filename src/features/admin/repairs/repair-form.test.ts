import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseForm } from '@/components/admin/admin-form';
import { makeRepairInput, makeRepairJob } from '../../../../tests/factories';
import { phoneShownBack, repairSchema } from './repair-form';
import { photoIndexes, photosOf, repairPhotoKeyOfUrl, withPendingPhotos, type PhotoChoice } from './save-repair';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const fresh = (name: string, key = name): PhotoChoice => ({ kind: 'new', file: file(name), key });

/** The form's data as the browser sends it. */
function formData(entries: Record<string, string | (string | File)[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries))
    for (const entry of Array.isArray(value) ? value : [value]) data.append(name, entry);
  return data;
}

/** The factory's input as the form holds it: every value a string. */
function typed(overrides: Record<string, string | (string | File)[]> = {}) {
  const input = makeRepairInput();
  return {
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    language: 'ms',
    brand: input.brand,
    model: input.model,
    serial: String(input.serial),
    fault: input.fault,
    accessories: String(input.accessories),
    estimate: String(input.estimate),
    deposit: '50',
    depositMethod: 'cash',
    promisedDate: String(input.promisedDate),
    ...overrides,
  };
}

const check = (entries: Record<string, string | (string | File)[]>, mode: 'add' | 'edit' = 'add') =>
  parseForm(withPendingPhotos(formData(entries)), repairSchema(mode));
const errorsOf = (submission: ReturnType<typeof check>) =>
  (submission.status === 'error' ? submission.error : null) ?? {};

describe('the repair form, checked with its mode’s schema before any upload', () => {
  test('an empty form names every required field', () => {
    expect(Object.keys(errorsOf(check({ language: 'en', depositMethod: 'cash' }))).sort()).toEqual(
      ['brand', 'customerName', 'customerPhone', 'fault', 'model'].sort(),
    );
  });

  test('takes what a person types: amounts with RM and commas, no date, no serial, chosen photos', () => {
    const submission = check(typed({ estimate: 'RM 1,250.50', promisedDate: '', serial: '', photos: [file('a.png')] }));
    expect(submission.status).toBe('success');
  });

  test('a wrong phone, an amount of three decimals and a day that does not exist are field messages', () => {
    expect(errorsOf(check(typed({ customerPhone: '12345', estimate: '12.345', promisedDate: '2026-02-30' })))).toEqual({
      customerPhone: ['phone'],
      estimate: ['amount'],
      promisedDate: ['date'],
    });
  });

  test('a text over its limit says the limit', () => {
    expect(errorsOf(check(typed({ serial: 'x'.repeat(61) }))).serial).toEqual(['tooLong:60']);
  });

  test('six photos are one too many; an edit takes no deposit', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => file(`${name}.png`));
    expect(errorsOf(check(typed({ photos: six }))).photos).toEqual(['tooManyPhotos']);
    const { deposit: _deposit, depositMethod: _method, ...details } = typed();
    expect(check(details, 'edit').status).toBe('success');
    expect(check(typed(), 'edit').status).toBe('error');
  });
});

describe('the form’s photos', () => {
  test('are stored addresses and chosen files, in the form’s order', () => {
    const job = makeRepairJob({ photos: ['/uploads/repairs/job9_0_front.jpg'] });
    const photos = photosOf(formData({ photos: [job.photos[0]!, file('side.png'), new File([], '')] }));
    expect(photos.map((choice) => (choice.kind === 'new' ? choice.file.name : choice.url))).toEqual([
      '/uploads/repairs/job9_0_front.jpg',
      'side.png',
    ]);
  });
});

describe('the phone, shown back once the owner leaves the field', () => {
  test('a Malaysian number typed any way reads the same', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '0123456789',
          '012-345 6789',
          '+60 12 345 6789',
          '60123456789',
          '(012) 345-6789',
          '+6012.345.6789',
        ),
        (spelling) => {
          expect(phoneShownBack(spelling)).toBe('+60 12-345 6789');
        },
      ),
    );
  });

  test('a foreign number keeps its country code; what is no number stays as typed, to correct', () => {
    expect(phoneShownBack('+65 6123 4567')).toBe('+6561234567');
    expect(phoneShownBack('12345')).toBe('12345');
    expect(phoneShownBack('ask at counter')).toBe('ask at counter');
  });
});

describe('the photos', () => {
  test('a new photo takes an index no stored photo of the job holds, a removed one included', () => {
    const stored = ['/uploads/repairs/job123_0_front.jpg', '/uploads/repairs/job123_1_side.jpg'];
    // The photo at index 0 was removed in this visit: until the save succeeds the job still shows it.
    const choices: PhotoChoice[] = [{ kind: 'existing', url: stored[1]! }, fresh('a.png'), fresh('b.png')];
    expect(photoIndexes(choices, stored, 'job123')).toEqual([2, 3]);
  });

  test("another owner's photos and hosted download addresses are read for what they are", () => {
    const hosted =
      'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/repairs%2Fjob123_0_front.jpg?alt=media&token=t';
    expect(repairPhotoKeyOfUrl(hosted)).toBe('repairs/job123_0_front.jpg');
    expect(repairPhotoKeyOfUrl('https://example.com/v0/b/x/o/products%2Fjob123_0_a.jpg')).toBeNull();
    const choices: PhotoChoice[] = [
      { kind: 'existing', url: '/uploads/repairs/1700000000000_0_old.jpg' },
      { kind: 'existing', url: hosted },
      fresh('a.png'),
    ];
    expect(photoIndexes(choices, [], 'job123')).toEqual([1]);
  });
});
