import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Order } from '../../src/domain';
import { TEST_ADMIN } from '../factories';
import { addOrderLine, createProduct, expect, imageFile, preferMalay, readProduct, test, uniqueName } from './fixtures';
import { shortOrderId } from '../../src/domain/format';

// The save that finds the session ended is answered 401; that is the point of these tests.
test.use({ expectedApiFailures: [401] });

/** The session ends under the open form, as when it expires: the browser no longer holds it. */
async function endSession(context: BrowserContext) {
  await context.clearCookies({ name: /^(__Host-)?sid$/ });
}

/** Signs in again on the sign-in page the ended session led to, in English or in Malay. */
async function signInAgain(page: Page, language: 'en' | 'ms' = 'en') {
  const ms = language === 'ms';
  await expect(page).toHaveURL(/\/admin\?next=/);
  await expect(
    page.getByText(ms ? 'Sila log masuk untuk membuka halaman itu.' : 'Please sign in to open that page.'),
  ).toBeVisible();
  await page.getByLabel(ms ? 'E-mel' : 'Email').fill(TEST_ADMIN.email);
  await page.getByLabel(ms ? 'Kata laluan' : 'Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: ms ? 'Log Masuk' : 'Login' }).click();
}

/** The names of the drafts this tab keeps (sessionStorage). */
function keptDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.sessionStorage));
}

/** A pending order of one line, made as the owner makes one. */
async function pendingOrder(api: APIRequestContext, productId: string): Promise<Order> {
  const created = await api.post('/api/orders/manual', {
    data: { customerName: uniqueName('Puan Lines'), lines: [{ productId, quantity: 1 }] },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Order;
}

/** The stored orders of a customer, found as the admin's search finds them. */
async function ordersOf(api: APIRequestContext, customer: string): Promise<Order[]> {
  const found = await api.get(`/api/orders?q=${encodeURIComponent(customer)}&limit=100`);
  return ((await found.json()) as { items: Order[] }).items;
}

test('an edited product survives an ended session: after signing in again the form is as the admin left it', async ({
  adminPage: page,
  api,
}) => {
  const product = await createProduct(api, { category: 'Accessories', price: 120 });
  await page.goto(`/admin-portal/edit/${product.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);

  const newName = uniqueName('Restored');
  await page.getByLabel('Name', { exact: true }).fill(newName);
  await page.getByLabel('Price (RM)').fill('135.50');
  await page.getByLabel('Category', { exact: true }).selectOption('Generator');
  await page.getByLabel('Description', { exact: true }).fill('Edited while the session ran out.');
  await page.getByLabel('Additional images (optional)').setInputFiles(await imageFile('side.png'));

  await endSession(page.context());
  await page.getByRole('button', { name: 'Save' }).click();

  await signInAgain(page);

  await expect(page).toHaveURL(new RegExp(`/admin-portal/edit/${product.id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'What you typed here before is back' })).toContainText(
    'What you typed here before is back. Check it, then save.' +
      'The images you had chosen could not be kept: please choose them again.',
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName);
  await expect(page.getByLabel('Price (RM)')).toHaveValue('135.50');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Generator');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Edited while the session ran out.');
  // Nothing was written while signed out.
  expect((await readProduct(api, product.id)).name).toBe(product.name);

  // The kept copy stays until the form is saved or the admin starts again: then the form is as the product is stored.
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
  await expect(page.getByText('What you typed here before is back', { exact: false })).toHaveCount(0);
});

test('a new product survives an ended session too, and the notice is in Malay for a Malay admin', async ({
  adminPage: page,
  api,
}) => {
  const name = uniqueName('Produk dipulihkan');
  await page.goto('/admin-portal/add?lang=ms');
  await page.getByLabel('Nama', { exact: true }).fill(name);
  await page.getByLabel('SKU').fill(uniqueName('PD-1'));
  await page.getByLabel('Harga (RM)').fill('42');
  await page.getByLabel('Berat (kg)').fill('3');
  await page.getByLabel('Kategori', { exact: true }).selectOption('Power Tools');
  await page.getByLabel('Penerangan', { exact: true }).fill('Diisi sebelum sesi tamat.');
  await page.getByLabel('Imej pengenalan').setInputFiles(await imageFile('depan.png'));

  await endSession(page.context());
  await page.getByRole('button', { name: 'Simpan' }).click();

  await signInAgain(page, 'ms');

  await expect(page).toHaveURL(/\/admin-portal\/add(\?|$)/);
  await expect(
    page.getByText('Apa yang anda taip di sini sebelum ini telah dikembalikan.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Imej yang anda pilih tadi tidak dapat dikekalkan: sila pilih semula.')).toBeVisible();
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Kategori', { exact: true })).toHaveValue('Power Tools');

  // The image is chosen again and the product is saved; no kept copy is left behind.
  await page.getByLabel('Imej pengenalan').setInputFiles(await imageFile('depan.png'));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin-portal(\?|$)/);
  const list = await api.get('/api/products?limit=100');
  const { items } = (await list.json()) as { items: { name: string }[] };
  expect(items.map((item) => item.name)).toContain(name);
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).not.toContainEqual(
    expect.stringMatching(/^product-form-draft:/),
  );
});

test('an order typed in Add order survives a reload: the dialog opens again with it, and Cancel forgets it', async ({
  adminPage: page,
  api,
}) => {
  const welder = await createProduct(api, { name: uniqueName('Draft Welder'), price: 150 });
  const customer = uniqueName('Encik Telefon');
  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: 'Add order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an order' });
  await dialog.getByLabel('Customer name').fill(customer);
  await dialog.getByLabel('Phone').fill('012-345 6789');
  await dialog.getByLabel('Notes').fill('Collects on Friday.');
  await addOrderLine(dialog, welder.name);
  await dialog.getByLabel(`Quantity of ${welder.name}`).fill('3');
  // Nothing is said while typing: the draft is quiet until it is brought back.
  await expect(dialog.getByText('What you typed here before is back', { exact: false })).toHaveCount(0);

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'What you typed here before is back' })).toHaveText(
    'What you typed here before is back, not saved yet. Check it, then save; Cancel forgets it.',
  );
  await expect(dialog.getByLabel('Customer name')).toHaveValue(customer);
  await expect(dialog.getByLabel('Phone')).toHaveValue('012-345 6789');
  await expect(dialog.getByLabel('Notes')).toHaveValue('Collects on Friday.');
  await expect(dialog.getByLabel(`Quantity of ${welder.name}`)).toHaveValue('3');
  await expect(dialog.getByRole('list', { name: /^Lines/ })).toContainText(/RM\s150\.00/);
  expect(await ordersOf(api, customer)).toEqual([]);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await keptDrafts(page)).not.toContainEqual(expect.stringMatching(/^order-add-draft:/));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add order' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Opened again, the dialog is empty.
  await page.getByRole('button', { name: 'Add order' }).click();
  await expect(dialog.getByLabel('Customer name')).toHaveValue('');
  await expect(dialog.getByText('What you typed here before is back', { exact: false })).toHaveCount(0);
});

test('an order taken by phone survives an ended session, said in Malay, and once saved leaves no draft', async ({
  adminPage: page,
  api,
}) => {
  const gloves = await createProduct(api, { name: uniqueName('Sarung Tangan'), price: 12.5 });
  const customer = uniqueName('Puan Telefon');
  await preferMalay(page);
  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: 'Tambah pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah pesanan' });
  await dialog.getByLabel('Nama pelanggan').fill(customer);
  await dialog.getByLabel('Telefon').fill('012-987 6543');
  await dialog.getByLabel('Alamat').fill('12 Jalan Bendahara\n31650 Ipoh');
  await addOrderLine(dialog, gloves.name, 'ms');
  await dialog.getByLabel(`Kuantiti ${gloves.name}`).fill('4');

  await endSession(page.context());
  await dialog.getByRole('button', { name: 'Simpan pesanan' }).click();
  await signInAgain(page, 'ms');

  await expect(page).toHaveURL(/\/admin-portal\/orders$/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Apa yang anda taip' })).toHaveText(
    'Apa yang anda taip di sini tadi telah dikembalikan, tetapi belum disimpan. ' +
      'Semak, kemudian simpan; tekan Batal untuk membuangnya.',
  );
  await expect(dialog.getByLabel('Nama pelanggan')).toHaveValue(customer);
  await expect(dialog.getByLabel('Telefon')).toHaveValue('012-987 6543');
  await expect(dialog.getByLabel('Alamat')).toHaveValue('12 Jalan Bendahara\n31650 Ipoh');
  await expect(dialog.getByLabel(`Kuantiti ${gloves.name}`)).toHaveValue('4');
  // Nothing was written while signed out.
  expect(await ordersOf(api, customer)).toEqual([]);

  await dialog.getByRole('button', { name: 'Simpan pesanan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pesanan berjaya ditambah!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const [saved] = await ordersOf(api, customer);
  expect(saved?.items).toEqual([expect.objectContaining({ productId: gloves.id, name: gloves.name, quantity: 4 })]);
  expect(saved?.shippingAddress).toBe('12 Jalan Bendahara\n31650 Ipoh');
  expect(await keptDrafts(page)).not.toContainEqual(expect.stringMatching(/^order-add-draft:/));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tambah pesanan' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("a pending order's changed lines survive an ended session: its dialog opens again, and once saved no draft is left", async ({
  adminPage: page,
  api,
}) => {
  const drill = await createProduct(api, { name: uniqueName('Draft Drill'), price: 200 });
  const bits = await createProduct(api, { name: uniqueName('Draft Bits'), price: 15 });
  const order = await pendingOrder(api, drill.id);
  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit lines of order ${shortOrderId(order.id)}` });
  await dialog.getByLabel(`Quantity of ${drill.name}`).fill('2');
  await addOrderLine(dialog, bits.name);
  await dialog.getByLabel(`Quantity of ${bits.name}`).fill('5');

  await endSession(page.context());
  await dialog.getByRole('button', { name: 'Save lines' }).click();
  await signInAgain(page);

  await expect(page).toHaveURL(/\/admin-portal\/orders$/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'What you typed here before is back' })).toBeVisible();
  await expect(dialog).toContainText(`Order of ${order.customerName}.`);
  await expect(dialog.getByLabel(`Quantity of ${drill.name}`)).toHaveValue('2');
  await expect(dialog.getByLabel(`Quantity of ${bits.name}`)).toHaveValue('5');
  // Nothing was written while signed out.
  const [stored] = await ordersOf(api, order.customerName);
  expect(stored?.items.map((item) => [item.productId, item.quantity])).toEqual([[drill.id, 1]]);

  await dialog.getByRole('button', { name: 'Save lines' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order lines updated successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const [after] = await ordersOf(api, order.customerName);
  expect(after?.items.map((item) => [item.productId, item.quantity])).toEqual([
    [drill.id, 2],
    [bits.id, 5],
  ]);
  expect(await keptDrafts(page)).not.toContainEqual(expect.stringMatching(/^order-lines-draft:/));
  await page.reload();
  await expect(page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("a pending order's changed lines survive a reload, said in Malay; Escape forgets them", async ({
  adminPage: page,
  api,
}) => {
  const grinder = await createProduct(api, { name: uniqueName('Pencanai'), price: 99 });
  const order = await pendingOrder(api, grinder.id);
  await preferMalay(page);
  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: `Ubah barangan pesanan ${shortOrderId(order.id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ubah barangan pesanan ${shortOrderId(order.id)}` });
  await dialog.getByLabel(`Kuantiti ${grinder.name}`).fill('7');

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Apa yang anda taip' })).toContainText(
    'tekan Batal untuk membuangnya.',
  );
  await expect(dialog.getByLabel(`Kuantiti ${grinder.name}`)).toHaveValue('7');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await keptDrafts(page)).not.toContainEqual(expect.stringMatching(/^order-lines-draft:/));
  await page.reload();
  await expect(page.getByRole('button', { name: `Ubah barangan pesanan ${shortOrderId(order.id)}` })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `Ubah barangan pesanan ${shortOrderId(order.id)}` }).click();
  await expect(dialog.getByLabel(`Kuantiti ${grinder.name}`)).toHaveValue('1');
});

test('lines kept for an order that was shipped meanwhile are not brought back: a notice says so', async ({
  adminPage: page,
  api,
}) => {
  const rod = await createProduct(api, { name: uniqueName('Draft Rod'), price: 30 });
  const order = await pendingOrder(api, rod.id);
  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit lines of order ${shortOrderId(order.id)}` });
  await dialog.getByLabel(`Quantity of ${rod.name}`).fill('6');
  expect((await api.patch(`/api/orders/${order.id}`, { data: { status: 'shipped' } })).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: shortOrderId(order.id) })).toHaveText(
    `The lines you were changing for order ${shortOrderId(order.id)} were not saved, and cannot be now: ` +
      'the order is no longer pending.',
  );
  await expect(dialog).toHaveCount(0);
  expect(await keptDrafts(page)).not.toContainEqual(expect.stringMatching(/^order-lines-draft:/));
});

test('leaving the orders screen with an order typed asks first; once cancelled or saved it does not', async ({
  adminPage: page,
  api,
}) => {
  const chisel = await createProduct(api, { name: uniqueName('Draft Chisel'), price: 20 });
  await page.goto('/admin-portal');
  await page.getByRole('link', { name: 'Manage Orders' }).click();
  await expect(page).toHaveURL(/\/admin-portal\/orders$/);
  const dialog = page.getByRole('dialog', { name: 'Add an order' });
  const question = page.getByRole('alertdialog', { name: /Leave this form\?/ });
  const opener = page.getByRole('button', { name: 'Add order' });
  /** The add-order dialog opened from the portal, with a customer's name typed. */
  const typeAnOrder = async (name: string) => {
    await page.getByRole('link', { name: 'Manage Orders' }).click();
    await opener.click();
    await dialog.getByLabel('Customer name').fill(uniqueName(name));
  };
  /** Back to the portal, and no question asked. */
  const backWithoutQuestion = async () => {
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(question).toHaveCount(0);
  };

  // Typed, then Back: asked; staying keeps the dialog as it was.
  await opener.click();
  await dialog.getByLabel('Customer name').fill(uniqueName('Encik Tinggal'));
  await page.evaluate(() => window.history.back());
  await expect(question).toContainText('Leave this form? What you typed here is not saved yet.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin-portal\/orders$/);
  await expect(dialog.getByLabel('Customer name')).not.toHaveValue('');

  // Cancelled: Back leaves without a question.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await backWithoutQuestion();

  // Saved: Back leaves without a question too.
  await typeAnOrder('Encik Simpan');
  await addOrderLine(dialog, chisel.name);
  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order added successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await backWithoutQuestion();

  // Leaving on purpose forgets what was typed: back on the screen, no dialog opens.
  await typeAnOrder('Encik Pergi');
  await page.evaluate(() => window.history.back());
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin-portal$/);
  await page.getByRole('link', { name: 'Manage Orders' }).click();
  await expect(opener).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await keptDrafts(page)).not.toContainEqual(expect.stringMatching(/^order-add-draft:/));
});
