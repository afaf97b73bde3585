import { useCallback } from 'react';
import type { Translate } from '@/i18n/messages';
import { useTranslation } from '@/i18n/messages';
import { BackendError } from '@/data';
import { MAX_UPLOAD_BYTES } from '@/domain/limits';

/**
 * The text of a failure in the visitor's language, fit to put in a message such as
 * 'Failed to delete product: {error}'. It is said from the error's code (`errors.*` of common.json), never from
 * its message: a message is English for logs. A failure that is not a BackendError (a bug, a lost chunk) is
 * 'unknown'.
 */
export function errorText(error: unknown, t: Translate<'common'>): string {
  if (!(error instanceof BackendError)) return t('errors.unknown');
  const { code, params } = error;
  switch (code) {
    case 'throttled': {
      const seconds = Number(params.retryAfter);
      if (!Number.isFinite(seconds) || seconds <= 0) return t('errors.throttledNoWait');
      const minutes = Math.ceil(seconds / 60);
      return t('errors.throttled', { count: minutes });
    }
    case 'tooLarge':
      return t('errors.tooLarge', { maxMegabytes: params.maxMegabytes ?? MAX_UPLOAD_BYTES / 1024 / 1024 });
    case 'bodyTooLarge':
      return t('errors.bodyTooLarge', { maxKilobytes: params.maxKilobytes ?? '' });
    case 'importTooLarge':
      return t('errors.importTooLarge', { maxMegabytes: params.maxMegabytes ?? '' });
    case 'notFound':
      if (params.what === 'product') return t('errors.productNotFound');
      if (params.what === 'order') return t('errors.orderNotFound');
      return t('errors.notFound');
    case 'openRecords':
      return t('errors.openRecords', {
        orders: t('errors.openOrders', { count: Number(params.orders ?? 0) }),
        repairs: t('errors.openRepairs', { count: Number(params.repairs ?? 0) }),
      });
    case 'imageTooLarge':
      return t('errors.imageTooLarge', { maxSide: params.maxSide ?? '' });
    default:
      return t(`errors.${code}`);
  }
}

/** `errorText` with the page's language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => errorText(error, t), [t]);
}
