import { company } from '../../src/content/company';
import { addressLine } from '../../src/domain/shop-settings';
import { startSiteServer, type SiteServer } from './site-server';
import { expect, expectOpen, openLive, preferMalay, test, toggleNamed } from './fixtures';

const SITE_URL = 'https://www.example.test';

/** The canonical link is the production address plus the path; until the server writes SITE_URL, the page origin. */
function canonicalPattern(baseURL: string, path: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${escape(SITE_URL)}|${escape(baseURL)})${escape(path)}$`);
}

test.describe('navigation', () => {
  test('the navigation links lead to every page and mark the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const pages = [
      ['About Us', '/about', 'About Us'],
      ['Products', '/products', 'All products'],
      ['Testimonials', '/testimonials', 'What Our Customers Say'],
      ['Contact Us', '/contact', 'Contact Us'],
      ['Home', '/', 'Welding Machines and Hardware You Can Trust in Ipoh'],
    ] as const;
    for (const [link, path, heading] of pages) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
      // One shown: the phone menu's copy of the links stays folded away.
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
    }
  });

  test('on a phone the menu hides behind a toggle that opens and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = toggleNamed(page, 'Open menu');
    await expectOpen(toggle, false);
    await expect(page.getByRole('link', { name: 'About Us' })).toBeHidden();

    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    await toggle.click();
    const close = toggleNamed(page, 'Close menu');
    await expectOpen(close, true);
    await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();

    await page.locator(`[id="${menuId}"]`).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    // Following a link closes the panel.
    await expectOpen(toggleNamed(page, 'Open menu'), false);
    await expect(page.locator(`[id="${menuId}"]`)).toBeHidden();

    await toggleNamed(page, 'Open menu').click();
    await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(`[id="${menuId}"]`)).toBeHidden();
  });

  test('from the medium screen size up the full menu shows and the toggle does not', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    await expect(toggleNamed(page, 'Open menu')).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }),
    ).toBeVisible();
  });
});

test.describe('on a product page', () => {
  // An unknown id answers 404, which Chromium logs; the page itself handles it.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test('the Products link stays marked', async ({ page }) => {
    await page.goto('/products/someProductId');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('language', () => {
  test('a visitor can switch to Malay and back, and the choice survives a reload', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    await toggleNamed(page, 'Change language (now English)').click();
    await page.getByRole('link', { name: 'Bahasa Melayu' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Laman Utama' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Pembekal Kimpalan & Perkakasan');
    // Saved by the page's code, which may start after the Malay page shows (a link followed before it started).
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('ms');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();

    await toggleNamed(page, 'Tukar bahasa (kini Bahasa Melayu)').click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveTitle('Welding & Hardware Supplier');

    // English is now the choice, however the switch happened (in the page, or as a link before its code started).
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('a page opened in Malay by its address switches to English for good', async ({ page }) => {
    await openLive(page, '/about?lang=ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    await toggleNamed(page, 'Tukar bahasa (kini Bahasa Melayu)').click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    // The address names the default language by naming none, as every link of the site does.
    await expect(page).toHaveURL('/about');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('the language dropdown shows both flags and closes on an outside click and on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = toggleNamed(page, 'Change language (now English)');
    const english = page.getByRole('link', { name: 'English', exact: true });
    const malay = page.getByRole('link', { name: 'Bahasa Melayu' });

    await toggle.click();
    await expectOpen(toggle, true);
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(english.locator('svg')).toHaveCount(1);
    await expect(malay.locator('svg')).toHaveCount(1);

    await page.getByRole('heading', { level: 1 }).click();
    await expect(malay).toBeHidden();
    await expectOpen(toggle, false);

    await toggle.click();
    await expect(malay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(malay).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language switcher is hidden on admin pages', async ({ page }) => {
    await page.goto('/');
    await expect(toggleNamed(page, /Change language/)).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(toggleNamed(page, /Change language/)).toHaveCount(0);
  });
});

test.describe('metadata', () => {
  // /products/anyProductId asks for a product that does not exist: Chromium logs the 404.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  const routes = [
    ['/', 'Ipoh Trusted Welding Machines and Hardware Supplier', '/'],
    ['/about', 'Welding & Hardware Supplier', '/about'],
    ['/products', 'Welding Machines, Power Tools & Hardware', '/products'],
    ['/products/anyProductId', /^Product not found \| \S/, '/products/anyProductId'],
    ['/testimonials', 'Customer Testimonials - Reviews', '/testimonials'],
    ['/contact', 'Get in Touch', '/contact'],
    ['/no/such/page', /^Page not found \| \S/, '/'],
  ] as const;

  for (const [path, title, canonicalPath] of routes) {
    test(`${path} has its title, a description and its canonical link`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        canonicalPattern(baseURL!, canonicalPath),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
    });
  }

  test('the title, description and canonical link change on each navigation and with the language', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const homeDescription = await page.locator('meta[name="description"]').getAttribute('content');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveTitle('Customer Testimonials - Reviews');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      canonicalPattern(baseURL!, '/testimonials'),
    );
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', homeDescription ?? '');

    await toggleNamed(page, 'Change language (now English)').click();
    await page.getByRole('link', { name: 'Bahasa Melayu' }).click();
    await expect(page).toHaveTitle('Testimoni Pelanggan - Ulasan');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Pendapat bengkel/);
    // The Malay page is an address of its own.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      canonicalPattern(baseURL!, '/testimonials?lang=ms'),
    );
  });

  test.describe('an unknown path', () => {
    // The answer is a 404 so that search engines do not index it; Chromium logs that.
    test.use({ expectedConsoleErrors: /status of 404/ });

    test('says the page is not found, in Malay and in English, in its title too, with links back', async ({ page }) => {
      await preferMalay(page);
      const response = await page.goto('/this/does/not/exist');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemui' })).toBeVisible();
      await expect(page).toHaveTitle(/^Halaman tidak ditemui \| \S/);
      await page.getByRole('main').getByRole('link', { name: 'Lihat produk' }).click();
      await expect(page).toHaveURL('/products?lang=ms');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

      const english = await page.goto('/prodcuts?lang=en');
      expect(english?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('There is no page at this address.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Home page' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    });
  });
});

test('the footer shows the company, how to reach it, its social links and the copyright line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(company.legalName, { exact: true })).toBeVisible();
  await expect(footer.getByText(`Registration No. ${company.registrationNumber}`)).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'contact us' })).toBeVisible();
  await expect(footer.getByText(addressLine(company.address))).toBeVisible();
  expect(addressLine(company.address)).toMatch(/Ipoh, Perak/);
  await expect(footer.getByRole('link', { name: company.phone.display })).toHaveAttribute(
    'href',
    `tel:${company.phone.tel}`,
  );
  await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);

  for (const network of ['Facebook', 'Instagram', 'TikTok', 'YouTube']) {
    const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByText(company.handle, { exact: true })).toBeVisible();
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} ${company.legalName}. All rights reserved.`),
  ).toBeVisible();

  await preferMalay(page);
  await page.reload();
  await expect(footer.getByRole('heading', { name: 'hubungi kami' })).toBeVisible();
  await expect(footer.getByText(/Hak cipta terpelihara\./)).toBeVisible();
});

test('the main area sits below the fixed navigation bar', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('main')).toHaveCSS('padding-top', '80px');
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
});

test.describe('a page that cannot be shown', () => {
  // The page's own code fails to arrive: Chromium logs the failed request, and React Router reports the error.
  test.use({
    expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/,
  });

  test('shows the Unexpected Application Error! screen with the error text', async ({ page }) => {
    // Public pages are page loads of the server's HTML; the admin is the app, whose screens load their code.
    await page.route('**/assets/login-*.js', (route) => route.abort('failed'));
    // A chunk that fails to load makes the page load afresh once (src/main.tsx); as if that had just happened,
    // this failure takes its course to the error screen.
    await page.addInitScript(() => sessionStorage.setItem('chunk-reload-at', String(Date.now())));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
  });
});

test.describe('a catalogue whose products the server could not read', () => {
  let server: SiteServer;
  test.beforeAll(async () => {
    server = await startSiteServer();
    // Every read of the products now fails, as on a broken disk.
    server.db.exec('DROP TABLE products');
  });
  test.afterAll(async () => {
    await server.close();
  });

  test("keeps the server's error banner when the page's code takes over, without asking again", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/products')) asked.push(request.url());
    });
    await openLive(page, `${server.url}/products?category=Others`);
    await expect(page.getByText(/^Failed to load products/)).toBeVisible();
    await expect(page.getByText('Loading products...')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
