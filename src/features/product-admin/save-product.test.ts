import { describe, expect, test, vi } from 'vitest';
import type { Backend } from '@/data';
import type { Product, ProductInput } from '@/domain';
import { addAdditionalFiles, introChoice, type ProductFormValues } from './product-form-model';
import { saveProduct } from './save-product';
import { makeProduct } from '../../../tests/factories';

const values: ProductFormValues = {
  name: ' Plasma 40 ',
  nameMs: '',
  sku: 'PL-40',
  price: '999',
  weight: '9.5',
  category: 'Welding Machines',
  subCategory: 'Plasma Cutter',
  description: 'Cuts.',
  descriptionMs: 'Memotong.',
  shopeeUrl: 'https://shopee.example/pl40',
  tiktokUrl: '',
  status: 'active',
};

function fakeBackend(upload: Backend['images']['upload']) {
  const calls: string[] = [];
  const saved = (input: ProductInput): Product => makeProduct({ ...input, id: 'newid' });

  const backend = {
    images: {
      upload: vi.fn(async (file: File, owner: string, slot: 'intro' | number) => {
        calls.push(`upload ${owner} ${slot}`);
        return upload(file, owner, slot);
      }),
    },
    products: {
      create: vi.fn(async (input: ProductInput) => {
        calls.push('create');
        return saved(input);
      }),
      update: vi.fn(async (_id: string, input: ProductInput) => {
        calls.push('update');
        return saved(input);
      }),
    },
  } as unknown as Backend;
  return { backend, calls };
}

const png = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('saveProduct', () => {
  test('adding uploads every image under the timestamp, then creates the product with their URLs', async () => {
    const { backend, calls } = fakeBackend(
      async (file, owner, slot) => `/uploads/products/${owner}_${slot}_${file.name}`,
    );
    const { images } = addAdditionalFiles([], [png('a.png'), png('b.png')]);
    await saveProduct(
      backend,
      { mode: 'add' },
      values,
      { intro: introChoice(png('i.png')), additional: images },
      () => 1700000000000,
    );

    expect(calls.slice(0, 3).sort()).toEqual([
      'upload 1700000000000 0',
      'upload 1700000000000 1',
      'upload 1700000000000 intro',
    ]);
    expect(calls[3]).toBe('create');
    expect(backend.products.create).toHaveBeenCalledWith({
      name: 'Plasma 40',
      nameMs: '',
      sku: 'PL-40',
      price: 999,
      weight: 9.5,
      category: 'Welding Machines',
      subCategory: 'Plasma Cutter',
      description: 'Cuts.',
      descriptionMs: 'Memotong.',
      shopeeUrl: 'https://shopee.example/pl40',
      tiktokUrl: '',
      image: '/uploads/products/1700000000000_intro_i.png',
      additionalImages: ['/uploads/products/1700000000000_0_a.png', '/uploads/products/1700000000000_1_b.png'],
      status: 'active',
    });
  });

  test('editing stores new images under the product id and keeps the existing ones in place', async () => {
    const { backend } = fakeBackend(async (file, owner, slot) => `/uploads/products/${owner}_${slot}_${file.name}`);
    const { images } = addAdditionalFiles(
      [{ kind: 'existing', url: '/uploads/products/pid1_0_old.png' }],
      [png('new.png')],
    );
    await saveProduct(backend, { mode: 'edit', id: 'pid1' }, values, {
      intro: { kind: 'existing', url: '/uploads/products/pid1_intro_i.png' },
      additional: images,
    });
    expect(backend.images.upload).toHaveBeenCalledTimes(1);
    expect(backend.products.update).toHaveBeenCalledWith(
      'pid1',
      expect.objectContaining({
        image: '/uploads/products/pid1_intro_i.png',
        additionalImages: ['/uploads/products/pid1_0_old.png', '/uploads/products/pid1_1_new.png'],
      }),
    );
  });

  test('a failed upload writes no product', async () => {
    const { backend } = fakeBackend(async () => {
      throw new Error('The file is not an image');
    });
    await expect(
      saveProduct(backend, { mode: 'add' }, values, { intro: introChoice(png('i.png')), additional: [] }),
    ).rejects.toThrow('The file is not an image');
    expect(backend.products.create).not.toHaveBeenCalled();
  });
});
