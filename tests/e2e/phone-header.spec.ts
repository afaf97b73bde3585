import { expect, test, createProduct } from './fixtures';
import { LANGUAGES, inLanguage, openWith, texts, type Language } from './site-screens';
import { uniqueName } from '../factories';

/**
 * On the phones visitors carry (320 to 414 px), the bar's controls sit side by side on every public page: the
 * shop's name never runs under the enquiry list's icon or its badge, and nothing leaves the screen.
 */
const WIDTHS = [320, 360, 414];

// The list includes a mistyped address, which answers 404.
test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

type Box = { name: string; left: number; right: number; top: number; bottom: number };

function overlaps(a: Box, b: Box): boolean {
  // Half a pixel of rounding is not an overlap.
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    const languageName = language === 'en' ? 'English' : 'Malay';
    test(`the header's controls do not overlap at ${width} px in ${languageName} on every public page`, async ({
      page,
      api,
    }) => {
      test.setTimeout(90_000);
      const product = await createProduct(api, { name: uniqueName('Header check welder') });
      // One product in the enquiry list: the list's icon carries its badge.
      await page.addInitScript(
        (line) => {
          window.localStorage.setItem('enquiry-list', JSON.stringify([line]));
        },
        { productId: product.id, name: product.name, image: product.image, price: product.price, quantity: 1 },
      );
      await page.setViewportSize({ width, height: 740 });
      const pages = [
        '/',
        '/about',
        '/products',
        '/products?category=Power%20Tools',
        `/products/${product.id}`,
        '/testimonials',
        '/contact',
        '/enquiry',
        '/enquiry/sent',
        '/no/such/page',
      ];
      for (const path of pages) {
        await page.goto(inLanguage(path, language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const header = page.locator('header nav').first();
        await expect(header.getByRole('link', { name: new RegExp(texts(language).common.nav.enquiry) })).toContainText(
          '1',
        );
        const boxes = await header.evaluate((nav) => {
          const named = (element: Element, name: string) => {
            const rect = element.getBoundingClientRect();
            return { name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
          };
          const home = nav.querySelector(':scope > a')!;
          const controls = [...nav.querySelectorAll(':scope > div > a, :scope > div > details > summary')];
          const badge = nav.querySelector('a[href="/enquiry"] > span[aria-hidden="true"]');
          return [
            ...[...home.children]
              .filter((child) => child.getBoundingClientRect().width > 1)
              .map((child, i) => named(child, `home link part ${i} (${child.textContent || 'logo'})`)),
            ...controls
              .filter((control) => control.getBoundingClientRect().width > 0)
              .map((control) => named(control, control.getAttribute('aria-label') ?? control.textContent ?? '')),
            ...(badge ? [named(badge, 'enquiry badge')] : []),
          ];
        });
        expect(boxes.length, `${path}: logo, name, enquiry list, search, language and menu`).toBeGreaterThanOrEqual(
          width < 360 ? 5 : 6,
        );
        for (const box of boxes) {
          expect(box.left, `${path}: ${box.name} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${path}: ${box.name} ends on screen`).toBeLessThanOrEqual(width);
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            // The badge sits on its own icon by design.
            if (a.name === 'enquiry badge' || b.name === 'enquiry badge') {
              if ([a.name, b.name].some((name) => name.includes(texts(language).common.nav.enquiry))) continue;
            }
            expect(overlaps(a, b), `${path}: "${a.name}" overlaps "${b.name}"`).toBe(false);
          }
        }
      }
    });
  }
}

test('the phone menu leads to the enquiry list, with how many products it holds', async ({ page }) => {
  const language: Language = 'ms';
  const { nav } = texts(language).common;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(inLanguage('/about', language));
  const link = page.getByRole('link', { name: `${nav.enquiry} (${nav.enquiryCount_other.replace('{{count}}', '0')})` });
  await openWith(page.getByRole('button', { name: nav.openMenu }), link);
  await link.click();
  await expect(page).toHaveURL(/\/enquiry/);
});
