/**
 * A visitor's enquiry list, sent as an order: its limits, its error codes and its total. Zod-free, so that the
 * public pages can use it; the schema is in enquiry-schema.ts.
 */

export const MAX_ORDER_LINES = 20;
/**
 * The most lines of a visitor's enquiry in hosted mode. firestore.rules check each line against its product
 * with one get(), and Firestore allows one write at most 10 such reads, in a batch too (20 for the batch, 10 for
 * each of its writes: https://firebase.google.com/docs/firestore/security/rules-conditions#access_calls_limits).
 */
export const HOSTED_MAX_ORDER_LINES = 10;
export const MAX_LINE_QUANTITY = 99;

export const ENQUIRY_LIMITS = {
  customerName: 100,
  customerPhone: 30,
  customerEmail: 200,
  shippingAddress: 500,
  notes: 1000,
} as const;

/**
 * Why a field was refused. Screens show each code from the translation catalogues (enquiry.errors.*); the
 * server sends the code with the field it concerns.
 */
export const ENQUIRY_ERRORS = [
  'required',
  /** A name without a letter or a digit (isPersonName). */
  'name',
  'phone',
  'email',
  'tooLong',
  'quantity',
  'noLines',
  'tooManyLines',
  'duplicateLine',
  'unknownProduct',
  'notForSale',
  'rejected',
  'tooManyOrders',
] as const;
export type EnquiryError = (typeof ENQUIRY_ERRORS)[number];

export type EnquiryLine = { productId: string; quantity: number };

/** How the goods reach the customer: delivered to their address, or collected at the shop (no address). */
export const DELIVERY_CHOICES = ['deliver', 'collect'] as const;
export type Delivery = (typeof DELIVERY_CHOICES)[number];

/** What the visitor sends: who they are, where it goes, and which products in what quantity. Never a price. */
export type EnquiryInput = {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** 'deliver' when left out. */
  delivery?: Delivery;
  /** Required for a delivery; dropped for a collection. */
  shippingAddress: string;
  notes: string;
  lines: EnquiryLine[];
  /** The form's hidden field, which people leave empty (see EnquiryInputSchema). */
  website?: string;
};

/** A price of 0 means the shop gives the price on request. */
export function isPriceOnRequest(price: number): boolean {
  return price <= 0;
}

/** The total of the lines with a price, in ringgit to the sen; lines priced on request are left out. */
export function orderTotal(items: readonly { price: number; quantity: number }[]): number {
  const sen = items.reduce(
    (sum, item) => sum + (isPriceOnRequest(item.price) ? 0 : Math.round(item.price * 100) * item.quantity),
    0,
  );
  return sen / 100;
}

/** Whether any line still waits for the shop's price. */
export function awaitsPrice(items: readonly { price: number }[]): boolean {
  return items.some((item) => isPriceOnRequest(item.price));
}

/** What the shop answers to a sent enquiry: the order it made, with the catalogue's names and prices. */
export type SentEnquiry = {
  id: string;
  /** '#' and the last 8 characters of the id, as the admin shows it. */
  shortId: string;
  items: { productId?: string; name: string; price: number; quantity: number }[];
  total: number;
};
