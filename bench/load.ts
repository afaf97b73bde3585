import { CATEGORIES, ORDER_STATUSES, SERVICE_CATEGORY } from '@/domain';
import type { Order, Page, Product } from '@/domain';
import { IMAGE_VARIANT_WIDTHS, variantKey, uploadKeyOf } from '@/domain/image-variants';
import { INSIGHT_BEACON_PATH } from '@/domain/insights';
import { ADMIN_EMAIL, getJson, signIn, type RunningServer } from './site';
import { median } from './page-audit';
import type { Autocannon, CannonRequest, CannonResult } from './tools';

/** What a browser sends: compressed answers are part of the server's work. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-MY,en;q=0.9' };

export const CATALOGUE_PATH = `/api/products?category=${encodeURIComponent('Welding Machines')}&limit=24`;
export const ORDERS_PATH = '/api/orders?status=shipped';

export type Throughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; total: number };

function summarise(result: CannonResult): Throughput {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result['4xx'] + result['5xx'],
    total: result.requests.total,
  };
}

/** 100 connections on one URL for `seconds`, after a short warm-up that fills the caches. */
export async function hammer(
  autocannon: Autocannon,
  server: RunningServer,
  path: string,
  seconds: number,
  extraHeaders: Record<string, string> = {},
): Promise<Throughput> {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  await autocannon({ url: server.url + path, connections: 10, duration: 2, headers });
  return summarise(await autocannon({ url: server.url + path, connections: 100, duration: seconds, headers }));
}

/**
 * A repair job waiting for its customer's answer, logged and quoted through the admin API as the owner does it: its
 * status page shows every part (the status, the quote with its lines, three lines of history, the shop's contact).
 */
export async function quotedRepairJob(baseUrl: string, cookie: string): Promise<{ id: string; token: string }> {
  const send = repairSender(baseUrl, cookie);
  const job = await send('/api/repairs', {
    customerName: 'Nurul Aina binti Hassan',
    customerPhone: '012-345 6789',
    language: 'en',
    brand: 'Lincoln Electric',
    model: 'Invertec 220 TPX',
    serial: 'U1234567890',
    fault: 'Trips the breaker when the arc starts.',
    accessories: 'Torch, earth clamp, gas hose',
    estimate: 'RM 150',
    promisedDate: '2026-12-15',
  });
  await send(`/api/repairs/${job.id}/moves`, {
    from: 'received',
    status: 'diagnosing',
    note: 'The power board is burnt; the fan works. We are pricing a new board.',
  });
  await send(`/api/repairs/${job.id}/moves`, {
    from: 'diagnosing',
    status: 'awaitingApproval',
    lines: [
      { kind: 'part', description: 'Power board', quantity: 1, unitPrice: 'RM 380' },
      { kind: 'labour', description: 'Fitting, a new fan filter and a full service', quantity: 1, unitPrice: 'RM 100' },
    ],
    note: 'New power board, a new fan filter and a full service, with three months of warranty on the board.',
  });
  return job;
}

/**
 * A repair job with a full bill (issue 38): a quote of 20 lines (parts and labour) the customer approved on their
 * page, then 10 payments, all through the API: its status page shows the lines, the totals, the sum paid and the
 * balance.
 */
export async function billedRepairJob(baseUrl: string, cookie: string): Promise<{ token: string }> {
  const send = repairSender(baseUrl, cookie);
  const job = await quotedRepairJob(baseUrl, cookie);
  await send(`/api/repairs/${job.id}/moves`, { from: 'awaitingApproval', status: 'diagnosing', note: 'More to do.' });
  const lines = Array.from({ length: 20 }, (_, n) => ({
    kind: n % 3 === 0 ? 'labour' : 'part',
    description: n % 3 === 0 ? `Labour, stage ${n + 1}` : `Part ${n + 1}: rectifier diode, fan, cable or switch`,
    quantity: 1 + (n % 4),
    unitPrice: 2_500 + n * 125,
  }));
  const quoted = (await send(`/api/repairs/${job.id}/moves`, {
    from: 'diagnosing',
    status: 'awaitingApproval',
    lines,
    note: 'The whole bill: parts and labour.',
  })) as unknown as { quote: { version: number; totals: { total: number } } };
  await send(`/api/repair-status/${job.token}/answer`, { answer: 'approved', version: quoted.quote.version }, false);
  const payment = Math.floor(quoted.quote.totals.total / 20);
  for (let n = 0; n < 10; n++) {
    await send(`/api/repairs/${job.id}/payments`, {
      amount: payment,
      method: n % 2 === 0 ? 'cash' : 'duitnow',
      // Today in Malaysia: a payment is never dated before its job came in.
      date: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      note: `Payment ${n + 1}`,
    });
  }
  return job;
}

/** POSTs of the admin (with the session's cookie) or of the customer (without it), failing on any refusal. */
function repairSender(baseUrl: string, cookie: string) {
  return async (path: string, body: unknown, admin = true) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(admin ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; token: string };
  };
}

/**
 * A page rendered for each request (a repair job's status page, which no cache keeps), asked for by a few visitors
 * at once: the render itself is the figure, not what a cache gives back. Each request names a visitor of its own
 * (X-Forwarded-For, through the proxy the bench's server trusts on this machine): one address may open only a few such
 * pages a minute (server/render/private-pages.ts).
 */
export async function renderedEachTime(
  autocannon: Autocannon,
  server: RunningServer,
  path: string,
  seconds: number,
  connections = 4,
): Promise<Throughput> {
  let address = 0;
  const requests: CannonRequest[] = [
    {
      headers: BROWSER_HEADERS,
      setupRequest: (request) => {
        address = (address + 1) % 16_000_000;
        const visitor = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': visitor } };
      },
    },
  ];
  const url = server.url + path;
  await autocannon({ url, connections: 1, amount: 20, requests });
  return summarise(await autocannon({ url, connections, duration: seconds, requests }));
}

/**
 * Catalogue searches over the large data set (server/seed/large-data.ts names its products "{category} item {n}" with
 * SKUs "BENCH-{n}"): one-word or two-word queries, a different one for each request, so that the figure is the
 * search's own work. Searches are never cached; the words are whole words, starts of words, SKUs and numbers, and
 * a quarter of them forgiven ones.
 */
export function searchPaths(words: 1 | 2, count = 500): string[] {
  const first = ['welding', 'weld', 'power', 'generator', 'gen', 'air', 'compressors', 'home', 'karcher', 'others'];
  const second = ['machines', 'tools', 'item', 'mig', 'tig', 'plasma', 'amaxx', 'dong', 'cheng', 'improvements'];
  // Every fourth query is forgiven (docs/decisions/025-forgiving-search.md): a typo, a word joined, a synonym.
  const forgiven = ['weldng', 'genrator', 'compresors', 'karcer', 'genset', 'kompresor', 'powertools', 'dongcheng'];
  return Array.from({ length: count }, (_, i) => {
    const number = String(1 + ((i * 7919) % 10_000));
    const one = i % 3 === 0 ? number : i % 3 === 1 ? `bench-${number.padStart(6, '0')}` : first[i % first.length]!;
    const typed = words === 1 ? one : `${first[i % first.length]} ${i % 2 ? number : second[(i * 3) % second.length]}`;
    const misspelt = forgiven[i % forgiven.length]!;
    const query = i % 4 !== 3 ? typed : words === 1 ? misspelt : `${misspelt} ${second[(i * 3) % second.length]}`;
    return `/api/products?q=${encodeURIComponent(query)}&limit=24`;
  });
}

/** 100 connections going through `paths` in turn for `seconds`, after a short warm-up. */
export async function hammerPaths(
  autocannon: Autocannon,
  server: RunningServer,
  paths: string[],
  seconds: number,
): Promise<Throughput> {
  let next = 0;
  const requests: CannonRequest[] = [
    { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
  ];
  await autocannon({ url: server.url, connections: 10, duration: 2, headers: BROWSER_HEADERS, requests });
  return summarise(
    await autocannon({ url: server.url, connections: 100, duration: seconds, headers: BROWSER_HEADERS, requests }),
  );
}

/** The admin's orders list filtered by a status: one signed-in visitor, one request after another. */
export async function ordersLatency(
  autocannon: Autocannon,
  server: RunningServer,
  cookie: string,
  amount: number,
): Promise<Throughput> {
  const headers = { ...BROWSER_HEADERS, cookie };
  await autocannon({ url: server.url + ORDERS_PATH, connections: 1, amount: 20, headers });
  return summarise(await autocannon({ url: server.url + ORDERS_PATH, connections: 1, amount, headers }));
}

/** How many visitors send enquiries at the same moment in the order-creation test. */
const ORDER_CONNECTIONS = 10;

/**
 * Visitors sending enquiry lists (POST /api/orders) for `seconds`: each order has one to three products taken in
 * turn from the first pages of every shelf of the data set, with quantities from 1 to 5, so the server reads
 * different products for every order. The server must run with a per-address limit that the bench cannot reach
 * (ORDERS_PER_HOUR, set by startServer in ./site.ts): every order comes from 127.0.0.1.
 */
export async function orderCreation(
  autocannon: Autocannon,
  server: RunningServer,
  seconds: number,
): Promise<Throughput> {
  const shelves = CATEGORIES.filter((category) => category !== SERVICE_CATEGORY);
  const ids: string[] = [];
  for (const category of shelves) {
    const page = await getJson<Page<Product>>(
      `${server.url}/api/products?category=${encodeURIComponent(category)}&limit=100`,
    );
    ids.push(...page.items.map((product) => product.id));
  }
  if (ids.length === 0) throw new Error('No products to order: the data set is empty');
  let next = 0;
  const body = () => {
    const turn = next++;
    const count = 1 + (turn % 3);
    const lines = Array.from({ length: count }, (_, index) => ({
      productId: ids[(turn * 3 + index) % ids.length]!,
      quantity: 1 + ((turn + index) % 5),
    }));
    return JSON.stringify({
      customerName: `Bench visitor ${turn}`,
      customerPhone: '012-345 6789',
      customerEmail: '',
      shippingAddress: '1 Jalan Bench, 30000 Ipoh, Perak',
      notes: '',
      lines,
    });
  };
  const requests: CannonRequest[] = [
    { method: 'POST', path: '/api/orders', setupRequest: (request) => ({ ...request, body: body() }) },
  ];
  const headers = { ...BROWSER_HEADERS, 'content-type': 'application/json' };
  await autocannon({ url: server.url, connections: ORDER_CONNECTIONS, duration: 2, headers, requests });
  return summarise(
    await autocannon({ url: server.url, connections: ORDER_CONNECTIONS, duration: seconds, headers, requests }),
  );
}

/** A page view's beacon as a phone sends it: the view, then its first paint and first byte. */
const BEACON_BODY = JSON.stringify({
  e: [
    { n: 'view', p: 'catalogue', d: 'phone' },
    { n: 'FCP', p: 'catalogue', d: 'phone', v: 1240 },
    { n: 'TTFB', p: 'catalogue', d: 'phone', v: 310 },
  ],
});
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export type BeaconThroughput = Throughput & { accepted: number; stored: number };

/**
 * Visitors' beacons (POST /api/insights/beacon), 100 connections for `seconds`, each request from another
 * address (X-Forwarded-For, which the server believes from its proxy) as from many phones, so that the
 * per-address limit does not answer them all with 429. Afterwards the admin's summary must count every
 * page view that was answered 204: nothing accepted is lost.
 */
export async function beaconFlood(
  autocannon: Autocannon,
  server: RunningServer,
  cookie: string,
  seconds: number,
): Promise<BeaconThroughput> {
  let address = 0;
  const nextAddress = () => {
    address = (address + 1) % 16_000_000;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  const requests: CannonRequest[] = [
    {
      method: 'POST',
      path: INSIGHT_BEACON_PATH,
      headers: {
        ...BROWSER_HEADERS,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': PHONE_BROWSER,
        'sec-fetch-site': 'same-origin',
      },
      body: BEACON_BODY,
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
    },
  ];
  const url = server.url + INSIGHT_BEACON_PATH;
  const warm = await autocannon({ url, connections: 10, duration: 2, requests });
  const result = await autocannon({ url, connections: 100, duration: seconds, requests });
  const summary = await getJson<{ daily: { pageViews: number }[] }>(`${server.url}/api/insights?days=7`, { cookie });
  const stored = summary.daily.reduce((sum, day) => sum + day.pageViews, 0);
  return { ...summarise(result), accepted: warm['2xx'] + result['2xx'], stored };
}

type Sample = { products: Product[]; firstPages: string[] };

/** Addresses for mixed traffic, read from the running site: pages, catalogue data and images. */
async function mixedTraffic(server: RunningServer): Promise<{ paths: string[]; sample: Sample }> {
  const shelves = CATEGORIES.filter((category) => category !== SERVICE_CATEGORY);
  const firstPages = [
    '/api/products?limit=24',
    ...shelves.map((c) => `/api/products?category=${encodeURIComponent(c)}&limit=24`),
  ];
  const products: Product[] = [];
  const paths: string[] = [];
  for (const firstPage of firstPages) {
    const page = await getJson<Page<Product>>(server.url + firstPage);
    products.push(...page.items.slice(0, 6));
    paths.push(firstPage);
    if (page.nextCursor) paths.push(`${firstPage}&cursor=${encodeURIComponent(page.nextCursor)}`);
  }
  const pages = ['/', '/about', '/products', '/testimonials', '/contact'];
  for (const category of shelves) pages.push(`/products?category=${encodeURIComponent(category)}`);
  for (const product of products) pages.push(`/products/${product.id}`);
  for (const page of [...pages]) pages.push(`${page}${page.includes('?') ? '&' : '?'}lang=ms`);
  paths.push(...pages);
  for (const product of products.slice(0, 20)) paths.push(`/api/products/${product.id}`);

  const images = new Set<string>(['/images/hero-800.webp', '/images/about-banner.webp', '/favicon.svg']);
  for (const product of products) {
    const key = uploadKeyOf(product.image);
    if (!key) continue;
    const version = product.image.includes('?') ? product.image.slice(product.image.indexOf('?')) : '';
    for (const width of IMAGE_VARIANT_WIDTHS) images.add(`/uploads/${variantKey(key, width)}${version}`);
  }
  paths.push(...images);
  return { paths, sample: { products, firstPages } };
}

/**
 * The admin at work while visitors browse: a product edit (price) and an order status change in turn,
 * one request after another with `pauseMs` between them. Every product edit empties the catalogue cache.
 */
function startAdminWriter(
  server: RunningServer,
  cookie: string,
  products: Product[],
  orders: Order[],
  pauseMs: number,
) {
  let stopped = false;
  let writes = 0;
  const failures: string[] = [];
  const headers = { cookie, 'content-type': 'application/json' };
  const done = (async () => {
    for (let turn = 0; !stopped; turn++) {
      try {
        if (turn % 2 === 0) {
          const product = products[turn % products.length]!;
          const body = {
            name: product.name,
            sku: product.sku,
            price: Math.round((product.price + (turn % 7) + 0.5) * 100) / 100,
            weight: product.weight ?? 1,
            category: product.category,
            subCategory: product.subCategory,
            description: product.description,
            shopeeUrl: product.shopeeUrl,
            tiktokUrl: product.tiktokUrl,
            image: product.image,
            additionalImages: product.additionalImages,
          };
          const response = await fetch(`${server.url}/api/products/${product.id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify(body),
          });
          if (!response.ok) failures.push(`PUT product ${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        } else {
          const order = orders[turn % orders.length]!;
          const status = ORDER_STATUSES[turn % ORDER_STATUSES.length]!;
          const response = await fetch(`${server.url}/api/orders/${order.id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ status }),
          });
          if (!response.ok) failures.push(`PATCH order ${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        }
        writes++;
      } catch (error) {
        failures.push(`admin write: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { writes, failures };
    },
  };
}

/** The admin saves something every half second, a product and an order in turn: a busy admin, twice over. */
const ADMIN_PAUSE_MS = 500;

export type SoakResult = {
  traffic: Throughput;
  statusCodes: Record<string, number>;
  adminWrites: number;
  adminFailures: string[];
  /** The server's resident memory, read every second of the soak (not of its warm-up). */
  rssSamples: number[];
  rssPeak: number;
};

/**
 * Mixed traffic (pages in both languages, catalogue data, images) at 100 connections while the admin
 * writes, after a warm-up with the same traffic. Memory is read every second of the soak.
 */
export async function soak(
  autocannon: Autocannon,
  server: RunningServer,
  seconds: { warmUp: number; soak: number },
): Promise<SoakResult> {
  const cookie = await signIn(server.url);
  const { paths, sample } = await mixedTraffic(server);
  const orders = (await getJson<Page<Order>>(`${server.url}/api/orders?limit=50`, { cookie })).items;
  let next = 0;
  const requests: CannonRequest[] = [
    {
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
    },
  ];
  const run = async (duration: number) => {
    const writer = startAdminWriter(server, cookie, sample.products, orders, ADMIN_PAUSE_MS);
    const rss: number[] = [server.rss()];
    const sampler = setInterval(() => rss.push(server.rss()), 1000);
    try {
      const result = await autocannon({
        url: server.url,
        connections: 100,
        duration,
        headers: BROWSER_HEADERS,
        requests,
      });
      rss.push(server.rss());
      return { result, admin: await writer.stop(), rss };
    } finally {
      clearInterval(sampler);
    }
  };

  await run(seconds.warmUp);
  const { result, admin, rss } = await run(seconds.soak);
  return {
    traffic: summarise(result),
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    adminWrites: admin.writes,
    adminFailures: admin.failures,
    rssSamples: rss,
    rssPeak: Math.max(...rss),
  };
}

/**
 * How much the server's memory grew over a soak: the median of the second half of the samples against the median
 * of the first. Garbage collection saws the resident memory up and down by a fifth within seconds, so two single
 * readings (the end against the start) swung from −14 % to +25 % between runs of the same code; a leak raises the
 * level that the medians follow.
 */
export function memoryGrowth(samples: number[]): { growth: number; first: number; second: number } {
  const half = Math.floor(samples.length / 2);
  const first = median(samples.slice(0, half));
  const second = median(samples.slice(samples.length - half));
  return { growth: (second - first) / first, first, second };
}

export type ImportTiming = { lines: number; previewMs: number; applyMs: number; added: number; changed: number };

/**
 * An import of `lines` lines (POST /api/admin/products/import), previewed then applied, as the admin's screen sends
 * it: half of them change the price of products the data set has (by SKU), half add new products, every picture one
 * of the shop's uploads (nothing fetched). The products the data set has are read from the catalogue's pages.
 */
export async function importTiming(server: RunningServer, cookie: string, lines: number): Promise<ImportTiming> {
  const existing: Product[] = [];
  for (let cursor: string | null = null; existing.length < lines / 2;) {
    const query: string = `/api/admin/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: Page<Product> = await getJson<Page<Product>>(server.url + query, { cookie });
    existing.push(...page.items);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const image = existing[0]?.image ?? '/uploads/products/1700000000000_intro_bench.png';
  const changed = existing.slice(0, Math.floor(lines / 2)).map((product) => ({
    sku: product.sku,
    price: String(product.price + 1),
  }));
  const added = Array.from({ length: lines - changed.length }, (_, i) => ({
    sku: `IMPORT-${String(i + 1).padStart(6, '0')}`,
    name: `Imported product ${i + 1}`,
    nameMs: `Produk import ${i + 1}`,
    price: String(10 + (i % 900)),
    weight: '2.5',
    category: CATEGORIES[i % (CATEGORIES.length - 1)]!,
    description: `Imported in the benchmark, line ${i + 1}.`,
    image,
  }));
  const rows = [...changed, ...added].map((fields, index) => ({ line: index + 2, fields }));
  const send = async (apply: boolean) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/products/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ rows, apply }),
    });
    if (!response.ok) throw new Error(`Import answered ${response.status}: ${await response.text()}`);
    const answer = (await response.json()) as { counts: { add: number; change: number; refused: number } };
    if (answer.counts.refused) throw new Error(`The import refused ${answer.counts.refused} lines`);
    return { ms: performance.now() - started, counts: answer.counts };
  };
  const preview = await send(false);
  const applied = await send(true);
  return {
    lines: rows.length,
    previewMs: preview.ms,
    applyMs: applied.ms,
    added: applied.counts.add,
    changed: applied.counts.change,
  };
}

/** The address a search flood comes from, and the visitor's who reads a product page meanwhile (TRUST_PROXY). */
const FLOODER = '203.0.113.66';
const VISITOR = '198.51.100.20';

export type SearchFlood = { page: Throughput; searches: number; rendered: number; refused: number };

/**
 * Another visitor's product page while one address floods the server with searches no one made before
 * (`/products?q=<random>`, each a page render were it not refused), 30 connections as a script would: the
 * visitor's p99 is the figure. The search pages' per-address limit (server/render/search-pages.ts) lets the flood
 * have a few renders a minute and answers the rest with a ready page; without it, each search took a render and
 * the visitor waited seconds. The visitor reads on 4 connections from an address of its own.
 */
export async function productPageDuringSearchFlood(
  autocannon: Autocannon,
  server: RunningServer,
  productPath: string,
  seconds: number,
): Promise<SearchFlood> {
  let next = 0;
  const floodRequests: CannonRequest[] = [
    {
      headers: { ...BROWSER_HEADERS, 'x-forwarded-for': FLOODER },
      setupRequest: (request) => ({
        ...request,
        path: `/products?q=${(next++).toString(36)}x${Math.random().toString(36).slice(2, 10)}`,
      }),
    },
  ];
  const visitorHeaders = { ...BROWSER_HEADERS, 'x-forwarded-for': VISITOR };
  // The product page is kept once rendered, as any visitor's first view keeps it.
  await autocannon({ url: server.url + productPath, connections: 1, amount: 20, headers: visitorHeaders });
  const [flood, page] = await Promise.all([
    autocannon({ url: server.url, connections: 30, duration: seconds, requests: floodRequests }),
    autocannon({ url: server.url + productPath, connections: 4, duration: seconds, headers: visitorHeaders }),
  ]);
  return { page: summarise(page), searches: flood.requests.total, rendered: flood['2xx'], refused: flood['4xx'] };
}

/** The value below which `share` (0 to 1) of the values lie, by nearest rank; NaN for no values. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/** A picture every page of the site may show, served from the build's folder. */
export const BURST_STATIC_PATH = '/images/hero-800.webp';

export type SignInBurst = {
  attempts: number;
  /** The burst's answers by status and code, such as `401` or `429 busy`. */
  answers: Record<string, number>;
  burstMs: number;
  healthz: { p99Ms: number; count: number; errors: number };
  file: { p99Ms: number; count: number; errors: number };
  /** The same requests just before the burst, as many: what the machine gives them without it. */
  before: { healthzP99Ms: number; fileP99Ms: number };
};

/**
 * `attempts` wrong passwords for the admin's account sent at once from one client address (named through
 * X-Forwarded-For, which the bench server believes from 127.0.0.1; not the address the other figures sign in from),
 * while one visitor asks for /healthz and another for a picture, one request after another, until every attempt is
 * answered.
 * Each password check is a scrypt hash of tens of megabytes on one of libuv's threads, the threads that also open
 * files: the figure is how long the rest of the site waits for them.
 */
export async function signInBurst(server: RunningServer, attempts = 60): Promise<SignInBurst> {
  const timed = async (path: string) => {
    const started = performance.now();
    try {
      const response = await fetch(server.url + path, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      return { ms: performance.now() - started, ok: response.ok };
    } catch {
      return { ms: performance.now() - started, ok: false };
    }
  };
  // Both answer before the burst (a failure here is the bench's, not the burst's), and are timed without it.
  const quiet: Record<string, number[]> = { '/healthz': [], [BURST_STATIC_PATH]: [] };
  for (let i = 0; i < 30; i++) {
    for (const path of ['/healthz', BURST_STATIC_PATH]) {
      const answer = await timed(path);
      if (!answer.ok) throw new Error(`GET ${path} failed before the sign-in burst`);
      quiet[path]!.push(answer.ms);
    }
  }
  const started = performance.now();
  let answered = false;
  const burst = Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const response = await fetch(`${server.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.60' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: `wrong-password-${i}` }),
      });
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      return `${response.status}${response.status === 429 && body.code ? ` ${body.code}` : ''}`;
    }),
  ).finally(() => (answered = true));
  // One visitor for each, so that a stalled /healthz does not hold back the picture's requests, or the other way.
  const askUntilAnswered = async (path: string) => {
    const samples: { ms: number; ok: boolean }[] = [];
    while (!answered) samples.push(await timed(path));
    return samples;
  };
  const [healthz, file] = await Promise.all([askUntilAnswered('/healthz'), askUntilAnswered(BURST_STATIC_PATH)]);
  const statuses = await burst;
  const burstMs = performance.now() - started;
  const answers: Record<string, number> = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  const summary = (samples: { ms: number; ok: boolean }[]) => ({
    p99Ms: percentile(
      samples.map((sample) => sample.ms),
      0.99,
    ),
    count: samples.length,
    errors: samples.filter((sample) => !sample.ok).length,
  });
  return {
    attempts,
    answers,
    burstMs,
    healthz: summary(healthz),
    file: summary(file),
    before: {
      healthzP99Ms: percentile(quiet['/healthz']!, 0.99),
      fileP99Ms: percentile(quiet[BURST_STATIC_PATH]!, 0.99),
    },
  };
}
