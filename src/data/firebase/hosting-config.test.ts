import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

type Hosting = {
  rewrites: { source?: string; regex?: string; destination: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

const hosting = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: Hosting }).hosting;

describe('the hosted mode serves its built files as they are', () => {
  // A tab left open across a deploy asks for chunks the new deploy does not have. Rewritten to app.html they
  // would come back as text/html, which nosniff refuses to run; a 404 lets the page reload once (src/main.tsx).
  test('no rewrite covers /assets/**: a missing chunk is a 404, not the app page', () => {
    expect(hosting.rewrites.length).toBeGreaterThan(0);
    for (const rewrite of hosting.rewrites) {
      expect(rewrite.regex, 'a regex rewrite could cover /assets/').toBeUndefined();
      // Hosting's globs: a leading '!' excludes what follows; '**' or a source under /assets/ would cover it.
      expect(rewrite.source).not.toBe('**');
      expect(rewrite.source).not.toMatch(/^\/?assets\//);
      if (rewrite.source !== '!/assets/**') expect(rewrite.source).not.toMatch(/^\/?\*\*|^!/);
    }
  });

  test('every other path still gets the app page, and the chunks keep their long cache', () => {
    expect(hosting.rewrites).toContainEqual({ source: '!/assets/**', destination: '/app.html' });
    const assets = hosting.headers.find((entry) => entry.source === '/assets/**');
    expect(assets?.headers).toContainEqual({ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' });
  });
});
