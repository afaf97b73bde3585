import i18next from 'i18next';
import { expect, test } from 'vitest';
import enAdmin from './locales/en/admin.json';
import msAdmin from './locales/ms/admin.json';

async function adminT(language: 'en' | 'ms') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    ns: ['admin'],
    defaultNS: 'admin',
    resources: { en: { admin: enAdmin }, ms: { admin: msAdmin } },
    interpolation: { escapeValue: false },
  });
  // The catalogue's keys are typed without their plural endings; a test of those endings asks by the plain key.
  return i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
}

test('a count of one is said in the singular in English, and Malay needs no plural form', async () => {
  const en = await adminT('en');
  const ms = await adminT('ms');
  expect(en('repairs.receipt.storageFee', { count: 1, fee: 'RM 5.00' })).toBe('Storage fee: 1 day × RM 5.00');
  expect(en('repairs.receipt.storageFee', { count: 6, fee: 'RM 5.00' })).toBe('Storage fee: 6 days × RM 5.00');
  expect(en('import.format.read', { count: 1, format: 'CSV' })).toBe('Read as CSV: 1 line.');
  expect(en('insights.repairs.medianOver', { count: 1 })).toBe('Over 1 job that became ready in these weeks.');
  expect(en('repairs.quote.incomplete', { count: 2, lines: '2 and 3' })).toBe(
    'Lines 2 and 3 are not complete yet, so they are not counted.',
  );
  expect(ms('repairs.receipt.storageFee', { count: 1, fee: 'RM 5.00' })).toBe('Caj simpanan: 1 hari × RM 5.00');
  expect(ms('repairs.slip.storageFee', { count: 1, fee: 'RM 5.00' })).toContain('1 hari');
});
