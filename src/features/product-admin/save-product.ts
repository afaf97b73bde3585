import type { Backend } from '@/data';
import { ProductInputSchema, type Product } from '@/domain';
import { planUploads, toDraft, type ProductFormValues, type ProductImages } from './product-form-model';

export type SaveTarget = { mode: 'add' } | { mode: 'edit'; id: string };

/**
 * Uploads the newly chosen images first, then creates or updates the product with their URLs,
 * so that a failed upload leaves no half-written product behind.
 * Images are stored under the product id when editing, or under a timestamp when adding (spec §7).
 */
export async function saveProduct(
  backend: Backend,
  target: SaveTarget,
  values: ProductFormValues,
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

  const input = ProductInputSchema.parse(toDraft(values, { image, additionalImages }));
  return target.mode === 'edit' ? backend.products.update(target.id, input) : backend.products.create(input);
}
