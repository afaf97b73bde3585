import { useTranslation } from '@/i18n/messages';
import { paths } from '@/domain/paths';
import { Link } from './localized-link';

/**
 * "How we use your details: privacy notice", beside every form that takes a name or a phone (issue 39): the enquiry
 * list, the contact form and the repair status page. A link, so it works before the page's code has started.
 */
export function PrivacyNoticeLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {t('privacyBeside')}{' '}
      <Link to={paths.privacy} className="font-semibold text-brand-700 underline">
        {t('privacyLink')}
      </Link>
    </p>
  );
}
