import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CODE_START_HASH, CODE_START_SCRIPT, codeStartTag, startedCode } from './code-start';

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

  test('carries its files in attributes, so its text is the same on every page', () => {
    const tag = codeStartTag('/assets/index-1.js', ['/assets/react-1.js', '/assets/home-1.js']);
    expect(tag).toContain(`>${CODE_START_SCRIPT}</script>`);
    expect(startedCode(tag)).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/home-1.js']);
    expect(startedCode(codeStartTag('/assets/index-1.js', []))).toEqual(['/assets/index-1.js']);
  });

  test('asks for the code only after the first frame is drawn, or at once in a tab that is not shown', () => {
    const calls: string[] = [];
    const appended: { rel: string; href: string; fetchPriority: string }[] = [];
    const script = {
      getAttribute: (name: string) =>
        name === 'data-entry' ? '/assets/index-1.js' : '/assets/react-1.js /assets/home-1.js',
    };
    const run = (hidden: boolean) => {
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const document = {
        hidden,
        currentScript: script,
        head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
        createElement: () => ({ rel: '', href: '', fetchPriority: '', crossOrigin: null }),
      };
      // The script's own text, run with stand-ins for the browser: `import` is a keyword, so it is renamed.
      const body = CODE_START_SCRIPT.replace('import(', 'load(');
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'load', body)(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
        (url: string) => calls.push(url),
      );
      return { frames, timers };
    };

    const shown = run(false);
    expect(calls).toEqual([]);
    shown.frames.forEach((frame) => frame());
    expect(calls).toEqual([]);
    shown.timers.forEach((timer) => timer());
    expect(calls).toEqual(['/assets/index-1.js']);
    expect(appended.map((link) => [link.rel, link.href, link.fetchPriority])).toEqual([
      ['modulepreload', '/assets/react-1.js', 'low'],
      ['modulepreload', '/assets/home-1.js', 'low'],
    ]);

    calls.length = 0;
    run(true);
    expect(calls).toEqual(['/assets/index-1.js']);
  });
});
