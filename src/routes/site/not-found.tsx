import { useTranslation } from '@/i18n/messages';
import { NotFound } from '@/components/ui/not-found-message';

/**
 * Any address the site does not have. The page keeps the home page's description and canonical (spec §2: unknown
 * paths use the home page metadata), is titled as not found (src/app/metadata.ts), and the server answers 404, so
 * search engines do not index it.
 */
export function Component() {
  const { t } = useTranslation('site');
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 md:px-6">
      <NotFound heading={t('notFound.heading')} text={t('notFound.text')} />
    </div>
  );
}
