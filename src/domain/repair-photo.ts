/**
 * Object keys of repair photos, stored as product pictures are (the same intake, formats and resized copies) but
 * under their own folder: `repairs/{job id or timestamp}_{index}_{filename}`. A photo can show a customer's
 * belongings and serial numbers, so only the admin may read one (the embedded server's `/uploads/repairs/` needs an
 * admin session; hosted mode's storage.rules let only the admin read `repairs/`).
 */
import { STORED_IMAGE_EXTENSIONS, isImageOwner, safeFileName } from './image-key';

export const REPAIR_PHOTO_FOLDER = 'repairs';

export function repairPhotoKey(owner: string, index: number, fileName: string): string {
  if (!isImageOwner(owner)) throw new Error('Photo owner must be a job id or a timestamp');
  if (!Number.isInteger(index) || index < 0 || index > 99) throw new Error('Photo index must be a whole number');
  return `${REPAIR_PHOTO_FOLDER}/${owner}_${index}_${safeFileName(fileName)}`;
}

/** A key exactly as the embedded server makes it: as image-key.ts's UPLOAD_KEY_PATTERN, under `repairs/`. */
const REPAIR_PHOTO_KEY_PATTERN = new RegExp(
  `^${REPAIR_PHOTO_FOLDER}/[A-Za-z0-9]{1,40}_(?:[0-9]|[1-9][0-9])_([A-Za-z0-9._-]*\\.(?:${STORED_IMAGE_EXTENSIONS.join('|')}))$`,
);

export function isRepairPhotoKey(value: string): boolean {
  const name = REPAIR_PHOTO_KEY_PATTERN.exec(value)?.[1];
  return name !== undefined && name.length <= 80;
}

const UPLOAD_URL = /^\/uploads\/([^?#]+)(?:\?v=[0-9a-f]{1,64})?$/;

/** The key of an embedded upload's address under `repairs/`, or null for any other text. */
export function repairPhotoKeyOf(url: string): string | null {
  const key = UPLOAD_URL.exec(url)?.[1];
  return key !== undefined && isRepairPhotoKey(key) ? key : null;
}
