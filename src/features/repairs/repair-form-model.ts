import type { z } from 'zod';
import type { Language } from '@/domain/limits';
import { formatPhone } from '@/domain/phone';
import { MAX_REPAIR_PHOTOS, type RepairError, type RepairJob } from '@/domain/repair';
import { REPAIR_PHOTO_FOLDER, repairPhotoKey, repairPhotoKeyOf } from '@/domain/repair-photo';
import { senToText, type PaymentMethod } from '@/domain/repair-money';
import {
  REPAIR_LIMITS,
  RepairCreateInputSchema,
  RepairInputSchema,
  RepairPhoneSchema,
  type RepairCreateInput,
  type RepairInput,
} from '@/domain/repair-schema';
import { fieldErrors } from '@/domain/validation';

/**
 * The repair form's model: what the owner has typed (every value a string, exactly as typed, so that a refusal
 * loses nothing), the photos chosen, and the check before anything is uploaded: the shared RepairCreateInputSchema
 * (a new job, with the deposit taken at intake) or RepairInputSchema (an edit: a later payment is recorded on the
 * job's page), as the server and the hosted adapter check them.
 */
export type RepairFormValues = {
  customerName: string;
  customerPhone: string;
  language: Language;
  brand: string;
  model: string;
  serial: string;
  fault: string;
  accessories: string;
  estimate: string;
  deposit: string;
  /** How the deposit was paid (PAYMENT_METHODS): recorded with it as its first payment. */
  depositMethod: string;
  promisedDate: string;
};

/** The form's fields in the order it shows them: the first one at fault gets the focus. */
export const REPAIR_FORM_FIELDS = [
  'customerName',
  'customerPhone',
  'language',
  'brand',
  'model',
  'serial',
  'fault',
  'accessories',
  'estimate',
  'deposit',
  'depositMethod',
  'promisedDate',
  'photos',
] as const satisfies readonly (keyof RepairCreateInput)[];
export type RepairFormField = (typeof REPAIR_FORM_FIELDS)[number];

/** A field's problem: a RepairError code (texts: `repairs.errors.*` of admin.json), 'tooLong' with its maximum. */
export type RepairFieldError = { code: Exclude<RepairError, 'tooLong'> | 'invalid' } | { code: 'tooLong'; max: number };
export type RepairFieldErrors = Partial<Record<RepairFormField, RepairFieldError>>;

/** A photo already stored (its address) or a file chosen in this visit, not yet uploaded. */
export type PhotoChoice = { kind: 'existing'; url: string } | { kind: 'new'; file: File; key: string };

export function emptyRepairValues(language: Language): RepairFormValues {
  return {
    customerName: '',
    customerPhone: '',
    language,
    brand: '',
    model: '',
    serial: '',
    fault: '',
    accessories: '',
    estimate: '',
    deposit: '',
    depositMethod: 'cash',
    promisedDate: '',
  };
}

export function valuesFromJob(job: RepairJob): RepairFormValues {
  return {
    customerName: job.customerName,
    customerPhone: formatPhone(job.customerPhone),
    language: job.language,
    brand: job.machine.brand,
    model: job.machine.model,
    serial: job.machine.serial,
    fault: job.fault,
    accessories: job.accessories,
    estimate: senToText(job.estimate),
    // Paid money is the payments' (the job's page): an edit sends no deposit.
    deposit: '',
    depositMethod: 'cash',
    promisedDate: job.promisedDate ?? '',
  };
}

export function photosFromJob(job: RepairJob): PhotoChoice[] {
  return job.photos.slice(0, MAX_REPAIR_PHOTOS).map((url) => ({ kind: 'existing', url }));
}

/**
 * The phone as the owner will read it back once they leave the field: a number the schema takes, grouped as
 * Malaysians write it (a foreign one in E.164); anything else exactly as typed, for them to correct.
 */
export function phoneShownBack(typed: string): string {
  const parsed = RepairPhoneSchema.safeParse(typed);
  return parsed.success ? formatPhone(parsed.data) : typed;
}

export type RepairFormMode = 'add' | 'edit';

/** The form's values in the shape of the shared schema of its mode, with the given photo addresses. */
export function toRepairInput(
  values: RepairFormValues,
  photos: readonly string[],
  mode: RepairFormMode,
): RepairCreateInput | RepairInput {
  const { deposit, depositMethod, ...details } = values;
  return mode === 'add'
    ? { ...details, deposit, depositMethod: depositMethod as PaymentMethod, photos: [...photos] }
    : { ...details, photos: [...photos] };
}

/**
 * Stands in for a chosen file while the form is checked, before anything is uploaded: an address of the form the
 * schema takes for an upload, which names no file.
 */
const PENDING_UPLOAD = `/uploads/${repairPhotoKey('pending', 0, 'upload.png')}`;

export type RepairFormCheck = { ok: true } | { ok: false; errors: RepairFieldErrors; first: RepairFormField };

/** Checks the form with its mode's schema before any upload. */
export function checkRepairForm(
  values: RepairFormValues,
  photos: readonly PhotoChoice[],
  mode: RepairFormMode,
): RepairFormCheck {
  const input = toRepairInput(
    values,
    photos.map((choice) => (choice.kind === 'existing' ? choice.url : PENDING_UPLOAD)),
    mode,
  );
  const schema = mode === 'add' ? RepairCreateInputSchema : RepairInputSchema;
  const errors = fieldErrors(schema, input, REPAIR_FORM_FIELDS, toFieldError);
  const first = REPAIR_FORM_FIELDS.find((field) => errors[field]);
  return first ? { ok: false, errors, first } : { ok: true };
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
const MAX_LENGTHS: Partial<Record<RepairFormField, number>> = {
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
    const limit = max ?? MAX_LENGTHS[field as RepairFormField] ?? (field === 'note' ? REPAIR_LIMITS.note : undefined);
    return limit === undefined ? { code: 'invalid' } : { code: 'tooLong', max: limit };
  }
  const known = (REPAIR_ERROR_CODES as readonly string[]).includes(code);
  return { code: known ? (code as (typeof REPAIR_ERROR_CODES)[number]) : 'invalid' };
}

function toFieldError(field: string, issue: z.core.$ZodIssue): RepairFieldError {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return repairFieldError(field, 'tooLong', Number(issue.maximum));
  return repairFieldError(field, issue.message);
}

/** The server's per-field codes (`BackendError.fields`, keyed by path such as 'photos.2'), for the form's fields. */
export function repairErrorsFromServer(fields: Readonly<Record<string, string>>): RepairFieldErrors {
  const errors: RepairFieldErrors = {};
  for (const [path, code] of Object.entries(fields)) {
    const field = path.split('.')[0] as RepairFormField;
    if (!(REPAIR_FORM_FIELDS as readonly string[]).includes(field) || errors[field]) continue;
    errors[field] = repairFieldError(field, code);
  }
  return errors;
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

let nextKey = 1;

/**
 * Adds chosen files to the photos, never past MAX_REPAIR_PHOTOS in all: `kept` says how many of `chosen` found room.
 */
export function addPhotoFiles(
  current: readonly PhotoChoice[],
  files: readonly File[],
): { photos: PhotoChoice[]; kept: number; chosen: number } {
  const room = Math.max(0, MAX_REPAIR_PHOTOS - current.length);
  const added = files.slice(0, room).map((file): PhotoChoice => ({ kind: 'new', file, key: `photo-${nextKey++}` }));
  return { photos: [...current, ...added], kept: added.length, chosen: files.length };
}
