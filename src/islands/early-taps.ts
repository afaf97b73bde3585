/**
 * Taps that a public page answers before its code has arrived (issue 40). On a slow phone the page's code comes
 * seconds after its first paint; these few listeners are part of the page's one inline script (src/app/code-start.ts,
 * compiled with this file by server/render/code-start.ts), so they are there as soon as the page is. Like that
 * script, this file must use nothing but the browser's globals, and import nothing.
 *
 * Each acts only on a part whose island has not started (`data-island-live`, set by the islands entry and the hosted
 * app as they hydrate): from then on React answers, and a tap during hydration is React's to replay.
 *
 * - **"Add to enquiry"** (a form marked `data-early-add`): the product joins the list in this browser's storage, by
 *   the same rule as the list's own code (`addLine`); the button gives way to "In your list · View list", a link to
 *   the list (marked `data-early-view`), which takes the focus, and the form's status says "Added to enquiry". Every
 *   form of that product on the page shows it, and the island, once hydrated, goes on showing it (`wasAddedEarly`),
 *   so that its first render matches what is on the screen. Storage switched off, or a full list: the form goes to
 *   the list page as without code, which says why.
 * - **The main photo** (a link marked `data-early-photo`): the picture opens over the page at once, in the size the
 *   page already shows, and sharpens to the full-size file once that has arrived. Back, Escape, the close button
 *   and a tap beside the picture close it. When the gallery's island starts while it is open, the island takes it
 *   over (its own overlay, with the previous and next buttons) on the same history entry.
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
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || !isPlainClick(event)) return;
    if (link.hasAttribute(EARLY_PHOTO) && !isLive(link)) {
      event.preventDefault();
      openPhoto(link);
    } else if (link.hasAttribute(EARLY_BACK) && !isLive(link) && cameFromThisSite()) {
      event.preventDefault();
      window.history.back();
    }
  });
}

/** Marks an island whose React root has started: from then on React answers its taps. */
export const ISLAND_LIVE = 'data-island-live';
/** Marks "Add to enquiry": its value is how many products the list holds, as its code counts them. */
export const EARLY_ADD = 'data-early-add';
/** Marks the link to the list that takes the place of "Add to enquiry" once the product is in it. */
export const EARLY_VIEW = 'data-early-view';
/** Marks the main photo's link; the overlay's name and its close button's name are its two other attributes. */
export const EARLY_PHOTO = 'data-early-photo';
export const EARLY_PHOTO_LABEL = 'data-overlay-label';
export const EARLY_PHOTO_CLOSE = 'data-close-label';
/** The overlay opened before the code; the gallery's island takes it over (ProductGallery). */
export const EARLY_OVERLAY = 'data-early-overlay';
/** Marks the product page's Back link. */
export const EARLY_BACK = 'data-early-back';
/** The history entry of the photo overlay, the same before and after the code (Back closes it). */
export const PHOTO_OVERLAY_STATE = 'photo-overlay';
/** Where the enquiry list is kept (src/features/enquiry/enquiry-store.ts). */
export const ENQUIRY_STORAGE_KEY = 'enquiry-list';

/** A line of the enquiry list as this script and the list's code both write it. */
export type StoredLine = { productId: string; quantity: number } & Record<string, unknown>;
/** A product as "Add to enquiry" adds it (the island's props). */
export type AddedProduct = { id: string; name: string; sku: string; image: string; price: number };

/**
 * The list with `product` in it: unchanged when it is listed already (more of it is a change of quantity, made in
 * the list, never a second tap unseen), else a new line of one at the end; null when the list already holds `limit`
 * products. The one rule of "Add to enquiry", before and after the code, and of the list page's `?add=`.
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

/** Whether the entry before this one in the tab is a page of this site: Back is then the browser's Back. */
export function cameFromThisSite(): boolean {
  if (window.history.length < 2 || document.referrer === '') return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Whether the island that holds `element` has started (the hosted app marks its whole root). */
function isLive(element: Element): boolean {
  return element.closest(`[${ISLAND_LIVE}]`) !== null;
}

/** A tap or click that the page may take: not one for a new tab or window, nor a download. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** "Add to enquiry" before the code: true when answered here. */
function addEarly(form: HTMLFormElement): boolean {
  const island = form.closest('[data-island]');
  const product = (JSON.parse(island?.getAttribute('data-props') ?? '{}') as { product?: AddedProduct }).product;
  const status = form.querySelector('[role="status"]');
  const limit = Number(form.getAttribute(EARLY_ADD));
  const text = form.getAttribute('data-added');
  if (!product || !status || !limit || !text) return false;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(ENQUIRY_STORAGE_KEY) ?? '[]');
    const next = addLine(Array.isArray(stored) ? (stored as StoredLine[]) : [], product, limit);
    if (!next) return false;
    window.localStorage.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  // As another tab's change is told: the list's code, where it has started (the header's count), reads it afresh.
  window.dispatchEvent(new StorageEvent('storage', { key: ENQUIRY_STORAGE_KEY }));
  const added = (window.earlyAdded ??= []);
  if (!added.includes(product.id)) added.push(product.id);
  for (const other of document.querySelectorAll<HTMLFormElement>(`form[${EARLY_ADD}]`)) {
    const input = other.querySelector<HTMLInputElement>('input[name="add"]');
    const otherStatus = other.querySelector('[role="status"]');
    const button = other.querySelector<HTMLButtonElement>('button[type="submit"]');
    const view = other.querySelector<HTMLAnchorElement>(`a[${EARLY_VIEW}]`);
    if (input?.value !== product.id || !otherStatus || !button || !view || isLive(other)) continue;
    otherStatus.textContent = text;
    button.hidden = true;
    view.hidden = false;
  }
  // The button that had the focus is gone: the focus goes on to the link that took its place.
  form.querySelector<HTMLAnchorElement>(`a[${EARLY_VIEW}]`)?.focus();
  return true;
}

/** The photo overlay before the code: the picture shown now, then the full-size file once it has arrived. */
function openPhoto(link: HTMLAnchorElement): void {
  const shown = link.querySelector('img');
  const dialog = document.createElement('dialog');
  dialog.setAttribute(EARLY_OVERLAY, '');
  dialog.setAttribute('aria-label', link.getAttribute(EARLY_PHOTO_LABEL) ?? '');
  // As the overlay of src/components/ui/dialog.tsx and the gallery's picture and close button.
  dialog.className = 'm-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-950/90';
  const frame = document.createElement('div');
  frame.className = 'flex h-full w-full items-center justify-center p-4';
  const picture = document.createElement('img');
  picture.alt = shown?.alt ?? '';
  picture.src = shown?.currentSrc || link.href;
  picture.className = 'max-h-[80vh] max-w-full rounded-md object-contain shadow-2xl select-none';
  const full = new Image();
  full.onload = () => {
    if (picture.isConnected) picture.src = link.href;
  };
  full.src = link.href;
  const form = document.createElement('form');
  form.method = 'dialog';
  const close = document.createElement('button');
  close.setAttribute('aria-label', link.getAttribute(EARLY_PHOTO_CLOSE) ?? '');
  close.className =
    'fixed top-4 right-4 flex h-12 w-12 items-center justify-center rounded-full bg-white text-2xl text-slate-900 shadow-lg';
  close.textContent = '×';
  form.append(close);
  frame.append(picture, form);
  dialog.append(frame);
  // A tap beside the picture closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || event.target === frame) dialog.close();
  });
  dialog.addEventListener('close', () => {
    // Taken over by the gallery's island (it removed the mark): its overlay is open on this history entry.
    if (!dialog.hasAttribute(EARLY_OVERLAY)) return;
    dialog.remove();
    if (window.history.state === PHOTO_OVERLAY_STATE) window.history.back();
  });
  const onPopState = () => {
    window.removeEventListener('popstate', onPopState);
    if (dialog.isConnected && window.history.state !== PHOTO_OVERLAY_STATE) dialog.close();
  };
  window.addEventListener('popstate', onPopState);
  document.body.append(dialog);
  window.history.pushState(PHOTO_OVERLAY_STATE, '');
  dialog.showModal();
  close.focus();
}

declare global {
  interface Window {
    /** The products "Add to enquiry" added before the page's code (the island's first render says so too). */
    earlyAdded?: string[];
  }
}
