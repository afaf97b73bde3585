import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, watchPolicyViolations } from './fixtures';
import {
  DESKTOP,
  LANGUAGES,
  PHONE,
  adminScreens,
  publicScreens,
  type Language,
  type Screen,
  type Viewport,
} from './site-screens';

/**
 * Every screen of the site (site-screens.ts), in both languages, held to what the site promises on every page,
 * in one walk per screen and language: the screen is set up once on a phone and once on a desktop, and each
 * check reads it as it stands.
 * - Accessibility: no WCAG 2.0/2.1 A or AA violation (axe-core), on a phone and on a desktop.
 * - Narrow screens: at 320 px, the narrowest phone in common use, nothing widens the page past the screen: long
 *   Malay words wrap, and wide tables scroll inside their own box. A page that scrolls sideways hides half of
 *   every line behind a swipe. (The phone's screen turned narrower, as a layout must follow it.)
 * - The content security policy: nothing the screen does breaks a rule of it, on either size.
 */

/** WCAG 2.0 and 2.1, levels A and AA: what the site promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The narrowest phone in common use. */
const NARROW: Viewport = { name: 'narrow phone', width: 320, height: 640 };

/** Runs axe-core on the page as it is and fails with each rule broken and where, readable in the report. */
async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to gather frames' results, a
  // second or more on this machine, and the site has no frames.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}\n${node.failureSummary ?? ''}`,
    ),
  }));
  expect(found, 'WCAG 2 A/AA violations').toEqual([]);
}

async function expectNoSidewaysScrolling(page: Page, viewport: Viewport): Promise<void> {
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // What sticks out, to say in the report where the page is too wide.
    wide: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (element) => !element.closest('.overflow-x-auto, .overflow-hidden, .overflow-x-hidden, dialog:not([open])'),
      )
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 140)),
  }));
  expect(overflow.scrollWidth, `too wide: ${overflow.wide.join(' | ')}`).toBeLessThanOrEqual(viewport.width);
}

async function audit(page: Page, api: APIRequestContext, screen: Screen, language: Language): Promise<void> {
  const violations = await watchPolicyViolations(page);
  // Faded-in content is checked at full opacity, as it ends up: colour contrast is measured on what shows.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const policyViolations: string[] = [];
  const show = async (viewport: Viewport) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await screen.show({ page, api, language, viewport });
  };

  await test.step('on a phone', async () => {
    await show(PHONE);
    await expectNoAccessibilityViolations(page);
  });
  await test.step('on a 320 px phone', async () => {
    await page.setViewportSize({ width: NARROW.width, height: NARROW.height });
    // Measured as a person sees it: after the next frame, when the page's resize observers have had their turn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectNoSidewaysScrolling(page, NARROW);
    // The phone's document keeps its own record: read before the desktop's opens.
    policyViolations.push(...(await violations()));
  });
  if (!screen.phoneOnly) {
    await test.step('on a desktop', async () => {
      await show(DESKTOP);
      await expectNoAccessibilityViolations(page);
      policyViolations.push(...(await violations()));
    });
  }
  expect(policyViolations, 'content security policy violations').toEqual([]);
}

for (const screen of [...publicScreens, ...adminScreens] satisfies Screen[]) {
  test.describe(screen.name, () => {
    // An unknown path is answered with 404 by design, which Chromium logs; nothing else may be logged.
    if (screen.answers404) test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

    for (const language of LANGUAGES) {
      const sizes = screen.phoneOnly ? 'a phone' : 'a phone and a desktop';
      const name = `${screen.name} in ${language === 'en' ? 'English' : 'Malay'}: accessible on ${sizes}, fits 320 px, keeps the security policy`;
      if (screen.signedIn) test(name, ({ adminPage, api }) => audit(adminPage, api, screen, language));
      else test(name, ({ page, api }) => audit(page, api, screen, language));
    }
  });
}
