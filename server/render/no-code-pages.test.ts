import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '@/domain/product';
import { openDatabase, type Db } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { createPageRenderer, type PageRenderer } from './page-renderer';
import { writeTestSite } from '../../tests/support/test-site';

/**
 * What the server sends for a product page and the enquiry list: all a visitor has before the page's code has
 * started, or without it. Every control there is a link that works as HTML.
 */

const SITE = 'https://example.my';
const IMAGES = [
  '/uploads/products/1_intro_a.webp?v=1',
  '/uploads/products/1_0_b.webp?v=2',
  '/uploads/products/1_1_c.webp?v=3',
];

/** Each link of the page: its address (entities decoded) and its text without tags. */
function links(html: string): { href: string; text: string; tag: string }[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    href: (/\shref="([^"]*)"/.exec(attributes)?.[1] ?? '').replaceAll('&amp;', '&'),
    text: inner.replace(/<[^>]+>/g, '').trim(),
    tag: attributes,
  }));
}

function link(html: string, text: string | RegExp): { href: string; text: string; tag: string } {
  const found = links(html).find((candidate) =>
    typeof text === 'string' ? candidate.text === text : text.test(candidate.text) || text.test(candidate.tag),
  );
  if (!found) throw new Error(`no link ${String(text)} in the page`);
  return found;
}

/** The text a wa.me link types into the chat. */
function chatText(href: string): string | null {
  const url = new URL(href);
  expect(url.hostname).toBe('wa.me');
  return url.searchParams.get('text');
}

describe('without the page’s code', () => {
  let dir: string;
  let db: Db;
  let pages: PageRenderer;
  let product: Product;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-code-'));
    const staticDir = writeTestSite(dir);
    db = openDatabase(path.join(dir, 'data'));
    product = createProductRepository(db).create(
      makeProductInput({
        name: 'TIG 200P DC Pulse Welder',
        nameMs: 'Mesin Kimpalan TIG 200P DC Pulse',
        sku: 'WM-TIG-002',
        category: 'Welding Machines',
        subCategory: 'TIG',
        image: IMAGES[0],
        additionalImages: IMAGES.slice(1),
      }),
    );
    pages = await createPageRenderer({ staticDir, siteUrl: `${SITE}/`, db });
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function render(url: string, language: 'en' | 'ms') {
    const page = await pages.render({ url } as FastifyRequest, language);
    if (!('html' in page)) throw new Error(`expected a page, got a redirect to ${page.location}`);
    return page.html;
  }

  describe('a product page', () => {
    test('asks on WhatsApp about the product by its name, its SKU and its address, in English and in Malay', async () => {
      const english = await render(`/products/${product.id}`, 'en');
      expect(chatText(link(english, /Ask about this product/).href)).toBe(
        `Hello, I am interested in TIG 200P DC Pulse Welder (SKU WM-TIG-002). Is it in stock?\n${SITE}/products/${product.id}`,
      );
      const malay = await render(`/products/${product.id}?lang=ms`, 'ms');
      expect(chatText(link(malay, /Tanya tentang produk ini/).href)).toBe(
        `Helo, saya berminat dengan Mesin Kimpalan TIG 200P DC Pulse (SKU WM-TIG-002). Adakah ia ada dalam stok?\n` +
          `${SITE}/products/${product.id}?lang=ms`,
      );
    });

    test("has Back as a link to the product's category and sub-category, in the page's language", async () => {
      expect(link(await render(`/products/${product.id}`, 'en'), 'Back').href).toBe(
        '/products?category=Welding+Machines&sub=TIG',
      );
      expect(link(await render(`/products/${product.id}?lang=ms`, 'ms'), 'Kembali').href).toBe(
        '/products?category=Welding+Machines&sub=TIG&lang=ms',
      );
    });

    test('has a link to every picture: each thumbnail to the page that shows it, the main one to its file', async () => {
      const html = await render(`/products/${product.id}?lang=ms`, 'ms');
      expect([1, 2, 3].map((index) => link(html, new RegExp(`Tunjuk imej ${index} daripada 3`)).href)).toEqual([
        `/products/${product.id}?lang=ms`,
        `/products/${product.id}?lang=ms&photo=2`,
        `/products/${product.id}?lang=ms&photo=3`,
      ]);
      const third = await render(`/products/${product.id}?photo=3`, 'en');
      const main = link(third, /View full-size image of/);
      expect(main.href).toBe(IMAGES[2]);
      expect(main.tag + third).toContain(`src="${IMAGES[2]!.replaceAll('&', '&amp;')}"`);
      expect(link(third, /Show image 3 of 3/).tag).toContain('aria-current="true"');
      // An address that names no picture of the product shows the first.
      expect(link(await render(`/products/${product.id}?photo=9`, 'en'), /View full-size image of/).href).toBe(
        IMAGES[0],
      );
    });
  });

  describe('the enquiry list opened by Add to enquiry (?add=)', () => {
    test('offers a WhatsApp message that names the product, its SKU and its address, in Malay', async () => {
      const html = await render(`/enquiry?add=${product.id}&lang=ms`, 'ms');
      expect(chatText(link(html, /Tanya melalui WhatsApp/).href)).toBe(
        `Helo, saya berminat dengan Mesin Kimpalan TIG 200P DC Pulse (SKU WM-TIG-002). Adakah ia ada dalam stok?\n` +
          `${SITE}/products/${product.id}?lang=ms`,
      );
    });

    test('offers the general question when it names no product the shop has', async () => {
      const html = await render('/enquiry?add=noSuchProduct', 'en');
      expect(chatText(link(html, /Ask on WhatsApp/).href)).toBe(
        'Hello, I would like to ask about a product on your website:',
      );
    });
  });
});
