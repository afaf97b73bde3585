import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANGUAGES, adminScreens, publicScreens, type Screen } from './site-screens';

/** The narrowest phone in common use. */
const NARROW = { name: 'narrow phone', width: 320, height: 640 };

/**
 * Nothing widens the page past the screen: long Malay words wrap, and wide tables scroll inside their
 * own box. A page that scrolls sideways hides half of every line behind a swipe.
 */
for (const screen of [...publicScreens, ...adminScreens] satisfies Screen[]) {
  test.describe(screen.name, () => {
    if (screen.answers404) test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

    for (const language of LANGUAGES) {
      const name = `${screen.name} fits a 320 px wide screen without scrolling sideways in ${language === 'en' ? 'English' : 'Malay'}`;
      const check = async ({ page, api }: { page: Page; api: APIRequestContext }) => {
        await page.setViewportSize({ width: NARROW.width, height: NARROW.height });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await screen.show({ page, api, language, viewport: NARROW });
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          // What sticks out, to say in the report where the page is too wide.
          wide: [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter(
              (element) =>
                !element.closest('.overflow-x-auto, .overflow-hidden, .overflow-x-hidden, dialog:not([open])'),
            )
            .slice(0, 8)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 140)),
        }));
        expect(overflow.scrollWidth, `too wide: ${overflow.wide.join(' | ')}`).toBeLessThanOrEqual(NARROW.width);
      };
      if (screen.signedIn) test(name, ({ adminPage, api }) => check({ page: adminPage, api }));
      else test(name, ({ page, api }) => check({ page, api }));
    }
  });
}
