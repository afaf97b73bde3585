import type { Page } from '@playwright/test';
import { inLanguage, openWith, texts } from './site-screens';
import { makeProductInput } from '../factories';
import { createProduct, expect, openLive, test, uniqueName, uploadImage, watchPolicyViolations } from './fixtures';

declare global {
  interface Window {
    /** Set only if a planted payload ever runs. */
    __xss?: number;
  }
}

// Every screen in both languages breaks no rule of the policy: site-audit.spec.ts.

test.describe('the content security policy', () => {
  test('pages are sent with a strict policy and the other protective headers', async ({ api }) => {
    const product = await createProduct(api, { name: uniqueName('Header check') });
    for (const path of ['/', `/products/${product.id}`, '/products?lang=ms', '/admin', '/admin-portal']) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const policy = parsePolicy(headers['content-security-policy'] ?? '');
      expect(policy.get('frame-ancestors'), `${path}: frame-ancestors`).toEqual(["'none'"]);
      const scriptSources = policy.get('script-src') ?? policy.get('default-src');
      expect(scriptSources, `${path}: script-src`).toBeDefined();
      expect(scriptSources, `${path}: script-src`).not.toContain("'unsafe-inline'");
      expect(scriptSources, `${path}: script-src`).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src'), `${path}: object-src`).toEqual(["'none'"]);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
    }
  });
});

/** A Content-Security-Policy header as directive → sources. */
function parsePolicy(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

test.describe('a product whose texts carry markup and script', () => {
  const PAYLOADS = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '"><svg onload=window.__xss=3>',
  ] as const;

  /** Names and descriptions are shown as the admin typed them, never read as HTML. */
  function plantedProduct() {
    const marker = uniqueName('Planted');
    return {
      marker,
      name: `${marker} ${PAYLOADS.join(' ')}`,
      // A SKU holds at most 64 characters: two of the payloads fit, and three characters of its own, as SKUs are
      // the shop's own (two tests of one worker's server would be refused the same one).
      sku: `${PAYLOADS[1]}${PAYLOADS[2]}${(Date.now() % 46_656).toString(36).padStart(3, '0')}`,
      description: `First line ${PAYLOADS[0]}\nSecond line ${PAYLOADS[1]}\nThird line ${PAYLOADS[2]}`,
    };
  }

  /** Nothing ran, and no element was made from the payloads. */
  async function expectNothingInjected(page: Page): Promise<void> {
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    const made = await page.evaluate(() => ({
      scripts: [...document.scripts].filter(
        (script) => script.textContent?.includes('window.__xss=2') && !script.type.includes('json'),
      ).length,
      images: document.querySelectorAll('img[src="x"]').length,
      svgs: document.querySelectorAll('svg[onload]').length,
      handlers: [...document.querySelectorAll('*')].filter((element) =>
        [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
      ).length,
    }));
    expect(made).toEqual({ scripts: 0, images: 0, svgs: 0, handlers: 0 });
  }

  test('shows the texts literally on the catalogue and the product page, served and after following the catalogue link', async ({
    page,
    api,
  }) => {
    const planted = plantedProduct();
    const product = await createProduct(api, {
      name: planted.name,
      sku: planted.sku,
      description: planted.description,
      category: 'Others',
      additionalImages: [await uploadImage(api, '#0f766e')],
    });
    expect(product.name).toBe(planted.name);
    const violations = await watchPolicyViolations(page);

    // The server's HTML carries the texts escaped, whatever the browser does with them afterwards.
    const html = await (await page.request.get(`/products/${product.id}`)).text();
    for (const payload of PAYLOADS) expect(html).not.toContain(payload);
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');

    // Rendered on the server, then hydrated (the overlay opens only once the page is live).
    await page.goto(`/products/${product.id}`);
    await expectProductPage(page, planted);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await openWith(
      page.getByRole('link', { name: texts('en').site.product.enlarge.replace('{{name}}', planted.name) }),
      page.getByRole('dialog'),
    );
    await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute(
      'alt',
      new RegExp(`^${escape(planted.name)}`),
    );
    await page.keyboard.press('Escape');
    await expectNothingInjected(page);

    // The catalogue, and from there to the product page: a page load, rendered by the server again.
    await openLive(page, inLanguage('/products?category=Others', 'en'));
    const card = page.getByRole('article').filter({ hasText: planted.marker });
    await expect(card.getByRole('heading')).toHaveText(planted.name);
    await expect(card.getByRole('img', { name: planted.name })).toBeVisible();
    await expectNothingInjected(page);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expectProductPage(page, planted);
    await expectNothingInjected(page);
    expect(await violations()).toEqual([]);
  });

  test('shows the texts literally in the admin portal and the edit form', async ({ adminPage: page, api }) => {
    const planted = plantedProduct();
    const product = await createProduct(api, {
      name: planted.name,
      sku: planted.sku,
      description: planted.description,
    });
    const violations = await watchPolicyViolations(page);

    await page.goto('/admin-portal');
    const row = page.getByRole('row').filter({ hasText: planted.marker });
    await expect(row.getByRole('rowheader')).toHaveText(planted.name);
    // The name (with its thumbnail) is the row's header; the SKU is the first cell after it.
    await expect(row.getByRole('cell').first()).toHaveText(planted.sku);
    await expectNothingInjected(page);

    await page.goto(`/admin-portal/edit/${product.id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(planted.name);
    await expect(page.getByLabel('SKU')).toHaveValue(planted.sku);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(planted.description);
    await expectNothingInjected(page);
    expect(await violations()).toEqual([]);
  });

  async function expectProductPage(page: Page, planted: ReturnType<typeof plantedProduct>): Promise<void> {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(planted.name);
    await expect(page.getByText(`SKU: ${planted.sku}`)).toBeVisible();
    for (const line of planted.description.split('\n')) {
      await expect(page.getByRole('article').getByText(line)).toBeVisible();
    }
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('a marketplace link that is script', () => {
  test('is refused by the API', async ({ api }) => {
    for (const field of ['shopeeUrl', 'tiktokUrl'] as const) {
      const response = await api.post('/api/products', {
        data: makeProductInput({
          name: uniqueName('Script link'),
          image: await uploadImage(api),
          [field]: 'javascript:alert(1)',
        }),
      });
      expect(response.status(), field).toBe(400);
      // The server names the field and the reason as a code; the screens word it (errors as codes).
      expect(((await response.json()) as { fields?: Record<string, string> }).fields?.[field]).toBe('marketplaceUrl');
    }
  });

  test('is refused by the admin form, which says why and saves nothing', async ({ adminPage: page, api }) => {
    const name = uniqueName('Script link product');
    await page.goto('/admin-portal/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('SKU').fill(uniqueName('JS-2'));
    await page.getByLabel('Price (RM)').fill('10');
    await page.getByLabel('Weight (kg)').fill('1');
    await page.getByLabel('Category', { exact: true }).selectOption('Others');
    await page.getByLabel('Description', { exact: true }).fill('A link that would run script.');
    await page.getByLabel('Shopee link (optional)').fill('javascript:alert(1)');
    await page.getByLabel('Introduction image').setInputFiles({
      name: 'intro.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'Save' }).click();

    const shopee = page.getByLabel('Shopee link (optional)');
    await expect(shopee).toHaveAttribute('aria-invalid', 'true');
    await expect(shopee).toHaveAccessibleDescription(/Enter a link that starts with http:\/\/ or https:\/\//);
    await expect(shopee).toBeFocused();
    await expect(page).toHaveURL(/\/admin-portal\/add$/);

    const listed = (await (await api.get('/api/products?limit=100')).json()) as { items: { name: string }[] };
    expect(listed.items.map((item) => item.name)).not.toContain(name);
  });
});
