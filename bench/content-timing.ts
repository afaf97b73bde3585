import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium';

/**
 * A slow phone, as a visitor on a weak mobile connection has it: 400 kbit/s each way, 400 ms of latency, and a
 * processor six times slower than this machine's (Chrome DevTools' throttling, set over its protocol).
 */
export const SLOW_PHONE = {
  viewport: { width: 412, height: 823 },
  latencyMs: 400,
  bytesPerSecond: (400 * 1000) / 8,
  cpuSlowdown: 6,
} as const;

/** A fresh context of `browser` as the slow phone's screen: its size, touch and pixel density. */
export function slowPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

/** The slow phone's network and CPU on a page of `context`, over Chromium's DevTools protocol. */
export async function throttleAsSlowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.bytesPerSecond,
    uploadThroughput: SLOW_PHONE.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

export type ContentTiming = {
  /** The page's first paint, from navigation start. */
  firstPaintMs: number;
  /**
   * From the first paint (or the scroll, for a visitor who scrolled at once) until every text on the screen was
   * shown for good (0: shown at once).
   */
  shownAfterPaintMs: number;
  /** When the page's own code had taken over, from navigation start (null: not within the time allowed). */
  hydratedMs: number | null;
};

declare global {
  interface Window {
    __contentTiming?: { firstPaint: number | null; lastHidden: number | null; shownSince: number | null };
  }
}

/**
 * Watches every frame of the page from its start: whether each text of the main area that is on the screen
 * (headings, paragraphs, pictures with a text) is fully shown, its opacity and its ancestors' at 1 and visible.
 * Remembers the last frame where one was not, and the first frame after it where all were.
 */
function watchShownTexts(): void {
  const timing = {
    firstPaint: null as number | null,
    lastHidden: null as number | null,
    shownSince: null as number | null,
  };
  window.__contentTiming = timing;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-paint' && timing.firstPaint === null) timing.firstPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  const allShown = (): boolean =>
    [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main p, main img[alt]')].every((element) => {
      if (element.getClientRects().length === 0) return true;
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
      const onScreen =
        bottom > Math.max(top, 0) && top < window.innerHeight && right > Math.max(left, 0) && left < window.innerWidth;
      if (!onScreen) return true;
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity >= 0.99 && getComputedStyle(element).visibility === 'visible';
    });
  const frame = (time: number): void => {
    if (allShown()) timing.shownSince ??= time;
    else {
      timing.lastHidden = time;
      timing.shownSince = null;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Opens the page once in a fresh browser on the slow phone, and reads how long after its first paint every text
 * on its first screen was shown. The watch runs until the page's code has taken over and a second and a half
 * more (what the code shows, it shows by then), 40 s at most.
 */
export async function contentShownAfterPaint(
  url: string,
  {
    scroll = false,
  }: {
    /** A visitor who scrolls a screen down as soon as the page shows: timed from that scroll instead. */
    scroll?: boolean;
  } = {},
): Promise<ContentTiming> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
  try {
    const context = await slowPhoneContext(browser);
    const page = await context.newPage();
    await throttleAsSlowPhone(context, page);
    // tsx compiles this file keeping function names (esbuild's keepNames), which wraps inner functions in a
    // `__name(…)` call that the page does not have: the script brings a stand-in that does nothing.
    await page.addInitScript({ content: `var __name = (fn) => fn;\n(${watchShownTexts.toString()})();` });
    await page.goto(url, { waitUntil: 'commit', timeout: 40_000 });
    let scrolledAt: number | null = null;
    if (scroll) {
      await page.waitForFunction(() => window.__contentTiming?.firstPaint != null, null, { timeout: 40_000 });
      scrolledAt = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return performance.now();
      });
    }
    let hydratedMs: number | null = null;
    try {
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 40_000 });
      hydratedMs = await page.evaluate(() => performance.now());
    } catch {
      // Not taken over in time: what shows without the code is still measured.
    }
    await page.waitForTimeout(1500);
    const timing = await page.evaluate(() => window.__contentTiming!);
    if (timing.firstPaint === null) throw new Error(`No first paint on ${url}`);
    if (timing.shownSince === null) {
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => Number(getComputedStyle(element).opacity) < 0.99)
          .map((element) => `${element.outerHTML.slice(0, 90)} at ${Math.round(element.getBoundingClientRect().top)}`),
      );
      throw new Error(
        `Text on the first screen of ${url} was still hidden at the end: ${hidden.slice(0, 4).join(' | ')}`,
      );
    }
    return {
      firstPaintMs: timing.firstPaint,
      shownAfterPaintMs: Math.max(0, timing.shownSince - (scrolledAt ?? timing.firstPaint)),
      hydratedMs,
    };
  } finally {
    await browser.close();
  }
}
