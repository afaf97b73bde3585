import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EMPTY_VALUES, NO_IMAGES, introChoice } from './product-form-model';
import { clearDraft, readDraft, saveDraft } from './saved-draft';

/** This tab's sessionStorage, as a map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const values = { ...EMPTY_VALUES, name: 'Mesin kimpalan ARC 200', category: 'Welding Machines', subCategory: 'ARC' };
let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a product form kept while the admin signs in again', () => {
  test('comes back on the same path only, until it is cleared', () => {
    saveDraft('/admin-portal/edit/abc', values, NO_IMAGES);
    expect(readDraft('/admin-portal/add')).toBeNull();
    expect(readDraft('/admin-portal/edit/abc')).toEqual({ values, hadNewImages: false });
    clearDraft('/admin-portal/edit/abc');
    expect(readDraft('/admin-portal/edit/abc')).toBeNull();
  });

  test('remembers that chosen files were left behind, but not the files', () => {
    const file = new File(['x'], 'front.png', { type: 'image/png' });
    saveDraft('/admin-portal/add', values, { intro: introChoice(file), additional: [] });
    expect(readDraft('/admin-portal/add')).toEqual({ values, hadNewImages: true });
    expect(storage.getItem('product-form-draft:/admin-portal/add')).not.toContain('front.png');
  });

  test('ignores what is not a draft of the form', () => {
    storage.setItem('product-form-draft:/admin-portal/add', '{not json');
    expect(readDraft('/admin-portal/add')).toBeNull();
    storage.setItem('product-form-draft:/admin-portal/add', JSON.stringify({ values: { name: 5 } }));
    expect(readDraft('/admin-portal/add')).toBeNull();
  });

  test('does nothing when storage is switched off', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => saveDraft('/admin-portal/add', values, NO_IMAGES)).not.toThrow();
    expect(readDraft('/admin-portal/add')).toBeNull();
    expect(() => clearDraft('/admin-portal/add')).not.toThrow();
  });
});
