import { LANGUAGES, type Language } from '@/domain/limits';
import { parseStoredDraft, sessionDraftStore } from '@/components/admin/session-draft';
import { emptyRepairValues, type PhotoChoice, type RepairFormValues } from './repair-form-model';

/**
 * The repair form as the owner is typing it, kept in this tab's sessionStorage under the form's address at every
 * change: a reload, a lost connection or a session that ended while a customer stood at the counter loses nothing.
 * Photos already stored are kept by their address; chosen files cannot be (storage holds text), so the draft only
 * says whether there were any, for the form to ask for them again. Saving the form forgets it.
 */
export type RepairDraft = { values: RepairFormValues; photos: string[]; hadNewPhotos: boolean };

/** A stored draft's object read back, or null when it is not one. */
function toRepairDraft({ values, photos, hadNewPhotos }: Readonly<Record<string, unknown>>): RepairDraft | null {
  if (!values || typeof values !== 'object') return null;
  const stored = values as Record<string, unknown>;
  const language = stored.language;
  if (!(LANGUAGES as readonly unknown[]).includes(language)) return null;
  const restored = emptyRepairValues(language as Language);
  for (const key of Object.keys(restored) as (keyof RepairFormValues)[]) {
    if (key === 'language') continue;
    const value = stored[key];
    if (typeof value !== 'string') return null;
    restored[key] = value;
  }
  if (!Array.isArray(photos) || !photos.every((url) => typeof url === 'string')) return null;
  return { values: restored, photos: photos as string[], hadNewPhotos: hadNewPhotos === true };
}

const drafts = sessionDraftStore('repair-form-draft:', toRepairDraft);

export function saveRepairDraft(path: string, values: RepairFormValues, photos: readonly PhotoChoice[]): void {
  drafts.save(path, {
    values,
    photos: photos.flatMap((choice) => (choice.kind === 'existing' ? [choice.url] : [])),
    hadNewPhotos: photos.some((choice) => choice.kind === 'new'),
  });
}

export const readRepairDraft = drafts.read;
export const clearRepairDraft = drafts.clear;

/** A stored draft's text, or null when the text is not one (another version's, or tampered with). */
export function parseRepairDraft(text: string): RepairDraft | null {
  return parseStoredDraft(text, toRepairDraft);
}
