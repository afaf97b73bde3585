import type { Page, Route } from '@playwright/test';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { formatPhone } from '../../src/domain/phone';
import { expect, openLive, test } from './fixtures';
import { inLanguage, LANGUAGES, PHONE, texts, type Language } from './site-screens';

/** The customer on a 360 × 740 phone, in both languages (issue 46). */
test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

const languageName = (language: Language) => (language === 'en' ? 'English' : 'Malay');
const other = (language: Language): Language => (language === 'en' ? 'ms' : 'en');

/** Holds every script of the site back until `release` is called: the page as a slow phone has it after first paint. */
async function holdCode(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const savedChoice = (page: Page) =>
  page.evaluate(() => ({
    stored: window.localStorage.getItem('i18nextLng'),
    cookie: document.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('lang=') || pair.startsWith('firebase-language-override='))
      .sort(),
  }));

for (const language of LANGUAGES) {
  const site = texts(language).site;

  test(`Contact shows the WhatsApp number as text, a link that opens the chat, in ${languageName(language)}`, async ({
    page,
  }) => {
    const settings = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
    await openLive(page, inLanguage('/contact', language));
    const card = page.getByRole('region', { name: site.contact.card.heading });
    const row = card.getByRole('term').filter({ hasText: site.contact.card.whatsApp });
    await expect(row).toBeVisible();
    const number = card.getByRole('link', { name: new RegExp(`^${escape(formatPhone(settings.whatsApp))}`) });
    // The number is written out (a long press copies it), and a tap opens the chat with the shop.
    await expect(number).toBeVisible();
    await expect(number).toHaveText(new RegExp(`^${escape(formatPhone(settings.whatsApp))}`));
    await expect(number).toHaveAttribute('href', `https://wa.me/${settings.whatsApp.replace(/\D/g, '')}`);
    await expect(number).toHaveAttribute('target', '_blank');
  });

  test(`the language chosen is saved as the page shows it, before its code, and the next page keeps it, in ${languageName(language)}`, async ({
    page,
  }) => {
    // An older choice of the other language, saved by an earlier visit.
    await openLive(page, `/?lang=${other(language)}`);
    expect((await savedChoice(page)).stored).toBe(other(language));

    const code = await holdCode(page);
    await page.goto(`/about?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(await savedChoice(page)).toEqual({
      stored: language,
      cookie: [`firebase-language-override=${language}`, `lang=${language}`],
    });

    // A link followed before the code: the next page is in the choice, and stays in it once its code starts.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: texts(language).common.footer.privacy })
      .click();
    await expect(page).toHaveURL(/\/privacy/);
    await code.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect((await savedChoice(page)).stored).toBe(language);
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
