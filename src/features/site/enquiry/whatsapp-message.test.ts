import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import enSite from '@/i18n/locales/en/site.json';
import msSite from '@/i18n/locales/ms/site.json';
import { formatPrice } from '@/domain/format';
import type { SentEnquiry } from '@/domain/enquiry-input';
import { enquiryMessage, type EnquirySender } from './whatsapp-message';

async function translator(language: 'en' | 'ms') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { site: enSite }, ms: { site: msSite } },
    defaultNS: 'site',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'site');
}

/** The order as the server answers it: the catalogue's English names, which are what it stores. */
const sent: SentEnquiry = {
  id: 'order-1',
  shortId: '#ABCD1234',
  items: [
    { productId: 'p1', name: 'MIG 200 welder', price: 1299.9, quantity: 1 },
    { productId: 'p2', name: 'Welding rods 2.6 mm', price: 45.5, quantity: 3 },
    { productId: 'p3', name: 'Angle grinder', price: 189, quantity: 2 },
  ],
  total: 1299.9 + 136.5 + 378,
};
const customer: EnquirySender = { name: 'Aminah', phone: '+60123456789', address: null, notes: '' };

describe('the WhatsApp message of a sent order', () => {
  test('names each product as the Malay pages showed it, with its SKU', async () => {
    const shown = [
      { productId: 'p1', name: 'Mesin kimpalan MIG 200', sku: 'WM-MIG-200' },
      // No SKU kept (a list from before lines had one): the line goes without.
      { productId: 'p2', name: 'Rod kimpalan 2.6 mm' },
    ];
    const lines = enquiryMessage(await translator('ms'), sent, customer, shown).split('\n');
    expect(lines.slice(1, 4)).toEqual([
      `- Mesin kimpalan MIG 200 (SKU WM-MIG-200) × 1, ${formatPrice(1299.9)}`,
      `- Rod kimpalan 2.6 mm × 3, ${formatPrice(136.5)}`,
      // A line the list does not know keeps the order's own name.
      `- Angle grinder × 2, ${formatPrice(378)}`,
    ]);
  });

  test('in English, with the SKU of every listed product', async () => {
    const shown = sent.items.map((item, index) => ({
      productId: item.productId!,
      name: item.name,
      sku: `SKU-${index}`,
    }));
    const lines = enquiryMessage(await translator('en'), sent, customer, shown).split('\n');
    expect(lines.slice(1, 4)).toEqual([
      `- MIG 200 welder (SKU SKU-0) × 1, ${formatPrice(1299.9)}`,
      `- Welding rods 2.6 mm (SKU SKU-1) × 3, ${formatPrice(136.5)}`,
      `- Angle grinder (SKU SKU-2) × 2, ${formatPrice(378)}`,
    ]);
  });
});
