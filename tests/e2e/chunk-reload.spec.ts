import type { Page } from '@playwright/test';
import { expect, openLive, test } from './fixtures';

/**
 * A tab left open across a deploy asks for a hashed chunk the new deploy no longer has. The server answers
 * 404 (the hosted mode's firebase.json has no rewrite for /assets/**), and the page reloads once to pick up
 * the new HTML and its chunks (src/islands-entry.tsx for a public page's islands, src/main.tsx for the app).
 */

/** The browser's own lines for the chunk that failed, and the failed import's report. */
test.use({
  expectedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module|contact-form-/,
});

/** The contact page's message form is an island (src/islands/contact-form.tsx) with a chunk of its own. */
const FORM_CHUNK = /\/assets\/contact-form-[^/]+\.js$/;

/**
 * Answers the message form's chunk as a deploy that dropped it would, for the first page loaded only (its preload
 * and its import alike); counts the requests.
 */
async function dropFormChunkOnce(page: Page): Promise<{ requests: () => number }> {
  let requests = 0;
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents += 1;
  });
  await page.route(FORM_CHUNK, async (route) => {
    requests += 1;
    if (documents <= 1) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    } else {
      await route.continue();
    }
  });
  return { requests: () => requests };
}

test('a chunk that is gone after a deploy reloads the page once, and the page works', async ({ page }) => {
  const chunk = await dropFormChunkOnce(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await openLive(page, '/contact');

  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Asked for again after the reload (the island's code may come in more than one file).
  expect(chunk.requests()).toBeGreaterThanOrEqual(2);

  // The form works: a blank message is refused with the form's own message.
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  await expect(page.getByText('Please type your message.')).toBeVisible();
});

test('a chunk that stays missing does not reload the page in a loop', async ({ context }) => {
  // Its own page: the one error this test expects is an uncaught one, the failed import after the reload.
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  let requests = 0;
  await page.route(FORM_CHUNK, async (route) => {
    requests += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/contact');

  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL('/contact');
  // The reloaded page, rendered by the server (which also preloads the chunk), asks for it again and then stays as it
  // is, readable: no further load, no further request.
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => uncaught.length).toBeGreaterThan(0);
  const asked = requests;
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  expect(requests).toBe(asked);
  for (const error of uncaught) expect(error).toMatch(/contact-form-/);
});
