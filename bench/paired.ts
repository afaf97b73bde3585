import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium';
import { slowPhoneContext, throttleAsSlowPhone } from './content-timing';

/**
 * What a visitor on the slow phone does as soon as the page first paints: taps "Add to enquiry" on a product page,
 * taps its main photo, or opens the language list of the home page and picks Malay.
 */
export type PairedTask = 'add' | 'gallery' | 'language';

export type PairedLoad = {
  /** The page's first paint, from navigation start. */
  firstPaintMs: number;
  /** From the first paint until the tap was answered on the screen (null: not within 30 s). */
  answeredAfterPaintMs: number | null;
  /** The tapped page's largest contentful paint, from navigation start (as far as the tap lets it be reported). */
  lcpMs: number;
  /**
   * Sum over 50 ms of every long task after the first contentful paint, until the site's code had taken over on
   * the page the visitor ends on and a second and a half more (the page after a navigation the tap made included).
   */
  tbtMs: number;
};

/** What the page tells the bench, each with its time since the epoch (so that it holds across a navigation). */
type PageEvent = {
  type: 'first-paint' | 'first-contentful-paint' | 'lcp' | 'longtask' | 'answered' | 'hydrated';
  document: number;
  at: number;
  startTime: number;
  duration: number;
};

/** How the page says that the tap was answered. */
type AnswerOf = {
  task: PairedTask;
  /** The product's name as the page shows it ("add"). */
  productName: string;
  /** The Malay page's main heading ("language"). */
  malayHeading: string;
};

declare global {
  interface Window {
    __pairedReport?: (event: PageEvent) => void;
  }
}

/**
 * Runs in every document of the tab before its own scripts: reports the paints, the LCP, the long tasks and the
 * taking over of the site's code, and, checking every 50 ms, the first moment where the tap is answered: "add", the form's status says so or the enquiry list shows the product; "gallery", the
 * overlay's picture or the full-size file is shown, loaded; "language", the main heading is the Malay page's.
 */
function watchAnswer(answer: AnswerOf): void {
  const documentId = performance.timeOrigin;
  const report = (type: PageEvent['type'], startTime: number, duration = 0): void => {
    window.__pairedReport?.({
      type,
      document: documentId,
      at: performance.timeOrigin + startTime,
      startTime,
      duration,
    });
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) report(entry.name as PageEvent['type'], entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) report('lcp', entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) report('longtask', entry.startTime, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const shown = (image: HTMLImageElement | null | undefined): boolean =>
    !!image && image.complete && image.naturalWidth > 0 && image.getClientRects().length > 0;
  const answered = (): boolean => {
    if (answer.task === 'gallery') {
      if (document.contentType.startsWith('image/')) return shown(document.images[0]);
      return shown(document.querySelector<HTMLImageElement>('dialog[open] img'));
    }
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return false;
    if (answer.task === 'language') {
      const heading = main.querySelector<HTMLElement>('h1')?.innerText.replace(/\s+/g, ' ').trim();
      return heading === answer.malayHeading;
    }
    const status = main.querySelector('form:has(input[name="add"]) [role="status"]');
    if (status && (status.textContent ?? '').trim() !== '') return true;
    return /\/enquiry$/.test(location.pathname) && main.innerText.includes(answer.productName);
  };
  // A timer rather than animation frames: a picture opened as a file of its own gets no frames in headless Chromium.
  let done = false;
  let hydrated = false;
  const check = (): void => {
    const time = performance.now();
    if (!hydrated && document.documentElement.dataset.hydrated === 'true') {
      hydrated = true;
      report('hydrated', time);
    }
    if (!done && answered()) {
      done = true;
      report('answered', time);
    }
    if (!done || !hydrated) setTimeout(check, 50);
  };
  setTimeout(check, 50);
}

const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Opens `url` once in a fresh browser on the slow phone (bench/content-timing.ts), does the task as soon as the
 * page first paints, and reads how long after that paint the screen answered, with the load's LCP and TBT.
 */
export async function tapAtFirstPaint(url: string, answer: AnswerOf): Promise<PairedLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
  try {
    const context = await slowPhoneContext(browser);
    const events: PageEvent[] = [];
    await context.exposeBinding('__pairedReport', (_source, event: PageEvent) => {
      events.push(event);
    });
    const page = await context.newPage();
    await throttleAsSlowPhone(context, page);
    // As in content-timing.ts: tsx keeps function names through a `__name(…)` call that the page does not have.
    await page.addInitScript({
      content: `var __name = (fn) => fn;\n(${watchAnswer.toString()})(${JSON.stringify(answer)});`,
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 40_000 });
    const until = async (test: () => boolean, timeoutMs: number): Promise<boolean> => {
      const end = Date.now() + timeoutMs;
      while (!test()) {
        if (Date.now() > end) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return true;
    };
    if (!(await until(() => events.some((e) => e.type === 'first-paint'), 40_000))) {
      throw new Error(`No first paint on ${url}`);
    }
    const first = events.find((e) => e.type === 'first-paint')!;
    await tap(page, answer.task);
    // A picture opened as a file of its own runs no timers or frames of the page's in headless Chromium: the bench
    // looks at it from outside, every 100 ms.
    let lookedAt = 0;
    const wasAnswered = await until(() => {
      if (answer.task === 'gallery' && Date.now() - lookedAt >= 100) {
        lookedAt = Date.now();
        void page
          .evaluate(() => {
            const image = document.images[0];
            return document.contentType.startsWith('image/') && !!image && image.complete && image.naturalWidth > 0;
          })
          .then((shown) => {
            if (shown && !events.some((e) => e.type === 'answered')) {
              events.push({ type: 'answered', document: 0, at: Date.now(), startTime: 0, duration: 0 });
            }
          })
          .catch(() => undefined);
      }
      return events.some((e) => e.type === 'answered');
    }, ANSWER_TIMEOUT_MS);
    // The long tasks until the code of the page the visitor ends on has taken over, and 1.5 s more.
    await until(
      () => {
        const last = events.reduce((latest, e) => Math.max(latest, e.document), 0);
        // A picture opened as a file has no code to wait for.
        if (events.some((e) => e.type === 'answered' && e.document === 0)) return true;
        return events.some((e) => e.type === 'hydrated' && e.document === last);
      },
      Math.max(0, started + 60_000 - Date.now()),
    );
    await page.waitForTimeout(1500);
    const answeredAt = events.find((e) => e.type === 'answered')?.at;
    const firstDocument = events.filter((e) => e.document === first.document);
    const fcp = firstDocument.find((e) => e.type === 'first-contentful-paint')?.at ?? first.at;
    const lcps = firstDocument.filter((e) => e.type === 'lcp');
    return {
      firstPaintMs: first.startTime,
      answeredAfterPaintMs: wasAnswered && answeredAt !== undefined ? Math.max(0, answeredAt - first.at) : null,
      lcpMs: lcps.length ? lcps[lcps.length - 1]!.startTime : Number.NaN,
      tbtMs: events
        .filter((e) => e.type === 'longtask' && e.at >= fcp)
        .reduce((sum, e) => sum + Math.max(0, e.duration - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

/** The tap itself, as a finger does it (a touch), on what the server rendered. */
async function tap(page: Page, task: PairedTask): Promise<void> {
  const options = { timeout: 20_000 };
  if (task === 'add') await page.locator('main form:has(input[name="add"]) button[type="submit"]').first().tap(options);
  else if (task === 'gallery') await page.locator('main a.cursor-zoom-in').first().tap(options);
  else {
    await page.locator('header details:has(a[hreflang="ms"]) > summary').first().tap(options);
    await page.locator('header details a[hreflang="ms"]').first().tap(options);
  }
}
