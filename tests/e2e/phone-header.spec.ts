import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, expect, keepEnquiryList, test, toggleNamed } from './fixtures';
import { LANGUAGES, inLanguage, openWith, texts, type Language } from './site-screens';
import { uniqueName } from '../factories';

/**
 * On the phones visitors carry (320 to 414 px), the bar's controls sit side by side on every public page: the
 * shop's name never runs under the enquiry list's icon or its badge, and nothing leaves the screen.
 */
const WIDTHS = [320, 360, 414];

const PAGES: { path: string | ((api: APIRequestContext) => Promise<string>); answers404?: boolean }[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/products' },
  { path: '/products?category=Power%20Tools' },
  {
    path: async (api) => `/products/${(await createProduct(api, { name: uniqueName('Header check welder') })).id}`,
  },
  { path: '/testimonials' },
  { path: '/contact' },
  { path: '/enquiry' },
  { path: '/enquiry/sent' },
  { path: '/no/such/page', answers404: true },
];

type Box = { name: string; left: number; right: number; top: number; bottom: number };

function overlaps(a: Box, b: Box): boolean {
  // Half a pixel of rounding is not an overlap.
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

/** The boxes of the logo, the name, and each control of the bar's right-hand group, the list's badge among them. */
function headerBoxes(page: Page): Promise<Box[]> {
  return page
    .locator('header nav')
    .first()
    .evaluate((nav) => {
      const named = (element: Element, name: string) => {
        const rect = element.getBoundingClientRect();
        return { name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      };
      const home = nav.querySelector(':scope > a')!;
      const controls = [...nav.querySelectorAll(':scope > div > a, :scope > div > details > summary')];
      const badge = nav.querySelector('a[href^="/enquiry"] > span[aria-hidden="true"]');
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
}

for (const { path, answers404 } of PAGES) {
  const label = typeof path === 'string' ? path : 'a product page';
  test.describe(label, () => {
    if (answers404) test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

    for (const language of LANGUAGES) {
      test(`${label}: the header's controls do not overlap at ${WIDTHS.join(', ')} px in ${
        language === 'en' ? 'English' : 'Malay'
      }`, async ({ page, api }) => {
        const welder = await createProduct(api, { name: uniqueName('Badge welder') });
        // One product in the enquiry list: the list's icon carries its badge.
        await keepEnquiryList(page, [{ product: welder, quantity: 1 }]);
        await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
        await page.goto(inLanguage(typeof path === 'string' ? path : await path(api), language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const enquiryLink = page
          .locator('header nav')
          .first()
          .getByRole('link', {
            name: new RegExp(texts(language).common.nav.enquiry),
          });
        await expect(enquiryLink).toContainText('1');

        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          const boxes = await headerBoxes(page);
          expect(
            boxes.length,
            `${width} px: logo, name, enquiry list, search, language and menu`,
          ).toBeGreaterThanOrEqual(width < 360 ? 5 : 6);
          for (const box of boxes) {
            expect(box.left, `${width} px: ${box.name} starts on screen`).toBeGreaterThanOrEqual(0);
            expect(box.right, `${width} px: ${box.name} ends on screen`).toBeLessThanOrEqual(width);
          }
          for (const [i, a] of boxes.entries()) {
            for (const b of boxes.slice(i + 1)) {
              // The badge sits on its own icon by design.
              const names = [a.name, b.name];
              if (
                names.includes('enquiry badge') &&
                names.some((name) => name.includes(texts(language).common.nav.enquiry))
              ) {
                continue;
              }
              expect(overlaps(a, b), `${width} px: "${a.name}" overlaps "${b.name}"`).toBe(false);
            }
          }
        }
      });
    }
  });
}

test('the phone menu leads to the enquiry list, with how many products it holds', async ({ page }) => {
  const language: Language = 'ms';
  const { nav } = texts(language).common;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(inLanguage('/about', language));
  const link = page.getByRole('link', { name: `${nav.enquiry} (${nav.enquiryCount_other.replace('{{count}}', '0')})` });
  await openWith(toggleNamed(page, nav.openMenu), link);
  await link.click();
  await expect(page).toHaveURL(/\/enquiry/);
});
