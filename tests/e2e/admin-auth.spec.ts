import { TEST_ADMIN } from '../factories';
import { test, expect, createProduct } from './fixtures';

test.describe('signing in', () => {
  test('each validation message shows on an empty form and clears when its field is edited', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(email).toBeFocused();

    await email.fill('owner');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    // Editing the email leaves the password's error alone.
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await password.fill('x');
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('owner@example.test');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test.describe('with a wrong password', () => {
    test.use({ expectedApiFailures: [401] });

    test('shows the message the server gives and stays on the sign-in page', async ({ page }) => {
      await page.goto('/admin');
      await page.getByLabel('Email').fill(TEST_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expect(page).toHaveURL(/\/admin$/);
    });
  });

  test.describe('when the server cannot be reached', () => {
    test.use({ expectedApiFailures: ['network'] });

    test('says that the login failed and to try again', async ({ page }) => {
      await page.goto('/admin');
      await page.route('**/api/session', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.getByLabel('Email').fill(TEST_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');
      await expect(page).toHaveURL(/\/admin$/);
    });
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/admin');
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a successful sign-in welcomes the admin and lands on the admin portal', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    const welcome = page.getByRole('status').filter({ hasText: 'Login successful! Welcome, Admin.' });
    await expect(welcome).toBeVisible();

    // The message belongs to the arrival; it does not follow the admin to the next screen.
    await page.getByRole('link', { name: 'Manage Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
    await expect(welcome).toHaveCount(0);
  });

  test('the sign-in page speaks Malay when Malay is the chosen language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Log Masuk Admin' })).toBeVisible();
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByText('E-mel diperlukan')).toBeVisible();
    await expect(page.getByText('Kata laluan diperlukan')).toBeVisible();
    await page.getByLabel('E-mel').fill('pemilik');
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByText('Sila masukkan alamat e-mel yang sah')).toBeVisible();
  });
});

test.describe('the guard', () => {
  test('an admin page opened while signed out asks to sign in, then returns to that page', async ({ page }) => {
    await page.goto('/admin-portal/orders?status=shipped');
    await expect(page).toHaveURL(/\/admin\?next=%2Fadmin-portal%2Forders%3Fstatus%3Dshipped$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/admin-portal\/orders\?status=shipped$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
    await expect(page.getByLabel('Filter by status')).toHaveValue('shipped');
  });

  test('a next address outside the admin area is not followed', async ({ page }) => {
    await page.goto('/admin?next=https%3A%2F%2Fevil.example%2Fadmin-portal');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);
  });

  test('after signing out, admin pages ask to sign in again', async ({ adminPage: page }) => {
    await page.goto('/admin-portal');
    await expect(page.getByText(`Signed in as ${TEST_ADMIN.email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

    await page.goto('/admin-portal/add');
    await expect(page).toHaveURL(/\/admin\?next=%2Fadmin-portal%2Fadd$/);
  });

  test.describe('when the session ends during work', () => {
    test.use({ expectedApiFailures: [401] });

    test('the next change sends the admin to sign in and back', async ({ adminPage: page }) => {
      const product = await createProduct(page.request);
      await page.goto('/admin-portal');
      await expect(page.getByRole('row', { name: new RegExp(product.name) })).toBeVisible();

      // The session ends on the server (as after a timeout) while the portal is open.
      await page.request.delete('/api/session');
      await page.getByRole('button', { name: `Delete ${product.name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

      await expect(page).toHaveURL(/\/admin\?next=%2Fadmin-portal$/);
      await page.getByLabel('Email').fill(TEST_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/admin-portal$/);
      // Nothing was deleted without a session.
      await expect(page.getByRole('row', { name: new RegExp(product.name) })).toBeVisible();
    });
  });
});
