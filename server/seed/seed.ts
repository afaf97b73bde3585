import fs from 'node:fs/promises';
import path from 'node:path';
import { ProductInputSchema, imageObjectKey, lineTotal, type OrderItem, type ProductInput } from '@/domain';
import { decideOrderStatus } from '@/domain/order-writes';
import type { Db } from '../db/database';
import { getMeta, setMeta } from '../db/database';
import { newId } from '../db/ids';
import { createOrderRepository, type NewOrder } from '../db/orders-store';
import { createDemoRows } from '../db/demo-rows';
import { createProductRepository } from '../db/products-store';
import { pathInside } from '../ops/inside-folder';
import { storeImage } from '../uploads/images';
import type { ArtView } from './demo-art';
import { demoImageFileName, renderDemoImage } from './demo-images';
import { DEMO_ORDERS } from './demo-orders';
import { BACKDROPS, DEMO_PRODUCTS, type DemoProduct } from './demo-products';

export type SeedResult = { products: number; orders: number };

const SEED_MARKER = 'seeded_at';
const DEMO_ROWS_MARKER = 'demo_rows';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Malaysia keeps UTC+8 all year. */
const MALAYSIA_OFFSET_MS = 8 * HOUR_MS;

/**
 * Adds the demo catalogue and orders to a new database, unless `demo` is false. A database that was ever
 * seeded, that holds data, or that started without demo data is never seeded again, even after the owner
 * deletes every product.
 */
export async function seedIfNew(
  db: Db,
  uploadsDir: string,
  { demo = true }: { demo?: boolean } = {},
): Promise<SeedResult | null> {
  if (getMeta(db, SEED_MARKER)) {
    recordDemoRowsOfEarlierSeed(db);
    return null;
  }
  if (hasData(db)) {
    markNeverSeeded(db);
    return null;
  }
  if (!demo) {
    // A real shop (SEED_DEMO=0): empty now, and never filled with demo data later.
    setMeta(db, SEED_MARKER, 'never: started without demo data');
    return null;
  }
  return seedDemoData(db, uploadsDir);
}

/**
 * A database seeded before the demo rows were recorded: its demo rows are the products with a demo SKU and the
 * orders from a demo customer made no later than the seed. Recorded once.
 */
function recordDemoRowsOfEarlierSeed(db: Db): void {
  const seededAt = getMeta(db, SEED_MARKER);
  if (getMeta(db, DEMO_ROWS_MARKER) || !seededAt || Number.isNaN(Date.parse(seededAt))) return;
  db.transaction(() => {
    const demoRows = createDemoRows(db);
    const skus = new Set(DEMO_PRODUCTS.map((demo) => demo.sku));
    const emails = new Set(DEMO_ORDERS.map((demo) => demo.customerEmail));
    const products = db
      .prepare<[string], { id: string; sku: string }>('SELECT id, sku FROM products WHERE created_at <= ?')
      .all(seededAt);
    demoRows.mark(
      'product',
      products.filter((row) => skus.has(row.sku)).map((row) => row.id),
    );
    const orders = db
      .prepare<[string], { id: string; email: string }>(
        'SELECT id, customer_email AS email FROM orders WHERE created_at <= ?',
      )
      .all(seededAt);
    demoRows.mark(
      'order',
      orders.filter((row) => emails.has(row.email)).map((row) => row.id),
    );
    setMeta(db, DEMO_ROWS_MARKER, 'recorded from an earlier seed');
  })();
}

function hasData(db: Db): boolean {
  return db.prepare('SELECT 1 FROM products UNION ALL SELECT 1 FROM orders LIMIT 1').get() !== undefined;
}

function markNeverSeeded(db: Db): void {
  setMeta(db, SEED_MARKER, 'never: the database already held data');
}

type PlannedProduct = { demo: DemoProduct; id: string; createdAt: string; backdrop: string };

/**
 * Images first (files on disk that no row points to yet), then every row and the marker in one
 * transaction. A crash while drawing leaves no rows and no marker, so the next start seeds afresh;
 * a crash can never leave half a catalogue that is marked as done.
 */
async function seedDemoData(db: Db, uploadsDir: string, now = Date.now()): Promise<SeedResult | null> {
  const planned: PlannedProduct[] = DEMO_PRODUCTS.map((demo, index) => ({
    demo,
    id: newId(),
    createdAt: new Date(malaysianTime(now, demo.addedDaysAgo, productTimeOfDay(index))).toISOString(),
    backdrop: BACKDROPS[index % BACKDROPS.length]!,
  }));
  // The seed obeys the admin's rules: check every product before drawing a single image.
  for (const plan of planned) productInput(plan.demo, expectedImageUrls(plan));
  const orders = demoOrders(now, planned);

  // Fail before drawing anything when the uploads directory cannot be made.
  await fs.mkdir(path.join(uploadsDir, 'products'), { recursive: true });
  const writtenKeys: string[] = [];
  let inputs: ProductInput[];
  try {
    inputs = await settleAll(planned.map((plan) => storeProductImages(plan, uploadsDir, writtenKeys)));
  } catch (error) {
    await removeImages(uploadsDir, writtenKeys);
    throw error;
  }

  const products = createProductRepository(db);
  const orderRepository = createOrderRepository(db);
  const result = db.transaction((): SeedResult | null => {
    // Another process may have written while the images were drawn; its data wins.
    if (hasData(db)) {
      markNeverSeeded(db);
      return null;
    }
    planned.forEach((plan, index) => products.create(inputs[index]!, plan.createdAt, plan.id));
    const orderIds = orders.map(({ order, updatedAt }) => {
      const created = orderRepository.create(order);
      if (updatedAt !== created.createdAt) {
        orderRepository.change(created.id, (order) => decideOrderStatus(order, order.status, updatedAt));
      }
      return created.id;
    });
    const demoRows = createDemoRows(db);
    demoRows.mark(
      'product',
      planned.map((plan) => plan.id),
    );
    demoRows.mark('order', orderIds);
    setMeta(db, DEMO_ROWS_MARKER, 'recorded at seeding');
    setMeta(db, SEED_MARKER, new Date(now).toISOString());
    return { products: planned.length, orders: orders.length };
  })();
  if (!result) await removeImages(uploadsDir, writtenKeys);
  return result;
}

function productInput(demo: DemoProduct, images: { image: string; additionalImages: string[] }): ProductInput {
  return ProductInputSchema.parse({
    name: demo.name,
    nameMs: demo.nameMs,
    sku: demo.sku,
    price: demo.price,
    weight: demo.weight,
    category: demo.category,
    subCategory: demo.subCategory,
    description: demo.description,
    descriptionMs: demo.descriptionMs,
    shopeeUrl: demo.shopeeUrl,
    tiktokUrl: demo.tiktokUrl,
    ...images,
  });
}

function imageViews(demo: DemoProduct): ArtView[] {
  return ['intro', ...demo.views];
}

function expectedImageUrls(plan: PlannedProduct): { image: string; additionalImages: string[] } {
  const [intro, ...additional] = imageViews(plan.demo).map(
    (view, index) =>
      `/uploads/${imageObjectKey(plan.id, index === 0 ? 'intro' : index - 1, demoImageFileName(plan.demo.name, view))}`,
  );
  return { image: intro!, additionalImages: additional };
}

async function storeProductImages(
  plan: PlannedProduct,
  uploadsDir: string,
  writtenKeys: string[],
): Promise<ProductInput> {
  const urls = await settleAll(
    imageViews(plan.demo).map(async (view, index) => {
      const bytes = await renderDemoImage(plan.demo.art, view, plan.backdrop);
      const slot = index === 0 ? 'intro' : index - 1;
      const stored = await storeImage(uploadsDir, bytes, plan.id, slot, demoImageFileName(plan.demo.name, view));
      writtenKeys.push(stored.key);
      return stored.url;
    }),
  );
  const [image, ...additionalImages] = urls;
  return productInput(plan.demo, { image: image!, additionalImages });
}

/** Like Promise.all, but waits for every task to finish before failing, so that cleanup sees every file. */
async function settleAll<T>(tasks: Array<Promise<T>>): Promise<T[]> {
  const settled = await Promise.allSettled(tasks);
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}

async function removeImages(uploadsDir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => fs.rm(pathInside(uploadsDir, key), { force: true })));
}

/**
 * Orders with their items priced from the demo catalogue, each line naming its product as a visitor's enquiry does
 * (so that the admin's "Edit lines" keeps it); the total is the sum of the line totals.
 */
function demoOrders(now: number, planned: readonly PlannedProduct[]): Array<{ order: NewOrder; updatedAt: string }> {
  const bySku = new Map(planned.map((plan) => [plan.demo.sku, plan]));
  return DEMO_ORDERS.map((demo) => {
    const items: OrderItem[] = demo.items.map(([sku, quantity]) => {
      const plan = bySku.get(sku);
      if (!plan) throw new Error(`Demo order names an unknown SKU: ${sku}`);
      return { productId: plan.id, name: plan.demo.name, price: plan.demo.price, quantity };
    });
    const total = Math.round(items.reduce((sum, item) => sum + lineTotal(item), 0) * 100) / 100;
    const createdAt = malaysianTime(now, demo.daysAgo, demo.at);
    const updatedAt = Math.min(createdAt + demo.updatedAfterHours * HOUR_MS, now);
    return {
      order: {
        customerName: demo.customerName,
        customerEmail: demo.customerEmail,
        customerPhone: demo.customerPhone,
        shippingAddress: demo.shippingAddress,
        items,
        total,
        status: demo.status,
        notes: demo.notes,
        createdAt: new Date(createdAt).toISOString(),
      },
      updatedAt: new Date(updatedAt).toISOString(),
    };
  });
}

/** Products were added during shop hours, at a different time each. */
function productTimeOfDay(index: number): string {
  const hour = 9 + ((index * 5) % 9);
  const minute = (index * 23) % 60;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The instant of `HH:MM` Malaysian time, `daysAgo` calendar days before `now`; never in the future. */
function malaysianTime(now: number, daysAgo: number, at: string): number {
  const day = new Date(now + MALAYSIA_OFFSET_MS - daysAgo * DAY_MS);
  const [hours = 0, minutes = 0] = at.split(':').map(Number);
  const instant =
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes) - MALAYSIA_OFFSET_MS;
  return Math.min(instant, now - 60_000);
}
