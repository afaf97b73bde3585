import type { Backend } from '@/data';
import type { RepairJob } from '@/domain/repair';
import { photoIndexes, toRepairInput, type PhotoChoice, type RepairFormValues } from './repair-form-model';

export type RepairSaveTarget = { mode: 'add' } | { mode: 'edit'; job: RepairJob };

/**
 * Uploads the newly chosen photos, then creates or updates the job with their addresses. `onUploaded` hears the
 * photos as stored as soon as they are, so that a refused save keeps them and a second try uploads nothing again.
 * Photos are stored under the job's id when editing, or under a timestamp when adding (as product pictures are).
 */
export async function saveRepair(
  backend: Backend,
  target: RepairSaveTarget,
  values: RepairFormValues,
  photos: readonly PhotoChoice[],
  onUploaded: (photos: PhotoChoice[]) => void,
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
  const kept = photos.map((choice): PhotoChoice =>
    choice.kind === 'new' ? { kind: 'existing', url: uploaded.get(choice.key)! } : choice,
  );
  if (fresh.length > 0) onUploaded(kept);
  const addresses = kept.map((choice) => (choice.kind === 'existing' ? choice.url : ''));
  return target.mode === 'edit'
    ? backend.repairs.update(target.job.id, toRepairInput(values, addresses, 'edit'))
    : backend.repairs.create(toRepairInput(values, addresses, 'add'));
}
