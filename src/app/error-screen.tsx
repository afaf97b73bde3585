import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@/i18n/messages';

/** Shown when a route fails to render (spec §2): the generic title and the error's own text. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="text-2xl font-bold text-red-700">{t('errorScreen.title')}</h1>
      <pre className="mt-4 whitespace-pre-wrap break-words rounded bg-red-50 p-4 text-sm text-red-900">{detail}</pre>
    </main>
  );
}
