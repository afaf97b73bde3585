import { formatPrice } from '../../src/domain/format';
import { createProduct, expect, openLive, test, uniqueName } from './fixtures';

/** Pages arrive as HTML with their content, readable before (and without) any JavaScript. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, its price and its description', async ({ adminPage: page }) => {
    const product = await createProduct(page.request, {
      name: uniqueName('Rendered welder'),
      price: 1499.5,
      description: 'First line of the description.\nSecond line.',
      shopeeUrl: 'https://shopee.com.my/rendered',
    });
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(formatPrice(1499.5))).toBeVisible();
    await expect(page.getByText('Second line.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Shopee/ })).toHaveAttribute('href', 'https://shopee.com.my/rendered');
  });

  test('the catalogue shows the chosen shelf and its products', async ({ adminPage: page }) => {
    const product = await createProduct(page.request, {
      name: uniqueName('Rendered generator'),
      category: 'Generator',
    });
    await page.goto('/products?category=Generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Generator' })).toBeVisible();
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  });

  test('?lang=ms gives the page in Malay', async ({ page }) => {
    await page.goto('/about?lang=ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('link', { name: 'Hubungi Kami' }).first()).toBeVisible();
  });
});

test('a product page carries its canonical address, language alternates, social card and product data', async ({
  adminPage: page,
}) => {
  const product = await createProduct(page.request, { name: uniqueName('Card welder'), price: 899 });
  await page.goto(`/products/${product.id}`);
  const head = page.locator('head');
  const address = `https://www.example.test/products/${product.id}`;
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', address);
  await expect(head.locator('link[hreflang="ms"]')).toHaveAttribute('href', `${address}?lang=ms`);
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', address);
  // A shared link shows the product's 1200×630 share picture, made when its photo was uploaded.
  const share = product.image.replace(/(\?|$)/, '.share.jpg$1');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `https://www.example.test${share}`,
  );
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  const picture = await page.request.get(share);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  await expect(head.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', '899.00');
  const data = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: { price: '899.00', priceCurrency: 'MYR' },
  });
});

test('home and contact describe the business for search engines', async ({ page }) => {
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ foundingDate: '2018', address: { addressLocality: 'Ipoh', addressRegion: 'Perak' } });
    expect(data.sameAs).toHaveLength(4);
  }
});

test('the browser takes over a rendered catalogue without asking for its data again', async ({ page }) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products')) dataRequests.push(request.url());
  });
  await openLive(page, '/products?category=Welding+Machines');
  // A shelf is a page load: the server renders it with its products, and the browser asks for none.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Power Tools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Power Tools' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(dataRequests).toEqual([]);
});
