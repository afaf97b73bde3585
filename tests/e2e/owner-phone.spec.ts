import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import type { RepairJob } from '../../src/domain/repair';
import type { ShopSettings } from '../../src/domain/shop-settings';
import {
  ageRepairJob,
  createProduct,
  createRepairJob,
  expect,
  insertOrder,
  moveRepairJob,
  quotedRepairJob,
  test,
  uniqueName,
} from './fixtures';
import { LANGUAGES, PHONE, inLanguage, texts, type Language } from './site-screens';

/**
 * The owner at the counter on a 360 px phone, in each language (issue 46): the portal leads with what is due today
 * and is short, each of its parts says what it is for, a message goes when the next action starts; the site's header
 * and footer around the admin speak the admin's language; counts are said in their plural forms; the import names
 * the line a repeated SKU is also on; and a setting typed in one language shows in the other.
 */

const other = (language: Language): Language => (language === 'en' ? 'ms' : 'en');
const named = (language: Language) => (language === 'en' ? 'English' : 'Malay');

/** The portal at 360 px: measured 9,250 px tall (English) before it led with what is due; now about 2,200. */
const PORTAL_HEIGHT_BUDGET = 2_600;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** A plural text of the catalogue said for `count`, as i18next says it in `language` (Malay has one form). */
function plural(
  language: Language,
  forms: { [form: string]: string },
  base: string,
  values: Record<string, string | number> & { count: number },
): string {
  const rule = new Intl.PluralRules(language).select(values.count);
  return fill(forms[`${base}_${rule}`] ?? forms[`${base}_other`]!, values);
}

/** The admin reads the screens in `language` (the admin's own choice, kept in this browser). */
async function adminIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('adminLanguage', chosen), language);
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
}

async function countsOf(api: APIRequestContext) {
  const repairs = (await (await api.get('/api/repairs/counts')).json()) as { toRemind: number; answered: number };
  const orders = (await (await api.get('/api/orders/counts')).json()) as { pending: number };
  return { toRemind: repairs.toRemind, answered: repairs.answered, pending: orders.pending };
}

/** A ready job whose first reminder is due today: ready three days ago in Malaysia. */
async function jobToRemind(api: APIRequestContext): Promise<RepairJob> {
  let job = await createRepairJob(api, { customerName: uniqueName('Reminded customer') });
  for (const [from, status] of [
    ['received', 'diagnosing'],
    ['diagnosing', 'repairing'],
    ['repairing', 'ready'],
  ] as const) {
    job = await moveRepairJob(api, job.id, { from, status, note: '' });
  }
  ageRepairJob(job.id, 3);
  return job;
}

/** The one line under a part's heading that says what the part is for. */
function purposeOf(part: Locator): Locator {
  return part.getByRole('heading', { level: 2 }).locator('xpath=following-sibling::p[1]');
}

for (const language of LANGUAGES) {
  const { admin } = texts(language);
  const portal = admin.portal;

  test.describe(`the owner on a 360 px phone, in ${named(language)}`, () => {
    test('the portal leads with what is due today, each part says what it is for, and it is short', async ({
      adminPage: page,
      api,
    }) => {
      insertOrder({ customerName: uniqueName('Due buyer'), status: 'pending' });
      const quoted = await quotedRepairJob(api, { customerName: uniqueName('Answering customer') });
      const answer = await api.post(`/api/repair-status/${quoted.token}/answer`, {
        data: { answer: 'declined', version: quoted.quote!.version },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      await jobToRemind(api);
      const counts = await countsOf(api);
      expect(counts.toRemind * counts.answered * counts.pending).toBeGreaterThan(0);

      await adminIn(page, language);
      await page.goto('/admin-portal');
      await expect(page.getByRole('heading', { level: 1, name: portal.title })).toBeVisible();
      await expect(page.getByText(portal.intro)).toBeVisible();

      // What is due comes first: the first part under the title, on the first screen, each a link to its list.
      const due = page.getByRole('region', { name: portal.due.heading });
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(portal.due.heading);
      const rows = [
        ['remind', counts.toRemind, '/admin-portal/repairs/remind'],
        ['answered', counts.answered, '/admin-portal/repairs?status=awaitingApproval'],
        ['orders', counts.pending, '/admin-portal/orders?status=pending'],
      ] as const;
      for (const [base, count, href] of rows) {
        const link = due.getByRole('link', { name: plural(language, portal.due, base, { count }), exact: true });
        await expect(link).toHaveAttribute('href', href);
        const box = (await link.boundingBox())!;
        expect(box.y + box.height, `${base} on the first screen`).toBeLessThanOrEqual(PHONE.height);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }

      // Each part of the portal says in one line what it is for.
      for (const [heading, purpose] of [
        [portal.due.heading, portal.due.purpose],
        [portal.repairs, portal.repairsPurpose],
        [portal.shop, portal.shopPurpose],
        [portal.products, portal.productsPurpose],
      ] as const) {
        await expect(purposeOf(page.getByRole('region', { name: heading }))).toHaveText(purpose);
      }

      // Short: the product list waits behind its button.
      await expect(page.getByRole('list', { name: portal.tableCaption })).toHaveCount(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`The portal at 360 px in ${named(language)}: ${height} px tall`);
      expect(height).toBeLessThanOrEqual(PORTAL_HEIGHT_BUDGET);

      // The remind link opens the reminder list.
      await due.getByRole('link', { name: plural(language, portal.due, 'remind', { count: counts.toRemind }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: admin.repairs.reminders.title })).toBeVisible();
    });

    test('nothing due is said so, and the product list opens on its button and stays open for the visit', async ({
      adminPage: page,
      api,
    }) => {
      const product = await createProduct(api, { name: uniqueName('Portal card welder') });
      await adminIn(page, language);
      // The counts as they are for this test: none of anything.
      await page.route('**/api/repairs/counts', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, number>;
        await route.fulfill({ response, json: { ...body, toRemind: 0, answered: 0 } });
      });
      await page.route('**/api/orders/counts', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, number>;
        await route.fulfill({ response, json: { ...body, pending: 0 } });
      });
      await page.goto('/admin-portal');
      const due = page.getByRole('region', { name: portal.due.heading });
      for (const none of [portal.due.remindNone, portal.due.answeredNone, portal.due.ordersNone]) {
        await expect(due.getByText(none, { exact: true })).toBeVisible();
      }
      await expect(due.getByRole('link')).toHaveCount(0);

      await page.getByRole('button', { name: portal.showProducts }).click();
      const list = page.getByRole('list', { name: portal.tableCaption });
      await expect(list.getByRole('listitem').filter({ hasText: product.name })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('list', { name: portal.tableCaption })).toBeVisible();
      await expect(page.getByRole('button', { name: portal.showProducts })).toHaveCount(0);

      // A wider screen shows the products at once, as a table.
      const wide = await page.context().newPage();
      await wide.setViewportSize({ width: 1280, height: 800 });
      await wide.goto('/admin-portal');
      await expect(wide.getByRole('table').getByRole('row').filter({ hasText: product.name })).toBeVisible();
      await wide.close();
    });

    test('a message goes when the next action starts', async ({ adminPage: page, api }) => {
      const tag = uniqueName('Short-lived');
      const first = await createProduct(api, { name: `${tag} grinder` });
      const second = await createProduct(api, { name: `${tag} drill` });
      await adminIn(page, language);
      // A search of the products opens their list on a phone.
      await page.goto(`/admin-portal?q=${encodeURIComponent(tag)}`);
      const cardOf = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      const question = page.getByRole('alertdialog', { name: portal.confirmDelete });
      await cardOf(first.name)
        .getByRole('button', { name: fill(portal.deleteProduct, { name: first.name }) })
        .click();
      await question.getByRole('button', { name: portal.delete, exact: true }).click();
      const deleted = page.getByRole('status').filter({ hasText: portal.deleted });
      await expect(deleted).toBeVisible();
      // Typing is no action: the message stays while the owner types...
      await page.getByRole('searchbox', { name: portal.filters.search }).fill('welder');
      await expect(deleted).toBeVisible();
      // ...and goes as the next action starts, on the same screen (no new address): the next delete, asked first.
      await cardOf(second.name)
        .getByRole('button', { name: fill(portal.deleteProduct, { name: second.name }) })
        .click();
      await expect(question).toBeVisible();
      await expect(deleted).toHaveCount(0);
      await question.getByRole('button', { name: admin.dialog.cancel }).click();
      await expect(cardOf(second.name)).toBeVisible();
    });

    test(`the site's header and footer around the admin speak the admin's language, not the public pages' (${named(other(language))})`, async ({
      adminPage: page,
    }) => {
      const own = texts(language).common;
      const publicLanguage = other(language);
      const theirs = texts(publicLanguage).common;
      // The visitor's language of the public pages is the other one, chosen on a public page.
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.goto(inLanguage('/about', publicLanguage));
      await expect(page.locator('html')).toHaveAttribute('lang', publicLanguage);
      await adminIn(page, language);

      await page.goto('/admin-portal');
      await expect(page.getByRole('heading', { level: 1, name: portal.title })).toBeVisible();
      const header = page.getByRole('banner');
      await header.locator('summary').filter({ hasText: own.nav.openMenu }).click();
      const menu = header.getByRole('navigation', { name: own.nav.label });
      for (const key of ['home', 'about', 'products', 'testimonials', 'contact'] as const) {
        await expect(menu.getByRole('link', { name: own.nav[key], exact: true }).last()).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: theirs.nav.about, exact: true })).toHaveCount(0);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: own.footer.contactUs })).toBeVisible();
      const rights = own.footer.copyright.split('. ').at(-1)!;
      await expect(footer).toContainText(rights);
      await expect(footer).not.toContainText(theirs.footer.copyright.split('. ').at(-1)!);
      await expect(footer.getByRole('link', { name: own.footer.privacy })).toBeVisible();
      // Marked as the admin's language, inside a page whose own language is the visitor's.
      await expect(footer.locator('xpath=..')).toHaveAttribute('lang', language);

      // The sign-in page too.
      await page.goto('/admin');
      await expect(page.getByRole('contentinfo')).toContainText(rights);

      // A public page keeps the visitor's language, header and footer alike.
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', publicLanguage);
      await expect(page.getByRole('contentinfo')).toContainText(theirs.footer.copyright.split('. ').at(-1)!);
      await expect(page.getByRole('contentinfo').locator('xpath=..')).not.toHaveAttribute('lang', language);
    });

    test('the demo data notice and the portal say their counts in their plural forms, of many and of one', async ({
      adminPage: page,
    }) => {
      await adminIn(page, language);
      await page.goto('/admin-portal');
      await page.getByRole('button', { name: portal.showProducts }).click();
      const notice = page.getByRole('region', { name: admin.demoData.title });
      const counts = (await (await page.request.get('/api/demo-data')).json()) as {
        products: number;
        orders: number;
      };
      expect(counts.products).toBeGreaterThan(1);
      const said = (found: { products: number; orders: number }) =>
        fill(admin.demoData.explain, {
          products: plural(language, admin.demoData, 'products', { count: found.products }),
          orders: plural(language, admin.demoData, 'orders', { count: found.orders }),
        });
      await expect(notice).toContainText(said(counts));

      // One of each: said in the singular in English ("1 demo product"), as Malay says every count.
      await page.route('**/api/demo-data', (route) => route.fulfill({ json: { products: 1, orders: 1 } }));
      await page.route('**/api/repairs/counts', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), toRemind: 1, answered: 1, overdue: 1 } });
      });
      await page.route('**/api/orders/counts', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), pending: 1 } });
      });
      await page.reload();
      await expect(notice).toContainText(said({ products: 1, orders: 1 }));
      if (language === 'en') await expect(notice).toContainText('1 demo product and 1 demo order so that');
      const due = page.getByRole('region', { name: portal.due.heading });
      for (const base of ['remind', 'answered', 'orders'] as const) {
        await expect(
          due.getByRole('link', { name: plural(language, portal.due, base, { count: 1 }), exact: true }),
        ).toBeVisible();
      }
      if (language === 'en') await expect(due.getByRole('link', { name: '1 new order', exact: true })).toBeVisible();
    });

    test('the import refuses a repeated SKU, naming the line where it first appeared', async ({
      adminPage: page,
      api,
    }) => {
      const image = (await createProduct(api)).image;
      const sku = uniqueName('MIG').replace(/\s/g, '');
      const line = (n: number, code: string) => ({
        sku: code,
        name: `Imported welder ${n} ${sku}`,
        price: '100',
        weight: '5',
        category: 'Welding Machines',
        description: 'A welder.',
        image,
      });
      // Lines 2 to 5 of the file: the SKU of line 3 comes again on line 5, in other letters and with spaces.
      const rows = [line(2, `${sku}-A`), line(3, sku), line(4, `${sku}-B`), line(5, ` ${sku.toLowerCase()} `)];
      await adminIn(page, language);
      await page.goto('/admin-portal/import');
      await page.getByLabel(admin.import.file.label).setInputFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(Papa.unparse(rows)),
      });
      await page.getByRole('button', { name: admin.import.check }).click();
      const refused = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: rows[3]!.name }) });
      await expect(refused).toContainText(admin.import.actions.refused);
      await expect(refused).toContainText(fill(admin.import.errors.duplicateSku, { sku: sku.toLowerCase(), line: 3 }));
    });
  });
}

test.describe('a setting typed in one language shows in the other', () => {
  test('slip terms typed in English only print on a Malay slip, and a testimonial typed in Malay only shows on the English page, on a 360 px phone', async ({
    adminPage: page,
    api,
  }) => {
    const admin = texts('en').admin;
    const before = (await (await api.get('/api/settings')).json()) as ShopSettings;
    const terms = `Collect within 30 days or the machine may be disposed of. ${Date.now()}`;
    const quote = `Kedai yang membaiki mesin kimpalan kami dengan cepat. ${Date.now()}`;
    try {
      await adminIn(page, 'en');
      await page.goto('/admin-portal/settings');
      await page
        .getByLabel(fill(admin.settings.fields.repairTerms, { language: admin.settings.languages.en }))
        .fill(terms);
      await page
        .getByLabel(fill(admin.settings.fields.repairTerms, { language: admin.settings.languages.ms }))
        .fill('');
      await page.getByRole('button', { name: admin.settings.addTestimonial }).click();
      const added = page.getByRole('group', {
        name: fill(admin.settings.testimonial, { number: before.testimonials.length + 1 }),
      });
      await added.getByLabel(admin.settings.fields.author).fill('Aminah Yusof');
      await added.getByLabel(fill(admin.settings.fields.text, { language: admin.settings.languages.ms })).fill(quote);
      await page.getByRole('button', { name: admin.settings.save }).click();
      await expect(page.getByRole('status').filter({ hasText: admin.settings.saved })).toBeVisible();
      const saved = (await (await api.get('/api/settings')).json()) as ShopSettings;
      expect(saved.repairTerms).toEqual({ en: terms, ms: '' });
      expect(saved.testimonials.at(-1)?.text).toEqual({ en: '', ms: quote });

      // A Malay customer's slip prints the terms as typed, in English, marked so.
      const job = await createRepairJob(api, { customerName: uniqueName('Pelanggan slip'), language: 'ms' });
      await page.goto(`/admin-portal/repairs/${job.id}/slip`);
      const slip = page.getByRole('article', { name: texts('ms').admin.repairs.slip.heading });
      await expect(slip.getByText(terms)).toBeVisible();
      await expect(slip.getByText(terms)).toHaveAttribute('lang', 'en');

      // The English page shows the Malay testimonial, marked as Malay.
      await page.goto('/testimonials');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const figure = page.getByRole('figure').filter({ hasText: 'Aminah Yusof' });
      await expect(figure.getByText(quote)).toBeVisible();
      await expect(figure.getByText(quote)).toHaveAttribute('lang', 'ms');
      await page.goto(inLanguage('/testimonials', 'ms'));
      await expect(page.getByRole('figure').filter({ hasText: 'Aminah Yusof' }).getByText(quote)).toBeVisible();
    } finally {
      const restored = await api.put('/api/settings', { data: before });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });
});
