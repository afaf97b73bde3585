import sharp from 'sharp';
import {
  CATEGORIES,
  ORDER_STATUSES,
  SERVICE_CATEGORY,
  emptyProductInput,
  subCategoriesOf,
  type ProductInput,
} from '@/domain';
import type { Db } from '../db/database';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { newId } from '../db/ids';
import { storeImage } from '../uploads/images';

const SHELF_CATEGORIES = CATEGORIES.filter((category) => category !== SERVICE_CATEGORY);

/**
 * A large catalogue for load tests: `products` products over every category and sub-category and
 * `orders` orders over every status, a minute apart, sharing a handful of generated images.
 */
export async function addLargeData(
  db: Db,
  uploadsDir: string,
  counts: { products: number; orders: number },
): Promise<void> {
  const images: string[] = [];
  for (let i = 0; i < 8; i++) {
    const bytes = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 40 + i * 25, g: 60, b: 90 } },
    })
      .webp({ quality: 70 })
      .toBuffer();
    images.push((await storeImage(uploadsDir, bytes, `bench${i}`, 'intro', 'product.webp')).url);
  }

  const products = createProductRepository(db);
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  db.transaction(() => {
    for (let i = 0; i < counts.products; i++) {
      const category = SHELF_CATEGORIES[i % SHELF_CATEGORIES.length]!;
      const subs = subCategoriesOf(category);
      // A field set nowhere here holds its row's empty value.
      const input: ProductInput = {
        ...emptyProductInput(),
        name: `${category} item ${i + 1}`,
        // Half the catalogue has a Malay name of its own, as a shop part-way through translating it would.
        nameMs: i % 2 ? '' : `Barang ${category} ${i + 1}`,
        sku: `BENCH-${String(i + 1).padStart(6, '0')}`,
        price: 50 + ((i * 37) % 5000),
        weight: 1 + (i % 40),
        category,
        subCategory: subs.length ? subs[i % subs.length]! : '',
        description: `Load-test product ${i + 1}.\nSecond line of the description.`,
        shopeeUrl: i % 2 ? 'https://shopee.com.my/' : '',
        image: images[i % images.length]!,
        additionalImages: [images[(i + 1) % images.length]!],
      };
      products.create(input, new Date(start + i * 60_000).toISOString(), newId());
    }
  })();

  const orders = createOrderRepository(db);
  db.transaction(() => {
    for (let i = 0; i < counts.orders; i++) {
      const items = Array.from({ length: 1 + (i % 4) }, (_, k) => ({
        name: `Item ${k + 1}`,
        price: 25 + k * 10,
        quantity: 1 + (k % 3),
      }));
      orders.create({
        customerName: `Customer ${i + 1}`,
        customerEmail: `customer${i + 1}@example.my`,
        customerPhone: '+60 12-345 6789',
        shippingAddress: `${i + 1} Jalan Sultan Idris Shah, 30000 Ipoh, Perak`,
        items,
        total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
        status: ORDER_STATUSES[i % ORDER_STATUSES.length]!,
        notes: i % 5 === 0 ? 'Please call before delivery.' : '',
        createdAt: new Date(start + i * 60_000).toISOString(),
      });
    }
  })();
}
