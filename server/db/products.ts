import { nowIso } from './clock';
import type { Page, Product, ProductInput } from '@/domain';
import type { Db } from './database';
import { keysetPage } from './cursor';
import { newId } from './ids';

type ProductRow = {
  id: string;
  name: string;
  sku: string;
  price: number;
  weight: number | null;
  category: string;
  sub_category: string;
  description: string;
  shopee_url: string;
  tiktok_url: string;
  image: string;
  additional_images: string;
  created_at: string;
  updated_at: string;
};

export type ProductFilter = {
  category?: string | undefined;
  subCategory?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: row.price,
    weight: row.weight,
    category: row.category,
    subCategory: row.sub_category,
    description: row.description,
    shopeeUrl: row.shopee_url,
    tiktokUrl: row.tiktok_url,
    image: row.image,
    additionalImages: JSON.parse(row.additional_images) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createProductRepository(db: Db) {
  const byId = db.prepare<[string], ProductRow>('SELECT * FROM products WHERE id = ?');
  const insert = db.prepare(`
    INSERT INTO products (id, name, sku, price, weight, category, sub_category, description,
      shopee_url, tiktok_url, image, additional_images, created_at, updated_at)
    VALUES (@id, @name, @sku, @price, @weight, @category, @subCategory, @description,
      @shopeeUrl, @tiktokUrl, @image, @additionalImages, @createdAt, @updatedAt)`);
  const updateRow = db.prepare(`
    UPDATE products SET name = @name, sku = @sku, price = @price, weight = @weight, category = @category,
      sub_category = @subCategory, description = @description, shopee_url = @shopeeUrl,
      tiktok_url = @tiktokUrl, image = @image, additional_images = @additionalImages, updated_at = @updatedAt
    WHERE id = @id`);
  const deleteRow = db.prepare<[string]>('DELETE FROM products WHERE id = ?');
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM products');

  function params(input: ProductInput) {
    return { ...input, additionalImages: JSON.stringify(input.additionalImages) };
  }

  return {
    list(filter: ProductFilter): Page<Product> {
      // A sub-category narrows only within a category (spec §4).
      const equals = {
        category: filter.category,
        sub_category: filter.category ? filter.subCategory : undefined,
      };
      return keysetPage(db, 'products', equals, filter, toProduct);
    },
    get(id: string): Product | null {
      const row = byId.get(id);
      return row ? toProduct(row) : null;
    },
    create(input: ProductInput, now = nowIso(), id = newId()): Product {
      insert.run({ ...params(input), id, createdAt: now, updatedAt: now });
      return this.get(id)!;
    },
    update(id: string, input: ProductInput, now = nowIso()): Product | null {
      const result = updateRow.run({ ...params(input), id, updatedAt: now });
      return result.changes === 0 ? null : this.get(id);
    },
    remove(id: string): boolean {
      return deleteRow.run(id).changes > 0;
    },
    count(): number {
      return countRows.get()!.n;
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
