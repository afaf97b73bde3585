import fs from 'node:fs';
import Papa from 'papaparse';
import { test, expect, createProduct, uniqueName } from './fixtures';

/**
 * The owner's catalogue out and back in: the export downloaded, edited as a spreadsheet would (a price changed, a
 * product added, a line with a bad price), checked (the refused line shown with its reason), applied, and the
 * changes on the public pages. In each of the admin's languages.
 */

const TEXTS = {
  en: {
    link: 'Import / export',
    download: 'Download all products (CSV)',
    file: 'CSV file',
    read: /Read as this site's own columns: 3 lines\./,
    check: 'Check the file',
    summary: '1 to add, 1 to change, 0 unchanged, 1 refused.',
    refused: 'Refused',
    reason: 'Price (RM): Enter a number of 0 or more',
    changed: 'Changed: Price (RM), Visibility',
    apply: 'Apply the import',
    done: 'Import done: 1 added, 1 changed.',
    soldOut: 'Sold out',
  },
  ms: {
    link: 'Import / eksport',
    download: 'Muat turun semua produk (CSV)',
    file: 'Fail CSV',
    read: /Dibaca sebagai lajur laman ini sendiri: 3 baris\./,
    check: 'Semak fail',
    summary: '1 akan ditambah, 1 akan diubah, 0 tidak berubah, 1 ditolak.',
    refused: 'Ditolak',
    reason: 'Harga (RM): Masukkan nombor 0 atau lebih',
    changed: 'Diubah: Harga (RM), Paparan',
    apply: 'Laksanakan import',
    done: 'Import selesai: 1 ditambah, 1 diubah.',
    soldOut: 'Habis stok',
  },
} as const;

for (const language of ['en', 'ms'] as const) {
  const text = TEXTS[language];
  test(`in ${language === 'en' ? 'English' : 'Malay'}, the admin exports the catalogue, edits the file and imports it back; the shop shows the changes`, async ({
    adminPage: page,
  }) => {
    const product = await createProduct(page.request, { price: 500, sku: uniqueName('IMP').replace(' ', '-') });
    if (language === 'ms') await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
    await page.goto('/admin-portal');
    await page.getByRole('link', { name: text.link }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = Papa.parse<Record<string, string>>(
      fs.readFileSync(await file.path(), 'utf8').replace(/^\ufeff/, ''),
      { header: true, skipEmptyLines: 'greedy' },
    );
    const ours = exported.data.find((row) => row.sku === product.sku)!;
    expect(ours).toMatchObject({ name: product.name, price: '500', status: 'active' });

    // Edited as in a spreadsheet: this product's line only, its price and status changed; a new product; a bad line.
    const added = uniqueName(language === 'en' ? 'Imported drill' : 'Gerudi import');
    const edited = [
      { ...ours, price: '1234', status: 'soldOut' },
      { ...ours, sku: `${product.sku}-NEW`, name: added, nameMs: added, price: '88.80' },
      { ...ours, sku: `${product.sku}-BAD`, name: 'Bad line', price: 'free' },
    ];
    await page.getByLabel(text.file).setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(Papa.unparse(edited, { columns: exported.meta.fields })),
    });
    await expect(page.getByText(text.read)).toBeVisible();
    await page.getByRole('button', { name: text.check }).click();

    await expect(page.getByText(text.summary)).toBeVisible();
    const refused = page.getByRole('row', { name: /Bad line/ });
    await expect(refused).toContainText('4');
    await expect(refused).toContainText(text.refused);
    await expect(refused).toContainText(text.reason);
    await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText(text.changed);
    // Nothing written yet: the public page still shows the old price.
    expect((await (await page.request.get(`/api/products/${product.id}`)).json()).price).toBe(500);

    await page.getByRole('button', { name: text.apply }).click();
    await expect(page.getByRole('status').filter({ hasText: text.done })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-portal$/);

    await page.goto(`/products/${product.id}?lang=${language}`);
    await expect(page.getByText('RM 1,234.00').first()).toBeVisible();
    await expect(page.getByText(text.soldOut, { exact: true })).toBeVisible();
    await page.goto(`/products?q=${encodeURIComponent(added)}&lang=${language}`);
    await expect(page.getByRole('article').filter({ hasText: added })).toContainText('RM 88.80');
    await page.goto(`/products?q=${encodeURIComponent('Bad line')}&lang=${language}`);
    await expect(page.getByRole('article')).toHaveCount(0);
  });
}

test.describe('a Shopee sheet', () => {
  // The apply that the test makes fail part-way answers 503.
  test.use({ expectedApiFailures: [503] });

  test('a Shopee product sheet is read, its unknown category matched by the admin, and its products added', async ({
    adminPage: page,
    baseURL,
  }) => {
    const sku = uniqueName('SHP').replace(' ', '-');
    const name = uniqueName('Shopee welding helmet');
    const image = (await createProduct(page.request)).image;
    const sheet = [
      'Category,Product Name,Product Description,Parent SKU,SKU,Price,Stock,Weight,Cover image',
      // The picture is one of this shop's uploads, named by its full address as a sheet would.
      `Safety Gear,${name},Auto-darkening helmet.,${sku},,RM 159.00,10,0.6,${baseURL}${image}`,
    ].join('\n');
    await page.goto('/admin-portal/import');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'shopee.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
    await expect(page.getByText(/Read as a Shopee product sheet: 1 line\./)).toBeVisible();
    await page.getByLabel('“Safety Gear” goes to').selectOption({ label: 'Accessories' });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('1 to add, 0 to change, 0 unchanged, 0 refused.')).toBeVisible();

    // A store that stops part-way (hosted mode writes in batches) says so, with the lines it wrote; nothing is lost
    // on the screen, and applying again goes on.
    await page.route('**/api/admin/products/import', (route) =>
      route.request().postDataJSON().apply
        ? route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Down', params: { written: 500 } } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Apply the import' }).click();
    await expect(page.getByRole('alert')).toContainText('The import was not applied:');
    await expect(page.getByRole('alert')).toContainText('500 lines were written before it stopped');
    await page.unroute('**/api/admin/products/import');
    await page.getByRole('button', { name: 'Apply the import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import done: 1 added, 0 changed.' })).toBeVisible();

    await page.goto(`/products?category=Accessories&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('article').filter({ hasText: name })).toContainText('RM 159.00');
  });
});

test.describe('a file too large for the server', () => {
  test.use({ expectedApiFailures: [413] });

  for (const language of ['en', 'ms'] as const) {
    test(`is said as an import too large, with its limit, in ${language === 'en' ? 'English' : 'Malay'}`, async ({
      adminPage: page,
    }) => {
      // The server's own answer to an import over its limit, sent in place of the small file's check: a real sheet
      // of 24 MB would take the browser longer to read than the answer is worth.
      const refused = await page.request.post('/api/admin/products/import', {
        data: { rows: [], apply: false, pad: 'x'.repeat(24 * 1024 * 1024) },
      });
      expect(refused.status()).toBe(413);
      const answer = await refused.json();
      await page.route('**/api/admin/products/import', (route) => route.fulfill({ status: 413, json: answer }));

      if (language === 'ms') await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
      await page.goto('/admin-portal/import');
      const sheet = ['sku,name,price,weight,category,description', 'BIG-1,Big sheet,10,1,Others,Too much.'].join('\n');
      await page
        .getByLabel(TEXTS[language].file)
        .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
      await page.getByRole('button', { name: TEXTS[language].check }).click();
      await expect(page.getByRole('alert')).toHaveText(
        language === 'en'
          ? 'The file could not be checked: The sheet is too large to import: at most 24 MB. Split it into smaller sheets and import each.'
          : 'Fail tidak dapat disemak: Helaian ini terlalu besar untuk diimport: maksimum 24 MB. Pecahkan kepada helaian yang lebih kecil dan import satu per satu.',
      );
    });
  }
});

const EVERYDAY = {
  en: {
    windows1252: /not saved as UTF-8, so it was read as Windows-1252/,
    read: /Read as this site's own columns: 1 line\./,
    check: 'Check the file',
    summary: '1 to add, 0 to change, 0 unchanged, 0 refused.',
    apply: 'Apply the import',
    quote: 'Line 3: a quote (") opens a cell that is never closed',
  },
  ms: {
    windows1252: /tidak disimpan sebagai UTF-8, jadi ia dibaca sebagai Windows-1252/,
    read: /Dibaca sebagai lajur laman ini sendiri: 1 baris\./,
    check: 'Semak fail',
    summary: '1 akan ditambah, 0 akan diubah, 0 tidak berubah, 0 ditolak.',
    apply: 'Laksanakan import',
    quote: 'Baris 3: tanda petik (") membuka sel yang tidak pernah ditutup',
  },
} as const;

for (const language of ['en', 'ms'] as const) {
  const text = EVERYDAY[language];
  test(`in ${language === 'en' ? 'English' : 'Malay'}, a file as Excel saves it is read as written: Windows-1252 text, RM prices with separators, Malay category names; an open quote is refused by its line`, async ({
    adminPage: page,
    baseURL,
  }) => {
    if (language === 'ms') await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
    const image = (await createProduct(page.request)).image;
    const sku = uniqueName('XLS').replace(' ', '-');
    const name = `${uniqueName('Pemotong plasma')} Café ½"`;
    const rows = [
      'name,sku,price,weight,category,subCategory,description,image',
      `"${name.replace('"', '""')}",${sku},"RM 12,345.50",12,Mesin Kimpalan,Pemotong Plasma,Memotong keluli.,${baseURL}${image}`,
    ];
    // Excel's "CSV (Comma delimited)": one byte a letter, in Windows-1252.
    const windows1252 = Buffer.from(`${rows.join('\r\n')}\r\n`, 'latin1');
    await page.goto('/admin-portal/import');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: windows1252 });
    await expect(page.getByText(text.read)).toBeVisible();
    await expect(page.getByText(text.windows1252)).toBeVisible();
    await page.getByRole('button', { name: text.check }).click();
    await expect(page.getByText(text.summary)).toBeVisible();
    await page.getByRole('button', { name: text.apply }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);

    await page.goto(`/products?category=Welding+Machines&sub=Plasma+Cutter&lang=${language}`);
    await expect(page.getByRole('article').filter({ hasText: name })).toContainText('RM 12,345.50');

    // A quote left open on the third line would run every line after it into one cell: the file is refused.
    await page.goto('/admin-portal/import');
    const broken = [
      ...rows,
      `"Open quote,${sku}-2,10,1,Others,,Text.,${baseURL}${image}`,
      `Next,${sku}-3,10,1,Others,,Text.,x`,
    ];
    await input.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken.join('\n')) });
    await expect(page.getByRole('alert')).toContainText(text.quote);
    await expect(page.getByRole('button', { name: text.check })).toHaveCount(0);
  });
}
