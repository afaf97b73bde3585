import { describe, expect, test } from 'vitest';
import { BackendError } from '@/data';
import { refusedMessages } from '@/data/refused-write';
import ms from '@/i18n/locales/ms/admin.json';
import { saveFailureText } from './save-failure-text';

describe('a failed save', () => {
  const malay = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ms) as string;

  const byCode = (error: unknown) => (error instanceof BackendError ? `errors.${error.code}` : 'errors.unknown');

  test("a change the store refused is said in the admin's language", () => {
    const error = new BackendError('refused', 403, { message: refusedMessages.image, params: { kind: 'image' } });
    expect(saveFailureText(error, malay, byCode)).toBe(
      'Storan data menolak perubahan ini: gambar tidak memenuhi syarat yang ditetapkan.',
    );
    const repair = new BackendError('refused', 403, { message: refusedMessages.repair, params: { kind: 'repair' } });
    expect(saveFailureText(repair, malay, byCode)).toBe(
      'Storan data menolak perubahan ini: kerja pembaikan tidak memenuhi syarat yang ditetapkan.',
    );
  });

  test('any other failure is said from its code, a 403 of another kind too', () => {
    expect(saveFailureText(new BackendError('network', 0), malay, byCode)).toBe('errors.network');
    expect(saveFailureText(new BackendError('forbidden', 403), malay, byCode)).toBe('errors.forbidden');
  });
});
