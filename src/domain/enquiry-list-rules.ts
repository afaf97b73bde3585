/**
 * The rules of the visitor's enquiry list as this browser keeps it, shared by the list's code
 * (src/features/site/enquiry/enquiry-store.ts) and the page's inline script, which answers a tap before that code has
 * arrived (src/app/early-taps.ts): the two write the same storage, so they follow the same rules. Plain functions
 * over plain lines, free of React and of the browser (docs/decisions/028-islands-as-leaves.md).
 */
import { MAX_LINE_QUANTITY } from './enquiry-input';

/** Where the list is kept, in local storage. */
export const ENQUIRY_STORAGE_KEY = 'enquiry-list';

/** A line of the list as both write it. */
export type StoredLine = { productId: string; quantity: number } & Record<string, unknown>;
/** A product as "Add to enquiry" adds it (the island's props: what the page showed of it). */
export type AddedProduct = { id: string; name: string; sku: string; image: string; price: number };

/**
 * The list with `product` in it: unchanged when it is listed already (more of it is asked for by its own control,
 * "+1", never by a second tap unseen), else a new line of one at the end; null when the list already holds `limit`
 * products. The rule of "Add to enquiry", before and after the code, and of the list page's `?add=`.
 */
export function addLine<L extends StoredLine>(
  lines: readonly L[],
  product: AddedProduct,
  limit: number,
): (L | StoredLine)[] | null {
  if (lines.some((line) => line.productId === product.id)) return [...lines];
  if (lines.length >= limit) return null;
  const { id, name, sku, image, price } = product;
  return [...lines, { productId: id, name, sku, image, price, quantity: 1 }];
}

/**
 * The list with one more of `productId` ("+1", beside "In your list · View list"): its quantity raised by one, up to
 * MAX_LINE_QUANTITY; null when the product is not listed (removed meanwhile, in another tab) or already at the most.
 */
export function addOneMore<L extends StoredLine>(lines: readonly L[], productId: string): L[] | null {
  const line = lines.find((candidate) => candidate.productId === productId);
  if (!line || !canAddOneMore(line.quantity)) return null;
  return lines.map((candidate) =>
    candidate === line ? { ...candidate, quantity: candidate.quantity + 1 } : candidate,
  );
}

/** Whether "+1" can raise a quantity: below the most a line may hold. */
export function canAddOneMore(quantity: number): boolean {
  return quantity < MAX_LINE_QUANTITY;
}

/** The quantity of `productId` in the list, 0 when it is not listed. */
export function listedQuantity(lines: readonly StoredLine[], productId: string): number {
  return lines.find((line) => line.productId === productId)?.quantity ?? 0;
}
