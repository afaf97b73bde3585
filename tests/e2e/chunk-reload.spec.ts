import type { Page } from '@playwright/test';
import { expect, openLive, test } from './fixtures';

/**
 * A tab left open across a deploy asks for a hashed chunk the new deploy no longer has. The server answers
 * 404 (the hosted mode's firebase.json has no rewrite for /assets/**), and the page reloads once to pick up
 * the new HTML and its chunks (src/main.tsx).
 */

/** The browser's own lines for the chunk that failed, and the router's report of it before the reload. */
test.use({ expectedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module|about-/ });

/** Answers the first request for the About page's chunk as a deploy that dropped it would; counts them all. */
async function dropAboutChunkOnce(page: Page): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.route(/\/assets\/about-[^/]+\.js$/, async (route) => {
    requests += 1;
    if (requests === 1) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    } else {
      await route.continue();
    }
  });
  return { requests: () => requests };
}

test('a chunk that is gone after a deploy reloads the page once, and the page works', async ({ page }) => {
  const chunk = await dropAboutChunkOnce(page);
  await openLive(page, '/');
  const reloaded = page.waitForEvent('load');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
  await reloaded;

  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(chunk.requests()).toBe(2);

  // The page goes on working: client-side navigation after the reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('a chunk that stays missing does not reload the page in a loop', async ({ context }) => {
  // Its own page: the one error this test expects is an uncaught one, the failed import after the reload.
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  let requests = 0;
  await page.route(/\/assets\/about-[^/]+\.js$/, async (route) => {
    requests += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await openLive(page, '/');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL('/about');
  // The reloaded page, rendered by the server (which also preloads the chunk), asks for it again and then
  // stays as it is: no further load, no further request.
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect.poll(() => uncaught.length).toBe(1);
  const asked = requests;
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  expect(requests).toBe(asked);
  expect(uncaught).toEqual([expect.stringMatching(/^Failed to fetch dynamically imported module: .*\/assets\/about-/)]);
});
