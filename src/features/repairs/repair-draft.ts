import { LANGUAGES, type Language } from '@/domain/limits';
import { emptyRepairValues, type PhotoChoice, type RepairFormValues } from './repair-form-model';

/**
 * The repair form as the owner is typing it, kept in this tab's sessionStorage under the form's address at every
 * change: a reload, a lost connection or a session that ended while a customer stood at the counter loses nothing.
 * Photos already stored are kept by their address; chosen files cannot be (storage holds text), so the draft only
 * says whether there were any, for the form to ask for them again. Saving the form forgets it.
 */
export type RepairDraft = { values: RepairFormValues; photos: string[]; hadNewPhotos: boolean };

const PREFIX = 'repair-form-draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage can be switched off; the form then simply is not kept
  }
}

export function saveRepairDraft(path: string, values: RepairFormValues, photos: readonly PhotoChoice[]): void {
  const draft: RepairDraft = {
    values,
    photos: photos.flatMap((choice) => (choice.kind === 'existing' ? [choice.url] : [])),
    hadNewPhotos: photos.some((choice) => choice.kind === 'new'),
  };
  try {
    storage()?.setItem(PREFIX + path, JSON.stringify(draft));
  } catch {
    // Over the storage quota: the form goes on, only not kept.
  }
}

export function readRepairDraft(path: string): RepairDraft | null {
  const text = storage()?.getItem(PREFIX + path);
  return text ? parseRepairDraft(text) : null;
}

export function clearRepairDraft(path: string): void {
  storage()?.removeItem(PREFIX + path);
}

/** A stored draft, or null when the text is not one (another version's, or tampered with). */
export function parseRepairDraft(text: string): RepairDraft | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { values, photos, hadNewPhotos } = data as Record<string, unknown>;
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
