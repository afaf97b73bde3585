import { useSyncExternalStore } from 'react';
import { HOSTED_MAX_ORDER_LINES, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/domain/enquiry-input';
import { ENQUIRY_STORAGE_KEY, addLine, addOneMore } from '@/domain/enquiry-list-rules';

/**
 * The visitor's enquiry list, kept in this browser (localStorage) so that it survives a reload and a return
 * visit. Each line keeps the name, picture and price the visitor saw, so that the list can say what changed
 * when it opens (a deleted product, a new price); the order itself takes names and prices from the catalogue.
 * Tiny and free of zod on purpose: every public page loads it for the header's count and the cards' button.
 */
/**
 * A product in the visitor's list, named as the pages showed it (its Malay name on Malay pages). `sku` is absent
 * from lines a browser kept from before lines had it, until the list's check fills it in.
 */
export type EnquiryListLine = {
  productId: string;
  name: string;
  sku?: string;
  image: string;
  price: number;
  quantity: number;
};

/**
 * How many products the list holds: MAX_ORDER_LINES, or in the hosted build HOSTED_MAX_ORDER_LINES (its rules
 * can check that many lines of one order against the catalogue). The list page says which.
 */
export const ENQUIRY_LIST_LIMIT =
  import.meta.env?.VITE_BACKEND === 'firebase' ? HOSTED_MAX_ORDER_LINES : MAX_ORDER_LINES;

const STORAGE_KEY = ENQUIRY_STORAGE_KEY;
const EMPTY: readonly EnquiryListLine[] = [];

let lines: readonly EnquiryListLine[] | null = null;
const listeners = new Set<() => void>();

// A change in another tab, or by the page's inline script before this code had started on a part of the page
// (src/app/early-taps.ts): read afresh on the next look.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) lines = null;
  });
}

function read(): readonly EnquiryListLine[] {
  if (lines) return lines;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    lines = Array.isArray(parsed) ? parsed.filter(isLine).slice(0, ENQUIRY_LIST_LIMIT) : [];
  } catch {
    lines = [];
  }
  return lines;
}

function isLine(value: unknown): value is EnquiryListLine {
  const line = value as Partial<EnquiryListLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    (line.sku === undefined || typeof line.sku === 'string') &&
    typeof line.image === 'string' &&
    typeof line.price === 'number' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_LINE_QUANTITY
  );
}

function write(next: readonly EnquiryListLine[]): void {
  lines = next;
  try {
    if (next.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing or a full store: the list still lives for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A change in another tab of the same site.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    lines = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The list; empty on the server and until the page's code has started, so hydration matches. */
export function useEnquiryList(): readonly EnquiryListLine[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** How many products the list holds. */
export function useEnquiryCount(): number {
  return useEnquiryList().length;
}

const clamp = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity) || 1));

/**
 * Adds a product with a quantity of one; one already listed keeps its quantity (more is "+1", or the list). Returns
 * false when the list is full.
 */
export function addToEnquiry(product: {
  id: string;
  name: string;
  sku: string;
  image: string;
  price: number;
}): boolean {
  // The rule that the page's inline script follows too, for a tap before the code (src/app/early-taps.ts).
  const next = addLine(read(), product, ENQUIRY_LIST_LIMIT);
  if (!next) return false;
  write(next as EnquiryListLine[]);
  return true;
}

/**
 * One more of a listed product ("+1"), up to MAX_LINE_QUANTITY, by the rule the inline script follows too. Returns
 * false when it is not listed (removed in another tab meanwhile) or already at the most.
 */
export function addOneMoreToEnquiry(productId: string): boolean {
  const next = addOneMore(read(), productId);
  if (!next) return false;
  write(next);
  return true;
}

export function setEnquiryQuantity(productId: string, quantity: number): void {
  write(read().map((line) => (line.productId === productId ? { ...line, quantity: clamp(quantity) } : line)));
}

/** Takes the catalogue's current name, picture and price into a line, once the visitor has been told. */
export function refreshEnquiryLine(
  productId: string,
  fresh: { name: string; sku: string; image: string; price: number },
): void {
  write(read().map((line) => (line.productId === productId ? { ...line, ...fresh } : line)));
}

export function removeFromEnquiry(productId: string): void {
  write(read().filter((line) => line.productId !== productId));
}

export function clearEnquiry(): void {
  write([]);
}
