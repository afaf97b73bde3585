import { sessionDraftStore } from '@/components/admin/session-draft';
import { EMPTY_VALUES, type ProductFormValues, type ProductImages } from './product-form-model';

/**
 * The product form as the admin left it when a save found the session ended: kept in this tab's
 * sessionStorage under the form's path while they sign in again, and put back when the form opens there.
 * Chosen files cannot be kept (storage holds text, and a File cannot be rebuilt from it), so the draft only
 * says whether there were any, for the form to ask for them again.
 */
type SavedDraft = { values: ProductFormValues; hadNewImages: boolean };

const drafts = sessionDraftStore<SavedDraft>('product-form-draft:', ({ values, hadNewImages }) => {
  if (!values || typeof values !== 'object') return null;
  const restored = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as (keyof ProductFormValues)[]) {
    const value = (values as Record<string, unknown>)[key];
    if (typeof value !== 'string') return null;
    restored[key] = value;
  }
  return { values: restored, hadNewImages: hadNewImages === true };
});

/** Keeps the form's values for `path` (the form's address) until it opens there again. */
export function saveDraft(path: string, values: ProductFormValues, images: ProductImages): void {
  const hadNewImages = [images.intro, ...images.additional].some((choice) => choice?.kind === 'new');
  drafts.save(path, { values, hadNewImages });
}

/** The draft kept for `path`; null when there is none or it is not one. The form clears it once restored. */
export const readDraft = drafts.read;

/** Forgets any draft of `path`: it was restored, or the form was saved. */
export const clearDraft = drafts.clear;
