import { describe, expect, test } from 'vitest';
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

  test('takes the language, the page head instead of the shell title and description, and its preloads', () => {
    const html = pageDocument(shell, page);
    expect(html).toContain('<html lang="ms">');
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain('Shell description');
    expect(html).toMatch(
      /<title>Tentang Kami<\/title>[\s\S]*<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/about.js" \/>\s*<\/head>/,
    );
    expect(html).toContain('<div id="root"><main><h1>Tentang Kami</h1></main></div>');
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
