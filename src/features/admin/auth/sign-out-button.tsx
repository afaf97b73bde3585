import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { NothingSent, useAdminForm, type FormReply } from '@/components/admin/admin-form';
import { buttonStyles } from '@/components/ui/styles';

/** Ends the admin session by the admin frame's action, which goes to the sign-in page. */
export function SignOutButton() {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<FormReply>();
  const { formProps, saving } = useAdminForm({ schema: NothingSent, defaultValue: {}, fetcher });
  return (
    <fetcher.Form {...formProps} className="contents">
      <button type="submit" disabled={saving} className={buttonStyles.secondary}>
        {saving ? t('shell.signingOut') : t('shell.signOut')}
      </button>
    </fetcher.Form>
  );
}
