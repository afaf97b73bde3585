import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Order, Product } from '../../src/domain';
import { malaysianDay, type RepairJob } from '../../src/domain/repair';
import type { RepairInput, RepairMove } from '../../src/domain/repair-schema';
import { makeRepairInput } from '../factories';
import enAdmin from '../../src/i18n/locales/en/admin.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enSite from '../../src/i18n/locales/en/site.json' with { type: 'json' };
import msAdmin from '../../src/i18n/locales/ms/admin.json' with { type: 'json' };
import msCommon from '../../src/i18n/locales/ms/common.json' with { type: 'json' };
import msSite from '../../src/i18n/locales/ms/site.json' with { type: 'json' };
import { formatMessage, messageTable, type Translate } from '../../src/i18n/messages';
import { createProduct, expect, insertOrder, quotedRepairJob, toggleNamed, uniqueName, uploadImage } from './fixtures';

/**
 * Every public page and every admin screen, each with the state it is checked in (a menu or a dialog
 * open, validation errors shown), for the audits that walk the whole site: accessibility, narrow
 * screens and the content security policy. Each screen makes the data it shows through the API.
 */

export type Language = 'en' | 'ms';
export const LANGUAGES: readonly Language[] = ['en', 'ms'];

const catalogues = {
  en: { common: enCommon, site: enSite, admin: enAdmin },
  ms: { common: msCommon, site: msSite, admin: msAdmin },
} as const;

/** The catalogue of one language, to find controls by their visible name in either language. */
export function texts(language: Language) {
  return catalogues[language];
}

/** `t()` of the site's texts in one language, as the pages say them (src/i18n/messages.ts). */
export function siteTranslate(language: Language): Translate<'site'> {
  const table = messageTable({ site: catalogues[language].site });
  return (key, values) => formatMessage(table, language, `site:${key}`, values);
}

/** The path with `lang=ms` added for Malay (the server renders it in Malay, the browser keeps it); English as is. */
export function inLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  const [pathname = '/', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', language);
  return `${pathname}?${params.toString()}`;
}

/**
 * Clicks until `opened` shows. A server-rendered page shows its controls before it has hydrated, and a
 * click that comes before hydration does nothing; a second click after it does.
 */
export async function openWith(trigger: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opened.isVisible())) await trigger.click({ timeout: 2_000 });
    await expect(opened).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** A product with two extra images and links to both marketplaces: every part of the product page shows. */
export async function createFullProduct(api: APIRequestContext, label = 'Audit welder'): Promise<Product> {
  const additionalImages = [await uploadImage(api, '#1d4ed8'), await uploadImage(api, '#15803d')];
  return createProduct(api, {
    name: uniqueName(label),
    category: 'Welding Machines',
    subCategory: 'MIG',
    description: 'A welder made for the site audits.\nIt has a second line.',
    shopeeUrl: 'https://shopee.com.my/audit-welder',
    tiktokUrl: 'https://www.tiktok.com/@audit/welder',
    additionalImages,
  });
}

export type Viewport = { name: string; width: number; height: number };
export const PHONE: Viewport = { name: 'phone', width: 360, height: 740 };
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };

type ScreenContext = { page: Page; api: APIRequestContext; language: Language; viewport: Viewport };

export type Screen = {
  /** Reads in a test's name: 'the home page', 'the order details dialog'. */
  name: string;
  /** Opens the screen and brings it into the state to check; resolves once that state is on screen. */
  show: (context: ScreenContext) => Promise<void>;
  /** True for a state that exists only below the medium screen size (the collapsed menu). */
  phoneOnly?: boolean;
  /** The address answers 404 on purpose (an unknown path): Chromium logs that as a console error. */
  answers404?: boolean;
  /** Needs a page signed in as the admin (the `adminPage` fixture). */
  signedIn?: boolean;
};

async function openPublic(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(inLanguage(path, language));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export const publicScreens: readonly Screen[] = [
  { name: 'the home page', show: ({ page, language }) => openPublic(page, '/', language) },
  { name: 'the about page', show: ({ page, language }) => openPublic(page, '/about', language) },
  {
    name: 'the catalogue',
    show: async ({ page, api, language }) => {
      await createFullProduct(api);
      await openPublic(page, '/products', language);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'the Power Tools shelf',
    show: async ({ page, api, language }) => {
      await createProduct(api, { name: uniqueName('Audit drill'), category: 'Power Tools', subCategory: 'Amaxx' });
      await openPublic(page, '/products?category=Power+Tools', language);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'a product page',
    show: async ({ page, api, language }) => {
      const product = await createFullProduct(api);
      await openPublic(page, `/products/${product.id}`, language);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(
        page.getByRole('link', { name: new RegExp(texts(language).site.product.buyOnTiktok) }),
      ).toBeVisible();
    },
  },
  { name: 'the testimonials page', show: ({ page, language }) => openPublic(page, '/testimonials', language) },
  { name: 'the contact page', show: ({ page, language }) => openPublic(page, '/contact', language) },
  { name: 'the privacy notice', show: ({ page, language }) => openPublic(page, '/privacy', language) },
  {
    name: 'an unknown path',
    answers404: true,
    show: ({ page, language }) => openPublic(page, '/no/such/page', language),
  },
  {
    name: 'a repair job’s status page with a quote to answer',
    show: async ({ page, api, language }) => {
      const job = await quotedRepairJob(api, { language });
      await openPublic(page, `/repair/${job.token}`, language);
      await expect(page.getByRole('region', { name: texts(language).site.repair.quote.heading })).toBeVisible();
    },
  },
  {
    name: 'a repair job’s status page asking to confirm the answer',
    show: async ({ page, api, language }) => {
      const job = await quotedRepairJob(api, { language });
      await openPublic(page, `/repair/${job.token}`, language);
      const { quote } = texts(language).site.repair;
      // Before the page's code has started the answer is a WhatsApp link: the confirmation is the code's.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await openWith(
        page.getByRole('button', { name: quote.approve, exact: true }),
        page.getByRole('button', { name: quote.yesApprove }),
      );
    },
  },
  {
    name: 'a repair link that leads to no job',
    answers404: true,
    show: ({ page, language }) => openPublic(page, '/repair/AAAAAAAAAAAAAAAAAAAAAA', language),
  },
  {
    name: 'the full-size image overlay',
    show: async ({ page, api, language }) => {
      const product = await createFullProduct(api);
      await openPublic(page, `/products/${product.id}`, language);
      const { site } = texts(language);
      const enlarge = page.getByRole('link', { name: site.product.enlarge.replace('{{name}}', product.name) });
      // The code's overlay (the lighter one that answers before the code: early-taps.spec.ts).
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await openWith(enlarge, page.getByRole('dialog'));
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'the open mobile menu',
    phoneOnly: true,
    show: async ({ page, language }) => {
      await openPublic(page, '/about', language);
      const { common } = texts(language);
      await openWith(toggleNamed(page, common.nav.openMenu), toggleNamed(page, common.nav.closeMenu));
      await expect(page.locator('header').getByRole('link', { name: common.nav.contact })).toBeVisible();
    },
  },
  {
    name: 'the open language dropdown',
    show: async ({ page, language }) => {
      await openPublic(page, '/', language);
      await openWith(
        toggleNamed(page, /Change language|Tukar bahasa/),
        page.getByRole('link', { name: 'Bahasa Melayu' }),
      );
    },
  },
];

async function openAdmin(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(inLanguage(path, language));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A product of the admin's list: its table row on a wider screen, its card on a phone. */
function productRow(page: Page, product: Product): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: product.name, exact: true }) })
    .or(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) }));
}

/**
 * The portal's product list, shown: on a phone it waits behind its button (the portal leads with what is due), and a
 * wider screen shows it at once.
 */
export async function showPortalProducts(page: Page, language: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: texts(language).admin.portal.title })).toBeVisible();
  const button = page.getByRole('button', { name: texts(language).admin.portal.showProducts });
  if (await button.isVisible()) await button.click();
}

/** An order of the admin's list: its table row on a wider screen, its card on a phone. */
function orderRow(page: Page, order: Order): Locator {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem').filter({ has: page.getByRole('heading') }))
    .filter({ hasText: order.customerName });
}

/** The admin screens: all but the sign-in page are shown to a page signed in as the admin. */
export const adminScreens: readonly Screen[] = [
  {
    name: 'the sign-in page with its validation errors',
    show: async ({ page, language }) => {
      await openAdmin(page, '/admin', language);
      const { admin } = texts(language);
      await openWith(
        page.getByRole('button', { name: admin.login.login, exact: true }),
        page.getByText(admin.login.errors.emailRequired),
      );
      await expect(page.getByText(admin.login.errors.passwordRequired)).toBeVisible();
    },
  },
  {
    name: 'the admin portal',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const product = await createProduct(api, { name: uniqueName('Audit portal item') });
      await openAdmin(page, '/admin-portal', language);
      await showPortalProducts(page, language);
      await expect(productRow(page, product)).toBeVisible();
    },
  },
  {
    name: 'the add form with its validation errors',
    signedIn: true,
    show: async ({ page, language }) => {
      await openAdmin(page, '/admin-portal/add', language);
      const { admin } = texts(language);
      await openWith(
        page.getByRole('button', { name: admin.form.save, exact: true }),
        page.getByText(admin.validation.nameRequired),
      );
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'the edit form',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const product = await createFullProduct(api, 'Audit edit item');
      await openAdmin(page, `/admin-portal/edit/${product.id}`, language);
      await expect(page.getByLabel(texts(language).admin.form.fields.name, { exact: true })).toHaveValue(product.name);
    },
  },
  {
    name: 'the orders screen',
    signedIn: true,
    show: async ({ page, language }) => {
      const order = insertOrder({ items: orderItems() });
      await openAdmin(page, '/admin-portal/orders', language);
      await expect(orderRow(page, order)).toBeVisible();
    },
  },
  {
    name: 'the order details dialog',
    signedIn: true,
    show: async ({ page, language }) => {
      const order = insertOrder({ items: orderItems(), notes: 'Please call before delivery.' });
      await openAdmin(page, '/admin-portal/orders', language);
      await openWith(orderRow(page, order).getByRole('button').first(), page.getByRole('dialog'));
      await expect(page.getByRole('dialog').getByText(order.customerName)).toBeVisible();
    },
  },
  {
    name: 'the add-order dialog with a search result, a line and its validation errors',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const product = await createProduct(api, { name: uniqueName('Audit order item') });
      const { admin } = texts(language);
      await openAdmin(page, '/admin-portal/orders', language);
      const dialog = page.getByRole('dialog');
      await openWith(page.getByRole('button', { name: admin.orders.add.open, exact: true }), dialog);
      await dialog.getByLabel(admin.orders.lines.search).fill(product.name);
      const add = dialog.getByRole('button', { name: admin.orders.lines.addProduct.replace('{{name}}', product.name) });
      await add.click();
      await dialog.getByRole('button', { name: admin.orders.add.save, exact: true }).click();
      await expect(dialog.getByText(admin.orders.errors.required)).toBeVisible();
    },
  },
  {
    name: 'the export dialog',
    signedIn: true,
    show: async ({ page, language }) => {
      const { admin } = texts(language);
      await openAdmin(page, '/admin-portal/orders', language);
      await openWith(
        page.getByRole('button', { name: admin.orders.export.open, exact: true }),
        page.getByRole('dialog'),
      );
      await expect(page.getByRole('dialog').getByLabel(admin.orders.export.from)).toBeVisible();
    },
  },
  {
    name: 'the confirm dialog',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const product = await createProduct(api, { name: uniqueName('Audit delete item') });
      await openAdmin(page, '/admin-portal', language);
      await showPortalProducts(page, language);
      await openWith(productRow(page, product).getByRole('button'), page.getByRole('alertdialog'));
      await expect(
        page.getByRole('alertdialog').getByRole('heading', { name: texts(language).admin.portal.confirmDelete }),
      ).toBeVisible();
    },
  },
  {
    name: 'the activity log',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const product = await createProduct(api, { name: uniqueName('Audit activity item') });
      await openAdmin(page, '/admin-portal/activity', language);
      await expect(page.getByText(product.name).first()).toBeVisible();
    },
  },
  {
    name: 'the password change screen with its validation errors',
    signedIn: true,
    show: async ({ page, language }) => {
      await openAdmin(page, '/admin-portal/password', language);
      const { admin } = texts(language);
      await openWith(
        page.getByRole('button', { name: admin.password.submit, exact: true }),
        page.getByText(admin.password.errors.currentRequired),
      );
      await expect(page.getByText(admin.password.errors.newRequired)).toBeVisible();
    },
  },
  {
    name: 'the Insights screen with its tables',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const product = await createProduct(api, { name: uniqueName('Audit insights item') });
      // As a customer's phone sends it (the server drops what automated browsers send).
      const beacon = await api.post('/api/insights/beacon', {
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        },
        data: JSON.stringify({
          e: [
            { n: 'view', p: 'product', d: 'phone', id: product.id },
            { n: 'buy-shopee', p: 'product', d: 'phone', id: product.id },
            { n: 'LCP', p: 'product', d: 'phone', v: 2900 },
          ],
        }),
      });
      expect(beacon.status()).toBe(204);
      await openAdmin(page, '/admin-portal/insights', language);
      const { admin } = texts(language);
      // Tables from the small breakpoint up, lists of cards on a phone.
      const figures = (name: string) => page.getByRole('table', { name }).or(page.getByRole('list', { name }));
      await openWith(page.getByText(admin.insights.showTable), figures(admin.insights.perDay));
      await expect(figures(admin.insights.speed)).toBeVisible();
    },
  },
  {
    // Refused in the browser: the shop's stored settings, which other screens show, stay as they are.
    name: 'the Shop settings screen with a refused WhatsApp number',
    signedIn: true,
    show: async ({ page, language }) => {
      const { admin } = texts(language);
      await openAdmin(page, '/admin-portal/settings', language);
      await page.getByLabel(admin.settings.fields.whatsApp).fill('12345');
      await openWith(
        page.getByRole('button', { name: admin.settings.save, exact: true }),
        page.getByText(admin.settings.errors.phone),
      );
      await expect(
        page.getByRole('group', { name: admin.settings.testimonial.replace('{{number}}', '1') }),
      ).toBeVisible();
    },
  },
  {
    // Issue 39: a customer found with an order and a repair, their copy, correction and erasure in reach.
    name: 'the Customer data screen with a customer found',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const { admin } = texts(language);
      const job = await createAuditRepair(api, { customerPhone: '019-555 0139' });
      await openAdmin(page, '/admin-portal/customers', language);
      await page.getByLabel(admin.customers.find.phone).fill('+60 19 555 0139');
      await openWith(
        page.getByRole('button', { name: admin.customers.find.submit }),
        page.getByText(job.number, { exact: false }).first(),
      );
      await expect(page.getByRole('button', { name: admin.customers.erase.submit })).toBeVisible();
    },
  },
  {
    // A file checked and not applied: the catalogue stays as it is.
    name: 'the import screen with a checked file and a refused line',
    signedIn: true,
    show: async ({ page, language }) => {
      const { admin } = texts(language);
      await openAdmin(page, '/admin-portal/import', language);
      const file = [
        'sku,name,price,weight,category,description,image',
        `${uniqueName('AUDIT').replace(' ', '-')},Audit import item,free,1,Others,Audited.,/uploads/products/1_intro_x.png`,
      ].join('\n');
      await page
        .getByLabel(admin.import.file.label)
        .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await openWith(
        page.getByRole('button', { name: admin.import.check, exact: true }),
        // A row of the table, or a line's card on a phone.
        page
          .getByRole('row', { name: /Audit import item/ })
          .or(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Audit import item' }) })),
      );
    },
  },
  {
    name: 'the repairs list with an overdue job',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const job = await createAuditRepair(api);
      await openAdmin(page, '/admin-portal/repairs', language);
      await expect(
        page.getByRole('rowheader', { name: job.number }).or(page.getByRole('heading', { name: job.number })),
      ).toBeVisible();
      // The job's mark ("!" and the word), not the filter's option that names the overdue jobs.
      const mark = new RegExp(`^!?\\s*${texts(language).admin.repairs.overdue}$`);
      await expect(page.getByText(mark).first()).toBeVisible();
    },
  },
  {
    name: 'the repair form with its field messages',
    signedIn: true,
    show: async ({ page, language }) => {
      const { admin } = texts(language);
      await openAdmin(page, '/admin-portal/repairs/new', language);
      await page.getByLabel(admin.repairs.fields.customerPhone).fill('12345');
      await page.getByLabel(admin.repairs.fields.estimate).fill('12.345');
      await openWith(
        page.getByRole('button', { name: admin.repairs.form.save, exact: true }),
        page.getByText(admin.repairs.errors.phone),
      );
      await expect(page.getByText(admin.repairs.errors.amount)).toBeVisible();
    },
  },
  {
    name: 'a repair waiting for approval, with its quote, moves and history',
    signedIn: true,
    show: async ({ page, api, language }) => {
      // An earlier job of the same machine, so that the machine history lists a job to open too.
      const earlier = await createAuditRepair(api);
      const job = await createAuditRepair(api);
      // A deposit, so that the payments and their Void button are on the screen too (taken
      // against the estimate, before the quote).
      const paid = await api.post(`/api/repairs/${job.id}/payments`, {
        // Dated the day it came in, in Malaysia: never before.
        data: { amount: '50', method: 'cash', date: malaysianDay(job.createdAt), note: '' },
      });
      expect(paid.status(), await paid.text()).toBe(201);
      await moveAuditRepair(api, job, { from: 'received', status: 'diagnosing', note: 'Checking the board.' });
      await moveAuditRepair(api, job, {
        from: 'diagnosing',
        status: 'awaitingApproval',
        note: 'New board.',
        lines: [
          { kind: 'part', description: 'Control board', quantity: 1, unitPrice: '380' },
          { kind: 'labour', description: 'Fitting and test', quantity: 2, unitPrice: '35' },
        ],
      });
      const { admin } = texts(language);
      await openAdmin(page, `/admin-portal/repairs/${job.id}`, language);
      await expect(page.getByText(admin.repairs.detail.quote.waiting, { exact: true })).toBeVisible();
      await expect(page.getByLabel(admin.repairs.detail.move.status)).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: admin.repairs.detail.sections.machineHistory })
          .getByRole('link', { name: earlier.number }),
      ).toBeVisible();
    },
  },
  {
    name: 'a repair slip',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const job = await createAuditRepair(api, { language: language === 'en' ? 'ms' : 'en' });
      await openAdmin(page, `/admin-portal/repairs/${job.id}/slip`, language);
      await expect(page.getByRole('article').getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'a repair receipt at collection',
    signedIn: true,
    show: async ({ page, api, language }) => {
      const job = await createAuditRepair(api, { language: language === 'en' ? 'ms' : 'en' });
      await moveAuditRepair(api, job, { from: 'received', status: 'diagnosing' });
      await moveAuditRepair(api, job, { from: 'diagnosing', status: 'repairing' });
      await moveAuditRepair(api, job, { from: 'repairing', status: 'ready' });
      await openAdmin(page, `/admin-portal/repairs/${job.id}/receipt`, language);
      await expect(page.getByRole('article').getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'the To remind today list',
    signedIn: true,
    show: async ({ page, language }) => {
      await openAdmin(page, '/admin-portal/repairs/remind', language);
      await expect(
        page.getByRole('heading', { level: 1, name: texts(language).admin.repairs.reminders.title }),
      ).toBeVisible();
    },
  },
];

/** A repair job made through the admin API, for the repair screens: overdue, so that its mark shows too. */
async function createAuditRepair(api: APIRequestContext, overrides: Partial<RepairInput> = {}): Promise<RepairJob> {
  const response = await api.post('/api/repairs', {
    data: makeRepairInput({ customerName: uniqueName('Audit customer'), promisedDate: '2025-01-15', ...overrides }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RepairJob;
}

async function moveAuditRepair(api: APIRequestContext, job: RepairJob, move: RepairMove): Promise<void> {
  const response = await api.post(`/api/repairs/${job.id}/moves`, { data: move });
  expect(response.status(), await response.text()).toBe(200);
}

/** Three lines, so that the list shows two and '+1 more'. */
function orderItems(): Order['items'] {
  return [
    { name: 'Welding rod 2.6mm (5 kg pack)', price: 25.5, quantity: 2 },
    { name: 'Auto-darkening welding helmet', price: 189, quantity: 1 },
    { name: 'Angle grinder disc 4"', price: 3.2, quantity: 10 },
  ];
}
