import { Link } from '@/components/ui/localized-link';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/messages';
import { EARLY_BACK, cameFromThisSite } from '@/components/early-marks';

/**
 * Back (spec §4), an island: a link to the catalogue's shelf of the product's category and sub-category (`to`), so that it works
 * before the page's code has started and without it. With the code it is the browser's Back, to the page the visitor
 * came from with its filters, its products and its place, whenever that was a page of this site: a page opened in a
 * new tab, or from another site, has none, and the link is followed. Before the code, the page's inline script does
 * the same (src/app/early-taps.ts).
 */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (!cameFromThisSite()) return;
        event.preventDefault();
        window.history.back();
      }}
      className="btn-outline"
      {...{ [EARLY_BACK]: '' }}
    >
      <ArrowLeftIcon className="h-5 w-5" />
      {t('labels.back')}
    </Link>
  );
}
