import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inLanguage, LANGUAGES, PHONE } from './site-screens';

/**
 * Content first, motion second: the home and about pages show every text as the server sends it, to a visitor
 * without JavaScript and to one whose phone has not yet received the site's code. Only what comes into view later
 * may fade in, by the page's small start script, never by the app's code. "Visible" here is what a person sees:
 * Playwright's toBeVisible counts a text at opacity 0 as visible, so each text's opacity (its own times its
 * ancestors') and visibility are read as the browser computed them.
 */

const PAGES = ['/', '/about'] as const;

type Unseen = { text: string; opacity: number; visibility: string };

/**
 * The texts of the page's main area a person cannot see: faded out (opacity below 1, own or inherited) or made
 * invisible. Texts the page keeps closed on purpose (a core value's description, display: none) are not drawn at
 * all and are left out. With `inView`, only the texts at least partly on the screen (and not clipped away).
 */
async function unseenTexts(page: Page, { inView = false } = {}): Promise<{ checked: number; unseen: Unseen[] }> {
  return page.evaluate((inView) => {
    const texts = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main p, main img[alt]')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        if (!inView) return true;
        // The part of it on the screen: inside the window, and inside every box that clips it (the logo strip).
        let { top, right, bottom, left } = element.getBoundingClientRect();
        for (let node = element.parentElement; node; node = node.parentElement) {
          if (getComputedStyle(node).overflow === 'visible') continue;
          const clip = node.getBoundingClientRect();
          [top, right, bottom, left] = [
            Math.max(top, clip.top),
            Math.min(right, clip.right),
            Math.min(bottom, clip.bottom),
            Math.max(left, clip.left),
          ];
        }
        return (
          bottom > Math.max(top, 0) && top < window.innerHeight && right > Math.max(left, 0) && left < window.innerWidth
        );
      });
    const unseen = texts.flatMap((element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      const { visibility } = getComputedStyle(element);
      if (opacity >= 0.99 && visibility === 'visible') return [];
      const text = (element.textContent || element.getAttribute('alt') || '').trim().slice(0, 60);
      return [{ text, opacity, visibility }];
    });
    return { checked: texts.length, unseen };
  }, inView);
}

/** Scrolls the page down a screen at a time, to its end: what waits for the screen shows as it arrives. */
async function scrollThrough(page: Page, atEachScreen: () => Promise<void>): Promise<void> {
  for (let screen = 0; screen < 40; screen++) {
    await atEachScreen();
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY === before;
    });
    if (atEnd) return;
  }
}

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'en' ? 'English' : 'Malay'}`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false, viewport: { width: PHONE.width, height: PHONE.height } });

      for (const path of PAGES) {
        test(`every text of ${path} shows, from the top of the page to its end`, async ({ page }) => {
          await page.goto(inLanguage(path, language));
          const { checked, unseen } = await unseenTexts(page);
          expect(checked).toBeGreaterThan(path === '/' ? 20 : 10);
          expect(unseen).toEqual([]);
          // Nothing on the page waits for a script that will never come.
          await expect(page.locator('[data-reveal]')).toHaveCount(0);
        });
      }
    });

    test.describe("with the site's code held back", () => {
      test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

      for (const path of PAGES) {
        test(`${path} shows what is on the screen at once, and the rest as it is scrolled to`, async ({ page }) => {
          // The app's code never arrives, as on a slow phone in its first seconds; the page's start script runs.
          await page.route('**/assets/*.js', () => {});
          await page.goto(inLanguage(path, language));

          // On the first screen: every text shown.
          expect((await unseenTexts(page, { inView: true })).unseen).toEqual([]);

          // Below it, each screen's texts show once they are scrolled to (a fade of under a second and a half).
          await scrollThrough(page, async () => {
            await expect.poll(async () => (await unseenTexts(page, { inView: true })).unseen).toEqual([]);
          });
          expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
        });
      }
    });
  });
}

test('a text on the screen at the first paint is never faded out, on a phone or a desktop', async ({ page }) => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Whatever the start script marked, it marked below the screen.
      const fadedOnScreen = await page.evaluate(() =>
        [...document.querySelectorAll('[data-reveal="waiting"]')]
          .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
          .map((element) => element.textContent?.trim().slice(0, 60)),
      );
      expect(fadedOnScreen, `${path} at ${viewport.width} px`).toEqual([]);
      expect((await unseenTexts(page, { inView: true })).unseen, `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});
