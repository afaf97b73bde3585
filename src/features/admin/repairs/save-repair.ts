import type { Backend } from '@/data';
import type { RepairJob } from '@/domain/repair';
import { REPAIR_PHOTO_FOLDER, repairPhotoKey, repairPhotoKeyOf } from '@/domain/repair-photo';
import type { RepairCreateInput, RepairInput } from '@/domain/repair-schema';

/** A photo already stored (its address) or a file chosen in this visit, not yet uploaded. */
export type PhotoChoice = { kind: 'existing'; url: string } | { kind: 'new'; file: File; key: string };

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
  {
    now = Date.now,
    uploaded,
  }: {
    now?: () => number;
    /** Told every photo's address, in the form's order, once the new ones are uploaded and before the job is written. */
    uploaded?: (addresses: string[]) => void;
  } = {},
): Promise<RepairJob> {
  const owner = target.mode === 'edit' ? target.job.id : String(now());
  const stored = target.mode === 'edit' ? target.job.photos : [];
  const indexes = photoIndexes(photos, stored, owner);
  const fresh = photos.flatMap((choice) => (choice.kind === 'new' ? [choice] : []));
  const urls = await Promise.all(
    fresh.map((choice, position) => backend.repairs.uploadPhoto(choice.file, owner, indexes[position]!)),
  );
  const urlOf = new Map(fresh.map((choice, position) => [choice.key, urls[position]!]));
  const addresses = photos.map((choice) => (choice.kind === 'existing' ? choice.url : urlOf.get(choice.key)!));
  if (fresh.length > 0) uploaded?.(addresses);
  return target.mode === 'edit'
    ? backend.repairs.update(target.job.id, { ...input, photos: addresses })
    : backend.repairs.create({ ...input, photos: addresses });
}

/**
 * The object key (`repairs/…`) of a photo's address in either backend: the embedded server's `/uploads/repairs/…`,
 * or a Cloud Storage download address, whose path is one encoded segment (`…/o/repairs%2F{owner}_{index}_{name}`).
 */
export function repairPhotoKeyOfUrl(url: string): string | null {
  const embedded = repairPhotoKeyOf(url);
  if (embedded) return embedded;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const stored = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(path);
  if (!stored) return null;
  try {
    const key = decodeURIComponent(stored[1]!);
    return key.startsWith(`${REPAIR_PHOTO_FOLDER}/`) ? key : null;
  } catch {
    return null;
  }
}

/**
 * The index each new photo is uploaded under (`repairs/{owner}_{index}_{name}`): the lowest that no stored photo of
 * this owner holds, so that no upload overwrites a photo the job still shows until the save succeeds (a photo
 * removed in this visit included). `stored` is every address the job had; `choices` the form's photos.
 */
export function photoIndexes(choices: readonly PhotoChoice[], stored: readonly string[], owner: string): number[] {
  const taken = new Set<number>();
  for (const url of [...stored, ...choices.flatMap((choice) => (choice.kind === 'existing' ? [choice.url] : []))]) {
    const match = /^repairs\/([A-Za-z0-9]{1,40})_(\d{1,2})_/.exec(repairPhotoKeyOfUrl(url) ?? '');
    if (match && match[1] === owner) taken.add(Number(match[2]));
  }
  const indexes: number[] = [];
  let next = 0;
  for (const choice of choices) {
    if (choice.kind !== 'new') continue;
    while (taken.has(next)) next++;
    indexes.push(next);
    taken.add(next);
  }
  return indexes;
}
