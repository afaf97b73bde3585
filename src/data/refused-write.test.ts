import { describe, expect, test } from 'vitest';
import en from '@/i18n/locales/en/admin.json';
import { BackendError } from './backend';
import { refusedMessages, refusedWrite } from './refused-write';

describe('a refused write', () => {
  test('the English screens say what the adapter logs', () => {
    expect(en.refused).toEqual(refusedMessages);
  });

  test('is told apart from a signed-out session and from other failures', () => {
    const refused = (status: number) => new BackendError('refused', status, { params: { kind: 'product' } });
    expect(refusedWrite(refused(403))).toBe('product');
    expect(refusedWrite(refused(401))).toBeNull();
    expect(refusedWrite(new BackendError('unauthorised', 401))).toBeNull();
    expect(refusedWrite(new BackendError('forbidden', 403))).toBeNull();
    expect(refusedWrite(new Error(refusedMessages.order))).toBeNull();
  });
});
