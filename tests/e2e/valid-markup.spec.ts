import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createFullProduct, inLanguage, LANGUAGES } from './site-screens';
import { expect, quotedRepairJob, test } from './fixtures';

/**
 * Every public page as the server sends it, in both languages, read by the W3C's HTML checker (the Nu Html
 * Checker, vnu, from the npm package vnu-jar): not one error. A browser forgives broken markup, each in its own
 * way; a screen reader, a search engine or a link preview may not. The checker is a Java program: it runs on the
 * machine's Java (Debian's default-jre-headless; vnu needs Java 11 or later), never one downloaded at install.
 *
 * A browser test rather than a unit test: it checks the built site, served by the real server with the demo data,
 * which only the browser suite has running. All pages go to one run of the checker (one Java start, ~2 s).
 */

const run = promisify(execFile);
/** The checker's jar, as the package ships it (its own wrapper would download a Java when it finds none). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

async function checkFiles(files: string[]): Promise<VnuMessage[]> {
  try {
    await run('java', ['-version']);
  } catch {
    throw new Error('The HTML checker needs Java 11 or later: apt-get install default-jre-headless');
  }
  // --exit-zero-always: the messages are the result, read from JSON; a non-zero exit is then a failure of the run.
  const { stdout } = await run(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
}

test('every public page is valid HTML, in both languages', async ({ api, request }) => {
  test.setTimeout(90_000);
  const product = await createFullProduct(api, 'Valid markup welder');
  const repair = await quotedRepairJob(api);
  const pages = [
    '/',
    '/about',
    '/products',
    '/products?category=Power+Tools',
    `/products/${product.id}`,
    '/testimonials',
    '/contact',
    '/privacy',
    `/enquiry?add=${product.id}`,
    `/repair/${repair.token}`,
    '/repair/AAAAAAAAAAAAAAAAAAAAAA',
    '/no-such-page',
  ];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'valid-markup-'));
  try {
    const files = new Map<string, string>();
    for (const language of LANGUAGES) {
      for (const page of pages) {
        const address = inLanguage(page, language);
        const response = await request.get(address);
        expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
        const file = path.join(folder, `page-${files.size}.html`);
        fs.writeFileSync(file, await response.body());
        files.set(`file:${file}`, address);
      }
    }

    const messages = await checkFiles([...files.keys()].map((url) => url.slice('file:'.length)));
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message}`);
    expect(errors, 'the HTML checker’s errors').toEqual([]);
    // The checker did read every page (a page it could not open is a message of type "non-document-error").
    expect(messages.filter((message) => message.type === 'non-document-error')).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
