import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { BackendError } from '@/data';
import { ERROR_CODES } from '@/domain';
import enCommon from '@/i18n/locales/en/common.json';
import msCommon from '@/i18n/locales/ms/common.json';
import { errorText } from './error-message';

async function translator(language: 'en' | 'ms') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { common: enCommon }, ms: { common: msCommon } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'common');
}

describe('errorText', () => {
  test('says a wrong password in English and in Malay', async () => {
    const error = new BackendError('invalidCredentials', 401, { message: 'Invalid email or password' });
    expect(errorText(error, await translator('en'))).toBe('Invalid email or password');
    expect(errorText(error, await translator('ms'))).toBe('E-mel atau kata laluan tidak sah');
  });

  test('words a throttled sign-in with the wait in minutes, rounded up', async () => {
    const [en, ms] = [await translator('en'), await translator('ms')];
    const throttled = (retryAfter?: number) =>
      new BackendError('throttled', 429, retryAfter === undefined ? {} : { params: { retryAfter } });
    expect(errorText(throttled(900), en)).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(errorText(throttled(61), ms)).toBe('Terlalu banyak percubaan log masuk. Sila tunggu 2 minit dan cuba lagi.');
    expect(errorText(throttled(30), en)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(errorText(throttled(), en)).toBe('Too many attempts. Wait a few minutes, then try again.');
  });

  test('says a sign-in refused while the server checks others, in seconds rather than minutes', async () => {
    const busy = new BackendError('busy', 429, { params: { retryAfter: 2 } });
    expect(errorText(busy, await translator('en'))).toBe(
      'The server is busy checking other sign-ins. Please try again in a few seconds.',
    );
    expect(errorText(busy, await translator('ms'))).toBe(
      'Pelayan sedang sibuk menyemak log masuk lain. Sila cuba lagi dalam beberapa saat.',
    );
  });

  test('says a refused upload with its limit', async () => {
    const tooLarge = new BackendError('tooLarge', 413, { params: { maxMegabytes: 8 } });
    expect(errorText(tooLarge, await translator('en'))).toBe('The image is too large: at most 8 MB');
    expect(errorText(tooLarge, await translator('ms'))).toBe('Imej terlalu besar: maksimum 8 MB');
    expect(errorText(new BackendError('notAnImage', 415), await translator('ms'))).toBe(
      'Fail ini bukan imej (JPEG, PNG, WebP, GIF atau AVIF)',
    );
  });

  test('says a body of a kind the route does not take (415 unsupportedBody) in both languages, not as an image', async () => {
    const refused = new BackendError('unsupportedBody', 415);
    expect(errorText(refused, await translator('en'))).toBe(
      'The site could not read what was sent. Reload the page and try again.',
    );
    expect(errorText(refused, await translator('ms'))).toBe(
      'Laman ini tidak dapat membaca apa yang dihantar. Muat semula halaman dan cuba lagi.',
    );
  });

  test('says what was too large: a body or an import, each with its own limit, in both languages', async () => {
    const [en, ms] = [await translator('en'), await translator('ms')];
    const body = new BackendError('bodyTooLarge', 413, { params: { maxKilobytes: 16 } });
    expect(errorText(body, en)).toBe(
      'This is more than the site takes in one go: at most 16 KB. Shorten it and try again.',
    );
    expect(errorText(body, ms)).toBe(
      'Ini melebihi apa yang laman ini boleh terima sekali gus: maksimum 16 KB. Pendekkan dan cuba lagi.',
    );
    const sheet = new BackendError('importTooLarge', 413, { params: { maxMegabytes: 24 } });
    expect(errorText(sheet, en)).toBe(
      'The sheet is too large to import: at most 24 MB. Split it into smaller sheets and import each.',
    );
    expect(errorText(sheet, ms)).toBe(
      'Helaian ini terlalu besar untuk diimport: maksimum 24 MB. Pecahkan kepada helaian yang lebih kecil dan import satu per satu.',
    );
  });

  test('never shows the English message an error carries, and reads anything else as unknown', async () => {
    const ms = await translator('ms');
    const error = new BackendError('notFound', 404, { message: 'Missing!' });
    expect(errorText(error, ms)).toBe('Tidak dijumpai.');
    const product = new BackendError('notFound', 404, { params: { what: 'product' } });
    expect(errorText(product, await translator('en'))).toBe('Product not found.');
    expect(errorText(product, ms)).toBe('Produk tidak dijumpai.');
    expect(errorText(new TypeError('x is undefined'), ms)).toBe('Ada sesuatu yang tidak kena. Sila cuba lagi.');
  });

  test('has a text in both languages for every code, with no key left untranslated', async () => {
    const [en, ms] = [await translator('en'), await translator('ms')];
    for (const code of ERROR_CODES) {
      const error = new BackendError(code, 400, {
        params: { retryAfter: 120, maxMegabytes: 8, maxKilobytes: 16, maxSide: 12000 },
      });
      for (const t of [en, ms]) {
        const text = errorText(error, t);
        expect(text, code).not.toMatch(/^errors\./);
        expect(text, code).not.toMatch(/\{\{/);
      }
      expect(errorText(error, ms), code).not.toBe(errorText(error, en));
    }
  });
});
