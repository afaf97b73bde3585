import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AuditEntry } from '@/domain';
import type { ShopSettings } from '@/domain/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { emptyLocalText, type LocalText } from '@/domain/locales';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const changed = (overrides: Partial<ShopSettings> = {}): ShopSettings => ({
  ...structuredClone(DEFAULT_SHOP_SETTINGS),
  ...overrides,
});

/** A text in every language of the site: these given, the others empty. */
const inLanguages = (texts: Partial<LocalText>): LocalText => ({ ...emptyLocalText(), ...texts });

async function read(): Promise<ShopSettings> {
  const response = await server.app.inject({ method: 'GET', url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function save(cookie: string, body: unknown) {
  return server.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: body as object });
}

describe('the shop settings over the API', () => {
  test('a new shop answers with the defaults, today’s facts of the shop', async () => {
    expect(await read()).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  test('the admin saves them; anyone then reads them, the WhatsApp number in E.164', async () => {
    const cookie = await server.signIn();
    const [first, second, ...rest] = DEFAULT_SHOP_SETTINGS.testimonials;
    const input = changed({
      whatsApp: '011-2345 6789',
      address: { ...DEFAULT_SHOP_SETTINGS.address, street: 'No. 7, Jalan Raja Ekram' },
      openingHours: inLanguages({ en: 'Mon–Sat, 9 am to 6 pm', ms: 'Isnin–Sabtu, 9 pagi hingga 6 petang' }),
      // Second first, the first edited, a new one at the end.
      testimonials: [
        second!,
        { ...first!, text: inLanguages({ en: 'Still the best shop in Ipoh.', ms: 'Masih kedai terbaik di Ipoh.' }) },
        ...rest,
        { id: '', author: 'Siti Aminah', text: inLanguages({ en: 'Quick repair.', ms: 'Pembaikan yang cepat.' }) },
      ],
    });
    const response = await save(cookie, input);
    expect(response.statusCode).toBe(200);
    const saved = response.json() as ShopSettings;
    expect(saved.whatsApp).toBe('+601123456789');
    expect(saved.testimonials.map((item) => item.author)).toEqual([
      'Lim Wei Ming',
      'Ahmad Razak',
      'Nurul Aina',
      'Rajesh Kumar',
      'Siti Aminah',
    ]);
    expect(saved.testimonials[1]).toEqual({
      ...first,
      text: inLanguages({ en: 'Still the best shop in Ipoh.', ms: 'Masih kedai terbaik di Ipoh.' }),
    });
    expect(saved.testimonials[4]!.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await read()).toEqual(saved);
  });

  test('deleting every testimonial leaves none, rather than the defaults', async () => {
    const cookie = await server.signIn();
    expect((await save(cookie, changed({ testimonials: [] }))).statusCode).toBe(200);
    expect((await read()).testimonials).toEqual([]);
  });

  test('a bad phone number or a javascript: shop link is refused with the field and its code, and nothing changes', async () => {
    const cookie = await server.signIn();
    const response = await save(
      cookie,
      changed({ whatsApp: '12345', shopee: { url: 'javascript:alert(1)', rating: 4.9 }, tradeName: 'Changed' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', fields: { whatsApp: 'phone', 'shopee.url': 'url' } });
    expect(await read()).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  test.each([0, -3, 1e9, 'two'])(
    'a retention of %j months is refused with its code, and nothing changes',
    async (months) => {
      const cookie = await server.signIn();
      const response = await save(cookie, { ...changed({ tradeName: 'Changed' }), retentionMonths: months });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid', fields: { retentionMonths: 'retention' } });
      expect(await read()).toEqual(DEFAULT_SHOP_SETTINGS);
    },
  );

  test('the retention is saved and read back', async () => {
    const cookie = await server.signIn();
    expect((await save(cookie, changed({ retentionMonths: 36 }))).statusCode).toBe(200);
    expect((await read()).retentionMonths).toBe(36);
  });

  test('without a session nothing is saved', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: changed({ tradeName: 'X' }),
    });
    expect(response.statusCode).toBe(401);
    expect((await read()).tradeName).toBe(DEFAULT_SHOP_SETTINGS.tradeName);
  });

  test('a save drops the kept public answers, so the next read shows the change', async () => {
    const cookie = await server.signIn();
    expect((await read()).tradeName).toBe('Kinta Weld');
    await server.app.inject({ method: 'GET', url: '/api/products' });
    expect(server.app.publicResponses.size).toBeGreaterThan(0);
    await save(cookie, changed({ tradeName: 'Kinta Las' }));
    expect(server.app.publicResponses.size).toBe(0);
    expect((await read()).tradeName).toBe('Kinta Las');
  });

  test('the save is in the audit log with what changed', async () => {
    const cookie = await server.signIn();
    await save(cookie, changed({ whatsApp: '+60 12-999 8888', email: 'hello@kintaweld.com.my' }));
    const response = await server.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie } });
    const [entry] = (response.json() as { items: AuditEntry[] }).items;
    expect(entry).toMatchObject({
      action: 'settings.update',
      actor: 'owner@example.test',
      detail: { changed: 'email, whatsApp' },
    });
  });
});
