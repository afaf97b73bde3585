import { formatPhone } from '@/domain/phone';
import type { RepairError } from '@/domain/repair';
import { REPAIR_PHOTO_FOLDER, repairPhotoKeyOf } from '@/domain/repair-photo';
import { REPAIR_LIMITS, RepairPhoneSchema } from '@/domain/repair-schema';

/**
 * What the repair screens share of their fields: a field's error as the move and payment forms word it, a photo
 * chosen or stored, the phone shown back, and the indexes new photos are uploaded under. The repair form itself is
 * its route's action (src/routes/admin/repair-form.tsx).
 */

/** A field's problem: a RepairError code (texts: `repairs.errors.*` of admin.json), 'tooLong' with its maximum. */
export type RepairFieldError = { code: Exclude<RepairError, 'tooLong'> | 'invalid' } | { code: 'tooLong'; max: number };

/** A photo already stored (its address) or a file chosen in this visit, not yet uploaded. */
export type PhotoChoice = { kind: 'existing'; url: string } | { kind: 'new'; file: File; key: string };

/**
 * The phone as the owner will read it back once they leave the field: a number the schema takes, grouped as
 * Malaysians write it (a foreign one in E.164); anything else exactly as typed, for them to correct.
 */
export function phoneShownBack(typed: string): string {
  const parsed = RepairPhoneSchema.safeParse(typed);
  return parsed.success ? formatPhone(parsed.data) : typed;
}

const REPAIR_ERROR_CODES = [
  'required',
  'phone',
  'amount',
  'date',
  'tooManyPhotos',
  'photo',
  'language',
  'status',
  'moveNotAllowed',
  'quoteRequired',
  'notAwaitingAnswer',
  'staleStatus',
  'staleQuote',
  'quantity',
  'tooMany',
  'invalid',
  'overBalance',
  'billFixed',
  'belowPaid',
  'beforeReceived',
  'notEnded',
  'overRefund',
  'futureDate',
  'alreadyVoided',
  'notCollected',
  'warrantyEnded',
  'notDue',
] as const satisfies readonly Exclude<RepairError, 'tooLong'>[];

/** The longest text of each field: a 'tooLong' from the server carries no maximum. */
const MAX_LENGTHS: Partial<Record<string, number>> = {
  customerName: REPAIR_LIMITS.customerName,
  customerPhone: REPAIR_LIMITS.customerPhone,
  brand: REPAIR_LIMITS.brand,
  model: REPAIR_LIMITS.model,
  serial: REPAIR_LIMITS.serial,
  fault: REPAIR_LIMITS.fault,
  accessories: REPAIR_LIMITS.accessories,
};

/** A field code (the schema's, the server's or an adapter's) as the form's error; an unknown code is 'invalid'. */
export function repairFieldError(field: string, code: string, max?: number): RepairFieldError {
  if (code === 'tooLong') {
    const limit = max ?? MAX_LENGTHS[field] ?? (field === 'note' ? REPAIR_LIMITS.note : undefined);
    return limit === undefined ? { code: 'invalid' } : { code: 'tooLong', max: limit };
  }
  const known = (REPAIR_ERROR_CODES as readonly string[]).includes(code);
  return { code: known ? (code as (typeof REPAIR_ERROR_CODES)[number]) : 'invalid' };
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
