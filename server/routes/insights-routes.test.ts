import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { INSIGHT_BEACON_PATH } from '@/domain/insights';
import { type InsightsSummary } from '@/domain/insights-figures';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let server: TestServer;
/** A product visitors see, and a draft they do not. */
let listed: string;
let draft: string;
beforeEach(async () => {
  server = await startTestServer();
  const products = createProductRepository(server.db);
  listed = products.create(makeProductInput({ name: 'MIG 200 Inverter Welder' }), undefined, 'P1').id;
  draft = products.create(makeProductInput({ name: 'Next month’s welder', status: 'draft' }), undefined, 'D1').id;
});
afterEach(async () => {
  await server.close();
});

function beacon(body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return server.app.inject({
    method: 'POST',
    url: INSIGHT_BEACON_PATH,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function summary(days = 7): Promise<InsightsSummary> {
  const cookie = await server.signIn();
  const response = await server.app.inject({ method: 'GET', url: `/api/insights?days=${days}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const productView = { n: 'view', p: 'product', d: 'phone', id: 'P1' };

describe('the beacon', () => {
  test('takes a page view, a buy click and a vital as a browser sends them, and the admin sees them', async () => {
    const response = await beacon({
      e: [
        productView,
        { n: 'buy-tiktok', p: 'product', d: 'phone', id: 'P1' },
        { n: 'LCP', p: 'product', d: 'phone', v: 1834 },
      ],
    });
    expect(response.statusCode).toBe(204);
    const figures = await summary();
    expect(figures.daily.at(-1)).toMatchObject({ productViews: 1, buyClicks: 1 });
    expect(figures.topByClicks).toEqual([
      { id: listed, name: 'MIG 200 Inverter Welder', views: 1, shopeeClicks: 0, tiktokClicks: 1, enquiries: 0 },
    ]);
    expect(figures.vitals).toEqual([{ metric: 'LCP', page: 'product', device: 'phone', p75: 1850, samples: 1 }]);
  });

  test('refuses malformed events with 400', async () => {
    for (const body of [
      'not json',
      {},
      { e: [] },
      { e: [{ ...productView, n: 'purchase' }] },
      { e: [{ ...productView, p: 'checkout' }] },
      { e: [{ ...productView, d: 'tablet' }] },
      { e: [{ ...productView, id: '../etc' }] },
      { e: [{ ...productView, email: 'someone@example.com' }] },
      { e: [{ n: 'LCP', p: 'home', d: 'phone', v: -1 }] },
      { e: [{ n: 'CLS', p: 'home', d: 'phone', v: 50 }] },
      { e: [{ n: 'INP', p: 'home', d: 'phone' }] },
      { e: Array.from({ length: 21 }, () => productView) },
      { e: [productView], extra: 1 },
    ]) {
      expect((await beacon(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await summary()).daily.at(-1)!.pageViews).toBe(0);
  });

  test('refuses an oversized body with 413', async () => {
    const response = await beacon(`{"e":[${'"x",'.repeat(2000)}]}`);
    expect(response.statusCode).toBe(413);
  });

  test('answers a flood from one address with 429, and other addresses still get through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await beacon({ e: [productView] })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    const other = await server.app.inject({
      method: 'POST',
      url: INSIGHT_BEACON_PATH,
      remoteAddress: '10.1.2.3',
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
      payload: JSON.stringify({ e: [productView] }),
    });
    expect(other.statusCode).toBe(204);
  });

  test('an address adds at most 60 events a minute, however many a beacon packs: the rest is dropped with 429', async () => {
    const full = { e: Array.from({ length: 20 }, () => productView) };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await beacon(full)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await summary()).daily.at(-1)!.productViews).toBe(60);
    const other = await beacon(full, {}, '10.1.2.3');
    expect(other.statusCode).toBe(204);
  });

  test('the addresses of one IPv6 /64 share the 60 events, as one home or phone does', async () => {
    const full = { e: Array.from({ length: 20 }, () => productView) };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await beacon(full, {}, `2001:db8:1:2::${i + 1}`)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await summary()).daily.at(-1)!.productViews).toBe(60);
  });

  test('an address adds at most 6 visits a minute, as many as a person arrives', async () => {
    const visit = { n: 'visit', p: 'home', d: 'phone' };
    expect((await beacon({ e: Array.from({ length: 20 }, () => visit) })).statusCode).toBe(204);
    expect((await beacon({ e: [visit, { n: 'view', p: 'home', d: 'phone' }] })).statusCode).toBe(204);
    expect((await summary()).daily.at(-1)).toMatchObject({ visits: 6, pageViews: 1 });
  });

  test('drops events naming a draft or a product that does not exist, and views whose page and product disagree', async () => {
    const response = await beacon({
      e: [
        productView,
        { ...productView, id: draft },
        // A made-up address under /products: the page says not found, and its view is no product's.
        { ...productView, id: 'doesNotExist123' },
        { n: 'buy-shopee', p: 'catalogue', d: 'desktop', id: 'doesNotExist123' },
        { n: 'enquiry', p: 'product', d: 'phone', id: draft },
        { n: 'view', p: 'product', d: 'phone' },
        { n: 'view', p: 'home', d: 'phone', id: listed },
        { n: 'buy-shopee', p: 'catalogue', d: 'desktop', id: listed },
      ],
    });
    expect(response.statusCode).toBe(204);
    const figures = await summary();
    expect(figures.daily.at(-1)).toMatchObject({ pageViews: 1, productViews: 1, buyClicks: 1, enquiries: 0 });
    expect(figures.topByViews.map((product) => product.id)).toEqual([listed]);
    expect(figures.topByClicks.map((product) => product.id)).toEqual([listed]);
  });

  test('drops, quietly, what bots send and what Do Not Track or Global Privacy Control asks not to keep', async () => {
    const declined: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0' },
      { 'user-agent': '' },
      { dnt: '1' },
      { 'sec-gpc': '1' },
    ];
    for (const headers of declined) {
      expect((await beacon({ e: [productView] }, headers)).statusCode).toBe(204);
    }
    expect((await summary()).daily.at(-1)!.pageViews).toBe(0);
  });

  test('refuses a beacon that a browser marks as cross-site', async () => {
    const response = await beacon({ e: [productView] }, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });
});

describe('the Insights summary', () => {
  test('is for the admin only, for 7, 30 or 90 days', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/insights?days=7' })).statusCode).toBe(401);
    const cookie = await server.signIn();
    const bad = await server.app.inject({ method: 'GET', url: '/api/insights?days=365', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    for (const days of [7, 30, 90]) expect((await summary(days)).daily).toHaveLength(days);
  });
});
