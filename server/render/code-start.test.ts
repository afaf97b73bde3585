import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  CODE_START_HASH,
  CODE_START_SCRIPT,
  CODE_START_SOURCE,
  codeStartTag,
  compileCodeStart,
  startedCode,
} from './code-start';

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

  test('is compiled from the typed function, and the same source always gives the same text', async () => {
    const source = fs.readFileSync(CODE_START_SOURCE, 'utf8');
    expect(source).toContain('export function startCode(): void');
    expect(await compileCodeStart(source)).toBe(CODE_START_SCRIPT);
    // Minified, with no comment or type left, and a classic script (an inline module would wait for the parse).
    expect(CODE_START_SCRIPT).not.toMatch(/\/\*|\n|: void|^export|^import /);
    await expect(compileCodeStart('export const startCode = () => {};')).rejects.toThrow(/startCode/);
  });

  test('carries its files in attributes, so its text is the same on every page', () => {
    const tag = codeStartTag('/assets/index-1.js', ['/assets/react-1.js', '/assets/home-1.js']);
    expect(tag).toContain(`>${CODE_START_SCRIPT}</script>`);
    expect(startedCode(tag)).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/home-1.js']);
    expect(startedCode(codeStartTag('/assets/index-1.js', []))).toEqual(['/assets/index-1.js']);
  });

  /** Runs the script's own text with stand-ins for the browser (`import` is a keyword: renamed to `load`). */
  function run({ hidden = false, paintTiming = true }: { hidden?: boolean; paintTiming?: boolean } = {}) {
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
    const script = {
      getAttribute: (name: string) =>
        name === 'data-entry' ? '/assets/index-1.js' : '/assets/react-1.js /assets/home-1.js',
    };
    const document = {
      hidden,
      currentScript: script,
      head: { appendChild: (link: (typeof preloads)[number]) => preloads.push(link) },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    };
    const window = { PerformanceObserver: FakeObserver };
    new Function('document', 'window', 'requestAnimationFrame', 'load', CODE_START_SCRIPT.replace('import(', 'load('))(
      document,
      window,
      (callback: () => void) => frames.push(callback),
      (url: string) => loaded.push(url),
    );
    return { loaded, preloads, frames, observers };
  }

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
});
