import { test, expect, createProduct, imageFile, readProduct, uniqueName } from './fixtures';

test.describe('adding a product', () => {
  test('an admin can add a product with an introduction image and four additional images, the five photos its page shows', async ({
    adminPage: page,
  }) => {
    const name = uniqueName('MIG welder');
    await page.goto('/admin-portal');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/admin-portal\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(name);
    const sku = uniqueName('MIG-250');
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Price (RM)').fill('1299.5');
    await page.getByLabel('Weight (kg)').fill('12.5');
    await page.getByLabel('Category', { exact: true }).selectOption('Welding Machines');
    await page.getByLabel('Sub-category (optional)').selectOption('MIG');
    await page.getByLabel('Description', { exact: true }).fill('Line one\nLine two');
    await page.getByLabel('Shopee link (optional)').fill('https://shopee.example/mig250');
    await page.getByLabel('TikTok Shop link (optional)').fill('https://shop.tiktok.example/mig250');
    await page.getByLabel('Introduction image').setInputFiles(await imageFile('front view.png'));
    await page
      .getByLabel('Additional images (optional)')
      .setInputFiles(await Promise.all([1, 2, 3, 4].map((n) => imageFile(`side-${n}.jpg`, 'jpeg'))));

    await expect(page.getByRole('img', { name: 'New introduction image: front view.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Additional image \d$/ })).toHaveCount(4);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(page.getByRole('status').filter({ hasText: 'Product added successfully!' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(sku);
    await expect(row).toContainText('Welding Machines');
    await expect(row).toContainText('RM 1,299.50');

    const id = (await row.getByRole('cell').last().textContent())!.trim();
    const saved = await readProduct(page.request, id);
    expect(saved).toMatchObject({
      name,
      sku,
      price: 1299.5,
      weight: 12.5,
      category: 'Welding Machines',
      subCategory: 'MIG',
      description: 'Line one\nLine two',
      shopeeUrl: 'https://shopee.example/mig250',
      tiktokUrl: 'https://shop.tiktok.example/mig250',
    });
    // Stored under the spec's object keys: products/{timestamp}_intro_{name} and products/{timestamp}_{index}_{name}.
    expect(saved.image).toMatch(/^\/uploads\/products\/\d+_intro_front-view\.png\?v=/);
    expect(saved.additionalImages).toHaveLength(4);
    saved.additionalImages.forEach((url, index) => {
      expect(url).toMatch(new RegExp(`^/uploads/products/\\d+_${index}_side-${index + 1}\\.jpg\\?v=`));
    });
    for (const url of [saved.image, ...saved.additionalImages]) {
      const response = await page.request.get(url);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('a product added in the admin shows on its public page', async ({ adminPage: page }) => {
    const name = uniqueName('Angle grinder');
    await page.goto('/admin-portal/add');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('SKU').fill(uniqueName('AG-100'));
    await page.getByLabel('Price (RM)').fill('149.9');
    await page.getByLabel('Weight (kg)').fill('2.1');
    await page.getByLabel('Category', { exact: true }).selectOption('Power Tools');
    await page.getByLabel('Description', { exact: true }).fill('Grinds.');
    await page.getByLabel('Introduction image').setInputFiles(await imageFile('grinder.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);

    const row = page.getByRole('row', { name: new RegExp(name) });
    const id = (await row.getByRole('cell').last().textContent())!.trim();
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('RM 149.90')).toBeVisible();
  });

  test('choosing six additional images keeps the first four: with the introduction image, the five its page shows', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin-portal/add');
    const input = page.getByLabel('Additional images (optional)');
    await input.setInputFiles(await Promise.all([1, 2, 3, 4, 5, 6].map((n) => imageFile(`photo-${n}.png`))));

    await expect(page.getByRole('img', { name: /^Additional image \d$/ })).toHaveCount(4);
    await expect(page.getByRole('status')).toHaveText(
      'Only the first 4 of the 6 images you chose were kept: the product page shows the introduction image and at most 4 additional images.',
    );
    // Full: nothing more can be added until one is removed.
    await expect(input).toBeDisabled();
    await page.getByRole('button', { name: 'Remove additional image 4' }).click();
    await expect(page.getByRole('img', { name: /^Additional image \d$/ })).toHaveCount(3);
    await expect(input).toBeEnabled();
    await input.setInputFiles([await imageFile('photo-7.png'), await imageFile('photo-8.png')]);
    await expect(page.getByRole('img', { name: /^Additional image \d$/ })).toHaveCount(4);
  });

  test('an empty form shows every required message and focuses the first field', async ({ adminPage: page }) => {
    await page.goto('/admin-portal/add');
    await page.getByRole('button', { name: 'Save' }).click();

    const expected: [string, string][] = [
      ['Name', 'Name is required'],
      ['SKU', 'SKU is required'],
      ['Price (RM)', 'Price is required'],
      ['Weight (kg)', 'Weight is required'],
      ['Category', 'Category is required'],
      ['Description', 'Description is required'],
      ['Introduction image', 'Introduction image is required'],
    ];
    for (const [label, message] of expected) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/admin-portal\/add$/);

    // Spaces are not a name.
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
  });

  test('marketplace links must start with http or https', async ({ adminPage: page }) => {
    await page.goto('/admin-portal/add');
    await page.getByLabel('Name', { exact: true }).fill(uniqueName('Links'));
    await page.getByLabel('SKU').fill(uniqueName('L-1'));
    await page.getByLabel('Price (RM)').fill('10');
    await page.getByLabel('Weight (kg)').fill('1');
    await page.getByLabel('Category', { exact: true }).selectOption('Others');
    await page.getByLabel('Description', { exact: true }).fill('Has links.');
    await page.getByLabel('Shopee link (optional)').fill('javascript:alert(1)');
    await page.getByLabel('Introduction image').setInputFiles(await imageFile('a.png'));
    await page.getByRole('button', { name: 'Save' }).click();

    const shopee = page.getByLabel('Shopee link (optional)');
    await expect(shopee).toHaveAccessibleDescription(/^Enter a link that starts with http:\/\/ or https:\/\//);
    await expect(shopee).toBeFocused();
    await expect(page).toHaveURL(/\/admin-portal\/add$/);
  });

  test('changing the category clears the sub-category', async ({ adminPage: page }) => {
    await page.goto('/admin-portal/add');
    const subCategory = page.getByLabel('Sub-category (optional)');
    await expect(subCategory).toHaveCount(0);

    await page.getByLabel('Category', { exact: true }).selectOption('Welding Machines');
    await subCategory.selectOption('TIG');
    await expect(subCategory).toHaveValue('TIG');

    await page.getByLabel('Category', { exact: true }).selectOption('Power Tools');
    await expect(subCategory).toHaveValue('');
    await expect(subCategory.getByRole('option')).toHaveText(['None', 'Amaxx', 'Dong Cheng', 'Other']);

    // A category without sub-categories offers none.
    await page.getByLabel('Category', { exact: true }).selectOption('Generator');
    await expect(subCategory).toHaveCount(0);
  });

  test.describe('when an upload is refused', () => {
    test.use({ expectedApiFailures: [415] });

    test('the admin is told why and keeps everything entered, and no product is written', async ({
      adminPage: page,
    }) => {
      const name = uniqueName('Refused');
      await page.goto('/admin-portal/add');
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('SKU').fill(uniqueName('R-1'));
      await page.getByLabel('Price (RM)').fill('5');
      await page.getByLabel('Weight (kg)').fill('0.5');
      await page.getByLabel('Category', { exact: true }).selectOption('Accessories');
      await page.getByLabel('Description', { exact: true }).fill('Not really an image.');
      await page
        .getByLabel('Introduction image')
        .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a picture') });
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page.getByRole('alert')).toHaveText(
        'Failed to add product: The file is not an image (JPEG, PNG, WebP, GIF or AVIF)',
      );
      await expect(page).toHaveURL(/\/admin-portal\/add$/);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
      await expect(page.getByLabel('Name', { exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

      const list = await page.request.get('/api/products?limit=100');
      const { items } = (await list.json()) as { items: { name: string }[] };
      expect(items.map((item) => item.name)).not.toContain(name);
    });
  });
});

test.describe('editing a product', () => {
  test('the form is pre-filled with every field, weight included, and saves the changes', async ({
    adminPage: page,
  }) => {
    const product = await createProduct(page.request, {
      shopeeUrl: 'https://shopee.example/p',
      tiktokUrl: 'https://shop.tiktok.example/p',
      description: 'First line\nSecond line',
    });
    await page.goto('/admin-portal');
    await page.getByRole('link', { name: `Edit ${product.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-portal/edit/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();

    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
    await expect(page.getByLabel('SKU')).toHaveValue(product.sku);
    await expect(page.getByLabel('Price (RM)')).toHaveValue('123.45');
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('4.2');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Power Tools');
    await expect(page.getByLabel('Sub-category (optional)')).toHaveValue('Amaxx');
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('First line\nSecond line');
    await expect(page.getByLabel('Shopee link (optional)')).toHaveValue('https://shopee.example/p');
    await expect(page.getByLabel('TikTok Shop link (optional)')).toHaveValue('https://shop.tiktok.example/p');
    await expect(page.getByRole('img', { name: 'Current introduction image' })).toBeVisible();

    const renamed = uniqueName('Renamed');
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByLabel('Weight (kg)').fill('7.3');
    await page.getByLabel('Additional images (optional)').setInputFiles(await imageFile('extra.png'));
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully!' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
    const saved = await readProduct(page.request, product.id);
    expect(saved).toMatchObject({ name: renamed, weight: 7.3, image: product.image, subCategory: 'Amaxx' });
    // Images of an existing product are stored under its id.
    expect(saved.additionalImages).toEqual([
      expect.stringMatching(new RegExp(`^/uploads/products/${product.id}_0_extra\\.png`)),
    ]);
  });

  test('while saving, every control is disabled and Save reads Saving...', async ({ adminPage: page }) => {
    const product = await createProduct(page.request);
    await page.goto(`/admin-portal/edit/${product.id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);

    // Hold the save on its way to the server, to look at the form meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/products/${product.id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Category', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Introduction image')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    release();
    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully!' })).toBeVisible();
  });

  test('Cancel returns to the portal without saving, once the admin says to leave the unsaved change', async ({
    adminPage: page,
  }) => {
    const product = await createProduct(page.request);
    await page.goto(`/admin-portal/edit/${product.id}`);
    await page.getByLabel('Name', { exact: true }).fill('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);
    expect((await readProduct(page.request, product.id)).name).toBe(product.name);
  });

  test.describe('of a product that does not exist', () => {
    test.use({ expectedApiFailures: [404] });

    test('says the product was not found and offers the way back', async ({ adminPage: page }) => {
      await page.goto('/admin-portal/edit/noSuchProduct0000');
      await expect(page.getByText('Product not found.')).toBeVisible();
      await page.getByRole('link', { name: 'Back to Admin Portal' }).click();
      await expect(page).toHaveURL(/\/admin-portal$/);
    });
  });
});

test.describe('the portal', () => {
  test('deleting a product asks first: Cancel keeps it, confirming removes it', async ({ adminPage: page }) => {
    const product = await createProduct(page.request);
    await page.goto('/admin-portal');
    const row = page.getByRole('row', { name: new RegExp(product.name) });
    const deleteButton = page.getByRole('button', { name: `Delete ${product.name}` });

    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(row).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Product deleted successfully!' })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
  });

  test.describe('when the product is gone before the admin deletes it', () => {
    test.use({ expectedApiFailures: [404] });

    test('the failure is reported with its reason', async ({ adminPage: page }) => {
      const product = await createProduct(page.request);
      await page.goto('/admin-portal');
      await expect(page.getByRole('row', { name: new RegExp(product.name) })).toBeVisible();
      expect((await page.request.delete(`/api/products/${product.id}`)).status()).toBe(204);

      await page.getByRole('button', { name: `Delete ${product.name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alert')).toHaveText('Failed to delete product: Product not found.');
      await expect(page.getByRole('row', { name: new RegExp(product.name) })).toHaveCount(0);
    });
  });

  test('Escape closes the delete question without deleting', async ({ adminPage: page }) => {
    const product = await createProduct(page.request);
    await page.goto('/admin-portal');
    await page.getByRole('button', { name: `Delete ${product.name}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    expect((await page.request.get(`/api/products/${product.id}`)).ok()).toBe(true);
  });

  test('the list says it is loading, shows a page of products, and loads more on request', async ({
    adminPage: page,
  }) => {
    // 25 products, one more than a page; the oldest of them is not on the first page.
    const intro = (await createProduct(page.request)).image;
    const batch = uniqueName('Batch');
    const names: string[] = [];
    for (let index = 0; index < 25; index++) {
      const name = `${batch} #${String(index).padStart(2, '0')}`;
      await createProduct(page.request, { name, image: intro, sku: index === 0 ? 'FIRST' : `B-${index}` });
      names.push(name);
    }

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/products?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin-portal');
    await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeVisible();
    release();

    await expect(page.getByRole('row', { name: new RegExp(names[24]!) })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(25); // the header and a page of 24
    await expect(page.getByRole('row', { name: new RegExp(names[0]!) })).toHaveCount(0);

    await page.getByRole('button', { name: 'Load more' }).click();
    const oldest = page.getByRole('row', { name: new RegExp(names[0]!) });
    await expect(oldest).toBeVisible();
    await expect(oldest).toContainText('FIRST');
    await expect(oldest).toContainText('Power Tools');
    await expect(oldest).toContainText('RM 123.45');
    await expect(oldest.getByRole('link', { name: `Edit ${names[0]}` })).toBeVisible();
  });

  test.describe('when the server cannot answer', () => {
    test.use({ expectedApiFailures: [503] });

    test('the portal says the products failed to load, and why', async ({ adminPage: page }) => {
      // An outage, simulated at the network edge: the server is not there to answer. Its English is not shown.
      await page.route('**/api/admin/products?*', (route) =>
        route.fulfill({ status: 503, json: { message: 'The server is down for maintenance' } }),
      );
      await page.goto('/admin-portal');
      await expect(page.getByRole('alert')).toHaveText(
        'Failed to load products: This service is not available right now. Please try again later.',
      );
    });
  });

  test('between a phone and a desktop the table scrolls sideways inside its box, not the page', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await createProduct(page.request);
    await page.goto('/admin-portal');
    const region = page.getByRole('region', { name: 'Products, newest first' });
    await expect(region).toBeVisible();
    const sizes = await region.evaluate((element) => ({
      box: element.clientWidth,
      content: element.scrollWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.content).toBeGreaterThan(sizes.box);
    expect(sizes.page).toBeLessThanOrEqual(700);
  });

  test('the list leads with the product name; the id comes last on a desktop and is left out below the medium width', async ({
    adminPage: page,
  }) => {
    const product = await createProduct(page.request, { name: uniqueName('Leading name') });
    await page.goto('/admin-portal');
    const table = page.getByRole('table', { name: 'Products, newest first' });
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'SKU', 'Category', 'Price', 'Actions', 'ID']);
    const row = table.getByRole('row', { name: new RegExp(product.name) });
    await expect(row.getByRole('rowheader')).toHaveText(product.name);
    await expect(row.getByRole('cell').last()).toHaveText(product.id);

    await page.setViewportSize({ width: 700, height: 800 });
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'SKU', 'Category', 'Price', 'Actions']);
    await expect(row.getByText(product.id)).toBeHidden();
    // The name is what shows first, inside the screen, without scrolling the table.
    const name = await row.getByRole('rowheader').boundingBox();
    expect(name!.x).toBeGreaterThanOrEqual(0);
    expect(name!.x + name!.width).toBeLessThanOrEqual(700);
  });

  test('the portal and the form speak Malay when Malay is the chosen language', async ({ adminPage: page }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
    await page.goto('/admin-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal Admin' })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah Produk' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Produk Baharu' })).toBeVisible();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Nama diperlukan')).toBeVisible();
    await expect(page.getByText('Imej pengenalan diperlukan')).toBeVisible();
  });

  test('in Malay, the admin names each category as the site does: Alatan Kuasa, Pemotong Plasma', async ({
    adminPage: page,
  }) => {
    const product = await createProduct(page.request, { name: uniqueName('Gerudi'), category: 'Power Tools' });
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
    await page.goto(`/admin-portal?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText('Alatan Kuasa');
    await expect(
      page.getByRole('combobox', { name: 'Kategori' }).getByRole('option', { name: 'Alatan Kuasa' }),
    ).toBeAttached();
    await page.goto(`/admin-portal/edit/${product.id}`);
    const category = page.getByRole('combobox', { name: /^Kategori/ });
    await expect(category.getByRole('option', { selected: true })).toHaveText('Alatan Kuasa');
    await category.selectOption('Welding Machines');
    await expect(
      page.getByRole('combobox', { name: /^Subkategori/ }).getByRole('option', { name: 'Pemotong Plasma' }),
    ).toBeAttached();
    // The public shelf says the same.
    await page.goto('/products?category=Power+Tools&lang=ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Alatan Kuasa' })).toBeVisible();
  });
});

test.describe('finding products in the portal', () => {
  test('the admin searches by name or SKU, filters by category and sorts by price, and the address keeps the choice', async ({
    adminPage: page,
  }) => {
    const tag = uniqueName('Findme').split(' ')[1]!;
    const welder = await createProduct(page.request, {
      name: `Portal welder ${tag}`,
      sku: `PW-${tag}`,
      price: 900,
      category: 'Welding Machines',
      subCategory: 'MIG',
    });
    const drill = await createProduct(page.request, {
      name: `Portal drill ${tag}`,
      sku: `PD-${tag}`,
      price: 150,
      category: 'Power Tools',
      subCategory: 'Amaxx',
    });
    const grinder = await createProduct(page.request, {
      name: `Portal grinder ${tag}`,
      sku: `PG-${tag}`,
      price: 400,
      category: 'Power Tools',
      subCategory: 'Other',
    });
    const rows = page.getByRole('table').getByRole('row');

    await page.goto('/admin-portal');
    const search = page.getByRole('searchbox', { name: 'Search by name or SKU' });
    await search.fill(tag);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin-portal\\?q=${tag}$`));
    await expect(rows).toHaveCount(4); // the header and the three
    await expect(page.getByRole('table', { name: 'Products, best match first' })).toBeVisible();

    // A small picture in each row: the 320 copy of the introduction image.
    const thumbnail = page.getByRole('row', { name: new RegExp(welder.name) }).locator('img');
    await expect(thumbnail).toHaveAttribute('alt', '');
    await expect(thumbnail).toHaveAttribute('src', /\.w320\.webp/);

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Power Tools' });
    await expect(page).toHaveURL(new RegExp(`q=${tag}&category=Power\\+Tools$`));
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('row', { name: new RegExp(welder.name) })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect(page.getByRole('table', { name: 'Products, highest price first' })).toBeVisible();
    await expect(rows.nth(1)).toContainText(grinder.name);
    await expect(rows.nth(2)).toContainText(drill.name);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Power Tools');
    await expect(rows.nth(1)).toContainText(grinder.name);

    // By SKU, across every category again.
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All categories' });
    await search.fill(welder.sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(welder.name);

    // Nothing in the catalogue is spelt within two letters of this (the search forgives that much, decision 025).
    await search.fill('zzqqxxjj');
    await search.press('Enter');
    await expect(page.getByText('No products match this search.')).toBeVisible();

    await page.goBack();
    await expect(search).toHaveValue(welder.sku);
    await expect(rows.nth(1)).toContainText(welder.name);
  });
});
