import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newRepairToken, type RepairJob } from '@/domain/repair';
import type { RepairCreateInput, RepairMove } from '@/domain/repair-schema';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { REPAIR_STATUS_PER_MINUTE } from './repairs-routes';
import { rawClient, writeTestSite, type RawAnswer } from '../../tests/support/test-site';
import { makeRepairInput } from '../../tests/factories';

/**
 * The customer's status page (/repair/{token}) as the embedded server sends it: the job read straight from SQLite and
 * rendered, kept nowhere, told to search engines to leave alone, in the customer's language unless the visitor chose
 * one; and for any token no job has, one and the same not-found page.
 */

let server: TestServer;
let client: Awaited<ReturnType<typeof rawClient>>;
let root: string;
let cookie: string;
/** The server's log: an error logged fails the test that caused it. */
const logLines: { level: number; msg?: string; req?: { url?: string } }[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-page-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  // Each visitor of these tests has an address of their own (X-Forwarded-For from the proxy on this machine), so
  // that only the test of the limit meets it.
  server = await startTestServer(dataDir, {
    staticDir: writeTestSite(root),
    logger: { level: 'warn', stream },
    trustProxy: { hops: 1 },
  });
  cookie = await server.signIn();
  client = await rawClient(server.app);
});

afterAll(async () => {
  client.close();
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
  expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
});

async function createJob(overrides: Partial<RepairCreateInput> = {}): Promise<RepairJob> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/repairs',
    headers: { cookie },
    payload: makeRepairInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function move(job: RepairJob, change: RepairMove): Promise<RepairJob> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/repairs/${job.id}/moves`,
    headers: { cookie },
    payload: change,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function quotedJob(overrides: Partial<RepairCreateInput> = {}): Promise<RepairJob> {
  const job = await createJob(overrides);
  await move(job, { from: 'received', status: 'diagnosing', note: 'The fan is seized.' });
  return move(job, {
    from: 'diagnosing',
    status: 'awaitingApproval',
    lines: [{ kind: 'labour', description: 'A new fan and a service', quantity: 1, unitPrice: '480' }],
    note: 'A new fan and a service.',
  });
}

/** A visitor's browser with no choice of its own: it reads English first. */
const ENGLISH_BROWSER = { 'accept-language': 'en-GB,en;q=0.9' };

let visitors = 0;

/** The page as a visitor of their own asks for it, from an address of their own. */
function page(target: string, headers: Record<string, string> = ENGLISH_BROWSER): Promise<RawAnswer> {
  visitors += 1;
  const address = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  return client.send('GET', target, { 'x-forwarded-for': address, ...headers });
}

/** The router's data the page hands the browser (decoded from its JSON). */
function routerData(html: string): { loaderData: Record<string, unknown> } {
  const json = /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the page carries its data for hydration').toBeDefined();
  return JSON.parse(json!);
}

describe('a job’s status page', () => {
  test('shows the customer’s job: first name, machine, status, history with notes, quote, and the shop’s contact', async () => {
    const job = await quotedJob({ customerName: 'Aminah binti Yusof', language: 'en' });
    const answer = await page(`/repair/${job.token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    const html = answer.body;
    expect(html).toContain(`Repair ${job.number}`);
    expect(html).toContain('Hello Aminah,');
    expect(html).toContain('Lincoln Invertec 200');
    expect(html).toContain('Waiting for approval');
    expect(html).toContain('The fan is seized.');
    expect(html).toContain('A new fan and a service.');
    expect(html).toContain('RM\u00a0480.00');
    expect(html).toContain('Estimate');
    expect(html).toContain('15 Dec 2026');
    // The job travels with the page: the browser does not ask for it again.
    const { loaderData } = routerData(html);
    expect(Object.values(loaderData)).toContainEqual({ view: expect.objectContaining({ number: job.number }) });
  });

  test('never shows the phone, the full name, the serial number, the fault, a payment itself or the record’s id', async () => {
    const job = await quotedJob({
      customerName: 'Aminah binti Yusof',
      customerPhone: '+60 13-579 2468',
      serial: 'SERIAL-9-ONLY-THE-SHOP',
      fault: 'Sparks from the back when the lid is open.',
      deposit: '77.77',
      depositMethod: 'duitnow',
    });
    const { body } = await page(`/repair/${job.token}`);
    for (const secret of [
      'binti Yusof',
      '5792468',
      '579 2468',
      '13-579',
      'SERIAL-9-ONLY-THE-SHOP',
      'Sparks from the back',
      'duitnow',
      'recordedBy',
      job.id,
    ]) {
      expect(body, secret).not.toContain(secret);
    }
  });

  test('is sent noindex, never kept, and with no referrer, and names no address of its own in its head', async () => {
    const job = await createJob();
    const before = server.app.publicResponses.size;
    const answer = await page(`/repair/${job.token}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toContain('<meta name="referrer" content="no-referrer" />');
    expect(head).not.toContain(job.token);
    expect(head).not.toMatch(/rel="(canonical|alternate)"|og:url/);
    expect(server.app.publicResponses.size).toBe(before);
    // What the shop changes shows at once: nothing kept the page.
    await move(job, { from: 'received', status: 'diagnosing', note: 'Looking at it now.' });
    expect((await page(`/repair/${job.token}`)).body).toContain('Looking at it now.');
    // Not kept as a search page either, whatever its query.
    await move(job, { from: 'diagnosing', status: 'awaitingParts', note: 'A part is on its way.' });
    expect((await page(`/repair/${job.token}?q=x`)).body).toContain('A part is on its way.');
    expect((await page(`/repair/${job.token}?q=x`)).headers['cache-control']).toBe('no-store');
  });

  test('other pages keep the site’s referrer policy', async () => {
    expect((await page('/about')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('without JavaScript, the quote is answered by WhatsApp links in the page’s language', async () => {
    const job = await quotedJob({ customerName: 'Ahmad bin Ismail', language: 'ms' });
    const { body } = await page(`/repair/${job.token}`);
    const links = [...body.matchAll(/href="(https:\/\/wa\.me\/\d+\?text=[^"]+)"/g)].map((match) =>
      decodeURIComponent(new URL(match[1]!.replaceAll('&amp;', '&')).searchParams.get('text') ?? ''),
    );
    expect(links).toContain(
      `Salam, saya Ahmad. Saya meluluskan sebut harga RM\u00a0480.00 untuk pembaikan ${job.number}.`,
    );
    expect(links).toContain(
      `Salam, saya Ahmad. Saya menolak sebut harga RM\u00a0480.00 untuk pembaikan ${job.number}.`,
    );
    expect(body).not.toMatch(/<button[^>]*>Luluskan</);
  });

  test('once answered, it says so with the date, and offers no answer any more', async () => {
    const job = await quotedJob({ language: 'en' });
    const answered = await server.app.inject({
      method: 'POST',
      url: `/api/repair-status/${job.token}/answer`,
      payload: { answer: 'approved', version: 1 },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const { body } = await page(`/repair/${job.token}`);
    expect(body).toMatch(/You approved this quote on \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m\./);
    expect(body).toContain('You approved the quote');
    expect(body).not.toMatch(/wa\.me\/\d+\?text=[^"]*approve/);
  });
});

describe('the page’s language', () => {
  test('is the job’s when the visitor chose none, whatever their browser reads, and the browser is told so', async () => {
    const job = await createJob({ language: 'ms' });
    const { body } = await page(`/repair/${job.token}`);
    expect(body).toMatch(/<html lang="ms" data-content-language/);
    expect(body).toContain(`Pembaikan ${job.number}`);
    expect(body).toContain('Diterima');
    const english = await createJob({ language: 'en' });
    const { body: englishPage } = await page(`/repair/${english.token}`, { 'accept-language': 'ms-MY,ms' });
    expect(englishPage).toMatch(/<html lang="en" data-content-language/);
  });

  test('is the visitor’s when they chose one: in the address, which is kept, or saved before', async () => {
    const job = await createJob({ language: 'ms' });
    const asked = await page(`/repair/${job.token}?lang=en`);
    expect(asked.body).toMatch(/<html lang="en"[ >]/);
    expect(asked.body).not.toContain('data-content-language');
    expect(asked.body).toContain(`Repair ${job.number}`);
    expect(String(asked.headers['set-cookie'])).toContain('lang=en');
    const saved = await page(`/repair/${job.token}`, { ...ENGLISH_BROWSER, cookie: 'lang=en' });
    expect(saved.body).toMatch(/<html lang="en"[ >]/);
    expect(saved.body).toContain(`Repair ${job.number}`);
  });
});

describe('a token no job has', () => {
  /** The page with its address taken out: what is left must not depend on the token. */
  async function notFoundPage(token: string, headers?: Record<string, string>): Promise<string> {
    const address = `/repair/${encodeURIComponent(token)}`;
    const answer = await page(address, headers);
    expect(answer.status, token).toBe(404);
    expect(answer.headers['cache-control'], token).toBe('no-store');
    expect(answer.headers['x-robots-tag'], token).toBe('noindex');
    expect(answer.headers['referrer-policy'], token).toBe('no-referrer');
    return answer.body.replaceAll(address, '/repair/(token)');
  }

  test('gets the same 404 page for two unknown tokens and a malformed one, an old job’s too', async () => {
    const unknown = await notFoundPage(newRepairToken());
    expect(unknown).toContain('Page not found');
    expect(await notFoundPage(newRepairToken())).toBe(unknown);
    expect(await notFoundPage('not-a-token')).toBe(unknown);
    expect(await notFoundPage('AAAAAAAAAAAAAAAAAAAAAB')).toBe(unknown);
    // A job removed from the store leaves its link behind.
    const job = await createJob();
    server.db.prepare('DELETE FROM repairs WHERE id = ?').run(job.id);
    expect(await notFoundPage(job.token)).toBe(unknown);
  });

  test('is said in the visitor’s language', async () => {
    const malay = await notFoundPage(newRepairToken(), { 'accept-language': 'ms-MY' });
    expect(malay).toMatch(/<html lang="ms"[ >]/);
    expect(malay).toContain('Halaman tidak ditemui');
    expect(malay).not.toContain('data-content-language');
    expect(await notFoundPage('x', { 'accept-language': 'ms-MY' })).toBe(malay);
  });

  test('no token, however written, makes the server fail; one that names no job is never a page of a job', async () => {
    const known = await createJob();
    const unknown = await notFoundPage(newRepairToken());
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
          fc.string({ minLength: 1, maxLength: 60 }),
          fc.constant(known.token.slice(0, -1)),
          fc.constant(`${known.token}A`),
        ),
        async (token) => {
          fc.pre(token !== known.token);
          const answer = await page(`/repair/${encodeURIComponent(token)}`);
          expect(answer.status, token).toBeLessThan(500);
          expect(answer.body, token).not.toContain(known.number);
          // A token that reads as a path part is the same not-found page (others are no page address at all: `/`,
          // `.` and `..` parts, a file's name, control characters).
          if (/^[A-Za-z0-9_-]+$/.test(token)) {
            expect(answer.status, token).toBe(404);
            expect(answer.body.replaceAll(`/repair/${token}`, '/repair/(token)'), token).toBe(unknown);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('one address', () => {
  test(`may open ${REPAIR_STATUS_PER_MINUTE} status pages a minute; past that it is told so in its language`, async () => {
    const job = await createJob({ language: 'en' });
    const from = { ...ENGLISH_BROWSER, 'x-forwarded-for': '192.0.2.7' };
    for (let index = 0; index < REPAIR_STATUS_PER_MINUTE; index += 1) {
      expect((await page(`/repair/${index % 2 ? job.token : newRepairToken()}`, from)).status).not.toBe(429);
    }
    const refused = await page(`/repair/${job.token}`, { ...from, 'accept-language': 'ms' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('Terlalu banyak permintaan serentak');
    expect(refused.body).not.toContain(job.number);
    // Another visitor is not held back.
    expect((await page(`/repair/${job.token}`)).status).toBe(200);
  });
});
