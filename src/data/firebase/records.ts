import { lineTotal } from '@/domain/format';
import type { Order, OrderItem } from '@/domain/order';
import { isOrderStatus, type OrderStatus } from '@/domain/order-status';
import { isListed, isProductStatus, skuKeyOf, type Product } from '@/domain/product';
import { PRODUCT_FIELD_NAMES, PRODUCT_FIELDS, PRODUCT_INPUT_FIELDS, type ProductFieldSpec } from '@/domain/product-fields';
import type { ProductInput } from '@/domain/product-schema';
import { priceUpKey, productSearchTokens } from '@/domain/search';
import { isTimestampLike } from './firestore-cursor';

/**
 * Firestore documents → the domain's Product and Order.
 *
 * The collections may hold records written by earlier versions of the site: prices typed as text,
 * missing fields, timestamps stored as text or milliseconds. Every field is read defensively so that
 * a screen never meets `undefined` where the domain promises a string, a number or a list.
 */

type Data = Record<string, unknown>;

/** Each kind of product field (src/domain/product-fields.ts) read as the domain promises it. */
const PRODUCT_FIELD_READERS: Record<ProductFieldSpec['kind'], (value: unknown) => unknown> = {
  text: toText,
  number: (value) => toNumber(value) ?? 0,
  numberOrNull: toNumber,
  textList: (value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [],
  time: toIsoString,
  status: (value) => (isProductStatus(value) ? value : 'active'),
};

export function toProduct(id: string, data: Data): Product {
  const product = Object.fromEntries(
    PRODUCT_FIELD_NAMES.map((name) => [name, PRODUCT_FIELD_READERS[PRODUCT_FIELDS[name].kind](data[name])]),
  ) as Product;
  // The document's id is its name, not a field; a record never changed since it was made was updated then.
  return { ...product, id, updatedAt: product.updatedAt || product.createdAt };
}

/**
 * What a product's record holds besides its fields (firestore.rules' productFields(), made from the table and these):
 * the words it is found by, its key for the lowest price first, whether visitors see it, its SKU as SKUs compare.
 */
export const PRODUCT_RECORD_EXTRAS = ['searchTokens', 'priceUp', 'listed', 'skuKey'] as const;

/**
 * The product's fields as stored, named one by one (exactly what firestore.rules allows), with the words it is
 * found by (in both languages), its key for the lowest price first, whether visitors see it (`listed`: every
 * status but draft), which public lists filter on and the rules check against the status, and its SKU as SKUs
 * compare (`skuKey`), by which the SKU check finds another product with it in one query (products.ts).
 */
export function productFields(input: ProductInput): Record<string, unknown> {
  const extras: Record<(typeof PRODUCT_RECORD_EXTRAS)[number], unknown> = {
    searchTokens: productSearchTokens(input),
    priceUp: priceUpKey(input.price),
    listed: isListed(input),
    skuKey: skuKeyOf(input.sku),
  };
  return {
    ...extras,
    // Every field the admin writes (src/domain/product-fields.ts), under its own name.
    ...Object.fromEntries(PRODUCT_INPUT_FIELDS.map((name) => [name, input[name]])),
  };
}

/**
 * Whether visitors see the product of this document: its `listed` is true (what the rules let a visitor read and
 * list) and its status is not draft. A record older than the status has no `listed`, and counts as unlisted here
 * as for the rules, until `npm run firebase:migrate` gives it one (docs/hosted-mode.md, section 11); an admin
 * still reads it in the admin's list, as an active product.
 */
export function isListedRecord(data: Data): boolean {
  return data.listed === true && isListed({ status: isProductStatus(data.status) ? data.status : 'active' });
}

export function toOrder(id: string, data: Data): Order {
  const items = Array.isArray(data.items) ? data.items.map(toOrderItem) : [];
  const createdAt = toIsoString(data.createdAt);
  return {
    id,
    customerName: toText(data.customerName),
    customerEmail: toText(data.customerEmail),
    customerPhone: toText(data.customerPhone),
    shippingAddress: toAddress(data.shippingAddress),
    items,
    // An order without a total is worth what its lines are worth.
    total: toNumber(data.total) ?? roundCents(items.reduce((sum, item) => sum + lineTotal(item), 0)),
    status: toStatus(data.status),
    notes: toText(data.notes),
    createdAt,
    updatedAt: toIsoString(data.updatedAt) || createdAt,
  };
}

function toOrderItem(raw: unknown): OrderItem {
  const item = raw && typeof raw === 'object' ? (raw as Data) : {};
  return {
    // Lines of orders made from enquiries name their product; older lines have none.
    ...(typeof item.productId === 'string' && item.productId !== '' ? { productId: item.productId } : {}),
    name: toText(item.name),
    price: toNumber(item.price) ?? 0,
    quantity: toNumber(item.quantity) ?? 0,
  };
}

/** Timestamp, Date, ISO text or epoch milliseconds → ISO 8601; anything else → ''. */
export function toIsoString(value: unknown): string {
  let date: Date | null = null;
  if (isTimestampLike(value)) date = new Date(value.toMillis());
  else if (value instanceof Date) date = value;
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  else if (typeof value === 'number') date = new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** Numbers as they are; text such as '1,250.00' or 'RM 99' through Number(); anything else → null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/^\s*RM/i, '').replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : null;
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Address parts in the order a person writes them; other keys follow in their own order. */
const ADDRESS_ORDER = ['line1', 'line2', 'street', 'address', 'city', 'postcode', 'postalCode', 'zip', 'state', 'country'];

/** Older orders kept the address as a map of parts; the screens show one text. */
function toAddress(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const parts = value as Data;
    const keys = Object.keys(parts).sort((a, b) => rank(a) - rank(b));
    return keys
      .map((key) => toText(parts[key]).trim())
      .filter((part) => part !== '')
      .join(', ');
  }
  return toText(value);
}

function rank(key: string): number {
  const index = ADDRESS_ORDER.indexOf(key);
  return index === -1 ? ADDRESS_ORDER.length : index;
}

function toStatus(value: unknown): OrderStatus {
  const status = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isOrderStatus(status) ? status : 'pending';
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
