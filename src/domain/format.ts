import type { OrderItem } from './order';
import { LANGUAGES, ORDER_ITEMS_SHOWN, SHORT_ORDER_ID_LENGTH, type Language } from './limits';
import { LOCALES } from './locales';

/**
 * A price as Malaysians read it: 'RM 4,850.00', grouped in thousands, two decimals, the same text as
 * `Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' })` (a test holds them equal) with a no-break
 * space, so 'RM' never ends a line alone. Written out rather than through Intl: a public page formats dozens of
 * prices as it starts, and the first Intl formatter costs a cheap phone tens of milliseconds. Accepts the text
 * or number prices that older records hold.
 */
export function formatPrice(price: number | string | null | undefined): string {
  const value = typeof price === 'string' ? Number(price.replace(/,/g, '')) : price;
  const amount = value === null || value === undefined || !Number.isFinite(value) ? 0 : value;
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const sign = amount < 0 && Number(whole + cents) > 0 ? '-' : '';
  return `${sign}RM\u00a0${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/**
 * Made on first use, not when the module loads: the first Intl formatter of a page costs a phone tens of
 * milliseconds of main thread, and the public pages that load this module only format prices.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** '#' plus the last 8 characters of the id, uppercased. */
export function shortOrderId(id: string): string {
  return `#${id.slice(-SHORT_ORDER_ID_LENGTH).toUpperCase()}`;
}

export type ItemsSummary = { shown: string[]; more: number };

/** The first two items as 'name xqty', then how many more there are (the screen words it: `orders.more` of admin.json). */
export function summariseItems(items: readonly OrderItem[]): ItemsSummary {
  return {
    shown: items.slice(0, ORDER_ITEMS_SHOWN).map((item) => `${item.name} x${item.quantity}`),
    more: Math.max(0, items.length - ORDER_ITEMS_SHOWN),
  };
}

/** The Intl locale of a site language, as written in Malaysia: 'en-MY', 'ms-MY'. */
export function localeOf(language: Language): string {
  return LOCALES[language].intl;
}

const malaysianDateTime = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    once(
      () =>
        new Intl.DateTimeFormat(localeOf(language), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Kuala_Lumpur',
        }),
    ),
  ]),
) as Record<Language, () => Intl.DateTimeFormat>;

/**
 * Date and time in the reader's language ('2 Mar 2026, 12:30 am'; in Malay '2 Mac 2026, 12:30 PG'), in Malaysian
 * time wherever the browser is.
 */
export function formatOrderDate(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : malaysianDateTime[language]().format(date);
}

export function lineTotal(item: OrderItem): number {
  return Math.round(item.price * item.quantity * 100) / 100;
}
