import { useTranslation } from '@/i18n/messages';

/** Shown while the first screen of a visit that was not rendered on the server loads its code and data. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-slate-600">
      {t('labels.loading')}
    </p>
  );
}
