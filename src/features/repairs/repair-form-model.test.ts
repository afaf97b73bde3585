import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeRepairInput, makeRepairJob } from '../../../tests/factories';
import {
  addPhotoFiles,
  checkRepairForm,
  emptyRepairValues,
  phoneShownBack,
  photoIndexes,
  repairErrorsFromServer,
  repairPhotoKeyOfUrl,
  valuesFromJob,
  type PhotoChoice,
  type RepairFormValues,
} from './repair-form-model';

/** The factory's input as the form holds it: every value a string. */
function typed(overrides: Partial<RepairFormValues> = {}): RepairFormValues {
  const input = makeRepairInput();
  return {
    ...emptyRepairValues('ms'),
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    brand: input.brand,
    model: input.model,
    serial: String(input.serial),
    fault: input.fault,
    accessories: String(input.accessories),
    estimate: String(input.estimate),
    deposit: '50',
    promisedDate: String(input.promisedDate),
    ...overrides,
  };
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const fresh = (name: string, key = name): PhotoChoice => ({ kind: 'new', file: file(name), key });

describe('the repair form', () => {
  test('an empty form names every required field, the customer first', () => {
    const check = checkRepairForm(emptyRepairValues('en'), [], 'add');
    expect(check).toEqual({
      ok: false,
      first: 'customerName',
      errors: {
        customerName: { code: 'required' },
        customerPhone: { code: 'required' },
        brand: { code: 'required' },
        model: { code: 'required' },
        fault: { code: 'required' },
      },
    });
  });

  test('takes what a person types: amounts with RM and commas, no date, no serial', () => {
    expect(
      checkRepairForm(typed({ estimate: 'RM 1,250.50', deposit: '', promisedDate: '', serial: '' }), [], 'add'),
    ).toEqual({
      ok: true,
    });
  });

  test('a wrong phone, an amount of three decimals and a day that does not exist are field messages', () => {
    const check = checkRepairForm(
      typed({ customerPhone: '12345', estimate: '12.345', promisedDate: '2026-02-30' }),
      [],
      'add',
    );
    expect(check.ok ? {} : check.errors).toEqual({
      customerPhone: { code: 'phone' },
      estimate: { code: 'amount' },
      promisedDate: { code: 'date' },
    });
    expect(check.ok ? null : check.first).toBe('customerPhone');
  });

  test('a text over its limit says the limit', () => {
    const check = checkRepairForm(typed({ brand: 'B'.repeat(61) }), [], 'add');
    expect(check.ok ? {} : check.errors).toEqual({ brand: { code: 'tooLong', max: 60 } });
  });

  test('a stored job reads back into a form that passes the check unchanged', () => {
    const job = makeRepairJob({ estimate: 125_050, promisedDate: '2026-12-15' });
    const values = valuesFromJob(job);
    expect(values).toMatchObject({ customerPhone: '+60 12-345 6789', estimate: '1250.50', deposit: '' });
    expect(checkRepairForm(values, [], 'edit')).toEqual({ ok: true });
  });

  test('a deposit is taken on a new job only: an edit sends none, whatever the field holds', () => {
    expect(checkRepairForm(typed({ deposit: '12.345' }), [], 'add')).toMatchObject({
      ok: false,
      errors: { deposit: { code: 'amount' } },
    });
    expect(checkRepairForm(typed({ deposit: '12.345' }), [], 'edit')).toEqual({ ok: true });
  });

  test('six photos are one too many', () => {
    const photos = Array.from({ length: 6 }, (_, index) => fresh(`p${index}.png`));
    const check = checkRepairForm(typed(), photos, 'add');
    expect(check.ok ? {} : check.errors).toEqual({ photos: { code: 'tooManyPhotos' } });
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

describe("the server's refusals", () => {
  test('land on their fields; a photo by its index on the photos; an unknown code is invalid', () => {
    expect(
      repairErrorsFromServer({
        customerPhone: 'phone',
        'photos.2': 'photo',
        serial: 'tooLong',
        brand: 'weird',
        x: 'required',
      }),
    ).toEqual({
      customerPhone: { code: 'phone' },
      photos: { code: 'photo' },
      serial: { code: 'tooLong', max: 60 },
      brand: { code: 'invalid' },
    });
  });
});

describe('the photos', () => {
  test('never more than five, counting those already there', () => {
    const first = addPhotoFiles([], [file('a.png'), file('b.png'), file('c.png')]);
    expect(first.kept).toBe(3);
    const second = addPhotoFiles(first.photos, [file('d.png'), file('e.png'), file('f.png')]);
    expect(second).toMatchObject({ kept: 2, chosen: 3 });
    expect(second.photos).toHaveLength(5);
  });

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
