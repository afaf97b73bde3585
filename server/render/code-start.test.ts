import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { CODE_START_HASH, CODE_START_SCRIPT, codeStartTag, bundleCodeStart, startedCode } from './code-start';
import { REVEAL_ATTRIBUTE } from '@/components/ui/motion';
import { CHOICE_COOKIES, CHOICE_STORAGE_KEY, LANGUAGES_ATTRIBUTE } from '@/app/start-code';
import { LANGUAGES } from '@/domain/limits';
import { HOSTING_LANGUAGE_COOKIE, LANGUAGE_COOKIE } from '@/i18n/language';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/i18n';

/** An element as the script sees it: its attributes. */
type FakeElement = {
  attributes: Map<string, string>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
};
type FakeIntersections = {
  observed: FakeElement[];
  options: unknown;
  /** The browser's report: how much of each element is in view (and, for a tall one, how high that part is). */
  report: (entries: { target: FakeElement; ratio: number; height?: number }[]) => void;
};

/** Content the server marked for a scroll-in fade (the Reveal component): `data-reveal-at` and nothing else. */
function revealed(share: number): FakeElement {
  const attributes = new Map([[REVEAL_ATTRIBUTE, String(share)]]);
  return {
    attributes,
    getAttribute: (name) => attributes.get(name) ?? null,
    setAttribute: (name, value) => void attributes.set(name, value),
  };
}

const state = (element: FakeElement) => element.attributes.get('data-reveal');

/** The inline script's budget, gzip −9: it is in the HTML of every page, before the first paint (2030 B in 022). */
const CODE_START_BUDGET = 2700;

describe('the code start script', () => {
  test('is allowed by its own hash and no wider source, here and on the hosted site', () => {
    const digest = createHash('sha256').update(CODE_START_SCRIPT, 'utf8').digest('base64');
    expect(CODE_START_HASH).toBe(`'sha256-${digest}'`);
    const hosting = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const policies = hosting.hosting.headers
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => header.value);
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) expect(policy).toContain(`script-src 'self' ${CODE_START_HASH};`);
  });

  test('is bundled from the typed function and the modules it imports, and the same modules give the same text', async () => {
    const { code, modules } = await bundleCodeStart();
    expect(code).toBe(CODE_START_SCRIPT);
    // The modules the islands run too: one list rule, one photo overlay (docs/decisions/028-islands-as-leaves.md).
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/app/start-code.ts',
        'src/app/early-taps.ts',
        'src/domain/enquiry-list-rules.ts',
        'src/components/photo-overlay.ts',
        'src/components/early-marks.ts',
      ]),
    );
    // None of a package (React would be most of the script), none of the islands' own.
    expect(modules.filter((module) => !/^src\/(app|components|domain)\//.test(module))).toEqual([]);
    // Minified, with no comment or type left, and a classic script (an inline module would wait for the parse).
    expect(CODE_START_SCRIPT).not.toMatch(/\/\*|\n|: void|export |^import /);
    expect(CODE_START_SCRIPT).toMatch(/^\(function\(\)\{/);
  });

  test(`is small: at most ${CODE_START_BUDGET} bytes gzip in every page's HTML`, () => {
    expect(gzipSync(CODE_START_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(CODE_START_BUDGET);
  });

  test('carries its files in attributes, so its text is the same on every page', () => {
    const tag = codeStartTag('/assets/index-1.js', ['/assets/react-1.js', '/assets/home-1.js']);
    expect(tag).toContain(`>${CODE_START_SCRIPT}</script>`);
    expect(startedCode(tag)).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/home-1.js']);
    expect(startedCode(codeStartTag('/assets/index-1.js', []))).toEqual(['/assets/index-1.js']);
  });

  /** Runs the script's own text with stand-ins for the browser (`import` is a keyword: renamed to `load`). */
  function run({
    hidden = false,
    paintTiming = true,
    reveal,
    search = '',
  }: {
    /** The address's query. */
    search?: string;
    hidden?: boolean;
    paintTiming?: boolean;
    /** Content marked for scroll-in fades, and the browser's answers about it. */
    reveal?: { elements: FakeElement[]; reducedMotion?: boolean; intersectionObserver?: boolean };
  } = {}) {
    const loaded: string[] = [];
    const preloads: { rel: string; href: string }[] = [];
    const frames: (() => void)[] = [];
    const observers: { callback: () => void; options: unknown; disconnected: boolean }[] = [];
    function FakeObserver(this: unknown, callback: (list: unknown, observer: { disconnect(): void }) => void) {
      const record = {
        callback: () => callback([], { disconnect: () => (record.disconnected = true) }),
        options: null as unknown,
        disconnected: false,
      };
      observers.push(record);
      return { observe: (options: unknown) => (record.options = options) };
    }
    FakeObserver.supportedEntryTypes = paintTiming ? ['largest-contentful-paint', 'paint'] : ['resource'];
    // The attributes of the tag the server writes.
    const tag = codeStartTag('/assets/index-1.js', ['/assets/react-1.js', '/assets/home-1.js']);
    const script = { getAttribute: (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? null };
    const intersections: FakeIntersections = { observed: [], options: null, report: () => {} };
    function FakeIntersectionObserver(
      this: unknown,
      callback: (entries: unknown[]) => void,
      options: unknown,
    ): { observe(element: FakeElement): void; unobserve(element: FakeElement): void } {
      intersections.options = options;
      intersections.report = (entries) =>
        callback(
          entries.map(({ target, ratio, height = ratio * 400 }) => ({
            target,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
            intersectionRect: { height },
          })),
        );
      return {
        observe: (element) => intersections.observed.push(element),
        unobserve: (element) => intersections.observed.splice(intersections.observed.indexOf(element), 1),
      };
    }
    const cookies: string[] = [];
    const stored = new Map<string, string>();
    const document = {
      set cookie(value: string) {
        cookies.push(value);
      },
      hidden,
      currentScript: script,
      head: { appendChild: (link: (typeof preloads)[number]) => preloads.push(link) },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      addEventListener: () => {},
      querySelectorAll: (selector: string) => (selector === '[data-reveal-at]' ? (reveal?.elements ?? []) : []),
    };
    const window = {
      location: { search },
      localStorage: { setItem: (key: string, value: string) => void stored.set(key, value) },
      addEventListener: () => {},
      PerformanceObserver: FakeObserver,
      innerHeight: 800,
      matchMedia: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)' && Boolean(reveal?.reducedMotion),
      }),
      ...(reveal?.intersectionObserver === false ? {} : { IntersectionObserver: FakeIntersectionObserver }),
    };
    new Function('document', 'window', 'requestAnimationFrame', 'load', CODE_START_SCRIPT.replace('import(', 'load('))(
      document,
      window,
      (callback: () => void) => frames.push(callback),
      (url: string) => loaded.push(url),
    );
    return { loaded, preloads, frames, observers, intersections, cookies, stored };
  }

  test('saves a language named in the address at once, where the code and the server read it, before the code', () => {
    const page = run({ search: '?category=Welding&lang=ms' });
    expect(page.loaded).toEqual([]);
    expect(page.stored).toEqual(new Map([[LANGUAGE_STORAGE_KEY, 'ms']]));
    expect(page.cookies).toEqual([
      `${LANGUAGE_COOKIE}=ms; path=/; max-age=31536000; samesite=lax`,
      `${HOSTING_LANGUAGE_COOKIE}=ms; path=/; max-age=31536000; samesite=lax`,
    ]);
    // English is a choice too; a language the site does not have, or none, saves nothing.
    expect(run({ search: '?lang=en' }).stored.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    for (const search of ['?lang=fr', '?lang=', '']) {
      const other = run({ search });
      expect([other.cookies, [...other.stored]]).toEqual([[], []]);
    }
  });

  test("is told the site's languages, and knows its storage key and its cookies as the code does", () => {
    const tag = codeStartTag('/assets/index-1.js', []);
    expect(new RegExp(`${LANGUAGES_ATTRIBUTE}="([^"]*)"`).exec(tag)?.[1]?.split(' ')).toEqual(LANGUAGES);
    expect(CHOICE_STORAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
    expect(CHOICE_COOKIES).toEqual([LANGUAGE_COOKIE, HOSTING_LANGUAGE_COOKIE]);
  });

  test('asks for the code once the first paint is reported, and only once', () => {
    const page = run();
    expect(page.loaded).toEqual([]);
    expect(page.observers).toHaveLength(1);
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    page.observers[0]!.callback();
    expect(page.loaded).toEqual(['/assets/index-1.js']);
    expect(page.observers[0]!.disconnected).toBe(true);
    expect(page.preloads.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/react-1.js'],
      ['modulepreload', '/assets/home-1.js'],
    ]);
    // First paint and first contentful paint may arrive together, and the frames come too: it starts once.
    page.observers[0]!.callback();
    page.frames.shift()!();
    page.frames.shift()!();
    expect(page.loaded).toEqual(['/assets/index-1.js']);
    expect(page.preloads).toHaveLength(2);
  });

  test('starts on the frame after the first one drawn when the paint entry is late', () => {
    const page = run();
    page.frames.shift()!();
    expect(page.loaded).toEqual([]);
    page.frames.shift()!();
    expect(page.loaded).toEqual(['/assets/index-1.js']);
    page.observers[0]!.callback();
    expect(page.loaded).toEqual(['/assets/index-1.js']);
  });

  test('without paint timing, waits for the frame after the next', () => {
    const page = run({ paintTiming: false });
    expect(page.observers).toEqual([]);
    page.frames.shift()!();
    expect(page.loaded).toEqual([]);
    page.frames.shift()!();
    expect(page.loaded).toEqual(['/assets/index-1.js']);
  });

  test('in a tab that is not shown, starts at once', () => {
    const page = run({ hidden: true });
    expect(page.loaded).toEqual(['/assets/index-1.js']);
    expect(page.observers).toEqual([]);
    expect(page.frames).toEqual([]);
  });

  test('fades in content below the screen as it comes into view, before and without the code', () => {
    const below = revealed(0.2);
    const page = run({ reveal: { elements: [below] } });
    expect(page.intersections.observed).toEqual([below]);
    // Nothing is changed before the browser's first look: the content was sent shown.
    expect(state(below)).toBeUndefined();
    page.intersections.report([{ target: below, ratio: 0 }]);
    expect(state(below)).toBe('waiting');
    // A tenth in view is not yet the fifth it waits for; a fifth is.
    page.intersections.report([{ target: below, ratio: 0.1 }]);
    expect(state(below)).toBe('waiting');
    page.intersections.report([{ target: below, ratio: 0.2 }]);
    expect(state(below)).toBe('shown');
    // Shown once, for good: it is no longer watched, and the code was not needed.
    expect(page.intersections.observed).toEqual([]);
    expect(page.loaded).toEqual([]);
  });

  test('never hides what is on the screen at the first look, even a sliver of it', () => {
    const onScreen = revealed(0.2);
    const sliver = revealed(0.3);
    const page = run({ reveal: { elements: [onScreen, sliver] } });
    page.intersections.report([
      { target: onScreen, ratio: 1 },
      { target: sliver, ratio: 0.01 },
    ]);
    expect([state(onScreen), state(sliver)]).toEqual([undefined, undefined]);
    expect(page.intersections.observed).toEqual([]);
  });

  test('shows an element taller than the screen once its share of the screen is in view', () => {
    const tall = revealed(0.2);
    const page = run({ reveal: { elements: [tall] } });
    page.intersections.report([{ target: tall, ratio: 0 }]);
    page.intersections.report([{ target: tall, ratio: 0.1, height: 160 }]);
    expect(state(tall)).toBe('shown');
  });

  test('marks nothing for a visitor who asked for less motion, or in a browser without IntersectionObserver', () => {
    for (const reveal of [{ reducedMotion: true }, { intersectionObserver: false }]) {
      const element = revealed(0.2);
      const page = run({ reveal: { elements: [element], ...reveal } });
      expect(page.intersections.observed).toEqual([]);
      expect(state(element)).toBeUndefined();
    }
  });
});
