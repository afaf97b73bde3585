/**
 * The product page's photo overlay, before and after the code (docs/decisions/022-taps-before-the-code.md): one
 * module for the page's inline script, which opens a light overlay at once (openEarlyOverlay, src/app/early-taps.ts),
 * and for the gallery's island (src/features/site/catalogue/product-gallery-view.tsx), which takes it over as it starts. Both
 * keep the overlay as an entry of the tab's history, which Back closes, and draw it alike. Free of React: the inline
 * script is bundled from its imports (server/render/code-start.ts).
 */

/** The history entry of the overlay, the same before and after the code. */
export const PHOTO_OVERLAY_STATE = 'photo-overlay';

/** The main photo's link: its mark, and its attributes that name the overlay and its close button. */
export const EARLY_PHOTO = 'data-early-photo';
export const EARLY_PHOTO_LABEL = 'data-overlay-label';
export const EARLY_PHOTO_CLOSE = 'data-close-label';
/** The overlay opened before the code, until the gallery's island takes it over. */
const EARLY_OVERLAY = 'data-early-overlay';

/** How the overlay is drawn: the dialog over a dark backdrop, the frame that centres the picture, its close button. */
export const OVERLAY_CLASSES = {
  dialog: 'm-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-950/90',
  frame: 'flex h-full w-full items-center justify-center p-4',
  picture: 'max-h-[80vh] max-w-full rounded-md object-contain shadow-2xl select-none',
  close:
    'fixed top-4 right-4 flex h-12 w-12 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg hover:bg-brand-100',
} as const;
/** Marks the frame: a tap there, beside the picture, closes the overlay. */
export const OVERLAY_BACKDROP = 'data-dialog-backdrop';

/** Whether the overlay's entry is the tab's current one: the overlay is then open. */
export function overlayEntryIsCurrent(): boolean {
  return window.history.state === PHOTO_OVERLAY_STATE;
}

const listeners = new Set<() => void>();

/** Calls `listener` when the overlay opens or its entry comes or goes (Back, Forward); returns the unsubscribe. */
export function subscribeToOverlayEntry(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Opens the overlay: an entry of the tab's history of its own (a push tells no listener by itself). */
export function openOverlayEntry(): void {
  window.history.pushState(PHOTO_OVERLAY_STATE, '');
  for (const listener of listeners) listener();
}

/** The overlay closed by its button, Escape or the backdrop: its entry goes too, so Back then leaves the page. */
export function closeOverlayEntry(): void {
  if (overlayEntryIsCurrent()) window.history.back();
}

/**
 * The gallery's island has started: the overlay opened before the code gives way to the island's, which is open on
 * the same history entry.
 */
export function takeOverEarlyOverlay(): void {
  const early = document.querySelector<HTMLDialogElement>(`dialog[${EARLY_OVERLAY}]`);
  if (!early) return;
  early.removeAttribute(EARLY_OVERLAY);
  early.remove();
}

/**
 * The overlay before the code, from the main photo's link: a native modal `<dialog>` with the picture the page
 * already shows, which takes the full-size file once that has arrived. Its close button, Escape and a tap beside the
 * picture close it; so does Back.
 */
export function openEarlyOverlay(link: HTMLAnchorElement): void {
  const shown = link.querySelector('img');
  const dialog = document.createElement('dialog');
  dialog.setAttribute(EARLY_OVERLAY, '');
  dialog.setAttribute('aria-label', link.getAttribute(EARLY_PHOTO_LABEL) ?? '');
  dialog.className = OVERLAY_CLASSES.dialog;
  const frame = document.createElement('div');
  frame.setAttribute(OVERLAY_BACKDROP, '');
  frame.className = OVERLAY_CLASSES.frame;
  const picture = document.createElement('img');
  picture.alt = shown?.alt ?? '';
  picture.src = shown?.currentSrc || link.href;
  picture.className = OVERLAY_CLASSES.picture;
  const full = new Image();
  full.onload = () => {
    if (picture.isConnected) picture.src = link.href;
  };
  full.src = link.href;
  const form = document.createElement('form');
  form.method = 'dialog';
  const close = document.createElement('button');
  close.setAttribute('aria-label', link.getAttribute(EARLY_PHOTO_CLOSE) ?? '');
  close.className = `${OVERLAY_CLASSES.close} text-2xl`;
  close.textContent = '×';
  form.append(close);
  frame.append(picture, form);
  dialog.append(frame);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || event.target === frame) dialog.close();
  });
  dialog.addEventListener('close', () => {
    // Taken over by the gallery's island (it removed the mark): its overlay is open on this history entry.
    if (!dialog.hasAttribute(EARLY_OVERLAY)) return;
    dialog.remove();
    closeOverlayEntry();
  });
  const onPopState = () => {
    window.removeEventListener('popstate', onPopState);
    if (dialog.isConnected && !overlayEntryIsCurrent()) dialog.close();
  };
  window.addEventListener('popstate', onPopState);
  document.body.append(dialog);
  openOverlayEntry();
  dialog.showModal();
  close.focus();
}
