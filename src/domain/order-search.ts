/**
 * The admin's search of the orders: one box for an order number, a customer's name or a phone number. The
 * embedded server runs it in SQLite (server/db/database.ts registers `order_matches`), and hosted mode in the
 * browser over the orders it reads (src/data/firebase/queries.ts): one reading of a query for both.
 */
import type { Order } from './order';
import { SHORT_ORDER_ID_LENGTH } from './limits';

/** The longest query the search takes. */
export const MAX_ORDER_SEARCH_LENGTH = 100;

/** A query as the search reads it; plain data, so that a list plan can carry it. */
export type OrderSearch = {
  /** The words of a name, folded (lower case, accents aside); every one must be in the customer's name. */
  words: string[];
  /** The phone number's national digits ('123456789' for '012-345 6789'), or null when the query is no phone. */
  phone: string | null;
  /** A part of an order number ('MNOPQRST' for '#mnopqrst'), upper case, or null when the query cannot be one. */
  number: string | null;
};

/** The digits of a phone number that a query needs at least, so that '1' does not list every order. */
const MIN_PHONE_DIGITS = 3;
/** Without its '#', an order number must be typed with this many characters at least. */
const MIN_NUMBER_LENGTH = 4;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A phone number's digits without the country code 60 and the trunk 0, so that '012-345 6789',
 * '+60 12-345 6789' and '+60123456789' all read '123456789', and a part of one ('345 6789') its digits.
 * Another country's number keeps its code ('+65 6123 4567': '6561234567').
 */
export function nationalDigits(phone: string): string {
  const compact = phone.trim().replace(/[^\d+]/g, '');
  let digits = compact.replace(/\+/g, '');
  if (compact.startsWith('+60') || (!compact.startsWith('+') && digits.startsWith('60') && digits.length >= 10)) {
    digits = digits.slice(2);
  } else if (compact.startsWith('+')) {
    return digits;
  }
  return digits.replace(/^0/, '');
}

/** The query as the search reads it, or null when it asks for nothing (empty or blank). */
export function parseOrderSearch(query: string | undefined): OrderSearch | null {
  const text = (query ?? '').trim().slice(0, MAX_ORDER_SEARCH_LENGTH);
  if (!text) return null;
  const words = fold(text).split(/\s+/).filter(Boolean);
  const phoneLike = /^\+?[\d\s\-.()]+$/.test(text);
  const phone = phoneLike && text.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? nationalDigits(text) : null;
  const hashed = text.startsWith('#');
  const code = text.replace(/^#/, '').replace(/\s/g, '').toUpperCase();
  const number =
    /^[A-Z0-9]+$/.test(code) && code.length <= SHORT_ORDER_ID_LENGTH && (hashed || code.length >= MIN_NUMBER_LENGTH)
      ? code
      : null;
  return { words, phone: phone || null, number };
}

/** Whether an order is one the search asks for: by its number, its customer's name or phone. */
export function orderMatchesSearch(
  order: Pick<Order, 'id' | 'customerName' | 'customerPhone'>,
  search: OrderSearch,
): boolean {
  if (search.number && order.id.slice(-SHORT_ORDER_ID_LENGTH).toUpperCase().includes(search.number)) return true;
  if (search.phone && nationalDigits(order.customerPhone).includes(search.phone)) return true;
  const name = fold(order.customerName);
  return search.words.length > 0 && search.words.every((word) => name.includes(word));
}
