import { Link } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import { paths } from '@/domain/paths';
import { useEnquiryCount } from './enquiry-store';

/**
 * The header's way to the enquiry list, with how many products it holds. A plain link, so it works at once; an
 * island (docs/decisions/021-islands.md), since the count lives in this browser. `current`: this is the list's page.
 */
export function EnquiryLink({ current }: { current: boolean }) {
  const { t } = useTranslation();
  const count = useEnquiryCount();
  return (
    <Link
      to={paths.enquiry.list}
      aria-current={current ? 'page' : undefined}
      className="relative flex h-11 w-11 items-center justify-center rounded-md text-slate-100 hover:bg-slate-800 aria-[current=page]:bg-brand-700"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="h-6 w-6">
        <path strokeLinecap="round" strokeLinejoin="round" d="M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01" />
      </svg>
      <span className="sr-only">
        {t('nav.enquiry')} ({t('nav.enquiryCount', { count })})
      </span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/** The enquiry list in the phone menu: its name and how many products it holds, in words. */
export function EnquiryMenuLink({ className, current }: { className: string; current: boolean }) {
  const { t } = useTranslation();
  const count = useEnquiryCount();
  return (
    <Link to={paths.enquiry.list} aria-current={current ? 'page' : undefined} className={className}>
      {t('nav.enquiry')} ({t('nav.enquiryCount', { count })})
    </Link>
  );
}
