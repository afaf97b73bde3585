import { describe, expect, test } from 'vitest';
import { CODE_START_SCRIPT, startedCode } from './code-start';
import { pageDocument, preloadFiles, shellDocument, type Manifest } from './page-document';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="site-url" content="__SITE_URL__" />
    <title>Shell title</title>
    <meta
      name="description"
      content="Shell description"
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/routes/site/about.tsx': { file: 'assets/about.js', imports: ['_shared.js', '_react.js'] },
  'src/routes/site/contact.tsx': { file: 'assets/contact.js', imports: ['_shared.js'] },
};

describe('the page shell', () => {
  test('carries the site address without a trailing slash', () => {
    expect(shellDocument(template, 'https://www.example.test/')).toContain(
      '<meta name="site-url" content="https://www.example.test" />',
    );
  });
});

describe('preloads', () => {
  test('list each module with its static imports once, leaving out what the entry already loads', () => {
    expect(preloadFiles(manifest, ['src/routes/site/about.tsx', 'src/routes/site/contact.tsx'])).toEqual([
      'assets/about.js',
      'assets/shared.js',
      'assets/contact.js',
    ]);
  });

  test('skip modules the build does not know', () => {
    expect(preloadFiles(manifest, ['src/routes/site/missing.tsx'])).toEqual([]);
  });
});

describe('a rendered page', () => {
  const shell = shellDocument(template, 'https://www.example.test');
  const page = {
    language: 'ms' as const,
    head: '<title>Tentang Kami</title>\n    <meta name="description" content="Kami" />',
    html: '<main><h1>Tentang Kami</h1></main>',
    hydrationData: { loaderData: { '0': null }, actionData: null, errors: null },
    preloads: ['assets/about.js'],
  };

  test('takes the language and the page head instead of the shell title and description', () => {
    const html = pageDocument(shell, page);
    expect(html).toContain('<html lang="ms">');
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain('Shell description');
    expect(html).toContain('<title>Tentang Kami</title>');
    expect(html).toContain('<div id="root"><main><h1>Tentang Kami</h1></main></div>');
  });

  test("keeps its stylesheet in <head> and starts its code from after the content, with the page's own files", () => {
    const html = pageDocument(shell, page);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index.css">\s*<\/head>/);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(startedCode(html)).toEqual(['/assets/index.js', '/assets/react.js', '/assets/about.js']);
    expect(html.indexOf('<script data-entry=')).toBeGreaterThan(html.indexOf('</main></div>'));
    expect(html).toContain(`>${CODE_START_SCRIPT}</script>`);
  });

  test('refuses a shell without an entry script rather than send a page that never starts', () => {
    expect(() => pageDocument(shell.replace(/<script type="module"[^<]*<\/script>/, ''), page)).toThrow(/entry script/);
  });

  test('carries its router state as JSON that no text in it can close early', () => {
    const html = pageDocument(shell, {
      ...page,
      hydrationData: {
        loaderData: { '0': { note: '</script><script>alert(1)</script>' } },
        actionData: null,
        errors: null,
      },
    });
    const json = /<script type="application\/json" id="router-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({
      loaderData: { '0': { note: '</script><script>alert(1)</script>' } },
      actionData: null,
      errors: null,
    });
  });

  test('leaves out the router state when the browser loads its data', () => {
    const html = pageDocument(shell, { ...page, hydrationData: null });
    expect(html).not.toContain('router-data');
    expect(html).toContain('<div id="root"><main><h1>Tentang Kami</h1></main></div>');
  });

  test("keeps a text's dollar signs as they are", () => {
    const text = "Price in $& and $' and $1";
    const html = pageDocument(shell, { ...page, head: `<title>${text}</title>`, html: `<p>${text}</p>` });
    expect(html).toContain(`<title>${text}</title>`);
    expect(html).toContain(`<div id="root"><p>${text}</p></div>`);
  });
});
