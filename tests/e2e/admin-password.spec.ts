import type { Page } from '@playwright/test';
import { TEST_ADMIN } from '../factories';
import { startSiteServer, type SiteServer } from './site-server';
import { expect, test } from './fixtures';

// A shop of its own for each test: changing the password of the worker's shared server would sign out every
// other test of the worker.
let shop: SiteServer;

test.beforeEach(async () => {
  shop = await startSiteServer();
});

test.afterEach(async () => {
  await shop.close();
});

// The refusals of the server (a wrong current password, a wrong sign-in) are expected here, in this shop.
test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 40[01]/ });

const NEW_PASSWORD = 'Bengkel Kimpalan Menglembu 1987';

const ENGLISH = { email: 'Email', password: 'Password', login: 'Login' };
const MALAY = { email: 'E-mel', password: 'Kata laluan', login: 'Log Masuk' };

async function signIn(page: Page, password: string, labels = ENGLISH) {
  await page.goto(`${shop.url}/admin`);
  await page.getByLabel(labels.email).fill(TEST_ADMIN.email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.login }).click();
}

async function fillChange(page: Page, current: string, next: string, again = next) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('New password again').fill(again);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('after a password change the old password fails, the new one works, and another signed-in browser is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  try {
    await signIn(page, TEST_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    // The welcome notice hangs below the top bar: the bar's links stay in reach while it shows.
    await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
    await signIn(other, TEST_ADMIN.password);
    await expect(other.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();

    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    const newPassword = page.getByLabel('New password', { exact: true });

    await fillChange(page, TEST_ADMIN.password, 'short-pass1');
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(newPassword).toHaveAccessibleDescription(/^The new password must be at least 12 characters long/);
    await expect(newPassword).toBeFocused();

    await fillChange(page, TEST_ADMIN.password, 'QwertyQwerty');
    await expect(newPassword).toHaveAccessibleDescription(
      /^This password appears in lists of leaked passwords\. Choose another one\./,
    );

    await fillChange(page, TEST_ADMIN.password, NEW_PASSWORD, `${NEW_PASSWORD}.`);
    await expect(page.getByLabel('New password again')).toHaveAccessibleDescription(
      'The two new passwords do not match',
    );

    // Only the server can tell that the current password is wrong.
    await fillChange(page, 'not-the-password', NEW_PASSWORD);
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The current password is wrong');

    await fillChange(page, TEST_ADMIN.password, NEW_PASSWORD);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Password changed. Other browsers signed in to this account have been signed out.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByText(`Signed in as ${TEST_ADMIN.email}`)).toBeVisible();

    // The other browser is signed out at its next step.
    await other.getByRole('link', { name: 'Manage Orders' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(other.getByText('Please sign in to open that page.')).toBeVisible();

    await signIn(other, TEST_ADMIN.password);
    await expect(other.getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(other, NEW_PASSWORD);
    await expect(other.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test.describe('when the list of leaked passwords cannot be downloaded', () => {
  test.use({
    expectedConsoleErrors: /Failed to load resource: (net::ERR_FAILED|the server responded with a status of 40[01])/,
  });

  test('the server still refuses a leaked password, with the same message at its field', async ({ page }) => {
    await page.route('**/assets/leaked-passwords-*', (route) => route.abort('failed'));
    await signIn(page, TEST_ADMIN.password);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    const refused = page.waitForResponse(
      (response) => response.request().method() !== 'GET' && new URL(response.url()).pathname.startsWith('/api/'),
    );
    await fillChange(page, TEST_ADMIN.password, 'QwertyQwerty');
    // The browser could not check it: the refusal is the server's.
    expect((await refused).status()).toBe(400);
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /^This password appears in lists of leaked passwords\. Choose another one\./,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });
});

test.describe('in Malay', () => {
  test.use({ locale: 'ms-MY' });

  test('a leaked password is refused with its message, and the sign-in page says how to reset a forgotten one', async ({
    page,
  }) => {
    await page.goto(`${shop.url}/admin`);
    await page.getByText('Lupa kata laluan?').click();
    await expect(page.getByText('npm run admin:reset-password -- EMAIL')).toBeVisible();

    await signIn(page, TEST_ADMIN.password, MALAY);
    await page.getByRole('link', { name: 'Tukar kata laluan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tukar kata laluan' })).toBeVisible();
    await page.getByLabel('Kata laluan semasa').fill(TEST_ADMIN.password);
    await page.getByLabel('Kata laluan baharu', { exact: true }).fill('1q2w3e4r5t6y');
    await page.getByLabel('Kata laluan baharu sekali lagi').fill('1q2w3e4r5t6y');
    await page.getByRole('button', { name: 'Tukar kata laluan' }).click();
    await expect(page.getByLabel('Kata laluan baharu', { exact: true })).toHaveAccessibleDescription(
      /^Kata laluan ini terdapat dalam senarai kata laluan yang telah bocor\. Sila pilih yang lain\./,
    );
  });
});
