import type { Page } from '@playwright/test';
import { company } from '../../src/content/company';
import { addressLine } from '../../src/domain/shop-settings';
import { shops } from '../../src/content/shops';
import { expect, expectOpen, openLive, preferMalay, test, toggleNamed } from './fixtures';

/** Time stands still from here on, and moves only when a test says (page.clock.runFor): no timed waits. */
async function freezeTime(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00+08:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01+08:00'));
}

/** Moves the clock on until the strip has taken its first step (its code starts after the page's). */
async function stripStarted(page: Page): Promise<number> {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return scrollLeftOf(page);
    })
    .toBeGreaterThan(0);
  return scrollLeftOf(page);
}

function scrollLeftOf(page: Page) {
  return page.locator('.logo-strip').evaluate((element) => element.scrollLeft);
}

test.describe('home', () => {
  test('the hero shows its title and subtitle at once, over a darkened picture the height of the screen', async ({
    page,
  }) => {
    await freezeTime(page);
    await openLive(page, '/');
    // No time has passed: the text on the screen at the first paint never waits for a fade (content first).
    const title = page.getByRole('heading', { level: 1, name: 'Welding Machines and Hardware You Can Trust in Ipoh' });
    await expect(title).toBeVisible();
    await expect(title).toHaveCSS('opacity', '1');
    await expect(page.getByText(/power tools, machinery hardware and safety gear/)).toBeVisible();

    // Full height, with a background picture under a dark overlay.
    const hero = page.locator('section').first();
    const height = await hero.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    await expect(hero.locator('img')).toHaveAttribute('src', /hero/);
  });

  test('the six specialisations appear one by one as the timeline scrolls into view', async ({ page }) => {
    await page.goto('/');
    const timeline = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Welding & Cutting Equipment' }) });
    const items = timeline.getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (const title of [
      'Welding & Cutting Equipment',
      'Industrial Machinery Hardware',
      'Power Tools',
      'Abrasive Products',
      'Personal Protection Equipment',
      'Repair & Service',
    ]) {
      await expect(timeline.getByRole('heading', { name: title })).toBeAttached();
    }
    // Below the full-height hero, the last item waits, faded out, until it is scrolled to.
    const last = items.last();
    await expect(last).toHaveAttribute('data-reveal', 'waiting');
    await expect(last).toHaveCSS('opacity', '0');
    await expect(last).toHaveCSS('transition-delay', '0.6s');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-reveal', 'shown');
    await expect(last).toHaveCSS('opacity', '1');
    await expect(items.first()).toHaveCSS('transition-delay', '0.1s');
    await expect(last.locator('svg')).toHaveCount(1);

    // Once shown, an item stays shown when it leaves the screen again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute('data-reveal', 'shown');
  });

  test('the collaborators strip shows nine logos twice and scrolls 2 px every 50 ms', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Our Collaborators' })).toBeAttached();
    await expect(page.getByText('We supply genuine products from manufacturers')).toBeAttached();
    const strip = page.locator('.logo-strip');
    await expect(strip.locator('li')).toHaveCount(18);
    // Screen readers hear each brand once; the second copy is only there for the loop.
    await expect(page.getByRole('list', { name: 'Brands we supply' }).getByRole('img')).toHaveCount(9);
    await expect(strip).toHaveAttribute('data-state', 'running');

    expect(await scrollLeftOf(page)).toBe(0);
    const start = await stripStarted(page);
    await page.clock.runFor(1000);
    expect(await scrollLeftOf(page)).toBe(start + 40);
  });

  test('the strip pauses under the pointer, resumes when it leaves, and returns to the start at the end', async ({
    page,
  }) => {
    await freezeTime(page);
    await page.goto('/');
    const strip = page.locator('.logo-strip');
    await strip.scrollIntoViewIfNeeded();
    const start = await stripStarted(page);
    await page.clock.runFor(500);
    expect(await scrollLeftOf(page)).toBe(start + 20);

    await strip.hover();
    await expect(strip).toHaveAttribute('data-state', 'paused');
    await page.clock.runFor(1000);
    expect(await scrollLeftOf(page)).toBe(start + 20);

    await page.mouse.move(5, 5);
    await expect(strip).toHaveAttribute('data-state', 'running');
    await page.clock.runFor(100);
    expect(await scrollLeftOf(page)).toBe(start + 24);

    // The end of the loop is one copy of the logos (or the strip's own end on a wide screen).
    const end = await strip.evaluate((element) =>
      Math.min(element.scrollWidth / 2, element.scrollWidth - element.clientWidth),
    );
    const ticksToEnd = Math.ceil((end - start - 24) / 2);
    await page.clock.runFor((ticksToEnd - 1) * 50);
    expect(await scrollLeftOf(page)).toBeGreaterThan(end - 3);
    await page.clock.runFor(50);
    expect(await scrollLeftOf(page)).toBe(0);
  });

  test('logos fade in when the strip comes into view', async ({ page }) => {
    await page.goto('/');
    const firstLogo = page.locator('.logo-strip [data-reveal-at]').first();
    await expect(firstLogo).toHaveAttribute('data-reveal', 'waiting');
    await page.locator('.logo-strip').scrollIntoViewIfNeeded();
    await expect(firstLogo).toHaveAttribute('data-reveal', 'shown');
    await expect(firstLogo).toHaveCSS('opacity', '1');
    await expect(firstLogo.getByRole('img', { name: 'Dong Cheng' })).toBeVisible();
  });

  test('the home page reads in Malay', async ({ page }) => {
    await preferMalay(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mesin Kimpalan dan Perkakasan yang Dipercayai di Ipoh' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kepakaran Kami' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Rakan Kerjasama Kami' })).toBeAttached();
  });
});

test.describe('with reduced motion', () => {
  test('nothing moves and every section of the home page shows at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeTime(page);
    await page.goto('/');
    // No time has passed and nothing was scrolled: all is shown anyway, and nothing was marked to fade.
    const reveals = page.locator('[data-reveal-at]');
    expect(await reveals.count()).toBeGreaterThan(20);
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(reveals.last()).toHaveCSS('opacity', '1');

    const strip = page.locator('.logo-strip');
    await expect(strip).toHaveAttribute('data-state', 'still');
    await page.clock.runFor(2000);
    expect(await scrollLeftOf(page)).toBe(0);
  });

  test('the About page shows everything at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeTime(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(toggleNamed(page, 'Excellence')).toBeAttached();
  });
});

test.describe('about', () => {
  test('the page shows the company at once, and its vision and its mission as they come into view', async ({
    page,
  }) => {
    await freezeTime(page);
    await openLive(page, '/about');
    // No time has passed: what is on the screen at the first paint never waits for a fade (content first).
    const title = page.getByRole('heading', { level: 1, name: 'About Us' });
    await expect(title).toBeVisible();
    await expect(page.locator('main > *').first()).toHaveCSS('opacity', '1');

    await expect(page.getByRole('heading', { name: company.legalName })).toBeVisible();
    await expect(page.getByText(/Founded in 2018 in Ipoh, Perak/)).toBeVisible();
    await expect(page.getByText(/Our mission is simple/)).toBeVisible();
    await expect(page.getByRole('img', { name: /welding arc/ })).toBeVisible();

    for (const [title, image] of [
      ['Our Vision', /sunrise/],
      ['Our Mission', /spanner/],
    ] as const) {
      const block = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await block.scrollIntoViewIfNeeded();
      await expect(block).not.toHaveAttribute('data-reveal', 'waiting');
      await expect(block.getByRole('img', { name: image })).toBeVisible();
    }
  });

  test('a core value opens on click, closes on a second click or when it loses focus, one at a time', async ({
    page,
  }) => {
    await openLive(page, '/about');
    // Disclosures: each value's title is the toggle of its text.
    const integrity = toggleNamed(page, 'Integrity');
    const innovation = toggleNamed(page, 'Innovation');
    const integrityText = page.getByText(/Genuine products, honest prices and straight answers/);
    const innovationText = page.getByText(/We keep up with new welding and tool technology/);

    await integrity.scrollIntoViewIfNeeded();
    for (const name of ['Integrity', 'Innovation', 'Customer Focus', 'Excellence']) {
      await expectOpen(toggleNamed(page, name), false);
    }
    await expect(page.getByRole('listitem').filter({ has: integrity })).toHaveCSS('opacity', '1');
    await expect(integrityText).toBeHidden();

    await integrity.click();
    await expectOpen(integrity, true);
    await expect(integrityText).toBeVisible();

    await integrity.click();
    await expectOpen(integrity, false);
    await expect(integrityText).toBeHidden();

    await integrity.click();
    await innovation.click();
    await expectOpen(integrity, false);
    await expectOpen(innovation, true);
    await expect(innovationText).toBeVisible();
    await expect(integrityText).toBeHidden();

    // Moving focus away (Tab to the next card) collapses it.
    await page.keyboard.press('Tab');
    await expectOpen(innovation, false);
    await expect(innovationText).toBeHidden();
  });

  test('the core values read in Malay', async ({ page }) => {
    await preferMalay(page);
    await page.goto('/about');
    await toggleNamed(page, 'Fokus Pelanggan').click();
    await expect(page.getByText(/Kami mendengar dahulu/)).toBeVisible();
  });
});

test('the testimonials page shows both shop ratings as links and four customer reviews', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'What Our Customers Say' })).toBeVisible();
  await expect(page.getByText(/Feedback from workshops/)).toBeVisible();

  const ratings = page.getByRole('list', { name: 'Our marketplace ratings' });
  const shopee = ratings.getByRole('link', { name: /4\.9\/5\.0/ });
  const tiktok = ratings.getByRole('link', { name: /4\.8\/5\.0/ });
  await expect(shopee).toHaveAttribute('href', shops.shopee.url);
  await expect(shopee).toContainText('Shopee');
  await expect(tiktok).toHaveAttribute('href', shops.tiktok.url);
  await expect(tiktok).toContainText('TikTok Shop');
  for (const link of [shopee, tiktok]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const reviews = page.getByRole('figure');
  await expect(reviews).toHaveCount(4);
  for (const [initials, author] of [
    ['AR', 'Ahmad Razak'],
    ['LW', 'Lim Wei Ming'],
    ['NA', 'Nurul Aina'],
    ['RK', 'Rajesh Kumar'],
  ] as const) {
    const review = reviews.filter({ hasText: author });
    await expect(review.getByText(initials, { exact: true })).toBeVisible();
    await expect(review.locator('blockquote')).not.toBeEmpty();
  }

  await preferMalay(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kata Pelanggan Kami' })).toBeVisible();
  await expect(page).toHaveTitle('Testimoni Pelanggan - Ulasan');
});

test.describe('contact', () => {
  /** Records what the page asks window.open for, instead of opening a chat app. */
  async function recordWindowOpen(page: Page) {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return null;
      };
    });
    return () => page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
  }

  test('the address opens a map of it, on the company card and in the footer', async ({ page }) => {
    await page.goto('/contact');
    const address = addressLine(company.address);
    const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
    await expect(page.getByRole('main').getByRole('link', { name: address })).toHaveAttribute('href', map);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: address })).toHaveAttribute('href', map);
  });

  test('the company card shows the registered details, how to reach the company and its socials', async ({ page }) => {
    await page.goto('/contact');
    const card = page.getByRole('region', { name: 'Company details' });
    await expect(card.getByText(company.legalName)).toBeVisible();
    await expect(card.getByText(company.registrationNumber)).toBeVisible();
    await expect(card.getByText(addressLine(company.address))).toBeVisible();
    await expect(card.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      `tel:${company.phone.tel}`,
    );
    await expect(card.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    await expect(card.getByRole('link', { name: /^\+60 12-538 7742/ })).toHaveAttribute(
      'href',
      `https://wa.me/${company.chatNumber}`,
    );
    // The four socials, and the WhatsApp chat.
    await expect(card.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(5);
    await expect(card.getByText(company.handle, { exact: true })).toBeVisible();
  });

  test('sending a message opens the chat app with the message filled in, and nothing goes to the server', async ({
    page,
  }) => {
    const openCalls = await recordWindowOpen(page);
    await openLive(page, '/contact');
    const sent: string[] = [];
    const counted: string[] = [];
    page.on('request', (request) => {
      // The anonymous count of visits and enquiries (no message, no identifier) is the only thing sent.
      if (new URL(request.url()).pathname === '/api/insights/beacon') counted.push(request.postData() ?? '');
      else if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });

    const field = page.getByRole('textbox', { name: 'Your Message' });
    await expect(field).toHaveAttribute('placeholder', 'Type your message here...');
    await expect(field).toHaveAttribute('required', '');
    const message = 'Hello & good day?\nDo you have a TIG 200 in stock? 50% deposit OK.';
    await field.fill(message);
    await page.getByRole('button', { name: 'Send via WhatsApp' }).click();

    await expect
      .poll(openCalls)
      .toEqual([
        [`https://wa.me/${company.chatNumber}?text=${encodeURIComponent(message)}`, '_blank', 'noopener,noreferrer'],
      ]);
    expect(sent).toEqual([]);
    for (const body of counted) expect(body).not.toContain('TIG 200');
  });

  test('an empty message is not sent and the field says it is required', async ({ page }) => {
    const openCalls = await recordWindowOpen(page);
    await openLive(page, '/contact');
    const field = page.getByRole('textbox', { name: 'Your Message' });
    const send = page.getByRole('button', { name: 'Send via WhatsApp' });

    await send.click();
    await expect(page.getByText('Please type your message.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    await field.fill('   ');
    await send.click();
    await expect(page.getByText('Please type your message.')).toBeVisible();
    expect(await openCalls()).toEqual([]);

    await field.fill('Hi');
    await expect(page.getByText('Please type your message.')).toBeHidden();
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  test('the contact form reads in Malay', async ({ page }) => {
    await preferMalay(page);
    await openLive(page, '/contact');
    await expect(page).toHaveTitle('Hubungi Kami');
    const field = page.getByRole('textbox', { name: 'Mesej Anda' });
    await expect(field).toHaveAttribute('placeholder', 'Taip mesej anda di sini...');
    await page.getByRole('button', { name: 'Hantar melalui WhatsApp' }).click();
    await expect(page.getByText('Sila taip mesej anda.')).toBeVisible();
  });
});
