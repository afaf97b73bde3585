import type { Backend } from '@/data';
import { ProductInputSchema, imageObjectKey, safeFileName, type Product, type ProductInput } from '@/domain';

/** An image already stored (its URL) or a file chosen in this visit, not yet uploaded. */
export type ImageChoice = { kind: 'existing'; url: string } | { kind: 'new'; file: File; key: string };
/**
 * The form's images. `stored` lists every image URL of the product as it is stored (none when adding):
 * those objects stay in use until the save succeeds, so no upload may overwrite them.
 */
export type ProductImages = { intro: ImageChoice | null; additional: ImageChoice[]; stored?: readonly string[] };

let nextKey = 1;
/** A chosen file, keyed for the list that shows it. */
export function newChoice(file: File): ImageChoice {
  return { kind: 'new', file, key: `new-${nextKey++}` };
}

/** A file the admin chose: an empty file input gives a file without a name or a byte. */
const isChosenFile = (entry: FormDataEntryValue | null): entry is File => entry instanceof File && entry.name !== '';

/** The form's image entries (`image`, `additionalImages`): a stored image's URL, or a chosen file. */
export function imagesOf(formData: FormData, stored: readonly string[] = []): ProductImages {
  const choice = (entry: FormDataEntryValue): ImageChoice | null =>
    isChosenFile(entry)
      ? newChoice(entry)
      : typeof entry === 'string' && entry !== ''
        ? { kind: 'existing', url: entry }
        : null;
  const intro = formData.get('image');
  return {
    intro: intro === null ? null : choice(intro),
    additional: formData.getAll('additionalImages').flatMap((entry) => choice(entry) ?? []),
    stored,
  };
}

/**
 * Stands in for a chosen file while the form is checked, before anything is uploaded: an address in the form the
 * schema takes for an upload, which names no file.
 */
const PENDING_UPLOAD = `/uploads/${imageObjectKey('pending', 'intro', 'upload.png')}`;

/** The form's data as the schema checks it before any upload: each chosen file is a pending upload. */
export function withPendingUploads(formData: FormData): FormData {
  const checked = new FormData();
  for (const [name, entry] of formData) checked.append(name, isChosenFile(entry) ? PENDING_UPLOAD : entry);
  return checked;
}

export type SaveTarget = { mode: 'add' } | { mode: 'edit'; id: string };

/**
 * Uploads the newly chosen images first, then creates or updates the product with their URLs,
 * so that a failed upload leaves no half-written product behind.
 * Images are stored under the product id when editing, or under a timestamp when adding (spec §7).
 * `input` is the form's checked input, its chosen files pending uploads (withPendingUploads).
 */
export async function saveProduct(
  backend: Backend,
  target: SaveTarget,
  input: ProductInput,
  images: ProductImages,
  now: () => number = Date.now,
): Promise<Product> {
  if (!images.intro) throw new Error('Introduction image is required');
  const owner = target.mode === 'edit' ? target.id : String(now());
  const plan = planUploads(images, owner);

  const [introUrl, additionalUrls] = await Promise.all([
    plan.intro ? backend.images.upload(plan.intro, owner, 'intro') : Promise.resolve(null),
    Promise.all(plan.additional.map(({ file, slot }) => backend.images.upload(file, owner, slot))),
  ]);

  const uploadedAt = new Map(plan.additional.map(({ position }, index) => [position, additionalUrls[index]!]));
  const image = introUrl ?? (images.intro.kind === 'existing' ? images.intro.url : '');
  const additionalImages = images.additional.map((choice, position) =>
    choice.kind === 'existing' ? choice.url : uploadedAt.get(position)!,
  );

  const saved = ProductInputSchema.parse({ ...input, image, additionalImages });
  return target.mode === 'edit' ? backend.products.update(target.id, saved) : backend.products.create(saved);
}

/**
 * The object key (`products/…`) an image URL points to, in the URL shape of either backend: the
 * embedded server's `/uploads/products/{key}` and a Cloud Storage download URL, whose path is
 * encoded into one segment (`…/v0/b/{bucket}/o/products%2F{owner}_{slot}_{name}?alt=media&token=…`).
 * Null for any other URL.
 */
export function imageKeyOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://embedded.invalid').pathname;
  } catch {
    return null;
  }
  const stored = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(path);
  const encoded = stored ? stored[1]! : path.startsWith('/uploads/') ? path.slice('/uploads/'.length) : null;
  if (encoded === null) return null;
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return key.startsWith('products/') ? key : null;
}

const SLOT_KEY = /^products\/([A-Za-z0-9]{1,40})_(intro|\d{1,2})_/;

/** Image slots already taken by the stored images of `owner`, read from their object keys. */
export function takenSlots(urls: readonly string[], owner: string): Set<number> {
  const taken = new Set<number>();
  for (const url of urls) {
    const match = SLOT_KEY.exec(imageKeyOf(url) ?? '');
    if (match && match[1] === owner && match[2] !== 'intro') taken.add(Number(match[2]));
  }
  return taken;
}

export type UploadPlan = {
  intro: File | null;
  additional: { position: number; file: File; slot: number }[];
};

/**
 * Which files to upload and under which slot, so that no upload targets the object key of an image
 * the product still uses: the images kept in the form and, until the save succeeds, every image the
 * stored product references (`images.stored`), including those removed in this visit.
 *
 * New additional images take the lowest free index, skipping those still used by kept images; when
 * adding, that is simply 0..4 (spec §7). A slot whose key (owner, index and file name) is already
 * referenced is skipped too. A new introduction image with the file name of one in use is uploaded
 * under a numbered name ('front-2.png'), since its slot is always 'intro'.
 */
export function planUploads(images: ProductImages, owner: string): UploadPlan {
  const existing = [images.intro, ...images.additional].flatMap((choice) =>
    choice?.kind === 'existing' ? [choice.url] : [],
  );
  const referenced = new Set(
    [...existing, ...(images.stored ?? [])].flatMap((url) => {
      const key = imageKeyOf(url);
      return key ? [key] : [];
    }),
  );
  const kept = images.additional.flatMap((choice) => (choice.kind === 'existing' ? [choice.url] : []));
  const taken = takenSlots(kept, owner);
  const additional: UploadPlan['additional'] = [];
  let slot = 0;
  images.additional.forEach((choice, position) => {
    if (choice.kind !== 'new') return;
    while (taken.has(slot) || referenced.has(imageObjectKey(owner, slot, choice.file.name))) slot++;
    additional.push({ position, file: choice.file, slot });
    taken.add(slot);
    referenced.add(imageObjectKey(owner, slot, choice.file.name));
  });
  const intro = images.intro?.kind === 'new' ? unusedIntroFile(images.intro.file, owner, referenced) : null;
  return { intro, additional };
}

/** The file itself, or the same bytes under a numbered name when its 'intro' key is in use. */
function unusedIntroFile(file: File, owner: string, referenced: ReadonlySet<string>): File {
  if (!referenced.has(imageObjectKey(owner, 'intro', file.name))) return file;
  const name = safeFileName(file.name);
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem.slice(0, 70)}-${n}${extension}`;
    if (!referenced.has(imageObjectKey(owner, 'intro', candidate))) {
      return new File([file], candidate, { type: file.type, lastModified: file.lastModified });
    }
  }
}
