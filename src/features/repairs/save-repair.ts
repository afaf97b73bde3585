import type { Backend } from '@/data';
import type { RepairJob } from '@/domain/repair';
import { repairPhotoKey } from '@/domain/repair-photo';
import type { RepairCreateInput, RepairInput } from '@/domain/repair-schema';
import { photoIndexes, type PhotoChoice } from './repair-form-model';

export type RepairSaveTarget = { mode: 'add' } | { mode: 'edit'; job: RepairJob };

/** A file the owner chose: an empty file input gives a file without a name or a byte. */
const isChosenFile = (entry: FormDataEntryValue): entry is File => entry instanceof File && entry.name !== '';

/**
 * Stands in for a chosen file while the form is checked, before anything is uploaded: an address of the form the
 * schema takes for an upload, which names no file.
 */
const PENDING_UPLOAD = `/uploads/${repairPhotoKey('pending', 0, 'upload.png')}`;

/** The form's data as the schema checks it before any upload: each chosen photo is a pending upload. */
export function withPendingPhotos(formData: FormData): FormData {
  const checked = new FormData();
  for (const [name, entry] of formData) checked.append(name, isChosenFile(entry) ? PENDING_UPLOAD : entry);
  return checked;
}

let nextKey = 1;
/** The form's photos (`photos`), in its order: a stored photo's address, or a chosen file. */
export function photosOf(formData: FormData): PhotoChoice[] {
  return formData.getAll('photos').flatMap((entry): PhotoChoice[] => {
    if (isChosenFile(entry)) return [{ kind: 'new', file: entry, key: `photo-${nextKey++}` }];
    return typeof entry === 'string' && entry !== '' ? [{ kind: 'existing', url: entry }] : [];
  });
}

/**
 * Uploads the newly chosen photos, then creates or updates the job with their addresses. `input` is the form's
 * checked input, its chosen photos pending uploads (withPendingPhotos). Photos are stored under the job's id when
 * editing, or under a timestamp when adding (as product pictures are).
 */
export async function saveRepair(
  backend: Backend,
  target: RepairSaveTarget,
  input: RepairCreateInput | RepairInput,
  photos: readonly PhotoChoice[],
  now: () => number = Date.now,
): Promise<RepairJob> {
  const owner = target.mode === 'edit' ? target.job.id : String(now());
  const stored = target.mode === 'edit' ? target.job.photos : [];
  const indexes = photoIndexes(photos, stored, owner);
  const fresh = photos.flatMap((choice) => (choice.kind === 'new' ? [choice] : []));
  const urls = await Promise.all(
    fresh.map((choice, position) => backend.repairs.uploadPhoto(choice.file, owner, indexes[position]!)),
  );
  const uploaded = new Map(fresh.map((choice, position) => [choice.key, urls[position]!]));
  const addresses = photos.map((choice) => (choice.kind === 'existing' ? choice.url : uploaded.get(choice.key)!));
  return target.mode === 'edit'
    ? backend.repairs.update(target.job.id, { ...input, photos: addresses })
    : backend.repairs.create({ ...input, photos: addresses });
}
