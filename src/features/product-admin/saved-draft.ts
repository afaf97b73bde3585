import { EMPTY_VALUES, type ProductFormValues, type ProductImages } from './product-form-model';

/**
 * The product form as the admin left it when a save found the session ended: kept in this tab's
 * sessionStorage under the form's path while they sign in again, and put back when the form opens there.
 * Chosen files cannot be kept (storage holds text, and a File cannot be rebuilt from it), so the draft only
 * says whether there were any, for the form to ask for them again.
 */
type SavedDraft = { values: ProductFormValues; hadNewImages: boolean };

const PREFIX = 'product-form-draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage can be switched off; the form then simply is not kept
  }
}

/** Keeps the form's values for `path` (the form's address) until it opens there again. */
export function saveDraft(path: string, values: ProductFormValues, images: ProductImages): void {
  const hadNewImages = [images.intro, ...images.additional].some((choice) => choice?.kind === 'new');
  const draft: SavedDraft = { values, hadNewImages };
  try {
    storage()?.setItem(PREFIX + path, JSON.stringify(draft));
  } catch {
    // Over the storage quota: the admin signs in again all the same, with the form as stored.
  }
}

/** The draft kept for `path`; null when there is none or it is not one. The form clears it once restored. */
export function readDraft(path: string): SavedDraft | null {
  const text = storage()?.getItem(PREFIX + path);
  return text ? parseDraft(text) : null;
}

/** Forgets any draft of `path`: it was restored, or the form was saved. */
export function clearDraft(path: string): void {
  storage()?.removeItem(PREFIX + path);
}

function parseDraft(text: string): SavedDraft | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { values, hadNewImages } = data as { values?: unknown; hadNewImages?: unknown };
  if (!values || typeof values !== 'object') return null;
  const restored = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as (keyof ProductFormValues)[]) {
    const value = (values as Record<string, unknown>)[key];
    if (typeof value !== 'string') return null;
    restored[key] = value;
  }
  return { values: restored, hadNewImages: hadNewImages === true };
}
