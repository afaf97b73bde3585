import { emptyProductInput } from '../src/domain/product';
import { priceUpKey, productSearchTokens } from '../src/domain/search';

/**
 * One table of product values that the hosted mode accepts or refuses, run on both sides: by the adapter's
 * checks (src/data/firebase/stored-form.test.ts, the shared schema plus the hosted store's patterns) and by
 * the security rules (firebase/rules-cases.ts, on the local doubles and on the emulators). Each value is written as it stands, so an
 * accepted one must already be what the schema makes of it (trimmed, numbers as numbers).
 *
 * Both sides use this project id and its default bucket: the rules find the bucket from the admin token's
 * audience, which is the project id.
 */
export const CASE_PROJECT = 'demo-ipoh-welding-rules';
export const CASE_BUCKET = `${CASE_PROJECT}.appspot.com`;
/** Where the Storage emulator answers in the cases that use its URLs. */
export const CASE_EMULATOR = { host: '127.0.0.1', port: 9199 } as const;

const TOKEN = '7c1e9a52-3f4b-4d8e-9a61-0b2c3d4e5f60';

/** A download URL exactly as getDownloadURL makes it: the object path encoded into one segment. */
export function downloadUrl(
  key: string,
  { bucket = CASE_BUCKET, host = 'https://firebasestorage.googleapis.com' } = {},
): string {
  return `${host}/v0/b/${bucket}/o/${encodeURIComponent(key)}?alt=media&token=${TOKEN}`;
}

/**
 * A product as the adapter writes it (without the two times), every field well formed: a field named nowhere here
 * holds its row's empty value (emptyProductInput), as the admin's form sends it left empty.
 */
export function storedProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...emptyProductInput(),
    name: 'MIG 200',
    nameMs: 'Mesin kimpal MIG 200',
    sku: 'MIG-200',
    price: 1299,
    weight: 18.5,
    category: 'Welding Machines',
    subCategory: 'MIG',
    description: 'A welder',
    descriptionMs: '',
    shopeeUrl: 'https://shopee.com.my/mig200',
    tiktokUrl: '',
    image: downloadUrl('products/1732000000000_intro_front.jpg'),
    additionalImages: [],
    status: 'active',
    ...overrides,
  };
}

/**
 * A product document as the adapter writes it: the product's values, the words it is found by, its key for the
 * lowest price first, whether visitors see it and its SKU as SKUs compare, worked out from them as the adapter does
 * (records.ts, productFields).
 */
export function storedDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const product = storedProduct(overrides);
  const textOf = (field: string) => (typeof product[field] === 'string' ? (product[field] as string) : '');
  const price = typeof product.price === 'number' ? product.price : 0;
  return {
    ...product,
    searchTokens: productSearchTokens({
      name: textOf('name'),
      nameMs: textOf('nameMs'),
      sku: textOf('sku'),
      category: textOf('category'),
      subCategory: textOf('subCategory'),
      description: textOf('description'),
      descriptionMs: textOf('descriptionMs'),
    }),
    priceUp: priceUpKey(price),
    listed: product.status !== 'draft',
    skuKey: textOf('sku').trim().toUpperCase(),
  };
}

export type ProductCase = { label: string; change: Record<string, unknown> };

export const image = (n: number) => downloadUrl(`products/Xk3pQ9aBc_${n}_side-${n}.png`);
const link = (length: number) => `https://shopee.com.my/${'a'.repeat(length - 'https://shopee.com.my/'.length)}`;

export const ACCEPTED: readonly ProductCase[] = [
  { label: 'a name of 200 characters', change: { name: 'N'.repeat(200) } },
  { label: 'a SKU of 64 characters', change: { sku: 'S'.repeat(64) } },
  { label: 'a description of 10,000 characters', change: { description: 'D'.repeat(10_000) } },
  { label: 'a Malay name of 200 characters', change: { nameMs: 'N'.repeat(200) } },
  { label: 'a Malay description of 10,000 characters', change: { descriptionMs: 'D'.repeat(10_000) } },
  { label: 'no Malay name or description', change: { nameMs: '', descriptionMs: '' } },
  { label: 'a draft', change: { status: 'draft' } },
  { label: 'a product sold out', change: { status: 'soldOut' } },
  { label: 'a price and a weight of 0', change: { price: 0, weight: 0 } },
  { label: 'a price of 1,000,000,000', change: { price: 1_000_000_000 } },
  { label: 'a price with cents', change: { price: 1299.9 } },
  {
    label: 'a category without sub-categories and no sub-category',
    change: { category: 'Generator', subCategory: '' },
  },
  { label: 'a sub-category of its category', change: { category: 'Home Improvements', subCategory: 'Karcher' } },
  { label: 'a link typed with an upper-case scheme', change: { shopeeUrl: 'HTTPS://shopee.com.my/mig200' } },
  { label: 'an http link', change: { tiktokUrl: 'http://www.tiktok.com/@shop/video/1' } },
  { label: 'no marketplace link at all', change: { shopeeUrl: '', tiktokUrl: '' } },
  { label: 'a link of 2,000 characters', change: { shopeeUrl: link(2000) } },
  // As many as the product page shows beside the introduction image (MAX_SHOWN_ADDITIONAL_IMAGES); a 5th is refused
  // on a new product, and kept by one saved with it before (the rules' addsNoUnshownImage, cases in
  // firebase/rules-cases.ts).
  { label: 'four additional images', change: { additionalImages: [0, 1, 2, 3].map(image) } },
  { label: 'additional images in slots up to 99', change: { additionalImages: [image(99)] } },
  {
    label: 'images marked as having resized copies',
    change: { image: `${downloadUrl('products/1_intro_a.jpg')}#variants`, additionalImages: [`${image(0)}#variants`] },
  },
  {
    label: 'an image from the Storage emulator in a demo- project',
    change: {
      image: downloadUrl('products/1_intro_a.png', { host: `http://${CASE_EMULATOR.host}:${CASE_EMULATOR.port}` }),
    },
  },
];

export const REFUSED: readonly ProductCase[] = [
  { label: 'an empty name', change: { name: '' } },
  { label: 'a name of 201 characters', change: { name: 'N'.repeat(201) } },
  { label: 'an empty SKU', change: { sku: '' } },
  { label: 'a SKU of 65 characters', change: { sku: 'S'.repeat(65) } },
  { label: 'an empty description', change: { description: '' } },
  { label: 'a description of 10,001 characters', change: { description: 'D'.repeat(10_001) } },
  { label: 'a Malay name of 201 characters', change: { nameMs: 'N'.repeat(201) } },
  { label: 'a Malay description of 10,001 characters', change: { descriptionMs: 'D'.repeat(10_001) } },
  { label: 'a status outside the three', change: { status: 'hidden' } },
  { label: 'a negative price', change: { price: -1 } },
  { label: 'a price over 1,000,000,000', change: { price: 1_000_000_001 } },
  { label: 'a negative weight', change: { weight: -0.1 } },
  { label: 'a category outside the eight', change: { category: 'Bicycles', subCategory: '' } },
  { label: 'a sub-category of another category', change: { subCategory: 'Karcher' } },
  { label: 'a sub-category where the category has none', change: { category: 'Generator', subCategory: 'MIG' } },
  { label: 'a javascript: marketplace link', change: { shopeeUrl: 'javascript:alert(1)' } },
  { label: 'a javascript: TikTok link', change: { tiktokUrl: 'javascript:alert(1)' } },
  { label: 'a link without a scheme', change: { shopeeUrl: 'shopee.com.my/mig200' } },
  { label: 'an ftp link', change: { tiktokUrl: 'ftp://example.com/a' } },
  { label: 'a scheme and nothing else', change: { shopeeUrl: 'https://' } },
  { label: 'a link of 2,001 characters', change: { shopeeUrl: link(2001) } },
  { label: 'no introduction image', change: { image: '' } },
  { label: 'a javascript: image', change: { image: 'javascript:alert(1)' } },
  { label: 'an embedded upload path as the image', change: { image: '/uploads/products/1_intro_a.png' } },
  { label: 'an image on another host', change: { image: 'https://example.com/products/1_intro_a.png' } },
  {
    label: 'an image typed with an upper-case scheme',
    change: { image: downloadUrl('products/1_intro_a.png').replace('https', 'HTTPS') },
  },
  {
    label: "an image in another project's bucket",
    change: { image: downloadUrl('products/1_intro_a.png', { bucket: 'someone-else.appspot.com' }) },
  },
  { label: 'an image outside products/', change: { image: downloadUrl('other/1_intro_a.png') } },
  { label: 'an image with another fragment', change: { image: `${downloadUrl('products/1_intro_a.png')}#x` } },
  { label: 'an image whose key is not a spec key', change: { image: downloadUrl('products/a b.png') } },
  {
    label: 'an image on the public storage host',
    change: { image: `https://storage.googleapis.com/${CASE_BUCKET}/products/1_intro_a.png` },
  },
  { label: 'six additional images', change: { additionalImages: [0, 1, 2, 3, 4, 5].map(image) } },
  { label: 'a javascript: additional image', change: { additionalImages: [image(0), 'javascript:alert(1)'] } },
  { label: 'an additional image on another host', change: { additionalImages: ['https://example.com/a.png'] } },
];
