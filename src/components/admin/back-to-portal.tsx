import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/domain/paths';
import { buttonStyles } from '@/components/ui/styles';

/** The way back from an admin screen to the portal, above the screen's heading. */
export function BackToPortal() {
  const { t } = useTranslation('admin');
  return (
    <Link to={paths.admin.portal} className={`${buttonStyles.secondary} mb-4`}>
      <span aria-hidden="true">←</span> {t('shell.backToPortal')}
    </Link>
  );
}
