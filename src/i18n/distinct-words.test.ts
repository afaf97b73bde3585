import { describe, expect, test } from 'vitest';
import { repairStatusName } from './names';
import enAdmin from './locales/en/admin.json';
import msAdmin from './locales/ms/admin.json';

/** The word a text starts with, lower-cased and without its ending: "Batalkan" and "Dibatalkan" are both "batal". */
function stem(text: string): string {
  return (text.split(/\s/)[0] ?? '').toLowerCase().replace(/^di/, '').replace(/kan$/, '');
}

describe('distinct things have distinct words on the admin screens', () => {
  for (const [language, admin] of [
    ['en', enAdmin],
    ['ms', msAdmin],
  ] as const) {
    test(`in ${language}, voiding a payment is not the word of a cancelled job or order`, () => {
      const cancelled = [repairStatusName('cancelled', language), admin.statuses.cancelled].map(stem);
      for (const text of [admin.repairs.payments.void, admin.repairs.payments.voidConfirm]) {
        expect(cancelled).not.toContain(stem(text));
      }
    });

    test(`in ${language}, an order delivered is not a repair received`, () => {
      expect(admin.statuses.delivered).not.toBe(repairStatusName('received', language));
    });
  }
});
