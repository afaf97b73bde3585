import {
  addLine,
  addOneMore,
  canAddOneMore,
  ENQUIRY_STORAGE_KEY,
  listedQuantity,
  type AddedProduct,
  type StoredLine,
} from '@/domain/enquiry-list-rules';
import {
  cameFromThisSite,
  EARLY_ADD,
  EARLY_BACK,
  EARLY_MORE,
  EARLY_TEXTS,
  EARLY_VIEW,
  isLive,
  rememberEarlyAnswer,
  withQuantity,
} from '@/components/early-marks';
import { EARLY_PHOTO, openEarlyOverlay } from '@/components/photo-overlay';

/**
 * Taps that a public page answers before its code has arrived (issue 40, docs/decisions/022-taps-before-the-code.md).
 * On a slow phone the page's code comes seconds after its first paint; these few listeners are part of the page's
 * one inline script (src/app/start-code.ts), so they are there as soon as the page is. That script is bundled from
 * its imports at build time (server/render/code-start.ts): the rules and the overlay here are the modules the
 * islands run too, and nothing here may import React or anything that needs it (a unit test keeps it small).
 *
 * Each acts only on a part whose island has not started (`data-island-live`, set by the islands entry and the hosted
 * app as they hydrate): from then on React answers, and a tap during hydration is React's to replay.
 *
 * - **"Add to enquiry"** (a form marked `data-early-add`): the product joins the list in this browser's storage, by
 *   the list's own rule (`addLine`); the button gives way to "In your list · View list", a link to the list (marked
 *   `data-early-view`), which takes the focus, with "+1" beside it, and the form's status says "Added to enquiry".
 *   Every form of that product on the page shows it, and the island, once hydrated, goes on showing it
 *   (`earlyAnswer`), so that its first render matches what is on the screen. Storage switched off, or a full list:
 *   the form goes to the list page as without code, which says why.
 * - **"+1"** (a button marked `data-early-more`): one more of the product, by the list's rule (`addOneMore`); its
 *   text says the new quantity, and so does the status.
 * - **The main photo** (a link marked `data-early-photo`): the overlay of src/components/photo-overlay.ts opens at
 *   once; the gallery's island takes it over when it starts.
 * - **Back** on a product page (a link marked `data-early-back`): the browser's Back when the page before is one of
 *   this site, as the island does, so that the shelf comes back as it was (its sub-category, its place); else the
 *   link, to the product's own shelf.
 */
export function answerEarlyTaps(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(EARLY_ADD) || isLive(form)) return;
    if (addEarly(form)) event.preventDefault();
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const more = target?.closest(`button[${EARLY_MORE}]`);
    if (more instanceof HTMLButtonElement && !isLive(more)) {
      addOneMoreEarly(more);
      return;
    }
    const link = target?.closest('a');
    if (!link || event.defaultPrevented || !isPlainClick(event)) return;
    if (link.hasAttribute(EARLY_PHOTO) && !isLive(link)) {
      event.preventDefault();
      openEarlyOverlay(link);
    } else if (link.hasAttribute(EARLY_BACK) && !isLive(link) && cameFromThisSite()) {
      event.preventDefault();
      window.history.back();
    }
  });
}

/** A tap or click that the page may take: not one for a new tab or window, nor a download. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The product of an "Add to enquiry" form: its island's props, the server's name and price. */
function formProduct(form: HTMLFormElement): AddedProduct | undefined {
  const island = form.closest('[data-island]');
  return (JSON.parse(island?.getAttribute('data-props') ?? '{}') as { product?: AddedProduct }).product;
}

/** The list in storage changed by `change`; the new list, or null when it could not be (storage off, a full list). */
function changeList(change: (lines: StoredLine[]) => StoredLine[] | null): StoredLine[] | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(ENQUIRY_STORAGE_KEY) ?? '[]');
    const next = change(Array.isArray(stored) ? (stored as StoredLine[]) : []);
    if (!next) return null;
    window.localStorage.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify(next));
    // As another tab's change is told: the list's code, where it has started (the header's count), reads it afresh.
    window.dispatchEvent(new StorageEvent('storage', { key: ENQUIRY_STORAGE_KEY }));
    return next;
  } catch {
    return null;
  }
}

/**
 * Every "Add to enquiry" form of `productId` whose island has not started, shown as listed with `quantity`: the
 * button gives way to the link to the list and "+1", and the status says "Added to enquiry", or with `more`, that one
 * more was.
 */
function showListed(productId: string, quantity: number, more: boolean): void {
  rememberEarlyAnswer(productId, { quantity, more });
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${EARLY_ADD}]`)) {
    const input = form.querySelector<HTMLInputElement>('input[name="add"]');
    const statusElement = form.querySelector('[role="status"]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const view = form.querySelector<HTMLAnchorElement>(`a[${EARLY_VIEW}]`);
    const oneMore = form.querySelector<HTMLButtonElement>(`button[${EARLY_MORE}]`);
    if (input?.value !== productId || !statusElement || !button || !view || !oneMore || isLive(form)) continue;
    const text = form.getAttribute(more ? EARLY_TEXTS.addedMore : EARLY_TEXTS.added) ?? '';
    statusElement.textContent = withQuantity(text, quantity);
    button.hidden = true;
    view.hidden = false;
    oneMore.hidden = false;
    oneMore.disabled = !canAddOneMore(quantity);
    const label = oneMore.querySelector('[data-more-label]');
    if (label) label.textContent = withQuantity(form.getAttribute(EARLY_TEXTS.more) ?? '', quantity);
  }
}

/** "Add to enquiry" before the code: true when answered here. */
function addEarly(form: HTMLFormElement): boolean {
  const product = formProduct(form);
  const limit = Number(form.getAttribute(EARLY_ADD));
  if (!product || !limit) return false;
  const next = changeList((lines) => addLine(lines, product, limit));
  if (!next) return false;
  showListed(product.id, listedQuantity(next, product.id), false);
  // The button that had the focus is gone: the focus goes on to the link that took its place.
  form.querySelector<HTMLAnchorElement>(`a[${EARLY_VIEW}]`)?.focus();
  return true;
}

/** "+1" before the code: one more of the product, said by the button and the status. */
function addOneMoreEarly(more: HTMLButtonElement): void {
  const form = more.form;
  const product = form ? formProduct(form) : undefined;
  if (!form || !product) return;
  const next = changeList((lines) => addOneMore(lines, product.id));
  if (!next) return;
  showListed(product.id, listedQuantity(next, product.id), true);
}
