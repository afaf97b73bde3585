import { describe, expect, test } from 'vitest';
import en from '@/i18n/locales/en/admin.json';
import { BackendError } from './backend';
import { refusedMessages, refusedWrite } from './refused-write';

describe('a refused write', () => {
  test('the English screens say exactly what the adapter says', () => {
    expect(en.refused).toEqual(refusedMessages);
  });

  test('is told apart from a signed-out session and from other failures', () => {
    expect(refusedWrite(new BackendError(refusedMessages.product, 403))).toBe('product');
    expect(refusedWrite(new BackendError(refusedMessages.product, 401))).toBeNull();
    expect(refusedWrite(new BackendError('Please sign in as the admin', 401))).toBeNull();
    expect(refusedWrite(new Error(refusedMessages.order))).toBeNull();
  });
});
