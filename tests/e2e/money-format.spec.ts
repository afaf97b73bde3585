import { createProduct, expect, keepEnquiryList, test } from './fixtures';
import { LANGUAGES, inLanguage, texts } from './site-screens';
import { uniqueName } from '../factories';

/**
 * One money format on every public page, as Malaysians read it: 'RM 4,850.00', grouped in thousands, in either
 * language, on the card, the product page and the enquiry list's subtotal.
 */
for (const language of LANGUAGES) {
  test(`prices read RM 4,850.00 on the card, the product page and the enquiry list in ${
    language === 'en' ? 'English' : 'Malay'
  }`, async ({ page, api }) => {
    const tag = uniqueName('Money').split(' ')[1]!;
    const welder = await createProduct(api, { name: `Money check welder ${tag}`, price: 4850 });

    await page.goto(inLanguage(`/products?q=${tag}`, language));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: welder.name }) });
    await expect(card).toContainText('RM 4,850.00');

    await page.goto(inLanguage(`/products/${welder.id}`, language));
    await expect(page.getByRole('heading', { level: 1, name: welder.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('RM 4,850.00');
    await expect(page.getByRole('main')).not.toContainText('RM4850');

    // 99 of them, the most a line holds: 480,150 ringgit.
    await keepEnquiryList(page, [{ product: welder, quantity: 99 }]);
    await page.goto(inLanguage('/enquiry', language));
    const subtotal = page.getByText(texts(language).site.enquiry.subtotal).locator('..');
    await expect(subtotal).toContainText('RM 480,150.00');
  });
}
