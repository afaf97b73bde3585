import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANGUAGES, PHONE, adminScreens, type Language, type Screen } from './site-screens';

/**
 * Every admin screen (site-screens.ts: the sign-in page, the portal, the product form, the orders and their dialogs,
 * the activity log, the password change, Insights, Shop settings, the import, the repairs list, form, detail and
 * slip) on a 360 px phone, in both languages, as the owner's thumb meets it: every button, select and link that acts
 * as a button is at least 44 px tall, every text field at least 40, and nothing reaches past the screen's edge, not
 * even inside a box that scrolls sideways (a column behind a swipe with no hint is as good as gone).
 */

/** A control's least height on a phone: a thumb's 44 px (`min-h-11`), a text field's 40 (`min-h-10`). */
const BUTTON_HEIGHT = 44;
const FIELD_HEIGHT = 40;

type Offender = { what: string; height: number; least: number };

/** Every control of the screen (the page's main area: the site's own header and footer are the public pages') shorter than its least. */
function controlsTooShort(page: Page): Promise<Offender[]> {
  return page.evaluate(
    ({ button, field }) => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (element.closest('dialog:not([open]), .sr-only, [hidden], [aria-hidden="true"]')) return false;
        return getComputedStyle(element).visibility !== 'hidden';
      };
      /**
       * A link tapped as a button is: drawn as one (a border or a filled background), or laid out as a box of its own
       * (a dialog's phone and WhatsApp links), not a link inside a sentence.
       */
      const looksLikeButton = (element: Element) => {
        const style = getComputedStyle(element);
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0) return true;
        return style.display !== 'inline';
      };
      const scope = document.querySelector('main') ?? document.body;
      const least = (element: Element): number | null => {
        const tag = element.tagName.toLowerCase();
        if (tag === 'button' || tag === 'select' || element.getAttribute('role') === 'button') return button;
        if (tag === 'a') return looksLikeButton(element) ? button : null;
        if (tag === 'textarea') return field;
        if (tag === 'input') {
          const type = (element as HTMLInputElement).type;
          if (['checkbox', 'radio', 'hidden', 'range', 'color'].includes(type)) return null;
          return ['submit', 'button', 'reset'].includes(type) ? button : field;
        }
        return null;
      };
      return [...scope.querySelectorAll('button, select, a[href], textarea, input, [role="button"]')]
        .filter(shown)
        .flatMap((element) => {
          const minimum = least(element);
          const height = element.getBoundingClientRect().height;
          if (minimum === null || height >= minimum - 0.5) return [];
          const name =
            element.getAttribute('aria-label') ?? (element.textContent ?? '').trim() ?? element.getAttribute('name');
          return [{ what: `${element.tagName.toLowerCase()} "${name.slice(0, 60)}"`, height, least: minimum }];
        });
    },
    { button: BUTTON_HEIGHT, field: FIELD_HEIGHT },
  );
}

/**
 * Everything shown that reaches past either edge of the screen, inside a box that scrolls or not. What is wholly
 * left of the screen is put there to wait unseen (the skip link, until it has the focus), and is no part of it.
 */
function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => !element.closest('dialog:not([open]), .sr-only, [hidden]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= 0) return false;
        return box.right > window.innerWidth + 0.5 || box.left < -0.5;
      })
      .slice(0, 10)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 100);
        return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      }),
  );
}

async function check(page: Page, api: APIRequestContext, screen: Screen, language: Language): Promise<void> {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await screen.show({ page, api, language, viewport: PHONE });
  // Measured after the next frame, when the screen's resize observers have had their turn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await controlsTooShort(page), 'controls shorter than a thumb').toEqual([]);
  expect(await pastTheEdge(page), 'past the edge of the screen').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

for (const screen of adminScreens) {
  for (const language of LANGUAGES) {
    const name = `${screen.name} on a 360 px phone in ${language === 'en' ? 'English' : 'Malay'}: controls a thumb can tap, nothing past the edge`;
    if (screen.signedIn) test(name, ({ adminPage, api }) => check(adminPage, api, screen, language));
    else test(name, ({ page, api }) => check(page, api, screen, language));
  }
}
