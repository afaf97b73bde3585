import { beforeEach, describe, expect, test, vi } from 'vitest';
import { HOSTED_MAX_ORDER_LINES } from '@/domain/enquiry-input';
import { addLine, type StoredLine } from '@/domain/enquiry-list-rules';

/** The browser's storage as a page sees it; kept across "reloads" (fresh imports of the module). */
let saved: Map<string, string>;
/** The page's `storage` listeners: told of a change by another tab, or by the page's inline script. */
let storageListeners: ((event: { key: string | null }) => void)[];

beforeEach(() => {
  saved = new Map();
  storageListeners = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    },
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') storageListeners.push(listener);
    },
    removeEventListener: () => undefined,
  });
});

/** The module as a newly loaded page has it: nothing in memory, only what the storage holds. */
async function load() {
  vi.resetModules();
  return import('./enquiry-store');
}

const product = (n: number, price = 100) => ({
  id: `p${n}`,
  name: `Product ${n}`,
  sku: `SKU-${n}`,
  image: `/p${n}.webp`,
  price,
});

/**
 * The list a newly loaded page finds. The hook needs React, so the new page makes a change that touches no line
 * (a quantity of a product not listed): the store writes back exactly the lines it accepted from the storage.
 */
async function listAfterReload() {
  (await load()).setEnquiryQuantity('not-listed', 1);
  return JSON.parse(saved.get('enquiry-list') ?? '[]') as { productId: string; quantity: number; price: number }[];
}

describe('the enquiry list in the browser', () => {
  test('adding a product twice keeps one of it, and the list survives a reload', async () => {
    const store = await load();
    expect(store.addToEnquiry(product(1))).toBe(true);
    expect(store.addToEnquiry(product(1))).toBe(true);
    store.addToEnquiry(product(2, 0));
    expect(await listAfterReload()).toEqual([
      { productId: 'p1', name: 'Product 1', sku: 'SKU-1', image: '/p1.webp', price: 100, quantity: 1 },
      { productId: 'p2', name: 'Product 2', sku: 'SKU-2', image: '/p2.webp', price: 0, quantity: 1 },
    ]);
  });

  test('a product the page added before its code (src/app/early-taps.ts) is kept when the code adds the next', async () => {
    const store = await load();
    // The code has read the list (the header's count started first)…
    store.addToEnquiry(product(1));
    // …then the inline script answers a tap on a part whose code has not started: it writes, and says so.
    const early = addLine(JSON.parse(saved.get('enquiry-list')!) as StoredLine[], product(2), 20)!;
    saved.set('enquiry-list', JSON.stringify(early));
    for (const listener of storageListeners) listener({ key: 'enquiry-list' });
    store.addToEnquiry(product(3));
    expect((await listAfterReload()).map((line) => line.productId)).toEqual(['p1', 'p2', 'p3']);
  });

  test('a quantity stays between 1 and 99', async () => {
    const store = await load();
    store.addToEnquiry(product(1));
    store.setEnquiryQuantity('p1', 250);
    expect((await listAfterReload())[0]!.quantity).toBe(99);
    (await load()).setEnquiryQuantity('p1', 0);
    expect((await listAfterReload())[0]!.quantity).toBe(1);
  });

  test('the hosted build’s list holds at most 10 products, as many as its rules check on one order', async () => {
    vi.stubEnv('VITE_BACKEND', 'firebase');
    try {
      const store = await load();
      expect(store.ENQUIRY_LIST_LIMIT).toBe(HOSTED_MAX_ORDER_LINES);
      for (let n = 1; n <= 10; n += 1) expect(store.addToEnquiry(product(n))).toBe(true);
      expect(store.addToEnquiry(product(11))).toBe(false);
      expect(await listAfterReload()).toHaveLength(10);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('the list holds at most 20 products', async () => {
    const store = await load();
    for (let n = 1; n <= 20; n += 1) expect(store.addToEnquiry(product(n))).toBe(true);
    expect(store.addToEnquiry(product(21))).toBe(false);
    expect(await listAfterReload()).toHaveLength(20);
  });

  test('removing the last product, or emptying the list, leaves nothing stored', async () => {
    const store = await load();
    store.addToEnquiry(product(1));
    store.addToEnquiry(product(2));
    store.removeFromEnquiry('p1');
    expect((await listAfterReload()).map((line) => line.productId)).toEqual(['p2']);
    (await load()).clearEnquiry();
    expect(saved.has('enquiry-list')).toBe(false);
  });

  test('what another script left in the storage is dropped line by line, not trusted', async () => {
    saved.set(
      'enquiry-list',
      JSON.stringify([
        { productId: 'p1', name: 'Product 1', image: '/p1.webp', price: 100, quantity: 3 },
        { productId: 'p2', name: 'Product 2', image: '/p2.webp', price: '1', quantity: 1 },
        { productId: 'p3', name: 'Product 3', image: '/p3.webp', price: 5, quantity: 1000 },
        'nonsense',
      ]),
    );
    expect((await listAfterReload()).map((line) => line.productId)).toEqual(['p1']);
    saved.set('enquiry-list', '{not json');
    expect(await listAfterReload()).toEqual([]);
  });
});
