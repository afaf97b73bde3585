/**
 * What the page's inline script (src/app/early-taps.ts, docs/decisions/022-taps-before-the-code.md) and the islands
 * agree on: the marks the islands write into their HTML for a tap that comes before their code, and what the script
 * leaves for the island's first render. Free of React, like every module of that script, which is bundled from its
 * imports at build time (server/render/code-start.ts).
 */

/** Marks an island whose React root has started (the islands entry, and the hosted app on its whole root). */
export const ISLAND_LIVE = 'data-island-live';
/** Marks "Add to enquiry": its value is how many products the list holds, as the list's code counts them. */
export const EARLY_ADD = 'data-early-add';
/** Marks the link to the list that takes the place of "Add to enquiry" once the product is in it. */
export const EARLY_VIEW = 'data-early-view';
/** Marks "+1" beside that link: one more of the product. */
export const EARLY_MORE = 'data-early-more';
/**
 * The texts the script writes, carried by the "Add to enquiry" form: the status once added, the "+1" button's text
 * and the status once one more is added (both with `{{quantity}}`, the quantity in the list).
 */
export const EARLY_TEXTS = { added: 'data-added', more: 'data-more', addedMore: 'data-added-more' } as const;
/** Marks the product page's Back link. */
export const EARLY_BACK = 'data-early-back';

/** Whether the island that holds `element` has started: from then on React answers its taps. */
export function isLive(element: Element): boolean {
  return element.closest(`[${ISLAND_LIVE}]`) !== null;
}

/** What the script last showed for a product: its quantity, and whether it said one more was added ("+1"). */
export type EarlyAnswer = { quantity: number; more: boolean };

/**
 * What the script showed for a product it added (or gave one more of) before the code: the island's first render
 * shows the same, so that it hydrates what is on the screen. Undefined for a product it did not touch.
 */
export function earlyAnswer(productId: string): EarlyAnswer | undefined {
  return typeof window === 'undefined' ? undefined : window.earlyAdded?.[productId];
}

/** Says what the script showed for a product (see earlyAnswer). */
export function rememberEarlyAnswer(productId: string, answer: EarlyAnswer): void {
  (window.earlyAdded ??= {})[productId] = answer;
}

/**
 * `{{quantity}}` of a text replaced by the quantity (the texts of EARLY_TEXTS; the code formats them with t()). Not
 * `{{count}}`: the words are the same for any number ("2 in your list"), so the texts have no plural forms.
 */
export function withQuantity(text: string, quantity: number): string {
  return text.replace(/\{\{\s*quantity\s*\}\}/g, String(quantity));
}

/** Whether the entry before this one in the tab is a page of this site: Back is then the browser's Back. */
export function cameFromThisSite(): boolean {
  if (window.history.length < 2 || document.referrer === '') return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

declare global {
  interface Window {
    /** The products the inline script added, or gave one more of, before the page's code: what it showed. */
    earlyAdded?: Record<string, EarlyAnswer>;
  }
}
