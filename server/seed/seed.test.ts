import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CATEGORIES,
  ORDER_STATUSES,
  ProductInputSchema,
  SERVICE_CATEGORY,
  SUB_CATEGORIES,
  hasMarketplaceLink,
  lineTotal,
  type Order,
  type Product,
  IMAGE_VARIANT_WIDTHS,
} from '@/domain';
import { getMeta, openDatabase, type Db } from '../db/database';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { makeOrderInput, makeProductInput } from '../../tests/factories';
import { seedIfNew } from './seed';

// Seeding draws every image; on a busy machine that can take several seconds.
const SEED_TIMEOUT = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const openedDirs: string[] = [];
const openedDbs: Db[] = [];

function freshDatabase(): { db: Db; dataDir: string; uploadsDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const db = openDatabase(dataDir);
  openedDirs.push(dataDir);
  openedDbs.push(db);
  return { db, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}

afterAll(() => {
  for (const db of openedDbs) db.close();
  for (const dir of openedDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function allProducts(db: Db): Product[] {
  return createProductRepository(db).list({ shown: 'all', limit: 100 }).items;
}

function allOrders(db: Db): Order[] {
  return createOrderRepository(db).list({ limit: 100 }).items;
}

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    : [];
}

/** `/uploads/products/x.webp?v=…` → the file under the uploads directory. */
function fileOfUrl(uploadsDir: string, url: string): string {
  return path.join(uploadsDir, url.replace(/^\/uploads\//, '').replace(/\?.*$/, ''));
}

function asInput(product: Product) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...input } = product;
  return input;
}

describe('seeding a new database', () => {
  let db: Db;
  let uploadsDir: string;
  let products: Product[];
  let orders: Order[];
  let startedAt: number;

  beforeAll(async () => {
    ({ db, uploadsDir } = freshDatabase());
    startedAt = Date.now();
    const result = await seedIfNew(db, uploadsDir);
    products = allProducts(db);
    orders = allOrders(db);
    expect(result).toEqual({ products: products.length, orders: orders.length });
  }, SEED_TIMEOUT);

  test('it fills every product category with at least three products, and the service category with none', () => {
    for (const category of CATEGORIES) {
      const count = products.filter((product) => product.category === category).length;
      if (category === SERVICE_CATEGORY) expect(count, category).toBe(0);
      else expect(count, category).toBeGreaterThanOrEqual(3);
    }
    expect(products.length).toBeGreaterThanOrEqual(28);
  });

  test('it covers every sub-category of every category that has them', () => {
    for (const [category, subCategories] of Object.entries(SUB_CATEGORIES)) {
      for (const subCategory of subCategories) {
        const found = products.some((product) => product.category === category && product.subCategory === subCategory);
        expect(found, `${category} / ${subCategory}`).toBe(true);
      }
    }
  });

  test('every product passes the rules the admin form applies', () => {
    for (const product of products) {
      const parsed = ProductInputSchema.safeParse(asInput(product));
      expect(parsed.success, `${product.name}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  test('products have unique SKUs in one scheme, prices in ringgit and weights in kilograms', () => {
    const skus = products.map((product) => product.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of products) {
      expect(product.sku).toMatch(/^(WM|ACC|PT|GEN|CMP|HI|OTH)(-(MIG|ARC|TIG|PLS|OTH|AMX|DC|KAR))?-\d{3}$/);
      expect(product.price).toBeGreaterThan(0);
      expect(Math.round(product.price * 100)).toBe(product.price * 100);
      expect(product.weight).toBeGreaterThan(0);
    }
  });

  test('descriptions are several lines of features, specifications and a warranty', () => {
    for (const product of products) {
      const lines = product.description.split('\n');
      expect(lines.length, product.name).toBeGreaterThanOrEqual(8);
      expect(
        lines.some((line) => line.startsWith('- ')),
        product.name,
      ).toBe(true);
      expect(
        lines.some((line) => line.startsWith('Warranty')),
        product.name,
      ).toBe(true);
      expect(product.description).not.toMatch(/lorem|ipsum/i);
    }
  });

  test('every product has its Malay name and description, with the same lines and figures as the English', () => {
    const figures = (text: string) => (text.match(/\d+(?:[.,/]\d+)*/g) ?? []).sort();
    for (const product of products) {
      expect(product.nameMs.trim(), product.name).not.toBe('');
      expect(product.nameMs, product.name).not.toBe(product.name);
      // A model's numbers and codes stay as they are: "Mesin Kimpalan MIG 200 Synergic Inverter 220V".
      expect(figures(product.nameMs), product.name).toEqual(figures(product.name));
      const english = product.description.split('\n');
      const malay = product.descriptionMs.split('\n');
      expect(malay.length, product.name).toBe(english.length);
      malay.forEach((line, index) =>
        expect(figures(line), `${product.name}: ${line}`).toEqual(figures(english[index]!)),
      );
      expect(
        malay.some((line) => line === 'Ciri-ciri:') && malay.some((line) => line.startsWith('Waranti')),
        product.name,
      ).toBe(true);
      expect(product.descriptionMs).not.toMatch(/\b(?:Features|Specifications|Warranty|the|and|with)\b/);
    }
  });

  test('some products link to the marketplaces and some do not', () => {
    const linked = products.filter(hasMarketplaceLink);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(products.length);
    expect(products.some((product) => product.shopeeUrl.startsWith('https://shopee.com.my/'))).toBe(true);
    expect(products.some((product) => product.tiktokUrl.startsWith('https://www.tiktok.com/@'))).toBe(true);
    for (const product of products) {
      if (product.shopeeUrl) expect(product.shopeeUrl).toMatch(/^https:\/\/shopee\.com\.my\/\S+-i\.\d+\.\d+$/);
      if (product.tiktokUrl) expect(product.tiktokUrl).toMatch(/^https:\/\/www\.tiktok\.com\/@[\w.]+\/video\/\d+$/);
    }
  });

  test('products were added on different days over past months, none in the future', () => {
    const times = products.map((product) => Date.parse(product.createdAt));
    expect(new Set(times).size).toBe(times.length);
    expect(Math.max(...times)).toBeLessThanOrEqual(startedAt);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * DAY_MS);
  });

  test('every image is a small square WebP on disk under the spec object key of its product', async () => {
    let additional = 0;
    for (const product of products) {
      expect(product.image).toMatch(new RegExp(`^/uploads/products/${product.id}_intro_[\\w.-]+\\.webp\\?v=\\w+$`));
      expect(product.additionalImages.length).toBeLessThanOrEqual(4);
      product.additionalImages.forEach((url, index) => {
        expect(url).toMatch(new RegExp(`^/uploads/products/${product.id}_${index}_[\\w.-]+\\.webp\\?v=\\w+$`));
      });
      additional += product.additionalImages.length;
      for (const url of [product.image, ...product.additionalImages]) {
        const file = fileOfUrl(uploadsDir, url);
        const metadata = await sharp(file).metadata();
        expect(metadata.format, url).toBe('webp');
        expect([metadata.width, metadata.height], url).toEqual([800, 800]);
        expect(fs.statSync(file).size, url).toBeLessThan(40 * 1024);
      }
    }
    expect(additional).toBeGreaterThan(0);
    expect(products.some((product) => product.additionalImages.length === 0)).toBe(true);
    expect(products.some((product) => product.additionalImages.length >= 3)).toBe(true);
  });

  test('no image file is left on disk that no product uses', () => {
    const used = new Set(
      products
        .flatMap((product) => [product.image, ...product.additionalImages])
        .map((url) => fileOfUrl(uploadsDir, url)),
    );
    const onDisk = filesUnder(uploadsDir).map((name) => path.join(uploadsDir, name));
    const derived = /\.(w\d+\.webp|share\.jpg)$/;
    const originals = onDisk.filter((file) => !derived.test(file));
    expect(originals.sort()).toEqual([...used].sort());
    // Beside each image, its resized copies and its share picture, and nothing else.
    const copies = onDisk.filter((file) => derived.test(file));
    expect(copies.sort()).toEqual(
      [...used]
        .flatMap((file) => [...IMAGE_VARIANT_WIDTHS.map((width) => `${file}.w${width}.webp`), `${file}.share.jpg`])
        .sort(),
    );
  });

  test('it adds at least twelve orders in every status', () => {
    expect(orders.length).toBeGreaterThanOrEqual(12);
    for (const status of ORDER_STATUSES) {
      expect(
        orders.some((order) => order.status === status),
        status,
      ).toBe(true);
    }
  });

  test('orders buy demo products, named by id, at their price, and each total is the sum of its lines', () => {
    const byName = new Map(products.map((product) => [product.name, product]));
    for (const order of orders) {
      expect(order.items.length).toBeGreaterThan(0);
      for (const item of order.items) {
        const product = byName.get(item.name);
        expect(product, item.name).toBeDefined();
        expect(item.price).toBe(product!.price);
        // Each line names its product, as a visitor's enquiry does, so that the admin can edit the lines.
        expect(item.productId).toBe(product!.id);
        expect(Number.isInteger(item.quantity) && item.quantity > 0).toBe(true);
        // Nobody orders a product before it is in the catalogue.
        expect(Date.parse(order.createdAt)).toBeGreaterThan(Date.parse(product!.createdAt));
      }
      const expected = Math.round(order.items.reduce((sum, item) => sum + lineTotal(item), 0) * 100) / 100;
      expect(order.total).toBe(expected);
    }
    expect(orders.some((order) => order.items.length > 2)).toBe(true);
  });

  test('orders come from Malaysian customers, some with notes and some without', () => {
    for (const order of orders) {
      expect(order.customerName.trim()).not.toBe('');
      expect(order.customerEmail).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/);
      expect(order.customerPhone).toMatch(/^\+60 1\d-\d{3,4} \d{4}$/);
      expect(order.shippingAddress).toMatch(/\b\d{5}\b/);
    }
    expect(orders.some((order) => order.shippingAddress.endsWith('Perak'))).toBe(true);
    expect(orders.some((order) => !order.shippingAddress.endsWith('Perak'))).toBe(true);
    expect(orders.some((order) => order.notes !== '')).toBe(true);
    expect(orders.some((order) => order.notes === '')).toBe(true);
  });

  test('orders are spread over recent weeks, and each was last changed after it was placed', () => {
    const times = orders.map((order) => Date.parse(order.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(startedAt);
    expect(Math.min(...times)).toBeGreaterThan(startedAt - 8 * 7 * DAY_MS);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(21 * DAY_MS);
    for (const order of orders) {
      expect(Date.parse(order.updatedAt)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
      expect(Date.parse(order.updatedAt)).toBeLessThanOrEqual(startedAt);
    }
    expect(orders.some((order) => order.updatedAt !== order.createdAt)).toBe(true);
  });

  test('a second start adds nothing', async () => {
    const filesBefore = filesUnder(uploadsDir).length;
    expect(await seedIfNew(db, uploadsDir)).toBeNull();
    expect(allProducts(db).length).toBe(products.length);
    expect(allOrders(db).length).toBe(orders.length);
    expect(filesUnder(uploadsDir).length).toBe(filesBefore);
  });

  test(
    'the content is the same on every installation',
    async () => {
      const other = freshDatabase();
      await seedIfNew(other.db, other.uploadsDir);
      // Ids and times differ; names, prices, texts, links and image bytes (the ?v= hash) do not.
      const content = (list: Product[]) =>
        list.map((product) => ({
          ...asInput(product),
          image: product.image.replace(/^.*_intro_/, ''),
          additionalImages: product.additionalImages.map((url) => url.replace(/^.*?_\d+_/, '')),
        }));
      expect(content(allProducts(other.db))).toEqual(content(products));
      // An order's lines name their products by id, which differ too.
      const orderContent = (list: Order[]) =>
        list.map(({ id: _id, createdAt: _c, updatedAt: _u, items, ...rest }) => ({
          ...rest,
          items: items.map(({ productId: _p, ...item }) => item),
        }));
      expect(orderContent(allOrders(other.db))).toEqual(orderContent(orders));
    },
    SEED_TIMEOUT,
  );
});

describe('when not to seed', () => {
  test('a database that already holds a product is never seeded', async () => {
    const { db, uploadsDir } = freshDatabase();
    createProductRepository(db).create(makeProductInput({ name: 'Owner product' }));
    expect(await seedIfNew(db, uploadsDir)).toBeNull();
    expect(allProducts(db).map((product) => product.name)).toEqual(['Owner product']);
    expect(allOrders(db)).toEqual([]);
    expect(filesUnder(uploadsDir)).toEqual([]);

    // Even when the owner later deletes that product, the marker keeps the demo data out.
    createProductRepository(db).remove(allProducts(db)[0]!.id);
    expect(await seedIfNew(db, uploadsDir)).toBeNull();
    expect(allProducts(db)).toEqual([]);
  });

  test('a database that holds only an order is never seeded', async () => {
    const { db, uploadsDir } = freshDatabase();
    createOrderRepository(db).create(makeOrderInput());
    expect(await seedIfNew(db, uploadsDir)).toBeNull();
    expect(allProducts(db)).toEqual([]);
    expect(allOrders(db)).toHaveLength(1);
  });

  test(
    'a seeded database whose owner deleted every product and order is not seeded again',
    async () => {
      const { db, uploadsDir } = freshDatabase();
      expect(await seedIfNew(db, uploadsDir)).not.toBeNull();
      // No restart in between: the marker written with the demo data alone must keep it out.
      db.exec('DELETE FROM products; DELETE FROM orders;');
      expect(await seedIfNew(db, uploadsDir)).toBeNull();
      expect(allProducts(db)).toEqual([]);
      expect(allOrders(db)).toEqual([]);
    },
    SEED_TIMEOUT,
  );

  test(
    'a seed that cannot write its images leaves no rows and no marker, and the next start seeds',
    async () => {
      const { db, dataDir } = freshDatabase();
      // A file where the uploads directory should be makes every image write fail.
      const blocked = path.join(dataDir, 'blocked');
      fs.writeFileSync(blocked, '');
      await expect(seedIfNew(db, blocked)).rejects.toThrow();
      expect(allProducts(db)).toEqual([]);
      expect(allOrders(db)).toEqual([]);
      expect(getMeta(db, 'seeded_at')).toBeNull();

      const uploadsDir = path.join(dataDir, 'uploads');
      expect(await seedIfNew(db, uploadsDir)).not.toBeNull();
      expect(allProducts(db).length).toBeGreaterThanOrEqual(28);
    },
    SEED_TIMEOUT,
  );
});
